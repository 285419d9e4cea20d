import { useId } from 'react';
import { satsToBtcText } from '../../domain/currency';
import { BLIND_STATUS_WORDS, blindCountProblem } from '../../domain/inscribe/blind-mint';
import { createBlindMintActors } from '../../flows/blind-mint/blind-mint.actors';
import { blindMintMachine, type BlindMintInput, type BlindMintMachine } from '../../flows/blind-mint/blind-mint.machine';
import { FeeChooserPanel } from '../components/fee-chooser';
import { FlowDialog } from '../components/flow-dialog';
import { backButton, cancelButton, doneButton, nextButton, retryButton, type FooterButtons } from '../components/dialog-parts';
import { NameText } from '../components/text-display';
import { useFlowActors } from '../hooks/use-flow-actors';
import { useFlow, type DialogTesting } from '../hooks/use-flow';
import { useSigningStepWords } from '../hooks/use-signing-step';
import { useWalletSigner } from '../hooks/wallet-context';
import { field } from '../theme/ui.css';
import * as css from '../components/kit.css';
import { ExplorerLink } from '../components/explorer-link';
import { TxConfirmations } from '../components/tx-confirmations';
import { formatAmount, formatSats } from '../../domain/amount-text';

const money = (sats: bigint | string) => `${satsToBtcText(BigInt(sats))} BTC (${formatSats(sats)})`;

/**
 * Mint blind (the blind-mint flow): how many premium badges, the payment reviewed, checked and signed, then followed
 * until a block confirms it and each badge's type and rarity is drawn. Self-contained: props and providers only.
 */
