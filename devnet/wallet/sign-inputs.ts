import { hexToBytes } from '@noble/hashes/utils.js';
import { finalizeInput } from '../crypto/finalize';
import { psbtFromHex, psbtHex } from '../crypto/psbt';
import type { DevAccount } from './dev-accounts';

/**
 * Signs and finalises the given inputs of a PSBT (hex) with a dev account's keys, as its wallet would: the
 * Taproot key for P2TR inputs, the SegWit key for P2WPKH ones. The seed's sales and the devnet tests use it.
 */
export function signInputs(psbt: string, account: DevAccount, indexes: readonly number[], sighash?: number): string {
  const tx = psbtFromHex(psbt);
  for (const i of indexes) {
    const script = tx.getInput(i).witnessUtxo!.script;
    const taproot = script[0] === 0x51;
    if (taproot && !tx.getInput(i).tapInternalKey) tx.updateInput(i, { tapInternalKey: hexToBytes(account.ordinalsPubKey.slice(2)) });
    tx.signIdx(taproot ? account.taprootKey : account.segwitKey, i, sighash === undefined ? undefined : [sighash]);
    finalizeInput(tx, i);
  }
  return psbtHex(tx);
}

/** Every input index of a PSBT (hex). */
export const allInputs = (psbt: string): number[] => Array.from({ length: psbtFromHex(psbt).inputsLength }, (_, i) => i);
