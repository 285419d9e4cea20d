import { Transaction } from '@scure/btc-signer';
import { psbtBytes } from '../../domain/tx-effect/psbt-text';

/**
 * The raw transaction (hex) of a PSBT the wallet signed, to send it: inputs the wallet left unfinalized are finalized
 * here. Throws, in the user's words, when it is not a PSBT or an input is not signed.
 */
export function signedTxHex(psbt: string): string {
  const bytes = psbtBytes(psbt);
  if (!bytes) throw new Error('The wallet did not answer a signed transaction. Nothing was sent.');
  try {
    const tx = Transaction.fromPSBT(bytes, { allowUnknownOutputs: true });
    for (let i = 0; i < tx.inputsLength; i++) if (!tx.getInput(i).finalScriptWitness && !tx.getInput(i).finalScriptSig) tx.finalizeIdx(i);
    return tx.hex;
  } catch {
    throw new Error('The wallet did not sign every input of the transaction. Nothing was sent.');
  }
}
