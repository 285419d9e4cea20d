import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { addressUrl, decodeExplorer, explorerChain, explorersFor, inscriptionUrl, txUrl, type ExplorerChain, type ExplorerId } from '../../domain/explorer';
import type { KeyValueStore } from '../../services/storage/key-value-store';
import { useNetwork } from './network-context';
import { useOptionalServices } from './services';

interface ExplorerChoice {
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

export interface Explorer {
  readonly chain: ExplorerChain;
  /** The explorer in use: the user's choice where the chain offers it, else the default; null where none is offered. */
  readonly explorer: ExplorerId | null;
  /** The explorers the user can choose between on this chain (none on the devnet). */
  readonly offered: readonly ExplorerId[];
  choose(id: ExplorerId): void;
  tx(txid: string): string | null;
  address(address: string): string | null;
  inscription(inscriptionId: string): string | null;
}

const noChoice = () => {};

/** Explorer links for the chain the site runs on; without a provider (the widget), the default explorer. */
export function useExplorer(): Explorer {
  const { network } = useNetwork();
  const config = useOptionalServices()?.config;
  const choice = useContext(ExplorerChoiceContext);
  const chain = explorerChain(network, { devnet: config?.devnet === true, networkName: config?.networkName });
  const explorer = decodeExplorer(choice?.stored ?? null, chain);
  const choose = choice?.choose ?? noChoice;
  return useMemo(
    () => ({
      chain,
      explorer,
      offered: explorersFor(chain),
      choose,
      tx: (txid: string) => (explorer ? txUrl(txid, chain, explorer) : null),
      address: (address: string) => (explorer ? addressUrl(address, chain, explorer) : null),
      inscription: (inscriptionId: string) => inscriptionUrl(inscriptionId, chain),
    }),
    [chain, explorer, choose],
  );
}