export function BlindMintDialog({
  input,
  onClose,
  onMinted,
  testing,
}: {
  input: BlindMintInput;
  onClose: () => void;
  /** Badges were paid for or minted: the page reads the collection again. */
  onMinted: () => void;
  testing?: DialogTesting<BlindMintMachine>;
}) {
  const signer = useWalletSigner();
  const actors = useFlowActors(createBlindMintActors);
  const [state, actorRef] = useFlow(blindMintMachine, { testing, onClose, input, actors });
  const id = useId();
  const { context } = state;
  const send = actorRef.send;
  // The flow's own fee chooser (it tells the mint each rate, and is fixed from the build on).
  const feeChooser = state.children.feeChooser;
  // While the wallet signs or the payment goes out the dialog stays open; building a payment can be left (nothing is paid).
  const working = (['signing', 'confirming', 'checkingSent'] as const).some((s) => state.matches(s));
  // The wallet's prompt once the check passed, then the payment on its way.
  const signing = useSigningStepWords(state, 'Sending the payment…');
  const paid = context.txid !== null;
  const problem = context.checked ? blindCountProblem(context.countText, context.left) : null;
  const payment = context.payment;
  const close = () => {
    if (paid) onMinted();
    send({ type: 'CLOSE' });
  };
  const total = payment ? money(BigInt(payment.amountSats) + BigInt(payment.networkFeeSats)).split(' (')[0] : '';
  // Each step's buttons (Back or Cancel, then its own action), last in the dialog.
  const footer: FooterButtons = state.matches('choosing')
    ? [cancelButton(close), nextButton(() => send({ type: 'NEXT' }), context.feeRate === null)]
    : state.matches('review')
      ? [backButton(() => send({ type: 'BACK' })), { label: `Pay ${total}`, primary: true, onClick: () => send({ type: 'CONFIRM' }), testId: 'blind-pay' }]
      : state.matches('notSent')
        ? [{ label: 'Close', onClick: close }, retryButton(() => send({ type: 'RETRY' }))]
        : state.matches('failed')
          ? [backButton(() => send({ type: 'BACK' })), retryButton(() => send({ type: 'RETRY' }))]
          : state.matches('waiting') || state.matches('following')
            ? [{ label: 'Close (the mint goes on)', onClick: close }]
            : state.matches('minted')
              ? [doneButton(close)]
              : [];
  return (
    <FlowDialog
      title={`Mint ${input.name} blind`}
      testId="blind-dialog"
      onClose={close}
      busy={working}
      busyNotice="Wait a moment: the payment is on its way."
      footer={footer}
    >
      {state.matches('choosing') ? (
        <>
          <p className={css.reason}>
            A premium badge costs {money(String(input.priceSats))} and carries {formatAmount(input.virtualSats)} virtual sats. Its type and rarity are drawn
            when your payment confirms, not before.
          </p>
          <label className={css.inlineLabel}>
            How many (you may mint {context.left.forAddress} more; {formatAmount(context.left.remaining)} remain)
            <input
              className={field}
              inputMode="numeric"
              value={context.countText}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => send({ type: 'SET_COUNT', value: e.target.value })}
              style={{ width: '6em' }}
            />
          </label>
          {problem ? (
            <p id={`${id}-problem`} className={css.warning} role="alert">
              {problem}
            </p>
          ) : null}
          {feeChooser ? <FeeChooserPanel actorRef={feeChooser} /> : null}
        </>
      ) : null}
      {working || state.matches('creating') ? (
        <p role="status">
          {state.matches('creating')
            ? 'The collection is building the payment…'
            : state.matches('checkingSent')
              ? 'Reading whether the payment went out…'
              : state.matches('confirming')
                ? 'Sending the payment…'
                : signing}
        </p>
      ) : null}
      {state.matches('notSent') ? (
        <p className={css.reason} data-testid="blind-not-sent">
          The signed payment may not have gone out. Try again sends the same one: it spends the same coins, so it can be paid once at most.
        </p>
      ) : null}
      {context.error ? (
        // While the mint is followed a failed read is retried every few seconds: said, not alerted each time.
        <p className={css.warning} role={state.matches('waiting') || state.matches('following') ? 'status' : 'alert'} data-testid="blind-error">
          {context.error}
        </p>
      ) : null}
      {(state.matches('review') || state.matches('signing') || state.matches('confirming')) && payment ? (
        <>
          <dl className={css.facts} data-testid="blind-review">
            <dt>{payment.count === 1 ? '1 premium badge' : `${payment.count} premium badges`}</dt>
            <dd>{money(payment.amountSats)}</dd>
            <dt>Network fee</dt>
            <dd>
              {money(payment.networkFeeSats)} at {context.feeRate} sats/vB
            </dd>
            <dt>Total</dt>
            <dd>
              <strong>{money(BigInt(payment.amountSats) + BigInt(payment.networkFeeSats))}</strong>
            </dd>
          </dl>
          <p className={css.reason}>
            You pay the collection’s address{' '}
            <span className={css.mono} style={{ overflowWrap: 'anywhere' }}>
              {payment.payAddress}
            </span>
            , from your wallet’s coins; the badges go to{' '}
            <span className={css.mono} style={{ overflowWrap: 'anywhere' }}>
              {signer?.account.ordinalsAddress ?? ''}
            </span>
            .
          </p>
        </>
      ) : null}
      {state.matches('following') || state.matches('waiting') ? (
        <p role="status" data-testid="blind-status" style={{ overflowWrap: 'anywhere' }}>
          {BLIND_STATUS_WORDS.paid} Transaction <span className={css.mono}>{context.txid}</span>{' '}
          {context.txid ? (
            <>
              <ExplorerLink kind="tx" id={context.txid} /> <TxConfirmations txid={context.txid} />
            </>
          ) : null}
        </p>
      ) : null}
      {state.matches('minted') && context.status ? (
        <>
          <p role="status" data-testid="blind-status">
            {BLIND_STATUS_WORDS.minted}
          </p>
          <ul className={css.choiceList} aria-label="Your badges" data-testid="blind-items">
            {context.status.items.map((item) => (
              <li key={item.inscriptionId} className={css.choice} style={{ cursor: 'default' }} data-testid="blind-item">
                <strong>
                  <NameText text={item.type} kind="name" />
                </strong>
                <span className={css.reason}>{item.rarity}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {state.matches('choosing') ? <p className={css.reason}>Nothing is paid before you review the payment and sign it.</p> : null}
    </FlowDialog>
  );
}
