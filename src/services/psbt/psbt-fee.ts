import { decodePsbt } from '../../domain/tx-effect/psbt-decode';
import { outpointKey } from '../../domain/tx-effect/tx-facts';
import { hex } from '@scure/base';
import type { QueryApi } from '../api/query-api';
import { gatherTxFacts } from './tx-facts';

/**
 * The fee bound of a PSBT (issue 41), from here so the flows load it with the fee's look-ups in one chunk (the widget's
 * loader lists every file it may load).
 */
export { boundedPsbtFee } from '../../domain/tx-effect/psbt-fee-bound';

/**
 * A transaction's network fee from facts the app looked up itself: what its inputs hold on chain (the indexer,
 * as the transaction-effect check reads them) less what its outputs pay. Null when the PSBT cannot be read or an
 * input is not on chain; the check then holds the transaction to the ceiling the dialog shows instead.
 */
export async function networkFeeFromFacts(
  query: Pick<QueryApi, 'utxo' | 'utxoRunes' | 'utxoArc20' | 'inscriptionBrc20'>,
  psbt: string,
): Promise<bigint | null> {
  const tx = decodePsbt(psbt);
  if (!tx) return null;
  const facts = await gatherTxFacts(query, [psbt]);
  let inputs = 0n;
  for (let i = 0; i < tx.inputsLength; i++) {
    const input = tx.getInput(i);
    const fact = input.txid && input.index !== undefined ? facts.get(outpointKey(hex.encode(input.txid), input.index)) : null;
    if (!fact) return null;
    inputs += fact.amount;
  }
  let outputs = 0n;
  for (let i = 0; i < tx.outputsLength; i++) outputs += tx.getOutput(i).amount ?? 0n;
  return inputs >= outputs ? inputs - outputs : null;
}
