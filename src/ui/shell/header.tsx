import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { headerEntries, isEntryActive, type NavEntry } from '../../domain/navigation';
import { protocolForPath } from '../../domain/protocol';
import { useServices } from '../hooks/services';
import { useUserSession } from '../hooks/user-session-context';
import { DropdownMenu } from './dropdown-menu';
import { NavItemLink } from './nav-item-link';
import { NetworkSwitch } from './network-switch';
import { ProtocolSwitcher } from './protocol-switcher';
import { UserMenu } from './user-menu';
import * as css from './shell.css';

function DesktopEntry({ entry, pathname, highlighted }: { entry: NavEntry; pathname: string; highlighted: boolean }) {
  const active = isEntryActive(entry, pathname);
  if (entry.kind === 'link') return <NavItemLink link={entry} className={css.navLink} current={active} />;
  return (
    <DropdownMenu label={entry.label} active={active} highlighted={highlighted} testId={`menu-${entry.id}`}>
      {(close) =>
        entry.items.map((item) => (
          <li key={item.id} role="none">
            <NavItemLink link={item} className={css.menuItem} role="menuitem" onSelect={close} />
          </li>
        ))
      }
    </DropdownMenu>
  );
}

/**
 * The header. Wide screens show the links and menus in a row; narrow ones a Menu
 * button that opens the same entries as a list. In single-page mode only Connect or the user menu shows.
 */
export function Header({ singlePage }: { singlePage: boolean }) {
  const { pathname } = useLocation();
  const { config } = useServices();
  const session = useUserSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setDrawerOpen(false), [pathname]);
  // Escape closes the phone drawer and gives focus back to its button.
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setDrawerOpen(false);
      drawerButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  if (singlePage) {
    return (
      <header className={css.header} data-testid="header" data-single-page="true">
        <div className={css.headerInner}>
          <span className={css.spacer} />
          <UserMenu />
        </div>
      </header>
    );
  }

  const protocol = protocolForPath(pathname);
  const entries = headerEntries(protocol, { apiDocsUrl: config.apiDocsUrl });
  const swapHighlighted = session.status === 'connected' && session.user?.swapAccess === true;
  return (
    <header className={css.header} data-testid="header" data-protocol={protocol}>
      <div className={css.headerInner}>
        <Link to="/" className={css.brand} aria-label={`${config.appName} home`}>
          {config.appName}
        </Link>
        <nav className={css.desktopNav} aria-label="Main">
          {entries.map((entry) => (
            <DesktopEntry key={entry.id} entry={entry} pathname={pathname} highlighted={entry.id === 'brc20' && swapHighlighted} />
          ))}
        </nav>
        <span className={css.spacer} />
        <div className={css.controls}>
          <span className={css.desktopOnly}>
            <ProtocolSwitcher />
          </span>
          <span className={css.desktopOnly}>
            <NetworkSwitch />
          </span>
          <UserMenu />
          <button
            ref={drawerButton}
            type="button"
            className={`${css.navLink} ${css.mobileOnly}`}
            aria-expanded={drawerOpen}
            aria-controls="mobile-nav"
            aria-label={drawerOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setDrawerOpen((v) => !v)}
            data-testid="mobile-menu-button"
          >
            {drawerOpen ? '✕' : '☰'}
          </button>
        </div>
      </div>
      {drawerOpen ? (
        <nav id="mobile-nav" className={css.drawer} aria-label="Main">
          {entries.map((entry) =>
            entry.kind === 'link' ? (
              <NavItemLink key={entry.id} link={entry} className={css.menuItem} current={isEntryActive(entry, pathname)} />
            ) : (
              <div
                key={entry.id}
                className={css.drawerGroup}
                role="group"
                aria-label={entry.label}
                data-highlighted={entry.id === 'brc20' && swapHighlighted ? 'true' : undefined}
              >
                <div className={css.drawerGroupTitle}>{entry.label}</div>
                {entry.items.map((item) => (
                  <NavItemLink key={item.id} link={item} className={css.menuItem} />
                ))}
              </div>
            ),
          )}
          <div className={css.drawerControls}>
            <ProtocolSwitcher />
            <NetworkSwitch />
          </div>
        </nav>
      ) : null}
    </header>
  );
}
