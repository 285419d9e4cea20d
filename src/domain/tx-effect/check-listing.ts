import type { Network } from '../network';
import type { PsbtVerdict } from '../psbt-intent';
import type { ConnectedAccount } from '../wallet-session';
import { sameBytes, scriptOf, scriptWords } from './scripts';
import type { SellerRunes, StatedEffect } from './stated-effect';
import { assetWords, isRuneAmount, outpointKey, type OutpointFacts, type TxFacts } from './tx-facts';
import { btcWords, refuse } from './verdict-words';

/**
 * Whether an output holds exactly these runes and nothing else (no inscription, no other rune, no ARC-20). The rune's
 * divisibility must be the indexer's word: without it, 100,000,000 units could be 1 or 100,000,000 runes.
 */
export function holdsExactly(held: OutpointFacts | null | undefined, want: SellerRunes): boolean {
  if (!held || held.inscriptions.length > 0 || held.arc20.length > 0 || held.runes.length !== 1) return false;
  const [r] = held.runes;
  return r!.rune === want.rune && r!.divisibility !== undefined && isRuneAmount(r!.amount, r!.divisibility, want.amount);
}

/** A raw amount as one text whatever its leading zeros ('010' and '10' are the same). */
const units = (amount: string): string => (/^\d+$/.test(amount) ? BigInt(amount).toString() : amount);

/**
 * A listing: the user signs only the item, paired with the output that pays the price to the user's own address, and
 * the item's output holds exactly what the dialog showed it selling (`approved` is the verdict when it does).
 */
export function checkListing(
  listing: NonNullable<StatedEffect['listing']>,
  paired: { readonly amount: bigint; readonly script: Uint8Array | undefined } | undefined,
  net: Network,
  who: ConnectedAccount,
  scripts: { readonly ordinals: Uint8Array | null; readonly payment: Uint8Array | null },
  facts: TxFacts,
  approved: PsbtVerdict,
): PsbtVerdict {
  const pay = scriptOf(listing.payAddress, net);
  if (!pay) return refuse(`the payout address ${listing.payAddress} is not a ${net} address.`);
  // The payout is the user's own address, from the wallet: never the address a listing record names.
  if (!sameBytes(pay, scripts.payment) && !sameBytes(pay, scripts.ordinals))
    return refuse(`the payout address ${listing.payAddress} is not one of your addresses (${who.paymentAddress}).`);
  if (!paired) return refuse('there is no payout to you paired with the item.');
  if (!sameBytes(paired.script, pay)) return refuse(`the payout goes to ${scriptWords(paired.script, net)}, not to your address ${listing.payAddress}.`);
  if (paired.amount !== listing.priceSats) return refuse(`the payout is ${btcWords(paired.amount)}, not the ${btcWords(listing.priceSats)} you set.`);
  // The listing sells the whole output: inscriptions that share it go with it (the item page says so); its runes and
  // ARC-20 are exactly the ones the dialog showed it selling (a rune listing moves those runes, no others, no fewer).
  const held = facts.get(outpointKey(listing.item.txid, listing.item.vout));
  if (!held) return refuse('what the item you are listing holds could not be looked up.');
  // A rune lot: the output the market named must hold exactly the lot shown, no other rune, inscription or ARC-20.
  if (listing.lot)
    return holdsExactly(held, listing.lot)
      ? approved
      : refuse(
          `the output it spends (${listing.item.txid}:${listing.item.vout}) does not hold exactly the ${listing.lot.amount} ${listing.lot.rune} shown, and nothing else.`,
        );
  // The inscription shown is on the output the PSBT spends: where it is comes from the chain, never the market's word.
  if (listing.inscriptionId && !held.inscriptions.some((i) => i.id === listing.inscriptionId))
    return refuse(`the output it spends (${listing.item.txid}:${listing.item.vout}) does not hold the inscription you are listing.`);
  // A rune or ARC-20 listing shows no inscriptions: one riding on the output would be sold unseen.
  const sellsTokens = listing.sells.runes.length > 0 || listing.sells.arc20.length > 0;
  if (sellsTokens && held.inscriptions.length > 0)
    return refuse(`the item's output also holds ${assetWords({ ...held, runes: [], arc20: [] })}, which this listing would sell with it.`);
  const runeKey = (r: { rune: string; amount: string }) => `${r.rune}\u0000${units(r.amount)}`;
  const arcKey = (a: { ticker: string; amount: string }) => `${a.ticker}\u0000${units(a.amount)}`;
  const extra = {
    runes: held.runes.filter((r) => !listing.sells.runes.some((s) => runeKey(s) === runeKey(r))),
    arc20: held.arc20.filter((a) => !listing.sells.arc20.some((s) => arcKey(s) === arcKey(a))),
  };
  if (extra.runes.length > 0 || extra.arc20.length > 0)
    return refuse(`the item's output also holds ${assetWords({ ...extra, amount: 0n, inscriptions: [] })}, which this listing would sell with it.`);
  const missing = {
    runes: listing.sells.runes.filter((s) => !held.runes.some((r) => runeKey(s) === runeKey(r))),
    arc20: listing.sells.arc20.filter((s) => !held.arc20.some((a) => arcKey(s) === arcKey(a))),
  };
  if (missing.runes.length > 0 || missing.arc20.length > 0)
    return refuse(`the item's output does not hold the ${assetWords({ ...missing, amount: 0n, inscriptions: [] })} the dialog showed it selling.`);
  return approved;
}
