import type { Transaction } from '@scure/btc-signer';

/**
 * Finalizes one signed key-path input (P2TR: the Schnorr signature; P2WPKH: signature and key). Unlike
 * @scure/btc-signer's finalizeIdx it does not ask the whole transaction to balance, which a listing PSBT
 * (one input of the item, one output of the price) never does.
 */
export function finalizeInput(tx: Transaction, index: number): void {
  const input = tx.getInput(index);
  if (input.finalScriptWitness) return;
  if (input.tapKeySig) {
    tx.updateInput(index, { finalScriptWitness: [input.tapKeySig] }, true);
    return;
  }
  const partial = input.partialSig?.[0];
  if (partial) {
    const [pubkey, signature] = partial;
    tx.updateInput(index, { finalScriptWitness: [signature, pubkey] }, true);
    return;
  }
  throw new Error(`Input ${index} is not signed.`);
}
