import { useEffect, useId, useState } from 'react';
import { MaxButton } from './max-button';
import { formatMessage } from '../../domain/messages';
import { checkTokenAmount, formatTokenAmount } from '../../domain/swap/swap-amounts';
import type { SelectItem } from '../../domain/swap/balance-entities';
import { recipientProblem } from '../../domain/swap/swap-gate';
import { swapTickLabel } from '../../domain/swap/tick-label';
import { signedOpMachine, type SwapOpMachine } from '../../flows/swap-op/swap-op.machine';
import { useFlow, type DialogTesting } from '../hooks/use-flow';
import { useNetwork } from '../hooks/network-context';
import { field } from '../theme/ui.css';
import { OpFooter, isWorking } from './op-footer';
import { TokenPicker } from './token-picker';
import { sendActors, swapBalanceOf, type SwapDeps } from '../../flows/swap-op/swap-op.actors';
import * as css from './swap.css';
import { AmountInput } from './amount-input';

const WORKING: Readonly<Record<string, string>> = {
  preparing: 'Preparing the send…',
  committing: 'Waiting for the rollup to be committed…',
  requoting: 'Checking again…',
};

/**
 * Send: brc-20 in the swap to another address of the current network, pre_send -> the wallet
 * signs -> send. The same operation machine as the swap; the "quote" is the checked form itself.
 */
export function SendForm({
  deps,
  address,
  ticks,
  onDone,
  testing,
}: {
  deps: SwapDeps;
  address: string;
  ticks: readonly SelectItem[];
  onDone: () => void;
  testing?: DialogTesting<SwapOpMachine>;
}) {
  const { network } = useNetwork();
  const [tick, setTick] = useState(ticks.find((t) => Number(t.swapBalance) > 0)?.tick ?? ticks[0]?.tick ?? '');
  const [typed, setTyped] = useState('');
  const [to, setTo] = useState('');
  const id = useId();
  const [state, actorRef] = useFlow(signedOpMachine, {
    testing,
    onClose: () => {},
    input: { operation: 'send' },
    actions: { refreshBalances: () => onDone() },
    actors: sendActors(deps),
  });

  const balance = swapBalanceOf(ticks, tick);
  const check = checkTokenAmount(typed, { tick: swapTickLabel(tick), balance });
  const toProblem = to.trim() === '' ? null : recipientProblem(to, network, address);
  const key = check.ok && to.trim() !== '' && toProblem === null ? JSON.stringify([tick, check.text, to.trim()]) : '';
  useEffect(() => {
    if (key) {
      const [t, amount, recipient] = JSON.parse(key) as string[];
      actorRef.send({ type: 'EDIT', request: { tick: t!, amount: amount!, to: recipient! } });
    } else actorRef.send({ type: 'CLEAR' });
  }, [key, actorRef]);

  const working = isWorking(state);
  const request = state.context.request;

  return (
    <section className={css.card} aria-labelledby={`${id}-title`} data-testid="send-form">
      <div className={css.cardHead}>
        <h2 id={`${id}-title`} className={css.cardTitle}>
          Send
        </h2>
      </div>
      <div className={css.side}>
        <div className={css.sideHead}>
          <label htmlFor={`${id}-amount`}>Amount</label>
          <span>
            In the swap: {balance === null ? '…' : formatTokenAmount(balance)} <MaxButton balance={balance} onUse={setTyped} disabled={working} />
          </span>
        </div>
        <div className={css.sideRow}>
          <AmountInput id={`${id}-amount`} value={typed} onType={setTyped} disabled={working} invalid={!check.ok && check.problem !== null} />
          <TokenPicker ticks={ticks} value={tick} label="Token to send" disabled={working} onChange={setTick} />
        </div>
      </div>
      {!check.ok && check.problem ? <p className={css.problem}>{check.problem}</p> : null}
      <label className={css.fieldLabel} htmlFor={`${id}-to`}>
        To ({network === 'mainnet' ? 'bc1…' : 'tb1…'} address)
      </label>
      <input
        id={`${id}-to`}
        className={`${field} ${css.wideField}`}
        autoComplete="off"
        spellCheck={false}
        value={to}
        disabled={working}
        aria-invalid={toProblem !== null}
        onChange={(e) => setTo(e.target.value)}
      />
      {toProblem ? <p className={css.problem}>{toProblem}</p> : null}
      <p className={css.note}>It moves inside the swap: the receiver sees it in their swap balance at once and can withdraw it.</p>
      <OpFooter
        state={state}
        send={actorRef.send}
        working={WORKING}
        sending="Sending…"
        action="Send"
        busyAction="Sending…"
        blocked={null}
        refreshable={false}
        success={
          request ? formatMessage('send_done', { amount: formatTokenAmount(request.amount!), tick: swapTickLabel(request.tick!), to: request.to! }) : null
        }
        again="New send"
        onAgain={() => {
          setTyped('');
          setTo('');
        }}
        testId="send"
      />
    </section>
  );
}
