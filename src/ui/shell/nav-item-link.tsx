import { Link } from 'react-router';
import type { NavLink } from '../../domain/navigation';
import * as css from './shell.css';

/** One link of the header: a router link inside the app, a new tab outside it. */
export function NavItemLink({
  link,
  className,
  role,
  onSelect,
  current,
}: {
  link: NavLink;
  className: string;
  role?: 'menuitem';
  onSelect?: () => void;
  current?: boolean;
}) {
  const content = (
    <>
      <span>{link.label}</span>
      {link.note ? <span className={css.menuNote}>{link.note}</span> : null}
    </>
  );
  if (link.href) {
    return (
      <a className={className} role={role} href={link.href} target="_blank" rel="noopener noreferrer" onClick={onSelect} data-nav-id={link.id}>
        {content}
      </a>
    );
  }
  return (
    <Link className={className} role={role} to={link.to ?? '/'} onClick={onSelect} aria-current={current ? 'page' : undefined} data-nav-id={link.id}>
      {content}
    </Link>
  );
}
