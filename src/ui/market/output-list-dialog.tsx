import { useState } from 'react';
import { runeAmountText } from '../../domain/runes/rune-amount';
import { listableOutputs, type OutputChoice } from '../../services/reads/account-reads';
import { FlowDialog } from '../components/flow-dialog';
import { cancelButton } from '../components/dialog-parts';
import { RemoteStatus } from '../components/market-bits';
import { NameText, NameWarning } from '../components/text-display';
import { useRemote } from '../hooks/use-remote';
import * as css from '../components/kit.css';
import { PricingDialogLoader } from './pricing-dialog';
import { SplitOutputDialog } from './split-output-dialog';
import { formatSats } from '../../domain/amount-text';
import type { SplitAsset } from '../../domain/split-asset';

export interface OutputListDialogProps {
  readonly category: 'runes' | 'arc20';
  /** The spaced rune or the ARC-20 ticker. */
  readonly name: string;
  /** The rune's id (runes): its outputs are read by it. */
  readonly runeid?: string;
  readonly address: string;
  readonly inscribeCount: number;
  readonly onClose: () => void;
  readonly onChanged: () => void;
}

/**
 * List runes or ARC-20: the market sells an output whole (create_put_on with its txid and index), so the user picks
 * one of the outputs holding the asset, each with its amount, then prices it in the generic list dialog (the same
 * flow, bounds, floor warning and transaction check as any listing). An ARC-20 output trades from 10 confirmations.
 * A rune output holding one rune, or an ARC-20 output, asks how much of it to list first: part of it is split off to
 * its own output (split-output-dialog.tsx) before it is priced.
 */
export function OutputListDialog({ category, name, runeid, address, inscribeCount, onClose, onChanged }: OutputListDialogProps) {
  const [chosen, setChosen] = useState<OutputChoice | null>(null);
  const kind = category === 'runes' ? 'rune' : 'tick';
  const outputs = useRemote(`list-outputs:${category}:${address}:${runeid ?? name}`, listableOutputs(category, name, runeid, address));

  // A rune alone on its output, or an ARC-20 output: the amount to list (all of it by default, or part, split off first).
  const split: SplitAsset | null =
    chosen?.rune && chosen.others.length === 0 && runeid
      ? { kind: 'rune', name, runeId: chosen.rune.runeid || runeid, divisibility: chosen.rune.divisibility }
      : chosen?.atomicalId && category === 'arc20'
        ? { kind: 'arc20', name, atomicalId: chosen.atomicalId }
        : null;
  if (chosen && split) {
    return (
      <SplitOutputDialog
        input={{
          asset: split,
          item: { txid: chosen.txid, vout: chosen.vout },
          wholeRaw: chosen.rune?.raw ?? chosen.units,
          amount: chosen.units,
        }}
        sells={chosen.sells}
        inscribeCount={inscribeCount}
        onBack={() => setChosen(null)}
        onChanged={onChanged}
        onClose={onClose}
      />
    );
  }
  if (chosen) {
    return (
      <PricingDialogLoader
        flow="list"
        item={{
          category,
          title: `${runeAmountText(chosen.units, 0)} ${name}`,
          nameKind: kind,
          auctionId: null,
          item: { txid: chosen.txid, vout: chosen.vout },
          inscriptionId: null,
          ...(chosen.atomicalId ? { atomicalId: chosen.atomicalId } : {}),
          units: chosen.units,
          currentSats: null,
          payAddress: null,
          asset: { category, tick: name },
          sells: chosen.sells,
        }}
        inscribeCount={inscribeCount}
        onBack={() => setChosen(null)}
        onChanged={onChanged}
        onClose={onClose}
      />
    );
  }

  const list = outputs.data ?? [];
  return (
    <FlowDialog title={`List ${name}`} testId="output-list-dialog" onClose={onClose} footer={[cancelButton(onClose)]}>
      <p>
        Choose what to sell: the market sells an output of your wallet whole, with all the <NameText text={name} kind={kind} warningBeside /> on it.
      </p>
      <NameWarning text={name} kind={kind} />
      <RemoteStatus remote={outputs} what={`your ${name} outputs`} retry={outputs.retry} />
      {outputs.data && list.length === 0 ? <p className={css.reason}>No output of this wallet holds {name} now.</p> : null}
      <ul className={css.choiceList} aria-label={`Outputs holding ${name}`}>
        {list.map((o) => (
          <li key={`${o.txid}:${o.vout}`}>
            <button
              type="button"
              className={o.blocked ? css.choiceFaded : css.choice}
              disabled={o.blocked !== null}
              onClick={() => setChosen(o)}
              data-testid="output-choice"
            >
              <strong>
                {runeAmountText(o.units, 0)} <NameText text={name} kind={kind} />
              </strong>
              <span className={css.reason}>
                <span className={css.mono}>
                  {o.txid.slice(0, 8)}…:{o.vout}
                </span>{' '}
                · {formatSats(o.satoshi)}
                {o.others.length ? ` · also on it: ${o.others.join(', ')} (sold with it)` : ''}
                {o.blocked ? ` · ${o.blocked}` : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </FlowDialog>
  );
}
