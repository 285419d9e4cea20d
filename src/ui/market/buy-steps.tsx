import { satsToBtcText } from '../../domain/currency';
import { feeBoundWords } from '../../domain/fee-bound';
import { formatMessage } from '../../domain/messages';
import { bidStep, ITEM_CHECK_WORDS, type ItemCheck } from '../../domain/market/buy-rules';
import { bidProblem, type BuyContext } from '../../flows/buy/buy.types';
import { NameText, NameWarning } from '../components/text-display';
import { extraWithItem, purchaseShown } from '../../flows/buy/buy-shown';
import { StepField } from '../components/step-field';
import { cancelButton, DialogFooter, Review, StepForm, submitButton } from '../components/dialog-parts';
import * as css from '../components/kit.css';
import type { BuyListing } from './buy-listing';
import { formatSats } from '../../domain/amount-text';

/** The buy dialog's steps and figures: the item's name, every sat shown, the bid step, the summary and the verification. */
export const ItemName = ({ listing }: { listing: BuyListing }) => <NameText text={listing.title} kind={listing.nameKind} warningBeside />;

/** Every sat shown, with the BTC figure first: what the check holds the market to, the user reads. */
export function Sats({ sats }: { sats: number | bigint }) {
  const text = String(sats);
  return (
    <span>
      {satsToBtcText(text)} BTC <span className={css.reason}>({formatSats(text)})</span>
    </span>
  );
}

/** 'Place a bid': the bid input from the least next bid, steps of 5% rounded up, Next. */
export function BidStep({
  listing,
  context,
  send,
}: {
  listing: BuyListing;
  context: BuyContext;
  send: (event: { type: 'BID_CHANGED'; sats: string } | { type: 'NEXT' } | { type: 'CLOSE' }) => void;
}) {
  const problem = context.error;
  const step = Number(bidStep(/^\d+$/.test(context.bidSats) ? context.bidSats : listing.priceSats));
  return (
    <StepForm onSubmit={() => send({ type: 'NEXT' })}>
      <p>
        Bid on{' '}
        <strong>
          <ItemName listing={listing} />
        </strong>
        . The highest bid wins when the auction ends.
      </p>
      <p className={css.reason}>A bid holds coins of your wallet until the auction ends: spending them first (another purchase or a send) voids it.</p>
      <NameWarning text={listing.title} kind={listing.nameKind} />
      <StepField
        label="Your bid (sats)"
        inputMode="numeric"
        type="number"
        min={listing.priceSats}
        max={1_000_000_000}
        step={step}
        value={context.bidSats}
        invalid={Boolean(problem)}
        onChange={(sats) => send({ type: 'BID_CHANGED', sats })}
        hint={
          problem ?? (
            <>
              At least <Sats sats={listing.priceSats} />: {listing.openingBid ? 'the opening price (nobody has bid yet).' : 'the highest bid plus 5%.'}
            </>
          )
        }
      />
      <DialogFooter
        buttons={[
          cancelButton(() => send({ type: 'CLOSE' })),
          submitButton('Next', bidProblem(context.bidSats, String(listing.priceSats), listing.openingBid) !== null && context.bidSats.trim() === ''),
        ]}
      />
    </StepForm>
  );
}

/** The price, the service fee (with its rate after discounts), the network fee and the total, every sat. */
export function Summary({ context, feeAddress }: { context: BuyContext; feeAddress: string | null }) {
  const prepared = context.prepared!;
  // The operator's fee address when configured; else the output of the built purchase that takes the fee.
  const feeTo = feeAddress ?? context.feeTo;
  const rate = context.feeRate ?? prepared.feeRate;
  const s = purchaseShown({ ...context, prepared, feeRate: rate });
  const short = s.totalSats > BigInt(prepared.availableBalance);
  const withItem = context.bid ? extraWithItem({ bid: context.bid, withItemSats: context.withItemSats }) : null;
  return (
    <>
      <Review
        testId="buy-summary"
        rows={[
          { term: context.marketType === 'auction' ? 'Your bid' : 'Price', value: <Sats sats={s.priceSats} /> },
          {
            term: 'Service fee',
            value:
              s.serviceFeeSats === 0n ? (
                'None'
              ) : (
                <>
                  <Sats sats={s.serviceFeeSats} /> ({s.servicePercent}%){' '}
                  <span data-testid="buy-fee-to" style={{ overflowWrap: 'anywhere' }}>
                    {feeTo ? `to ${feeTo}` : 'to the market: its address shows once the market builds the purchase, before your wallet is asked'}
                  </span>
                </>
              ),
          },
          {
            term: 'Network fee',
            value: (
              <>
                <Sats sats={s.networkFeeSats} /> {s.networkFeeBuilt ? '(the transaction the market built)' : `(${prepared.txSize} vB × ${rate} sats/vB)`}
              </>
            ),
          },
          s.padding && {
            term: 'Padding split (your wallet has no small coin to pad with)',
            testId: 'buy-padding',
            value: (
              <>
                {s.padding.exact ? null : 'at most '}
                <Sats sats={BigInt(s.padding.feeSats)} /> (its network fee: a first transaction that makes two small coins, one for this purchase and one kept
                for the next)
              </>
            ),
          },
          {
            term: 'Total',
            value: (
              <strong>
                <Sats sats={s.totalSats} />
              </strong>
            ),
          },
        ]}
      />
      {withItem !== null ? (
        <p className={css.warning} data-testid="buy-with-item">
          {formatSats(withItem)} go with the {context.inscriptionId ? 'inscription' : 'item'} to your ordinals address.
        </p>
      ) : null}
      <p className={css.reason} data-testid="buy-fee-bound">
        {feeBoundWords(rate)}
      </p>
      {short ? (
        <p className={css.warning} role="alert">
          {formatMessage('insufficient_balance')} You have <Sats sats={prepared.availableBalance} /> to spend.
        </p>
      ) : null}
    </>
  );
}

/** Verification: checking, success, failed (in the words of what the check found: repriced, gone, moved; unread). */
export function Verification({ state, checked }: { state: 'checking' | 'success' | 'failed'; checked: ItemCheck | null }) {
  const words = {
    checking: 'Verifying the item…',
    success: 'Verified: the item is where the listing says.',
    failed:
      checked && checked !== 'live'
        ? ITEM_CHECK_WORDS[checked]
        : 'The listing could not be checked, so it cannot be bought now. Close this and try again in a moment.',
  }[state];
  return (
    <p className={state === 'failed' ? css.warning : css.reason} data-testid="buy-verification" data-state={state}>
      {words}
    </p>
  );
}
