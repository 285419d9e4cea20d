import type { MarketCategory } from '../../domain/entities';
import { formatMessage } from '../../domain/messages';
import { createUnlistActors } from '../../flows/unlist/unlist.actors';
import { unlistMachine, type UnlistMachine } from '../../flows/unlist/unlist.machine';
import type { Outpoint } from '../../domain/tx-effect/intents';
import type { NameKind } from '../../domain/name-safety';
import { NameText, NameWarning } from '../components/text-display';
import { FlowDialog } from '../components/flow-dialog';
import { backButton, cancelButton, DialogFooter, doneButton, workingButton } from '../components/dialog-parts';
import { useToaster } from '../components/toast';
import { useWalletSigner } from '../hooks/wallet-context';
import { Price, StepMessages } from '../components/market-bits';
import { useFlowActors } from '../hooks/use-flow-actors';
import { useFlow, type DialogTesting } from '../hooks/use-flow';
import { useSigningStepWords } from '../hooks/use-signing-step';
import * as css from '../components/kit.css';
import { UnlistFeeReview } from './unlist-fee-review';

export interface UnlistDialogProps {
  readonly category: MarketCategory;
  readonly auctionId: string;
  /** What the item is called, and its price, as the page shows them. */
  readonly title: string;
  /** The kind of name the title is: the rule for names checks it. */
  readonly nameKind: NameKind;
  readonly priceSats: number;
  /** The item's output and its sat's offset: an on-chain unlisting must give it back to the owner. */
  readonly item: Outpoint;
  readonly itemOffset: number;
  readonly onClose: () => void;
  /** The listing changed (unlisted, or sold meanwhile): the page reloads it. */
  readonly onChanged: () => void;
  readonly testing?: DialogTesting<UnlistMachine>;
}

/**
 * Unlist: a self-contained dialog, props and providers only, no router. The flow (src/flows/unlist) runs the
 * steps and their side effects; this view shows them.
 */
export function UnlistDialog({ category, auctionId, title, nameKind, priceSats, item, itemOffset, onClose, onChanged, testing }: UnlistDialogProps) {
  const signer = useWalletSigner();
  const toaster = useToaster();
  const actors = useFlowActors(createUnlistActors);
  const [state, actorRef] = useFlow(unlistMachine, {
    testing,
    onClose,
    input: { category, auctionId, item, itemOffset },
    actions: {
      refreshList: () => onChanged(),
      announceSuccess: () => void toaster.success(formatMessage('unlist_success')),
    },
    actors,
  });

  const name = <NameText text={title} kind={nameKind} warningBeside />;
  const putOff = state.context.putOff;
  const signing = useSigningStepWords(state, 'Taking it off sale…');
  const busy = state.matches('creating') || state.matches('signing') || state.matches('confirming');
  const step = state.matches('creating') ? 'Preparing the unlisting…' : state.matches('confirming') ? 'Taking it off sale…' : signing;
  return (
    <FlowDialog
      title="Unlist"
      testId="unlist-dialog"
      onClose={() => actorRef.send({ type: 'CLOSE' })}
      busy={busy}
      busyNotice="Wait a moment: the unlisting is on its way."
    >
      {state.matches('success') ? (
        <>
          <p role="status" data-testid="unlist-success">
            {formatMessage('unlist_success')}{' '}
            {putOff?.psbt ? (
              <>{name} is off the market, and the transaction that moves it back to you is sent: once it confirms, the signed listing can never be used.</>
            ) : (
              <>
                The market no longer shows {name}, but the listing you signed is still valid: anyone holding a copy of it could still buy it at that price until
                the item moves.
              </>
            )}
          </p>
          <DialogFooter buttons={[doneButton(() => actorRef.send({ type: 'CLOSE' }))]} />
        </>
      ) : state.matches('feeReview') || state.matches('signing') ? (
        <>
          <UnlistFeeReview name={name} putOff={putOff} />
          <StepMessages error={state.context.error} working={step} />
          <DialogFooter
            buttons={[
              backButton(() => actorRef.send({ type: 'BACK' }), busy),
              workingButton('Sign', 'Signing…', busy, () => actorRef.send({ type: 'SIGN' }), { testId: 'unlist-sign' }),
            ]}
          />
        </>
      ) : (
        <>
          <NameWarning text={title} kind={nameKind} />
          <p>
            Take <strong>{name}</strong>, listed at <Price sats={priceSats} />, off the market? It stays in your wallet.
          </p>
          <label className={css.inlineLabel}>
            <input
              type="checkbox"
              checked={state.context.onChain}
              disabled={busy}
              onChange={(e) => actorRef.send({ type: 'SET_ON_CHAIN', onChain: e.target.checked })}
            />
            Void the signed listing on-chain: the item moves back to your address in a transaction that costs a network fee (shown before you sign); once it
            confirms, the signed listing can never be used
          </label>
          {state.context.onChain ? null : (
            <p className={css.warning} data-testid="unlist-off-chain">
              Off-chain only, no fee: the market stops showing it, but the listing you signed stays valid. Anyone holding a copy of it could still buy {name} at{' '}
              <Price sats={priceSats} /> until the item moves.
            </p>
          )}
          <StepMessages error={state.context.error} working={step} />
          {signer ? null : <p className={css.reason}>Connect the wallet that listed it to unlist.</p>}
          <DialogFooter
            buttons={[
              cancelButton(() => actorRef.send({ type: 'CLOSE' }), busy),
              workingButton('Unlist', 'Unlisting…', busy, () => actorRef.send({ type: 'UNLIST' }), { disabled: !signer }),
            ]}
          />
        </>
      )}
    </FlowDialog>
  );
}
