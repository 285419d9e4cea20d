import { hex } from '@scure/base';
import { decodePsbt } from './psbt-decode';
import type { Outpoint } from './stated-effect';

/**
 * The sats of the output a purchase's item lands on (first in, first out, from the amounts the PSBT states; the check
 * then holds them to the chain's): what goes with the item to the buyer's ordinals address, its own sats and the
 * padding's. `item`: the item's outpoint, or null for the market's layout (the seller's input is input 1). Null when
 * the PSBT cannot be read or an amount before the item is not stated.
 */
export function itemOutputSats(psbt: string, item: Outpoint | null, offset: bigint, sellerInput = 1): bigint | null {
  const tx = decodePsbt(psbt);
  if (!tx) return null;
  const inputs = Array.from({ length: tx.inputsLength }, (_, i) => tx.getInput(i));
  const at = item
    ? inputs.findIndex((i) => i.txid !== undefined && hex.encode(i.txid) === item.txid.toLowerCase() && i.index === item.vout)
    : sellerInput < inputs.length
      ? sellerInput
      : -1;
  if (at < 0) return null;
  let position = offset;
  for (const input of inputs.slice(0, at)) {
    const amount = input.witnessUtxo?.amount;
    if (amount === undefined) return null;
    position += amount;
  }
  let start = 0n;
  for (let o = 0; o < tx.outputsLength; o++) {
    const amount = tx.getOutput(o).amount ?? 0n;
    if (start + amount > position) return amount;
    start += amount;
  }
  return null;
}
