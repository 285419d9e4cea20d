import { useServices } from '../hooks/services';
import * as css from './shell.css';

/** On the local devnet, every page says so (coins there have no value) and links its control page. */
export function DevnetBanner() {
  const { config } = useServices();
  if (!config.devnet) return null;
  return (
    <div className={css.banner} role="status" data-testid="devnet-banner">
      <span>Local devnet: a simulation on this machine. Coins have no value.</span>
      <a href="/devnet">Control page</a>
    </div>
  );
}
