import { useRef } from 'react';
import { formatSats } from '../../domain/amount-text';
import { splitCategory, splitOutputSats, splitPartSells, splitUnitsText } from '../../domain/split-asset';
import { ARC20_TRADE_CONFIRMATIONS } from '../../domain/market/buy-rules';
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
 * List a rune or ARC-20 output, all of it or part (issue 44, 12): the amount (the whole output by default); part of it
 * is moved to its own output first by a split the app builds, whose fee is shown before anything is signed; once the
 * indexer has the new output confirmed (ARC-20: 10 confirmations, when the market takes it), the listing dialog prices it.
 */
export function SplitOutputDialog({ input, sells, inscribeCount, onBack, onClose, onChanged, testing }: SplitOutputDialogProps) {
  const listed = useRef(false);
  const actors = useFlowActors((services) => createSplitOutputActors(services));
  const [state, actorRef] = useFlow(splitOutputMachine, { testing, onClose, input, actors });
  const { context } = state;
  const send = actorRef.send;
  if (state.status === 'done') return null;
  const { asset } = input;
  const units = (raw: string) => splitUnitsText(asset, raw);
  const whole = units(input.wholeRaw);
  const name = asset.name;
  const kind = asset.kind === 'rune' ? 'rune' : 'tick';
  const category = splitCategory(asset);
  const outputSats = (raw: string) => formatSats(splitOutputSats(asset, raw));

  if (state.matches('pricing') && context.listed) {
    const split = context.txid !== null;
    return (
      <PricingDialogLoader
        flow="list"
        item={{
          category,
          title: `${units(context.listedRaw)} ${name}`,
          nameKind: kind,
          auctionId: null,
          item: context.listed,
          inscriptionId: null,
          ...(asset.kind === 'arc20' ? { atomicalId: asset.atomicalId } : {}),
          units: units(context.listedRaw).replace(/,/g, ''),
          currentSats: null,
          payAddress: null,
          asset: { category, tick: name },
          sells: split ? splitPartSells(asset, context.listedRaw) : sells,
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
    <FlowDialog title={`List ${name}`} testId="split-output-dialog" onClose={() => send({ type: 'CLOSE' })}>
      {state.matches('editing') || state.matches('building') ? (
        <StepForm onSubmit={() => send({ type: 'NEXT' })}>
          <StepField
            label={
              <>
                Amount to list, of {whole} <NameText text={name} kind={kind} /> in this output
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
              `The whole output by default. Less than the whole is first moved to its own output, a transfer to yourself whose fee is shown before you sign, and then listed${
                asset.kind === 'arc20' ? ` once it has ${ARC20_TRADE_CONFIRMATIONS} confirmations (ARC-20 units are sats: each part at least 546)` : ''
              }.`
            }
          />
          <StepMessages error={context.error} working={state.matches('building') ? 'Building the split…' : null} />
          <DialogFooter buttons={[backButton(onBack, busy), submitButton('Next', busy, state.matches('building'))]} />
        </StepForm>
      ) : null}
      {(state.matches('review') || state.matches('signing')) && plan ? (
        <>
          <p>
            The market sells an output whole, so {units(plan.partRaw)} <NameText text={name} kind={kind} /> first go to an output of their own. Both parts stay
            at your address.
          </p>
          <Review
            testId="split-review"
            rows={[
              { term: 'To list', value: `${units(plan.partRaw)} ${name} (a new output of ${outputSats(plan.partRaw)})`, testId: 'split-part' },
              { term: 'Kept', value: `${units(plan.restRaw)} ${name} (a new output of ${outputSats(plan.restRaw)})`, testId: 'split-rest' },
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
            {asset.kind === 'rune'
              ? `The split is sent. Once it is confirmed and indexed (a block), this dialog asks for the price of ${units(plan.partRaw)} ${name}.`
              : `The split is sent. The market takes an ARC-20 output from ${ARC20_TRADE_CONFIRMATIONS} confirmations (about ${ARC20_TRADE_CONFIRMATIONS * 10} minutes): then this dialog asks for the price of ${units(plan.partRaw)} ${name}. You can close it and list the new output from My Bitcoin Assets then.`}
          </p>
          <progress aria-label="Waiting for the split to be confirmed" />
          <DialogFooter buttons={[{ label: 'Close (list it later)', onClick: () => send({ type: 'CLOSE' }) }]} />
        </>
      ) : null}
    </FlowDialog>
  );
}
