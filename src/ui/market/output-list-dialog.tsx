import { useState } from 'react';
import { arc20Listable, ARC20_TRADE_CONFIRMATIONS } from '../../domain/market/buy-rules';
import { runeAmountText } from '../../domain/runes/rune-rules';
import type { ListedAssets } from '../../domain/tx-effect/intents';
import { Modal } from '../components/modal';
import { RemoteStatus } from '../components/market-bits';
import { NameText, NameWarning } from '../components/text-display';
import { useRemote } from '../hooks/use-remote';
import { button } from '../theme/ui.css';
import * as css from '../components/kit.css';
import { PricingDialogLoader } from './pricing-dialog';

/** One output that can be listed: where it is, what it holds (in display units), and why it cannot be chosen. */
interface OutputChoice {
  readonly txid: string;
  readonly vout: number;
  readonly satoshi: number;
  /** What is sold, in the asset's display units (no separators). */
  readonly units: string;
  readonly atomicalId?: string;
  /** Other runes riding on the same output: a listing sells the whole output, them too. */
  readonly others: readonly string[];
  /** Why it cannot be listed yet (an ARC-20 output under 10 confirmations), or null. */
  readonly blocked: string | null;
  /** Everything on it (raw amounts), for the listing's check: the listing sells exactly these. */
  readonly sells: ListedAssets;
}

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

const plain = (text: string) => text.replace(/,/g, '');

/**
 * List runes or ARC-20: the market sells an output whole (create_put_on with its txid and index), so the user picks
 * one of the outputs holding the asset, each with its amount, then prices it in the generic list dialog (the same
 * flow, bounds, floor warning and transaction check as any listing). An ARC-20 output trades from 10 confirmations.
 */
export function OutputListDialog({ category, name, runeid, address, inscribeCount, onClose, onChanged }: OutputListDialogProps) {
  const [chosen, setChosen] = useState<OutputChoice | null>(null);
  const kind = category === 'runes' ? 'rune' : 'tick';
  const outputs = useRemote(`list-outputs:${category}:${address}:${runeid ?? name}`, async (api): Promise<OutputChoice[]> => {
    if (category === 'runes') {
      const page = await api.query.addressRuneUtxos(address, runeid ?? '', 0, 500);
      // An inscription riding on a rune output would be sold with it unseen: such an output is not offered (the
      // listing's check refuses it too). RuneUtxo does not say: each output is read.
      const inscribed = await Promise.all(page.utxo.map((u) => api.query.utxo(u.txid, u.vout).then((o) => (o?.inscriptions?.length ?? 0) > 0)));
      return page.utxo.map((u, n) => {
        const mine = u.runes.find((r) => r.runeid === runeid || r.spacedRune === name);
        return {
          txid: u.txid,
          vout: u.vout,
          satoshi: u.satoshi,
          units: plain(runeAmountText(mine?.amount ?? '0', mine?.divisibility ?? 0)),
          others: u.runes.filter((r) => r !== mine).map((r) => `${runeAmountText(r.amount, r.divisibility ?? 0)} ${r.spacedRune}`),
          blocked: inscribed[n] ? 'it also holds an inscription, which would be sold with it: list that from its page first' : null,
          sells: { runes: u.runes.map((r) => ({ rune: r.spacedRune, amount: r.amount })), arc20: [] },
        };
      });
    }
    const page = await api.query.addressArc20Utxos(address, name);
    return page.utxo.map((u) => ({
      txid: u.txid,
      vout: u.vout,
      satoshi: u.satoshi,
      units: u.amount,
      atomicalId: u.atomicalId,
      others: [],
      blocked: arc20Listable(u.confirmations)
        ? null
        : `${u.confirmations} of ${ARC20_TRADE_CONFIRMATIONS} confirmations: it can be listed after ${ARC20_TRADE_CONFIRMATIONS}`,
      sells: { runes: [], arc20: [{ ticker: u.ticker, amount: u.amount }] },
    }));
  });

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
    <Modal open title={`List ${name}`} onClose={onClose}>
      <div data-testid="output-list-dialog">
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
                  · {o.satoshi.toLocaleString('en-US')} sats
                  {o.others.length ? ` · also on it: ${o.others.join(', ')} (sold with it)` : ''}
                  {o.blocked ? ` · ${o.blocked}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <div className={css.actions}>
          <button type="button" className={button.default} onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </Modal>
  );
}
