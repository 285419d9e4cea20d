import { RawTx, Transaction } from '@scure/btc-signer';
import { hex } from '@scure/base';
import { psbtBytes } from './psbt-text';
import { outpointKey, type OutpointFacts } from './tx-facts';
import { recentMemo } from './recent-memo';

/**
 * A PSBT read (hex or base64), or null when it is not one. One check reads a PSBT several times (its effect, its fee,
 * its recipients), and reading validates every key in it: the recent ones are read once. For reading only: nothing
 * that decodes a PSBT here changes it.
 */
export const decodePsbt: (text: string) => Transaction | null = recentMemo(32, (text) => {
  const bytes = psbtBytes(text);
  if (!bytes) return null;
  try {
    return Transaction.fromPSBT(bytes, { allowUnknownOutputs: true, allowUnknownInputs: true });
  } catch {
    return null;
  }
});

/** Whether an input's full previous transaction proves the amount its witness UTXO states. */
export function nonWitnessProves(tx: Transaction, i: number): boolean {
  const input = tx.getInput(i);
  if (!input.nonWitnessUtxo || !input.txid || input.index === undefined) return false;
  try {
    const prev = Transaction.fromRaw(RawTx.encode(input.nonWitnessUtxo), { allowUnknownOutputs: true });
    return prev.id === hex.encode(input.txid) && prev.getOutput(input.index).amount === input.witnessUtxo?.amount;
  } catch {
    return false;
  }
}

/** Whether an input already carries a signature (final or partial): the seller's, in a purchase the market assembled. */
export const isSigned = (x: ReturnType<Transaction['getInput']>): boolean =>
  !!(x.finalScriptWitness || x.finalScriptSig || x.partialSig || x.tapKeySig || x.tapScriptSig);

/** The outputs a checked PSBT creates, as plain facts (no assets) for the next PSBT of the same action that spends them. */
export function plainOutputs(tx: Transaction): [string, OutpointFacts][] {
  return Array.from({ length: tx.outputsLength }, (_, o) => [
    outpointKey(tx.id, o),
    { amount: tx.getOutput(o).amount ?? 0n, inscriptions: [], runes: [], arc20: [] },
  ]);
}
