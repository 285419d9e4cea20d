import { useMemo } from 'react';
import { addressUrl, decodeExplorer, explorerChain, explorersFor, inscriptionUrl, txUrl, type ExplorerChain, type ExplorerId } from '../../domain/explorer';
import { useExplorerChoice } from './explorer-choice';
import { useNetwork } from './network-context';
import { useOptionalServices } from './services';

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
  const choice = useExplorerChoice();
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
