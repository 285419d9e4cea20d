import type { BidRecord, HeldCoin } from '../../domain/market/bid-standing';
import { satsToBtcText } from '../../domain/currency';
import { NameText } from '../components/text-display';
import * as css from '../components/kit.css';
import { formatSats } from '../../domain/amount-text';

/** A coin as a person can find it in an explorer: the start of its txid and its output. */
export const coinText = (c: HeldCoin) => `${c.txid.slice(0, 8)}…:${c.vout}`;

/** Before a purchase that spends coins a bid of the user's holds: the bids it voids, named. */
export function VoidsWarning({ voids, bidding }: { readonly voids: readonly BidRecord[]; readonly bidding: boolean }) {
  if (voids.length === 0) return null;
  return (
    <div className={css.warning} role="alert" data-testid="buy-voids">
      <p style={{ margin: 0 }}>
        {bidding
          ? `This bid uses coins your ${voids.length === 1 ? 'bid holds' : 'bids hold'}: whichever completes first voids the other. It shares coins with`
          : `This spends coins your ${voids.length === 1 ? 'bid holds' : 'bids hold'}: signing it voids`}
      </p>
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {voids.map((b) => (
          <li key={b.bidId}>
            your bid of {satsToBtcText(b.priceSats)} BTC ({formatSats(b.priceSats)}) on <NameText text={b.title} kind="name" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** At bid time: which coins the bid holds, and that spending them first voids it. */
export function HeldCoinsNote({ coins }: { readonly coins: readonly HeldCoin[] }) {
  return (
    <p className={css.reason} data-testid="bid-holds">
      {coins.length > 0 ? (
        <>
          Your bid holds {coins.length === 1 ? 'this coin' : `these ${coins.length} coins`} of your wallet until the auction ends:{' '}
          <span className={css.mono}>{coins.map(coinText).join(', ')}</span>.{' '}
        </>
      ) : null}
      Spending {coins.length === 1 ? 'it' : 'them'} first (another purchase or a send) voids the bid. My Bitcoin Assets, Bids, follows it to the end.
    </p>
  );
}
