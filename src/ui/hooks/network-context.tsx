import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_NETWORK, parseNetwork, type Network } from '../../domain/network';
import type { KeyValueStore } from '../../services/storage/key-value-store';

interface NetworkState {
  readonly network: Network;
  /** Set where the app runs on one network only (the devnet is a test network): no switch is offered. */
  readonly fixed: boolean;
  setNetwork(network: Network): void;
}

const NetworkContext = createContext<NetworkState>({ network: DEFAULT_NETWORK, fixed: false, setNetwork: () => {} });

const STORE_KEY = 'network';

/**
 * The mainnet/testnet switch: mainnet by default, the choice remembered on this device. `fixed` pins the
 * network (the devnet: its addresses are tb1..., so the app says testnet and offers no switch).
 */
export function NetworkProvider({ store, fixed, children }: { store: KeyValueStore; fixed?: Network; children: ReactNode }) {
  const [network, setState] = useState<Network>(() => parseNetwork(store.get(STORE_KEY)));
  const setNetwork = useCallback(
    (next: Network) => {
      store.set(STORE_KEY, next);
      setState(next);
    },
    [store],
  );
  const value = useMemo(
    () => (fixed ? { network: fixed, fixed: true, setNetwork: () => {} } : { network, fixed: false, setNetwork }),
    [fixed, network, setNetwork],
  );
  return <NetworkContext.Provider value={value}>{children}</NetworkContext.Provider>;
}

export function useNetwork(): NetworkState {
  return useContext(NetworkContext);
}
