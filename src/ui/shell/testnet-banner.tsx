import { TESTNET_BANNER_TEXT } from '../../domain/network';
import { useNetwork } from '../session/network-context';
import * as css from './shell.css';

export function TestnetBanner() {
  const { network } = useNetwork();
  if (network !== 'testnet') return null;
  return (
    <div className={css.banner} role="status" data-testid="testnet-banner">
      {TESTNET_BANNER_TEXT}
    </div>
  );
}
