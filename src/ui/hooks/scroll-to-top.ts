import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page opens at its top (a link or a redirect: PUSH, REPLACE); Back and Forward (POP) leave the browser to
 * restore where the user was. The declarative router has no ScrollRestoration of its own.
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
}
