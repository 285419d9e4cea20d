import { boundedFee, feeCeiling, type FeeBound } from '../fee-bound';
import { decodePsbt } from './psbt-decode';
import { txVsize } from './tx-vsize';

/**
 * The fee bound of one PSBT (fee-bound.ts): the rate the dialog showed times the size the app works out from the
 * PSBT's own inputs and outputs, plus the margin. What the PSBT says it leaves to miners (its inputs' stated amounts
 * less its outputs) is refused here when above the bound; the transaction-effect check then holds the real fee,
 * from the chain's amounts, to the figure this returns. Every failure is a sentence for the dialog.
 */
export function psbtFeeBound(psbt: string, rate: number, what: string): FeeBound & { readonly statedSats: bigint | null } {
  const tx = decodePsbt(psbt);
  if (!tx) throw new Error(`The transaction for ${what} could not be read, so its network fee cannot be checked. Nothing was signed.`);
  const size = txVsize(tx);
  if ('unknownInput' in size)
    throw new Error(
      `Input ${size.unknownInput} of ${what} spends a kind of output whose size this app cannot work out, so its network fee cannot be checked. Nothing was signed.`,
    );
  let stated: bigint | null = 0n;
  for (let i = 0; i < tx.inputsLength && stated !== null; i++) {
    const amount = tx.getInput(i).witnessUtxo?.amount;
    stated = amount === undefined ? null : stated + amount;
  }
  for (let o = 0; o < tx.outputsLength && stated !== null; o++) stated -= tx.getOutput(o).amount ?? 0n;
  return { rate, vsize: size.vsize, maxSats: feeCeiling(rate, size.vsize), statedSats: stated !== null && stated >= 0n ? stated : null };
}

/**
 * The most the check may let `psbt` leave to miners (`what`: "this purchase", "the padding transaction"): `shown`,
 * what the dialog showed, capped by the bound at the rate shown (the bound alone when it showed none). Refused here,
 * in plain words, when the PSBT says it leaves more than the bound, or `paid` is more (the fee from the chain's amounts,
 * or the one a market states for the transaction it built).
 */
export function boundedPsbtFee(
  psbt: string,
  input: { readonly rate: number; readonly what: string; readonly shown?: bigint | null; readonly paid?: bigint | null },
): { readonly bound: FeeBound; readonly maxSats: bigint } {
  const bound = psbtFeeBound(psbt, input.rate, input.what);
  // The larger of what the PSBT says it leaves to miners and what the caller knows it pays.
  const known = [input.paid ?? null, bound.statedSats].filter((p): p is bigint => p !== null);
  const paid = known.length === 0 ? null : known.reduce((a, b) => (a > b ? a : b));
  const sentence = `${input.what.charAt(0).toUpperCase()}${input.what.slice(1)}`;
  return { bound, maxSats: boundedFee(bound, sentence, input.shown ?? null, paid) };
}
