import { createContext, useContext, useState, type ReactNode } from 'react';

/**
 * Where overlays (modals) render: an element inside the theme root, so the theme's variables reach them.
 * The site gives one inside its root; the widget gives one inside its shadow root.
 */
export const PortalContainerContext = createContext<Element | DocumentFragment | null>(null);

export function usePortalContainer(): Element | DocumentFragment | null {
  return useContext(PortalContainerContext);
}

/**
 * Its children, then the element overlays render into, given to them through the context. The element arrives after
 * the first render; only the context's readers render again then, not the children (issue 46: when the site's root
 * held it, the whole page rendered a second time right after the first, 80 ms of a phone's main thread on /inscribe).
 */
export function WithPortalContainer({ children }: { readonly children: ReactNode }) {
  const [portal, setPortal] = useState<HTMLDivElement | null>(null);
  return (
    <>
      <PortalContainerContext.Provider value={portal}>{children}</PortalContainerContext.Provider>
      <div ref={setPortal} data-portal-root="" />
    </>
  );
}
