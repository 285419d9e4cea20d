import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_NETWORK, parseNetwork, type Network } from '../../domain/network';
import type { KeyValueStore } from '../../services/storage/key-value-store';

interface NetworkState {
  readonly network: Network;
  setNetwork(network: Network): void;
}

const NetworkContext = createContext<NetworkState>({ network: DEFAULT_NETWORK, setNetwork: () => {} });

const STORE_KEY = 'network';

/** The mainnet/testnet switch: mainnet by default, the choice remembered on this device. */
export function NetworkProvider({ store, children }: { store: KeyValueStore; children: ReactNode }) {
  const [network, setState] = useState<Network>(() => parseNetwork(store.get(STORE_KEY)));
  const setNetwork = useCallback(
    (next: Network) => {
      store.set(STORE_KEY, next);
      setState(next);
    },
    [store],
  );
  const value = useMemo(() => ({ network, setNetwork }), [network, setNetwork]);
  return <NetworkContext.Provider value={value}>{children}</NetworkContext.Provider>;
}

export function useNetwork(): NetworkState {
  return useContext(NetworkContext);
}
