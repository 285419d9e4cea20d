import { createContext, useContext } from 'react';

/**
 * Where overlays (modals) render: an element inside the theme root, so the theme's variables reach them.
 * The site gives one inside its root; the widget gives one inside its shadow root.
 */
export const PortalContainerContext = createContext<Element | DocumentFragment | null>(null);

export function usePortalContainer(): Element | DocumentFragment | null {
  return useContext(PortalContainerContext);
}
