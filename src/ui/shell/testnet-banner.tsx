import { TESTNET_BANNER_TEXT } from '../../domain/network';
import { useNetwork } from '../hooks/network-context';
import { useServices } from '../hooks/services';
import * as css from './shell.css';

export function TestnetBanner() {
  const { network } = useNetwork();
  const { devnet } = useServices().config;
  // On the devnet its own banner says coins have no value; on testnet (chosen, or a gateway's --network testnet) this one.
  if (network !== 'testnet' || devnet) return null;
  return (
    <div className={css.banner} role="status" data-testid="testnet-banner">
      {TESTNET_BANNER_TEXT}
    </div>
  );
}
