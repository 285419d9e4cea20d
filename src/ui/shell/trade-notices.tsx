import { useTradeNotices } from '../hooks/use-trade-notices';

/**
 * Follows the signed-in address's market while the site is open and toasts what changed (sold, outbid, won, ending).
 * Mounted in the shell once someone is signed in (app-shell.tsx loads it then, keyed by the address).
 */
export default function TradeNotices({ address }: { readonly address: string }) {
  useTradeNotices(address);
  return null;
}
