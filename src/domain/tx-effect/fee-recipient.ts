import type { Network } from '../network';
import { decodePsbt, isSigned } from './psbt-decode';
import { canonicalAddress, isNote, sameBytes, scriptOf } from './scripts';

/**
 * Where a market transaction pays its service fee, for the dialog to show when the operator configured no fee address
 * (UniSat's open API does not publish one): of the outputs that are not the user's, not paired with another's signed
 * input (a seller's payout: same index) and not a note, the one paying exactly the fee stated, else the first. The
 * check then holds the transaction to exactly that amount there and refuses any other such output: a fee raised, moved
 * to a second output or added to is refused whatever the address. Null: no such output (or the PSBT cannot be read).
 */
export function feeRecipient(
  psbtText: string,
  account: { readonly ordinalsAddress: string; readonly paymentAddress: string },
  network: Network,
  feeSats: bigint,
): string | null {
  const tx = decodePsbt(psbtText);
  if (!tx) return null;
  const mine = [scriptOf(account.ordinalsAddress, network), scriptOf(account.paymentAddress, network)];
  const payouts = new Set<number>();
  for (let i = 0; i < tx.inputsLength; i++) {
    const input = tx.getInput(i);
    const script = input.witnessUtxo?.script;
    if (isSigned(input) && !mine.some((m) => sameBytes(m, script ?? null))) payouts.add(i);
  }
  const candidates = Array.from({ length: tx.outputsLength }, (_, o) => ({ o, ...tx.getOutput(o) })).filter(
    ({ o, script }) => !payouts.has(o) && !isNote(script) && !mine.some((m) => sameBytes(m, script ?? null)),
  );
  const chosen = candidates.find((c) => c.amount === feeSats) ?? candidates[0];
  return chosen ? canonicalAddress(chosen.script, network) : null;
}
