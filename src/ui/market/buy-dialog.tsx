import { useCallback, useId, useState } from 'react';
import { satsToBtcText } from '../../domain/currency';
import { feeBoundWords } from '../../domain/fee-bound';
import type { MarketCategory, MarketType } from '../../domain/entities';
import { formatMessage } from '../../domain/messages';
import { bidStep, ITEM_CHECK_WORDS, type ItemCheck } from '../../domain/market/buy-rules';
import { contentKind } from '../../domain/market/listing-display';
import { createBuyActors, purchaseShown } from '../../flows/buy/buy.actors';
import { buyMachine, type BuyMachine } from '../../flows/buy/buy.machine';
import { bidProblem, type BuyContext, type ListedAs } from '../../flows/buy/buy.types';
import type { Outpoint } from '../../domain/tx-effect/intents';
import type { TokenLot } from '../../domain/tx-effect/token-lot';
import type { NameKind } from '../../domain/name-safety';
import { useServices } from '../hooks/services';
import { Modal } from '../components/modal';
import { NameText, NameWarning } from '../components/text-display';
import { useToaster } from '../components/toast';
import { FeeChooser } from '../components/fee-chooser';
import { button, field } from '../theme/ui.css';
import { useNetwork } from '../hooks/network-context';
import { useWalletSigner } from '../hooks/wallet-context';
import type { StepFailure } from '../../flows/shared/step-failure';
import { StepMessages } from '../components/market-bits';
import { useFlow, type DialogTesting } from '../hooks/use-flow';
import * as css from '../components/kit.css';
import { createBidBook } from '../../services/market/bid-book';
import { HeldCoinsNote, VoidsWarning } from './bid-coins';
import { InscriptionContent } from './inscription-content';

/** What the item page knows of the listing, enough to describe the purchase and check its transaction. */
export interface BuyListing {
  readonly category: MarketCategory;
  readonly auctionId: string;
  readonly marketType: MarketType;
  /** What the item is called, as the page shows it, and the kind of name it is (the rule for names checks it). */
  readonly title: string;
  readonly nameKind: NameKind;
  /** The price (fixed), or the least next bid (auction), in sats. */
  readonly priceSats: number;
  /** An auction nobody has bid on yet: the least bid is its opening price. */
  readonly openingBid?: boolean;
  /** The item's output (null: no documented call says it; the seller's signed input is the item) and the offset of its sat in it. */
  readonly item: Outpoint | null;
  readonly itemOffset: number;
  /** The inscription, when it is one: the verification reads where it is now. */
  readonly inscriptionId: string | null;
  /** What the buyer gets of a token (brc-20, runes, ARC-20): the title says it and the check holds the transaction to it. */
  readonly token: TokenLot | null;
  /** The listing as its row showed it (price, seller, tick): the verification holds the market's word now to it. */
  readonly listed: ListedAs;
  /** Its content type, when known: the dialog shows the item (from the content origin, sandboxed as on its page). */
  readonly contentType?: string | null;
  /** When an auction ends (ms), if the listing says. */
  readonly endTime?: number | null;
}

export interface BuyDialogProps {
  readonly listing: BuyListing;
  readonly onClose: () => void;
  /** The listing changed (bought, or sold or repriced meanwhile): the page reloads it. */
  readonly onChanged: () => void;
  readonly testing?: DialogTesting<BuyMachine>;
  /** The purchase went through (the widget's host hears it): the txid of a purchase, or the bid placed. */
  readonly onSuccess?: (result: BuyResult) => void;
  /** A step failed or the user said no in the wallet (the widget's host hears it). */
  readonly onFailure?: (failure: StepFailure) => void;
}

export interface BuyResult {
  readonly auctionId: string;
  readonly txid: string | null;
  readonly bidId: string | null;
}

/** The item's name under the rule for names; its warning is shown beside it in full. */
const ItemName = ({ listing }: { listing: BuyListing }) => <NameText text={listing.title} kind={listing.nameKind} warningBeside />;

