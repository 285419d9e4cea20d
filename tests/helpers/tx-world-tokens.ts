import type { BuyIntent, SweepIntent } from '../../src/domain/tx-effect/intents';
import type { TokenLot } from '../../src/domain/tx-effect/token-lot';
import { outpointKey, type OutpointFacts } from '../../src/domain/tx-effect/tx-facts';
import { honestSweep } from './tx-world-sweep';
import { PLAIN_BUY, honestBuy, txidOf, type Built, type BuyShape, type WalletShape } from './tx-world';

/**
 * Token purchases (issue 41): the market's honest purchase of a brc-20 transfer inscription, a rune lot or an ARC-20
 * lot, with what the indexer says the seller's output holds. The signed transaction does not depend on the token
 * (a token is a fact about the seller's output, not a field of the PSBT), so each shape is signed once and reused.
 */

/** What the seller's output holds, as the indexer says it: a transfer inscription's body, raw runes, or an atomical. */
export type HeldToken =
  | { readonly kind: 'brc20'; readonly tick: string; readonly amount: string }
  | { readonly kind: 'runes'; readonly rune: string; readonly raw: string; readonly divisibility: number }
  | { readonly kind: 'arc20'; readonly ticker: string; readonly amount: string };

const signed = new Map<string, Built<BuyIntent>>();
/** The purchase of this shape, signed once. */
function baseBuy(shape: BuyShape): Built<BuyIntent> {
  const key = JSON.stringify(shape, (_, v) => (typeof v === 'bigint' ? v.toString() : v));
  return signed.get(key) ?? signed.set(key, honestBuy(shape)).get(key)!;
}

/** The seller's output's facts with the token on it (an ARC-20 lot's sats are its output's; brc-20 rides the inscription). */
export function itemFacts(base: OutpointFacts, held: HeldToken): OutpointFacts {
  if (held.kind === 'brc20')
    return { ...base, inscriptions: base.inscriptions.map((x, i) => (i === 0 ? { ...x, brc20: { tick: held.tick, amount: held.amount } } : x)) };
  if (held.kind === 'runes') return { ...base, inscriptions: [], runes: [{ rune: held.rune, amount: held.raw, divisibility: held.divisibility }] };
  return { ...base, inscriptions: [], arc20: [{ ticker: held.ticker, amount: held.amount }] };
}

/**
 * A single purchase of `lot` (what the dialog shows) from an output holding `held` (what the indexer says): a brc-20
 * transfer bought by its outpoint and inscription; a rune lot by the seller's signed input (no outpoint names it);
 * an ARC-20 lot by the atomical's outpoint.
 */
export function tokenBuy(lot: TokenLot, held: HeldToken, shape: { buyer: WalletShape; seller: WalletShape; itemSats?: bigint } = PLAIN_BUY): Built<BuyIntent> {
  const base = baseBuy({ ...PLAIN_BUY, buyer: shape.buyer, seller: shape.seller, itemSats: shape.itemSats ?? PLAIN_BUY.itemSats });
  const key = outpointKey(txidOf(1), 0);
  const facts = new Map(base.facts);
  facts.set(key, itemFacts(base.facts.get(key)!, held));
  // A rune lot names no outpoint (the seller's signed input is the item); an ARC-20 lot is no inscription.
  const { item, inscriptionId, ...plainBuy } = base.intent;
  const intent: BuyIntent =
    lot.kind === 'brc20' ? { ...plainBuy, item, inscriptionId, gets: lot } : { ...plainBuy, ...(lot.kind === 'arc20' ? { item } : {}), gets: lot };
  return { ...base, intent, facts };
}

const sweeps = new Map<string, Built<SweepIntent>>();
/** A sweep of brc-20 transfers (two sellers' inscriptions, bought by outpoint), each lot shown and each output's body as held. */
export function brc20Sweep(lots: readonly TokenLot[], held: readonly HeldToken[], buyer: WalletShape = 'two-address'): Built<SweepIntent> {
  const key = `${buyer}:${lots.length}`;
  const base =
    sweeps.get(key) ??
    sweeps
      .set(
        key,
        honestSweep({
          buyer,
          items: lots.map((_, k) => ({
            seller: k % 2 === 0 ? (0 as const) : (2 as const),
            shape: 'taproot' as const,
            itemSats: 546n,
            itemOffset: 0n,
            priceSats: 100_000n + BigInt(k),
          })),
          paddingSats: 600n,
          fundingSats: [2_000_000n],
          serviceFeeSats: 4_000n,
          networkFeeSats: 3_000n,
        }),
      )
      .get(key)!;
  const facts = new Map(base.facts);
  held.forEach((h, k) => {
    const at = outpointKey(txidOf(100 + k), k);
    facts.set(at, itemFacts(base.facts.get(at)!, h));
  });
  return { ...base, facts, intent: { ...base.intent, items: base.intent.items.map((item, k) => ({ ...item, gets: lots[k]! })) } };
}

const runeSweeps = new Map<string, Built<SweepIntent>>();
/** A sweep of rune lots (no outpoint names them: each is the seller's signed input holding exactly the lot), as held. */
export function runesSweep(
  lots: readonly { readonly rune: string; readonly amount: string }[],
  held: readonly HeldToken[],
  buyer: WalletShape = 'two-address',
): Built<SweepIntent> {
  const key = `${buyer}:${lots.length}`;
  const base =
    runeSweeps.get(key) ??
    runeSweeps
      .set(
        key,
        honestSweep({
          buyer,
          items: lots.map((_, k) => ({
            seller: k % 2 === 0 ? (0 as const) : (2 as const),
            shape: 'segwit' as const,
            itemSats: 546n,
            itemOffset: 0n,
            priceSats: 50_000n + BigInt(k) * 1_000n,
            runes: { rune: 'PLACE•HOLDER', raw: '1', divisibility: 0, shown: '1' },
          })),
          paddingSats: 600n,
          fundingSats: [2_000_000n],
          serviceFeeSats: 4_000n,
          networkFeeSats: 3_000n,
        }),
      )
      .get(key)!;
  const facts = new Map(base.facts);
  held.forEach((h, k) => {
    const at = outpointKey(txidOf(100 + k), k);
    facts.set(at, itemFacts(base.facts.get(at)!, h));
  });
  return { ...base, facts, intent: { ...base.intent, items: base.intent.items.map((item, k) => ({ ...item, runes: lots[k]! })) } };
}
