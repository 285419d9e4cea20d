import { satsToBtcText } from '../../domain/currency';
import { feeBoundWords } from '../../domain/fee-bound';
import { timeLeft } from '../../domain/market/listing-display';
import { createMarketClaimActors } from '../../flows/market-claim/market-claim.actors';
import { marketClaimMachine, type MarketClaimInput, type MarketClaimMachine } from '../../flows/market-claim/market-claim.machine';
import { FeeChooserPanel } from '../components/fee-chooser';
import { FlowDialog } from '../components/flow-dialog';
import { backButton, cancelButton, doneButton, nextButton, MonoText, Progress, Refusal, retryButton, Review } from '../components/dialog-parts';
import { useFlowDialog, type FlowDialogBase } from '../hooks/use-flow-dialog';
import { useSigningStepWords } from '../hooks/use-signing-step';
import { useServices } from '../hooks/services';
import { useWalletSigner } from '../hooks/wallet-context';
import * as css from '../components/kit.css';
import { ExplorerLink } from '../components/explorer-link';
import { TxConfirmations } from '../components/tx-confirmations';
import { formatSats } from '../../domain/amount-text';

const money = (sats: bigint | string) => `${satsToBtcText(BigInt(sats))} BTC (${formatSats(sats)})`;

/**
 * Claim (the market-claim flow): an auction no bid could complete, claimed by its highest bidder at that bid. A fee
 * rate, the market's new purchase reviewed (bid, service fee, network fee, total), checked and signed, sent.
 * Self-contained: props and providers only.
 */
export function ClaimDialog(
  props: FlowDialogBase<MarketClaimInput, MarketClaimMachine> & {
    /** The item was claimed: the page reads it again. */
    readonly onClaimed: () => void;
  },
) {
  const { input, onClaimed } = props;
  const services = useServices();
  const signer = useWalletSigner();
  const [state, send] = useFlowDialog(marketClaimMachine, (flow, app) => createMarketClaimActors({ ...flow, config: app.config }), props);
  const { context } = state;
  // The claim's own fee chooser: it tells the claim each rate, and is fixed from the build on.
  const feeChooser = state.children.feeChooser;
  // While the wallet signs or the claim goes out the dialog stays open; the build can be left (nothing is signed).
  const working = state.matches('signing');
  const signing = useSigningStepWords(state, 'Sending the claim…');
  const done = state.matches('done');
  const built = context.built;
  const total = built ? BigInt(context.priceSats) + BigInt(built.serviceFeeSats) + BigInt(built.networkFeeSats) + BigInt(built.paddingFeeSats) : null;
  const close = () => (done ? (onClaimed(), send({ type: 'CLOSE' })) : send({ type: 'CLOSE' }));
  return (
    <FlowDialog
      title={`Claim ${input.title}`}
      testId="claim-dialog"
      onClose={close}
      busy={working}
      busyNotice="Wait a moment: the claim is on its way."
      footer={[
        ...(state.matches('choosing') ? [cancelButton(() => send({ type: 'CLOSE' })), nextButton(() => send({ type: 'NEXT' }), context.feeRate === null)] : []),
        state.matches('review') && backButton(() => send({ type: 'BACK' })),
        state.matches('review') && { label: 'Claim', primary: true, onClick: () => send({ type: 'CONFIRM' }), testId: 'claim-confirm' },
        ...(state.matches('failed') ? [backButton(() => send({ type: 'BACK' })), retryButton(() => send({ type: 'RETRY' }))] : []),
        done && doneButton(close),
      ]}
    >
      {state.matches('choosing') ? (
        <>
          <p className={css.reason}>
            No bid on this auction could be completed, so it is yours to claim at your bid of <strong>{money(context.priceSats)}</strong>. The market builds a
            new purchase from your wallet’s coins now; you see every amount before you sign.
          </p>
          {feeChooser ? <FeeChooserPanel actorRef={feeChooser} /> : null}
        </>
      ) : null}
      <Progress plain words={working || state.matches('building') ? (state.matches('building') ? 'The market is building the purchase…' : signing) : null} />
      <Refusal message={context.error} testId="claim-error" />
      {(state.matches('review') || working) && built && total !== null ? (
        <>
          <Review
            testId="claim-review"
            rows={[
              { term: `${input.title}, your bid`, value: money(context.priceSats) },
              { term: 'Service fee', value: built.serviceFeeSats === '0' ? 'Free' : money(built.serviceFeeSats) },
              { term: 'Network fee', value: `${money(built.networkFeeSats)} at ${context.feeRate ?? ''} sats/vB` },
              built.psbtClaim2 ? { term: 'Fee for the extra transaction', value: money(built.paddingFeeSats) } : null,
              { term: 'Total', value: <strong>{money(total)}</strong> },
            ]}
          />
          <p className={css.reason} data-testid="claim-fee-bound">
            {feeBoundWords(context.feeRate ?? 1)}
          </p>
          {built.psbtClaim2 ? (
            <p className={css.reason} data-testid="claim-padding">
              Your wallet needs a small extra coin for this purchase, so you sign two transactions: one that makes that coin, then the claim.
            </p>
          ) : null}
          <p className={css.reason}>
            Time to claim: {timeLeft(built.until, services.clock.now()).toLowerCase()}. The item goes to your address{' '}
            <MonoText text={signer?.account.ordinalsAddress ?? ''} />.
          </p>
        </>
      ) : null}
      {done ? (
        <p role="status" data-testid="claim-result" style={{ overflowWrap: 'anywhere' }}>
          Claimed: {input.title} is on its way to your address <span className={css.mono}>{signer?.account.ordinalsAddress ?? ''}</span>. Transaction{' '}
          <span className={css.mono}>{context.txid ?? ''}</span>{' '}
          {context.txid ? (
            <>
              <ExplorerLink kind="tx" id={context.txid} /> <TxConfirmations txid={context.txid} />
            </>
          ) : null}
        </p>
      ) : null}
    </FlowDialog>
  );
}