/** Every sat shown, with the BTC figure first: what the check holds the market to, the user reads. */
function Sats({ sats }: { sats: number | bigint }) {
  const text = String(sats);
  return (
    <span>
      {satsToBtcText(text)} BTC <span className={css.reason}>({BigInt(text).toLocaleString('en-US')} sats)</span>
    </span>
  );
}

/**
 * Buy, and bid on an auction: a self-contained dialog (props and providers only, no router), so the widget
 * ships it unchanged. The flow (src/flows/buy) runs the steps and their side effects; this view renders each step.
 */
export function BuyDialog({ listing, onClose, onChanged, testing, onSuccess, onFailure }: BuyDialogProps) {
  const services = useServices();
  const signer = useWalletSigner();
  // The network the visitor works on (pinned to testnet on the devnet): the check reads addresses on it.
  const { network } = useNetwork();
  const toaster = useToaster();
  const [actors] = useState(() =>
    createBuyActors({
      api: services.api,
      signer,
      network,
      config: services.config,
      bids: createBidBook(services.localStore),
      now: () => services.clock.now(),
      ...(onFailure ? { onFailure } : {}),
    }),
  );
  const [state, actorRef] = useFlow(buyMachine, {
    testing,
    onClose,
    input: {
      category: listing.category,
      auctionId: listing.auctionId,
      marketType: listing.marketType,
      priceSats: String(listing.priceSats),
      item: listing.item,
      itemOffset: listing.itemOffset,
      inscriptionId: listing.inscriptionId,
      token: listing.token,
      listed: listing.listed,
      ...(listing.openingBid ? { openingBid: true } : {}),
      title: listing.title,
      endTime: listing.endTime ?? null,
    },
    actions: {
      refreshList: () => onChanged(),
      announceSuccess: ({ context }) => {
        toaster.success(formatMessage('buy_success'));
        onSuccess?.({ auctionId: listing.auctionId, txid: context.confirmed?.txid ?? null, bidId: context.confirmed?.bidId ?? null });
      },
      announceSameParty: () => void toaster.error(formatMessage('same_buyer_and_seller')),
    },
    actors,
  });

  // A chooser with nothing chosen (loading, an empty custom rate) leaves the last rate: the summary shows the one used.
  const onFeeRate = useCallback(
    (rate: number | null) => {
      if (rate !== null) actorRef.send({ type: 'FEE_RATE', rate });
    },
    [actorRef],
  );

  const { context } = state;
  const auction = listing.marketType === 'auction';
  const busy = state.matches('creating') || state.matches('signing') || state.matches('confirming');
  // Built at a higher cost than Confirm showed: the new total is read, then signed with Sign.
  const rebuilt = state.matches('rebuilt');
  const title = auction ? 'Place a bid' : 'Buy';
  return (
    <Modal open title={title} onClose={() => actorRef.send({ type: 'CLOSE' })} closable={!busy} notClosableNotice="Wait a moment: the purchase is on its way.">
      <div data-testid="buy-dialog">
        {state.matches('bidding') ? (
          <BidStep listing={listing} context={context} send={actorRef.send} />
        ) : state.matches('success') ? (
          <>
            <p role="status" data-testid="buy-success">
              {formatMessage('buy_success')} {auction ? 'Your bid on ' : null}
              <ItemName listing={listing} />
              {auction ? ' is placed.' : ' is yours: it arrives with the next block.'}
            </p>
            {auction ? <HeldCoinsNote coins={context.holds} /> : null}
            {context.confirmed?.txid ? (
              <p className={`${css.reason} ${css.breakAnywhere}`} data-testid="buy-txid">
                Transaction <span className={css.mono}>{context.confirmed.txid}</span>
              </p>
            ) : null}
            <div className={css.actions}>
              <button type="button" className={button.primary} onClick={() => actorRef.send({ type: 'CLOSE' })}>
                Done
              </button>
            </div>
          </>
        ) : state.matches('gone') ? (
          <>
            <p className={css.warning} role="alert">
              {context.error}
            </p>
            <div className={css.actions}>
              <button type="button" className={button.primary} onClick={() => actorRef.send({ type: 'CLOSE' })}>
                Close
              </button>
            </div>
          </>
        ) : (
          <>
            <div className={css.buyHead}>
              {/* A picture of the item (an image, or SVG and HTML sandboxed); text is the name beside it. */}
              {listing.inscriptionId && ['image', 'frame'].includes(contentKind(listing.contentType)) ? (
                <div className={css.buyThumb}>
                  <InscriptionContent inscriptionId={listing.inscriptionId} contentType={listing.contentType ?? ''} />
                </div>
              ) : null}
              <p>
                {auction ? 'Your bid on' : 'You are buying'}{' '}
                <strong>
                  <ItemName listing={listing} />
                </strong>
                .
              </p>
            </div>
            <NameWarning text={listing.title} kind={listing.nameKind} />
            {context.notice ? (
              <p className={css.warning} role="status" data-testid="buy-notice">
                {context.notice}
              </p>
            ) : null}
            {state.matches('preparing') ? (
              <p className={css.reason} role="status">
                Preparing the purchase…
              </p>
            ) : null}
            {context.prepared ? <Summary context={context} feeAddress={services.config.marketFeeAddress} /> : null}
            {rebuilt ? <VoidsWarning voids={context.voids} bidding={auction} /> : null}
            {rebuilt ? (
              <p className={css.warning} role="status" data-testid="buy-rebuilt">
                {context.padding
                  ? 'You have no small coin to pad the purchase with, so the market built a padding split first: your wallet will ask you to sign two transactions. The total above includes its fee. Read it, then press Sign.'
                  : context.voids.length > 0
                    ? `Read which bid ${auction ? 'shares its coins' : 'this voids'}, then press Sign to go on, or Cancel to keep the bid as it is.`
                    : 'The transaction the market built has a higher network fee than the estimate. The total above is what you pay. Read it, then press Sign.'}
              </p>
            ) : null}
            {/* The rate is fixed once the market has built the purchase (a new rate needs a new one). */}
            <fieldset disabled={busy || rebuilt} style={{ border: 0, padding: 0, margin: 0, minWidth: 0, opacity: busy || rebuilt ? 0.6 : 1 }}>
              <FeeChooser onChange={onFeeRate} />
            </fieldset>
            {state.matches('review') || busy ? (
              <Verification
                state={state.matches({ review: 'checking' }) ? 'checking' : state.matches({ review: 'failed' }) ? 'failed' : 'success'}
                checked={context.checked}
              />
            ) : null}
            <StepMessages
              error={context.error}
              working={
                busy
                  ? state.matches('creating')
                    ? 'The market is building the transaction…'
                    : state.matches('signing')
                      ? 'Check the transaction in your wallet and sign it…'
                      : 'Sending the purchase…'
                  : null
              }
            />
            {signer ? null : (
              <p className={css.warning} role="status" data-testid="buy-no-wallet">
                Your wallet is not connected any more (switching its account disconnects it). Nothing was signed: connect again, then buy.
              </p>
            )}
            <div className={css.actions}>
              {auction && (state.matches('review') || state.matches('prepareFailed')) ? (
                <button type="button" className={button.default} onClick={() => actorRef.send({ type: 'BACK' })}>
                  Back
                </button>
              ) : null}
              <button type="button" className={button.default} onClick={() => actorRef.send({ type: 'CLOSE' })} disabled={busy}>
                Cancel
              </button>
              {rebuilt ? (
                <button
                  type="button"
                  className={button.primary}
                  onClick={() => actorRef.send({ type: 'SIGN' })}
                  disabled={!state.matches({ rebuilt: 'ready' })}
                  data-testid="buy-sign"
                >
                  Sign
                </button>
              ) : null}
              {rebuilt ? null : state.matches('prepareFailed') ? (
                <button type="button" className={button.primary} onClick={() => actorRef.send({ type: 'RETRY' })}>
                  Try again
                </button>
              ) : (
                <button
                  type="button"
                  className={button.primary}
                  onClick={() => actorRef.send({ type: 'CONFIRM' })}
                  disabled={busy || !state.matches({ review: 'verified' }) || !signer}
                  aria-busy={busy}
                  data-testid="buy-confirm"
                >
                  {busy ? 'Buying…' : 'Confirm'}
                </button>
              )}
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}

/** 'Place a bid': the bid input from the least next bid, steps of 5% rounded up, Next. */
function BidStep({
  listing,
  context,
  send,
}: {
  listing: BuyListing;
  context: BuyContext;
  send: (event: { type: 'BID_CHANGED'; sats: string } | { type: 'NEXT' } | { type: 'CLOSE' }) => void;
}) {
  const id = useId();
  const problem = context.error;
  const step = Number(bidStep(/^\d+$/.test(context.bidSats) ? context.bidSats : listing.priceSats));
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'NEXT' });
      }}
    >
      <p>
        Bid on{' '}
        <strong>
          <ItemName listing={listing} />
        </strong>
        . The highest bid wins when the auction ends.
      </p>
      <p className={css.reason}>A bid holds coins of your wallet until the auction ends: spending them first (another purchase or a send) voids it.</p>
      <NameWarning text={listing.title} kind={listing.nameKind} />
      <label htmlFor={`${id}-bid`} className={css.label}>
        Your bid (sats)
      </label>
      <input
        id={`${id}-bid`}
        className={field}
        inputMode="numeric"
        type="number"
        min={listing.priceSats}
        max={1_000_000_000}
        step={step}
        value={context.bidSats}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => send({ type: 'BID_CHANGED', sats: e.target.value })}
      />
      <p id={`${id}-hint`} className={problem ? css.warning : css.reason} role={problem ? 'alert' : undefined}>
        {problem ?? (
          <>
            At least <Sats sats={listing.priceSats} />: {listing.openingBid ? 'the opening price (nobody has bid yet).' : 'the highest bid plus 5%.'}
          </>
        )}
      </p>
      <div className={css.actions}>
        <button type="button" className={button.default} onClick={() => send({ type: 'CLOSE' })}>
          Cancel
        </button>
        <button
          type="submit"
          className={button.primary}
          disabled={bidProblem(context.bidSats, String(listing.priceSats), listing.openingBid) !== null && context.bidSats.trim() === ''}
        >
          Next
        </button>
      </div>
    </form>
  );
}

