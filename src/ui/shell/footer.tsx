import { lazy, Suspense } from 'react';
import { AfterFirstRender } from '../components/after-first-render';
import { afterPageContent } from '../hooks/page-content-first';
import { Link } from 'react-router';
import { apiDocsHref } from '../../domain/navigation';
import { useServices } from '../hooks/services';
import * as css from './shell.css';

// The explorers' rule in its own chunk, loaded after the page's first render (the home page's budget).
const ExplorerSetting = lazy(() =>
  afterPageContent()
    .then(() => import('./explorer-setting'))
    .then((m) => ({ default: m.ExplorerSetting })),
);

/**
 * The footer: the community's links (those configured: none is shown bare), API documentation, disclaimer, media kit, the
 * two policies, and the block explorer the site's links open.
 */
export function Footer() {
  const { config } = useServices();
  const community = config.community ?? [];
  return (
    <footer className={css.footer} data-testid="footer">
      <div className={css.footerInner}>
        {community.length > 0 ? (
          <section aria-labelledby="footer-community">
            <h2 id="footer-community" className={css.footerTitle}>
              Community
            </h2>
            <ul className={css.footerList}>
              {community.map((s) => (
                <li key={s.label}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="footer-developers">
          <h2 id="footer-developers" className={css.footerTitle}>
            Developers
          </h2>
          <ul className={css.footerList}>
            <li>
              <a href={apiDocsHref(config.apiDocsUrl)} target="_blank" rel="noopener noreferrer">
                API Documentation
              </a>
            </li>
            <li>
              <Link to="/plans">API Pricing</Link>
            </li>
            <li>
              <Link to="/developer-disclaimer">Developer Disclaimer</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={css.footerTitle}>
            About
          </h2>
          <ul className={css.footerList}>
            <li>
              <Link to="/media-kit">Media Kit</Link>
            </li>
            <li>
              <a href="/privacy-policy.html">Privacy Policy</a>
            </li>
            <li>
              <a href="/terms-of-service.html">Terms of Service</a>
            </li>
          </ul>
        </section>
        <AfterFirstRender>
          <Suspense fallback={null}>
            <ExplorerSetting />
          </Suspense>
        </AfterFirstRender>
        <p className={css.footerLegal}>
          {config.appName} is software for working with Bitcoin assets. It never holds your keys: every transaction is signed in your own wallet. Check what you
          sign.
        </p>
      </div>
    </footer>
  );
}
