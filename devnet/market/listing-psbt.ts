import { Transaction } from '@scure/btc-signer';
import { scriptFor, type Utxo } from '../chain/chain';
import { DevnetError } from '../devnet-error';
import { checkSigned, inputFor, internalKeyFor, sameBytes } from '../crypto/psbt';

/**
 * The seller's listing PSBT: one input spending the item's UTXO, to be signed SIGHASH_SINGLE |
 * ANYONECANPAY (131), and at the same index the output that pays the seller the price.
 */
export function buildListingPsbt(item: Utxo, sellerPubkey: string, payAddress: string, priceSats: bigint, sighash: number): Transaction {
  const tx = new Transaction({ allowUnknownOutputs: true });
  tx.addInput(inputFor(item, { sighashType: sighash, tapInternalKey: internalKeyFor(item.script, sellerPubkey) }));
  tx.addOutput({ script: scriptFor(payAddress), amount: priceSats });
  return tx;
}

/**
 * Checks a signed listing: the same item input and payout output as built, signed by the item's owner with
 * sighash 131. Returns the input as the buy transaction will carry it (finalized witness).
 */
export function checkListing(signed: Transaction, built: Transaction, item: Utxo, sighash: number): { finalScriptWitness: Uint8Array[] } {
  if (signed.inputsLength !== 1 || signed.outputsLength !== 1)
    throw new DevnetError(-1, 'The listing must have the one input and the one output it was built with.');
  const a = signed.getInput(0);
  const b = built.getInput(0);
  if (!sameBytes(a.txid, b.txid) || a.index !== b.index) throw new DevnetError(-1, 'The listing spends another output than the item.');
  const out = signed.getOutput(0);
  const want = built.getOutput(0);
  if (!sameBytes(out.script, want.script) || out.amount !== want.amount)
    throw new DevnetError(-1, 'The listing output was changed: it must pay the price to the seller.');
  const type = checkSigned(signed, 0, [item], 'The listing');
  if (type !== sighash) throw new DevnetError(-1, `The listing must be signed with sighash ${sighash} (SINGLE|ANYONECANPAY), not ${type}.`);
  return { finalScriptWitness: signed.getInput(0).finalScriptWitness! };
}
