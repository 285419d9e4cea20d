import { useRef } from 'react';
import { formatSats } from '../../domain/amount-text';
import { runeAmountText } from '../../domain/runes/rune-amount';
import { SPLIT_POSTAGE } from '../../domain/runes/rune-split';
import { createSplitOutputActors } from '../../flows/split-output/split-output.actors';
import { splitOutputMachine, type SplitOutputInput, type SplitOutputMachine } from '../../flows/split-output/split-output.machine';
import type { ListedAssets } from '../../domain/tx-effect/stated-effect';
import { FlowDialog } from '../components/flow-dialog';
import { backButton, DialogFooter, Review, StepForm, submitButton } from '../components/dialog-parts';
import { StepField } from '../components/step-field';
import { StepMessages } from '../components/market-bits';
import { NameText } from '../components/text-display';
import { useFlowActors } from '../hooks/use-flow-actors';
import { useFlow, type DialogTesting } from '../hooks/use-flow';
import { PricingDialogLoader } from './pricing-dialog';

export interface SplitOutputDialogProps {
  readonly input: SplitOutputInput;
  /** Everything on the chosen output (raw amounts): what a listing of the whole output sells. */
  readonly sells: ListedAssets;
  readonly inscribeCount: number;
  /** Back to the choice of output. */
  readonly onBack: () => void;
  readonly onClose: () => void;
  readonly onChanged: () => void;
  readonly testing?: DialogTesting<SplitOutputMachine>;
}

/**
 * List a rune output, all of it or part (issue 44, 12): the amount (the whole output by default); part of it is moved
 * to its own output first by a split the app builds, whose fee is shown before anything is signed; once the indexer
 * has the new output confirmed, the listing dialog prices it.
 */
export function SplitOutputDialog({ input, sells, inscribeCount, onBack, onClose, onChanged, testing }: SplitOutputDialogProps) {
  const listed = useRef(false);
  const actors = useFlowActors((services) => createSplitOutputActors(services));
  const [state, actorRef] = useFlow(splitOutputMachine, { testing, onClose, input, actors });
  const { context } = state;
  const send = actorRef.send;
  if (state.status === 'done') return null;
  const units = (raw: string) => runeAmountText(raw, input.divisibility);
  const whole = units(input.wholeRaw);

  if (state.matches('pricing') && context.listed) {
    const split = context.txid !== null;
    return (
      <PricingDialogLoader
        flow="list"
        item={{
          category: 'runes',
          title: `${units(context.listedRaw)} ${input.rune}`,
          nameKind: 'rune',
          auctionId: null,
          item: context.listed,
          inscriptionId: null,
          units: units(context.listedRaw).replace(/,/g, ''),
          currentSats: null,
          payAddress: null,
          asset: { category: 'runes', tick: input.rune },
          sells: split ? { runes: [{ rune: input.rune, amount: context.listedRaw }], arc20: [] } : sells,
        }}
        inscribeCount={inscribeCount}
        {...(split ? {} : { onBack: () => send({ type: 'BACK' }) })}
        onChanged={() => {
          listed.current = true;
          onChanged();
        }}
        onClose={() => send({ type: listed.current ? 'LISTED' : 'CLOSE' })}
      />
    );
  }

  const plan = context.plan;
  const busy = state.matches('building') || state.matches('signing');
  return (
    <FlowDialog title={`List ${input.rune}`} testId="split-output-dialog" onClose={() => send({ type: 'CLOSE' })}>
      {state.matches('editing') || state.matches('building') ? (
        <StepForm onSubmit={() => send({ type: 'NEXT' })}>
          <StepField
            label={
              <>
                Amount to list, of {whole} <NameText text={input.rune} kind="rune" /> in this output
              </>
            }
            inputMode="decimal"
            value={context.amount}
            invalid={Boolean(context.problem)}
            disabled={busy}
            onChange={(amount) => send({ type: 'EDIT_AMOUNT', amount })}
            hintTestId="split-amount-hint"
            hint={
              context.problem ??
              'The whole output by default. Less than the whole is first moved to its own output, a transfer to yourself whose fee is shown before you sign, and then listed.'
            }
          />
          <StepMessages error={context.error} working={state.matches('building') ? 'Building the split…' : null} />
          <DialogFooter buttons={[backButton(onBack, busy), submitButton('Next', busy, state.matches('building'))]} />
        </StepForm>
      ) : null}
      {(state.matches('review') || state.matches('signing')) && plan ? (
        <>
          <p>
            The market sells an output whole, so {units(plan.partRaw)} <NameText text={input.rune} kind="rune" /> first go to an output of their own. Both parts
            stay at your address.
          </p>
          <Review
            testId="split-review"
            rows={[
              { term: 'To list', value: `${units(plan.partRaw)} ${input.rune} (a new output of ${formatSats(SPLIT_POSTAGE)})`, testId: 'split-part' },
              { term: 'Kept', value: `${units(plan.restRaw)} ${input.rune} (a new output of ${formatSats(SPLIT_POSTAGE)})`, testId: 'split-rest' },
              { term: 'Network fee of the split', value: `${formatSats(BigInt(plan.feeSats))} (${plan.rate} sat/vB × ${plan.vsize} vB)`, testId: 'split-fee' },
            ]}
          />
          <StepMessages error={context.error} working={state.matches('signing') ? 'Approve the split in your wallet…' : null} />
          <DialogFooter
            buttons={[
              backButton(() => send({ type: 'BACK' }), busy),
              { label: 'Sign the split', primary: true, disabled: busy, onClick: () => send({ type: 'SIGN' }) },
            ]}
          />
        </>
      ) : null}
      {state.matches('indexing') && plan ? (
        <>
          <p role="status" data-testid="split-indexing">
            The split is sent. Once it is confirmed and indexed (a block), this dialog asks for the price of {units(plan.partRaw)} {input.rune}.
          </p>
          <progress aria-label="Waiting for the split to be confirmed" />
          <DialogFooter buttons={[{ label: 'Close (list it later)', onClick: () => send({ type: 'CLOSE' }) }]} />
        </>
      ) : null}
    </FlowDialog>
  );
}
