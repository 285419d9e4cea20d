import { useUserSession } from '../hooks/user-session-context';
import { useTradeNotices } from '../hooks/use-trade-notices';

/** Follows the signed-in address's market while the site is open and toasts what changed (sold, outbid, won, ending). */
function Notices({ address }: { readonly address: string }) {
  useTradeNotices(address);
  return null;
}

/** Mounted once in the shell, loaded after the first render (the market reads are not on the first page's path). */
export default function TradeNotices() {
  const { status, user } = useUserSession();
  return status === 'connected' && user ? <Notices key={user.address} address={user.address} /> : null;
}
