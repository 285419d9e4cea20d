import { useState } from 'react';
import { formatMessage } from '../../domain/messages';
import { contentKind } from '../../domain/market/listing-display';
import { createBuyActors } from '../../flows/buy/buy.actors';
import { extraWithItem } from '../../flows/buy/buy-shown';
import { buyMachine, type BuyMachine } from '../../flows/buy/buy.machine';
import { useServices } from '../hooks/services';
import { FlowDialog } from '../components/flow-dialog';
import { backButton, cancelButton, DialogFooter, doneButton, Refusal, retryButton, workingButton } from '../components/dialog-parts';
import { NameWarning } from '../components/text-display';
import { useToaster } from '../components/toast';
import { FeeChooserPanel } from '../components/fee-chooser';
import { useSigningStepValue, useSigningStepWords } from '../hooks/use-signing-step';
import { useOperationStages } from '../hooks/use-operation-stages';
import { buyPhase } from '../../flows/buy/buy.stages';
import type { StageReport } from '../../flows/shared/operation-stages';
import { useWalletSigner } from '../hooks/wallet-context';
import type { StepFailure } from '../../flows/shared/step-failure';
import { StepMessages } from '../components/market-bits';
import { useFlowActors } from '../hooks/use-flow-actors';
import { useFlow, type DialogTesting } from '../hooks/use-flow';
import * as css from '../components/kit.css';
import { createBidBook } from '../../services/market/bid-book';
import { HeldCoinsNote, VoidsWarning } from './bid-coins';
import { InscriptionContent } from './inscription-content';
import { BidStep, ItemName, Summary, Verification } from './buy-steps';
import type { BuyListing } from './buy-listing';
import { ExplorerLink } from '../components/explorer-link';
import { TxConfirmations } from '../components/tx-confirmations';

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
  /** Each stage of each purchase or bid, from the flow's states (the widget's host hears them). */
  readonly onStage?: (stage: StageReport) => void;
}

export interface BuyResult {
  readonly auctionId: string;
  readonly txid: string | null;
  readonly bidId: string | null;
}

/**
 * Buy, and bid on an auction: a self-contained dialog (props and providers only, no router), so the widget
 * ships it unchanged. The flow (src/flows/buy) runs the steps and their side effects; this view renders each step.
 */
export function BuyDialog({ listing, onClose, onChanged, testing, onSuccess, onFailure, onStage }: BuyDialogProps) {
  const services = useServices();
  const signer = useWalletSigner();
  const toaster = useToaster();
  const actors = useFlowActors((flow, app) =>
    createBuyActors({
      ...flow,
      config: app.config,
      bids: createBidBook(app.localStore),
      now: () => app.clock.now(),
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

  const { context } = state;
  const auction = listing.marketType === 'auction';
  const busy = state.matches('creating') || state.matches('signing');
  const signing = useSigningStepWords(state, 'Sending the purchase…');
  // The chain confirmed the purchase while its success shows (the dialog reads its confirmations).
  const [confirmed, setConfirmed] = useState(false);
  const signingStep = useSigningStepValue(state);
  useOperationStages(buyPhase(state, signingStep, confirmed), onStage);
  // The flow's own fee chooser (it tells the purchase each rate, and is fixed while the purchase is built and signed).
  const feeChooser = state.children.feeChooser;
  // Built at a higher cost than Confirm showed: the new total is read, then signed with Sign.
  const rebuilt = state.matches('rebuilt');
  const title = auction ? 'Place a bid' : 'Buy';
  const close = () => actorRef.send({ type: 'CLOSE' });
  return (
    <FlowDialog title={title} testId="buy-dialog" onClose={close} busy={busy} busyNotice="Wait a moment: the purchase is on its way.">
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
              Transaction <span className={css.mono}>{context.confirmed.txid}</span> <ExplorerLink kind="tx" id={context.confirmed.txid} />{' '}
              <TxConfirmations txid={context.confirmed.txid} onConfirmed={() => setConfirmed(true)} />
            </p>
          ) : null}
          <DialogFooter buttons={[doneButton(close)]} />
        </>
      ) : state.matches('gone') ? (
        <>
          <Refusal message={context.error} />
          <DialogFooter buttons={[{ label: 'Close', primary: true, onClick: close }]} />
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
              {context.bid && extraWithItem({ bid: context.bid, withItemSats: context.withItemSats }) !== null
                ? 'The market padded the purchase with a coin larger than a padding coin: its sats go with the item to your ordinals address, as the summary says. Read it, then press Sign.'
                : context.padding && context.prepared?.paddingNeed !== 'split'
                  ? 'You have no small coin to pad the purchase with, so the market built a padding split first: your wallet will ask you to sign two transactions. The total above includes its fee. Read it, then press Sign.'
                  : context.voids.length > 0
                    ? `Read which bid ${auction ? 'shares its coins' : 'this voids'}, then press Sign to go on, or Cancel to keep the bid as it is.`
                    : 'The transaction the market built has a higher network fee than the estimate. The total above is what you pay. Read it, then press Sign.'}
            </p>
          ) : null}
          {/* The rate is fixed once the market has built the purchase (a new rate needs a new one). */}
          {feeChooser ? <FeeChooserPanel actorRef={feeChooser} /> : null}
          {state.matches('review') || busy ? (
            <Verification
              state={state.matches({ review: 'checking' }) ? 'checking' : state.matches({ review: 'failed' }) ? 'failed' : 'success'}
              checked={context.checked}
            />
          ) : null}
          <StepMessages
            error={context.error}
            working={
              state.matches('creating')
                ? 'The market is building the transaction…'
                : signing === 'Confirm in your wallet…'
                  ? 'Check the transaction in your wallet and sign it…'
                  : signing
            }
          />
          {signer ? null : (
            <p className={css.warning} role="status" data-testid="buy-no-wallet">
              Your wallet is not connected any more (switching its account disconnects it). Nothing was signed: connect again, then buy.
            </p>
          )}
          <DialogFooter
            buttons={[
              auction && (state.matches('review') || state.matches('prepareFailed')) && backButton(() => actorRef.send({ type: 'BACK' })),
              cancelButton(close, busy),
              rebuilt && {
                label: 'Sign',
                primary: true,
                onClick: () => actorRef.send({ type: 'SIGN' }),
                disabled: !state.matches({ rebuilt: 'ready' }),
                testId: 'buy-sign',
              },
              rebuilt
                ? null
                : state.matches('prepareFailed')
                  ? retryButton(() => actorRef.send({ type: 'RETRY' }))
                  : workingButton('Confirm', 'Buying…', busy, () => actorRef.send({ type: 'CONFIRM' }), {
                      disabled: !state.matches({ review: 'verified' }) || !signer,
                      testId: 'buy-confirm',
                    }),
            ]}
          />
        </>
      )}
    </FlowDialog>
  );
}