/** The price, the service fee (with its rate after discounts), the network fee and the total, every sat. */
function Summary({ context, feeAddress }: { context: BuyContext; feeAddress: string | null }) {
  const prepared = context.prepared!;
  // The operator's fee address when configured; else the output of the built purchase that takes the fee.
  const feeTo = feeAddress ?? context.feeTo;
  const rate = context.feeRate ?? prepared.feeRate;
  const s = purchaseShown({ ...context, prepared, feeRate: rate });
  const short = s.totalSats > BigInt(prepared.availableBalance);
  return (
    <>
      <dl className={css.facts} data-testid="buy-summary">
        <dt>{context.marketType === 'auction' ? 'Your bid' : 'Price'}</dt>
        <dd>
          <Sats sats={s.priceSats} />
        </dd>
        <dt>Service fee</dt>
        <dd>
          {s.serviceFeeSats === 0n ? (
            'None'
          ) : (
            <>
              <Sats sats={s.serviceFeeSats} /> ({s.servicePercent}%){' '}
              <span data-testid="buy-fee-to" style={{ overflowWrap: 'anywhere' }}>
                {feeTo ? `to ${feeTo}` : 'to the market: its address shows once the market builds the purchase, before your wallet is asked'}
              </span>
            </>
          )}
        </dd>
        <dt>Network fee</dt>
        <dd>
          <Sats sats={s.networkFeeSats} /> {s.networkFeeBuilt ? '(the transaction the market built)' : `(${prepared.txSize} vB × ${rate} sats/vB)`}
        </dd>
        {s.padding ? (
          <>
            <dt>Padding split</dt>
            <dd data-testid="buy-padding">
              {s.padding.exact ? null : 'at most '}
              <Sats sats={BigInt(s.padding.feeSats)} /> (its network fee: a first transaction that makes the small coin the purchase needs)
            </dd>
          </>
        ) : null}
        <dt>Total</dt>
        <dd>
          <strong>
            <Sats sats={s.totalSats} />
          </strong>
        </dd>
      </dl>
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
function Verification({ state, checked }: { state: 'checking' | 'success' | 'failed'; checked: ItemCheck | null }) {
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
