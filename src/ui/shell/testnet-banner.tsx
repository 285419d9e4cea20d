import { TESTNET_BANNER_TEXT } from '../../domain/network';
import { useNetwork } from '../hooks/network-context';
import * as css from './shell.css';

export function TestnetBanner() {
  const { network, fixed } = useNetwork();
  // On the devnet its own banner says coins have no value.
  if (network !== 'testnet' || fixed) return null;
  return (
    <div className={css.banner} role="status" data-testid="testnet-banner">
      {TESTNET_BANNER_TEXT}
    </div>
  );
}
