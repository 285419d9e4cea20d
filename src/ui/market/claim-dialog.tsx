import { satsToBtcText } from '../../domain/currency';
import { feeBoundWords } from '../../domain/fee-bound';
import { timeLeft } from '../../domain/market/listing-display';
import { createMarketClaimActors } from '../../flows/market-claim/market-claim.actors';
import { marketClaimMachine, type MarketClaimInput, type MarketClaimMachine } from '../../flows/market-claim/market-claim.machine';
import { FeeChooserPanel } from '../components/fee-chooser';
import { BackAnd } from '../components/back-and';
import { Modal } from '../components/modal';
import { useFlowActors } from '../hooks/use-flow-actors';
import { useFlow, type DialogTesting } from '../hooks/use-flow';
import { useSigningStepWords } from '../hooks/use-signing-step';
import { useServices } from '../hooks/services';
import { useWalletSigner } from '../hooks/wallet-context';
import { button } from '../theme/ui.css';
import * as css from '../components/kit.css';

const money = (sats: bigint | string) => `${satsToBtcText(BigInt(sats))} BTC (${BigInt(sats).toLocaleString('en-US')} sats)`;

/**
 * Claim (the market-claim flow): an auction no bid could complete, claimed by its highest bidder at that bid. A fee
 * rate, the market's new purchase reviewed (bid, service fee, network fee, total), checked and signed, sent.
 * Self-contained: props and providers only.
 */
export function ClaimDialog({
  input,
  onClose,
  onClaimed,
  testing,
}: {
  input: MarketClaimInput;
  onClose: () => void;
  /** The item was claimed: the page reads it again. */
  onClaimed: () => void;
  testing?: DialogTesting<MarketClaimMachine>;
}) {
  const services = useServices();
  const signer = useWalletSigner();
  const actors = useFlowActors((flow, app) => createMarketClaimActors({ ...flow, config: app.config }));
  const [state, actorRef] = useFlow(marketClaimMachine, { testing, onClose, input, actors });
  const { context } = state;
  const send = actorRef.send;
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
    <Modal open title={`Claim ${input.title}`} onClose={close} closable={!working} notClosableNotice="Wait a moment: the claim is on its way.">
      <div data-testid="claim-dialog">
        {state.matches('choosing') ? (
          <>
            <p className={css.reason}>
              No bid on this auction could be completed, so it is yours to claim at your bid of <strong>{money(context.priceSats)}</strong>. The market builds a
              new purchase from your wallet’s coins now; you see every amount before you sign.
            </p>
            {feeChooser ? <FeeChooserPanel actorRef={feeChooser} /> : null}
          </>
        ) : null}
        {working || state.matches('building') ? <p role="status">{state.matches('building') ? 'The market is building the purchase…' : signing}</p> : null}
        {context.error ? (
          <p className={css.warning} role="alert" data-testid="claim-error">
            {context.error}
          </p>
        ) : null}
        {(state.matches('review') || working) && built && total !== null ? (
          <>
            <dl className={css.facts} data-testid="claim-review">
              <dt>{input.title}, your bid</dt>
              <dd>{money(context.priceSats)}</dd>
              <dt>Service fee</dt>
              <dd>{built.serviceFeeSats === '0' ? 'Free' : money(built.serviceFeeSats)}</dd>
              <dt>Network fee</dt>
              <dd>
                {money(built.networkFeeSats)} at {context.feeRate} sats/vB
              </dd>
              {built.psbtClaim2 ? (
                <>
                  <dt>Fee for the extra transaction</dt>
                  <dd>{money(built.paddingFeeSats)}</dd>
                </>
              ) : null}
              <dt>Total</dt>
              <dd>
                <strong>{money(total)}</strong>
              </dd>
            </dl>
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
              <span className={css.mono} style={{ overflowWrap: 'anywhere' }}>
                {signer?.account.ordinalsAddress ?? ''}
              </span>
              .
            </p>
          </>
        ) : null}
        {done ? (
          <p role="status" data-testid="claim-result" style={{ overflowWrap: 'anywhere' }}>
            Claimed: {input.title} is on its way to your address <span className={css.mono}>{signer?.account.ordinalsAddress ?? ''}</span>. Transaction{' '}
            <span className={css.mono}>{context.txid ?? ''}</span>
          </p>
        ) : null}
        <div className={css.actions}>
          {state.matches('choosing') ? (
            <>
              <button type="button" className={button.default} onClick={() => send({ type: 'CLOSE' })}>
                Cancel
              </button>
              <button type="button" className={button.primary} onClick={() => send({ type: 'NEXT' })} disabled={context.feeRate === null}>
                Next
              </button>
            </>
          ) : null}
          {state.matches('review') ? (
            <BackAnd onBack={() => send({ type: 'BACK' })} onGo={() => send({ type: 'CONFIRM' })} testId="claim-confirm">
              Claim
            </BackAnd>
          ) : null}
          {state.matches('failed') ? (
            <BackAnd onBack={() => send({ type: 'BACK' })} onGo={() => send({ type: 'RETRY' })}>
              Try again
            </BackAnd>
          ) : null}
          {done ? (
            <button type="button" className={button.primary} onClick={close}>
              Done
            </button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
