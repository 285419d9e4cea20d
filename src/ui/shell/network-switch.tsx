import type { Network } from '../../domain/network';
import { useNetwork } from '../hooks/network-context';
import { useServices } from '../hooks/services';
import * as css from './shell.css';

/** The mainnet/testnet switch (mainnet by default). */
export function NetworkSwitch() {
  const { network, fixed, setNetwork } = useNetwork();
  const { devnet } = useServices().config;
  if (fixed) {
    const title = devnet ? 'The local devnet is a test network: addresses start with tb1.' : `This site serves ${network} only.`;
    return (
      <span className={css.networkLabel} data-testid="network-switch" title={title}>
        {network === 'testnet' ? (devnet ? 'Devnet (testnet)' : 'Testnet') : 'Mainnet'}
      </span>
    );
  }
  return (
    <select
      className={css.select}
      aria-label="Network"
      data-testid="network-switch"
      value={network}
      onChange={(event) => setNetwork(event.target.value as Network)}
    >
      <option value="mainnet">Mainnet</option>
      <option value="testnet">Testnet</option>
    </select>
  );
}
