import { useEffect, useState, type ReactNode } from 'react';

/**
 * Its children from the second render on. For a lazy part that shows nothing at first (a banner, a notice, a setting
 * below the fold): left out of the first render, it cannot take the place of the node after it while it loads, so a
 * prerendered page is taken over node for node (scripts/prerender.ts renders the same first render, without it).
 */
export function AfterFirstRender({ children }: { readonly children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  return shown ? <>{children}</> : null;
}
