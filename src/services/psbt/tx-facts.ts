import { decodePsbt } from '../../domain/tx-effect/psbt-decode';
import { outpointKey, type OutpointFacts, type TxFacts } from '../../domain/tx-effect/tx-facts';
import { hex } from '@scure/base';
import type { QueryApi } from '../api/query-api';

/**
 * The facts the transaction-effect check needs, looked up by the app itself before it runs: for every output
 * a PSBT spends, its value on chain and every asset on it (inscriptions with offsets, runes, ARC-20). One
 * look-up per output, so nothing is cut off at a page size. An output the indexer does not know is null;
 * a look-up that fails throws, and nothing is signed.
 */
export async function gatherTxFacts(
  query: Pick<QueryApi, 'utxo' | 'utxoRunes' | 'utxoArc20' | 'inscriptionBrc20'>,
  psbts: readonly string[],
): Promise<TxFacts> {
  const outpoints = new Map<string, { txid: string; vout: number }>();
  for (const psbt of psbts) {
    const tx = decodePsbt(psbt);
    for (let i = 0; tx && i < tx.inputsLength; i++) {
      const input = tx.getInput(i);
      if (!input.txid || input.index === undefined) continue;
      const txid = hex.encode(input.txid);
      outpoints.set(outpointKey(txid, input.index), { txid, vout: input.index });
    }
  }
  const entries = await Promise.all([...outpoints].map(async ([key, o]) => [key, await factsOf(query, o.txid, o.vout)] as const));
  return new Map(entries);
}

const sats = (v: unknown): bigint | null =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? BigInt(v) : typeof v === 'string' && /^\d+$/.test(v) ? BigInt(v) : null;
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** A transfer inscription's tick and amount, when the indexer's record is one. */
function transferOf(info: { readonly brc20?: { readonly op?: string; readonly tick?: string; readonly amt?: string } | undefined }) {
  const body = info.brc20;
  return body?.op === 'transfer' && body.tick && body.amt ? { tick: body.tick, amount: body.amt } : null;
}

async function factsOf(
  query: Pick<QueryApi, 'utxo' | 'utxoRunes' | 'utxoArc20' | 'inscriptionBrc20'>,
  txid: string,
  vout: number,
): Promise<OutpointFacts | null> {
  const [utxo, runes, arc20] = await Promise.all([query.utxo(txid, vout), query.utxoRunes(txid, vout), query.utxoArc20(txid, vout)]);
  const amount = sats(utxo?.satoshi);
  if (!utxo || amount === null || utxo.isSpent === true) return null;
  const inscriptions = await Promise.all(
    list<{ inscriptionId?: unknown; offset?: unknown; isBRC20?: unknown; moved?: unknown }>(utxo.inscriptions).map(async (i) => {
      const id = String(i.inscriptionId ?? '');
      const offset = sats(i.offset) ?? 0n;
      // A brc-20 transfer not yet moved carries its tick and amount: the indexer's record of that inscription says them.
      const brc20 = i.isBRC20 === true && i.moved !== true ? transferOf(await query.inscriptionBrc20(id)) : null;
      return brc20 ? { id, offset, brc20 } : { id, offset };
    }),
  );
  const script = typeof utxo.scriptPk === 'string' && /^([0-9a-f]{2})+$/i.test(utxo.scriptPk) ? hex.decode(utxo.scriptPk.toLowerCase()) : undefined;
  return {
    amount,
    ...(script ? { script } : {}),
    inscriptions,
    runes: list<{ spacedRune?: unknown; rune?: unknown; amount?: unknown; divisibility?: unknown }>(runes).map((r) => ({
      rune: String(r.spacedRune ?? r.rune ?? ''),
      amount: String(r.amount ?? ''),
      ...(Number.isInteger(r.divisibility) ? { divisibility: r.divisibility as number } : {}),
    })),
    arc20: list<{ ticker?: unknown; amount?: unknown }>(arc20).map((a) => ({ ticker: String(a.ticker ?? ''), amount: String(a.amount ?? '') })),
  };
}
