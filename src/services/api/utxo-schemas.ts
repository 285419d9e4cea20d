import * as v from 'valibot';

/**
 * What the indexer says an output holds (the open API's /utxo and /runes/utxo, and ours for ARC-20): the schemas the
 * transaction-effect check's look-ups decode with, apart from the rest of the query layer's (indexer-schemas.ts), so
 * a purchase loads only these.
 */

/** Absent or null on the wire: absent in the app (market-schemas.ts has the same two lines: one module for both put a chunk more on a purchase, +0.1 KB measured). */
export const opt = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.nullish(schema),
    v.transform((value) => value ?? undefined),
  );
export const str = v.string();
export const int = v.pipe(v.number(), v.integer());
export const bool = v.boolean();
/** An amount in the swagger's string type (brc-20 and rune balances): exact text. */
export const amount = v.pipe(str, v.regex(/^-?\d+(\.\d+)?$/));
export const UtxoInscription = v.object({ inscriptionId: str, inscriptionNumber: opt(int), isBRC20: opt(bool), moved: opt(bool), offset: int });
/** /utxo/{txid}/{index}: null when the output is not known. */
export const Utxo = v.nullable(
  v.object({
    txid: str,
    vout: int,
    satoshi: int,
    scriptPk: opt(str),
    address: opt(str),
    height: opt(int),
    inscriptions: opt(v.array(UtxoInscription)),
    isSpent: opt(bool),
  }),
);
export const RuneBalanceRow = v.object({ amount, runeid: opt(str), rune: opt(str), spacedRune: str, symbol: opt(str), divisibility: opt(int) });
/** /runes/utxo/{txid}/{index}/balance. */
export const UtxoRunes = v.nullable(v.array(RuneBalanceRow));
/** /arc20/utxo/{txid}/{index}/balance (ours: atomicals are not in the open API). */
export const UtxoArc20 = v.nullable(v.array(v.object({ ticker: str, atomicalId: opt(str), amount: v.union([str, v.number()]) })));

/**
 * /inscription/info/{id} as the purchase check reads it: the brc-20 body the indexer records for a transfer inscription
 * (the open API's InscriptionData.brc20: "only BRC20 transfer have this value").
 */
export const InscriptionBrc20 = v.object({
  inscriptionId: str,
  brc20: opt(v.object({ op: opt(str), tick: opt(str), amt: opt(amount) })),
});
export type InscriptionBrc20 = v.InferOutput<typeof InscriptionBrc20>;

/** The schema and the call's name for an output's path (query-api.ts sends only these three here). */
export function utxoSchemaOf(path: string): { readonly schema: v.GenericSchema; readonly call: string } {
  if (path.startsWith('/runes/')) return { schema: UtxoRunes, call: 'runes utxo balance' };
  if (path.startsWith('/arc20/')) return { schema: UtxoArc20, call: 'arc20 utxo balance' };
  return { schema: Utxo, call: 'utxo' };
}
