import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ExplorerId } from '../../domain/explorer';
import type { KeyValueStore } from '../../services/storage/key-value-store';

/*
 * The provider alone, apart from the explorers' rule (explorer-context.tsx): the app mounts it on every page, so the
 * rule loads only with a page that shows a link or the setting.
 */
export interface ExplorerChoice {
  /** What the store holds, as it was read (decoded against the chain by useExplorer). */
  readonly stored: string | null;
  choose(id: ExplorerId): void;
}

const ExplorerChoiceContext = createContext<ExplorerChoice | null>(null);

const STORE_KEY = 'explorer';

/** The user's choice of block explorer, remembered on this device (mempool.space's until changed). */
export function ExplorerProvider({ store, children }: { store: KeyValueStore; children: ReactNode }) {
  const [stored, setStored] = useState<string | null>(() => store.get(STORE_KEY));
  const choose = useCallback(
    (id: ExplorerId) => {
      store.set(STORE_KEY, id);
      setStored(id);
    },
    [store],
  );
  const value = useMemo(() => ({ stored, choose }), [stored, choose]);
  return <ExplorerChoiceContext.Provider value={value}>{children}</ExplorerChoiceContext.Provider>;
}

/** The stored choice and the way to change it; null without a provider (the widget). */
export function useExplorerChoice(): ExplorerChoice | null {
  return useContext(ExplorerChoiceContext);
}
