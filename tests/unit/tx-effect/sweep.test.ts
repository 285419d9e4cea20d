import { describe, expect, it } from 'vitest';
import type { PsbtVerdict } from '../../../src/domain/psbt-intent';
import { PSBT_CHECKS } from '../../../src/domain/tx-effect/psbt-checks';
import type { SweepIntent } from '../../../src/domain/tx-effect/intents';
import { honestSweep, type SweepShape } from '../../helpers/tx-world-sweep';
import type { Built } from '../../helpers/tx-world';

/** The sweep's check (issue 29): each seller paid exactly what the review showed, each item the indexer located, bought. */
const check = (b: Built<SweepIntent>, intent: SweepIntent = b.intent): PsbtVerdict =>
  PSBT_CHECKS.sweep!({ psbtHex: b.psbt, intent, account: b.account, toSignInputs: b.toSign, facts: b.facts });
const reason = (v: PsbtVerdict) => (v.ok ? 'passed' : v.reason);
const item = (seller: 0 | 2, priceSats: bigint) => ({ seller, shape: 'taproot' as const, itemSats: 546n, itemOffset: 0n, priceSats });
const SHAPE: SweepShape = {
  buyer: 'two-address',
  // Account 1 sells two of the three: its payouts are told apart by their index, not their address.
  items: [item(0, 60_000n), item(2, 70_000n), item(0, 80_000n)],
  paddingSats: 600n,
  fundingSats: [1_000_000n],
  serviceFeeSats: 4_200n,
  networkFeeSats: 3_000n,
};

describe('a sweep of three items from two sellers', () => {
  it('is accepted as the market built it, asking the wallet for the paddings and the funds only', () => {
    const b = honestSweep(SHAPE);
    const verdict = check(b);
    expect(reason(verdict)).toBe('passed');
    expect(verdict.ok && verdict.toSign?.map((r) => r.index)).toEqual([0, 1, 2, 6]);
  });
  it('is refused when a seller signed a payout above the price the review showed', () => {
    const b = honestSweep(SHAPE);
    const shown = { ...b.intent, items: b.intent.items.map((i, k) => (k === 1 ? { ...i, priceSats: 65_000n } : i)) };
    expect(reason(check(b, shown))).toBe('the seller of item 2 would get 0.0007 BTC, not the 0.00065 BTC shown.');
  });
  it('is refused when the market spends another output than the one the indexer located for an item', () => {
    const b = honestSweep(SHAPE);
    const shown = { ...b.intent, items: b.intent.items.map((i, k) => (k === 2 ? { ...i, item: { ...i.item!, vout: 9 } } : i)) };
    expect(reason(check(b, shown))).toBe('the transaction does not spend item 3.');
  });
  it('is refused when the review lists one item twice', () => {
    const b = honestSweep(SHAPE);
    const shown = { ...b.intent, items: [...b.intent.items, { ...b.intent.items[0]!, what: 'item 4' }] };
    expect(reason(check(b, shown))).toBe('item 4 is spent twice over in what was shown.');
  });
});

/** A rune lot names no outpoint: the check finds the seller's signed input holding exactly its runes, paid its price. */
const runeLot = (seller: 0 | 2, priceSats: bigint, raw: string, divisibility: number, shown: string) => ({
  ...item(seller, priceSats),
  runes: { rune: 'DEVNET•RUNE', raw, divisibility, shown },
});
const RUNES: SweepShape = {
  ...SHAPE,
  // Two lots alike but for their price, and one at divisibility 2: each must be told apart by what it holds and is paid.
  items: [runeLot(0, 60_000n, '500', 0, '500'), runeLot(2, 70_000n, '500', 0, '500'), runeLot(0, 80_000n, '12345', 2, '123.45')],
};

describe('a runes sweep of three lots from two sellers', () => {
  it('is accepted as the market built it: each lot is the seller input holding its runes, paid its price', () => {
    const b = honestSweep(RUNES);
    const verdict = check(b);
    expect(reason(verdict)).toBe('passed');
    expect(verdict.ok && verdict.toSign?.map((r) => r.index)).toEqual([0, 1, 2, 6]);
  });
  it('is refused when a seller input holds fewer runes than the review showed', () => {
    const b = honestSweep(RUNES);
    const shown = { ...b.intent, items: b.intent.items.map((i, k) => (k === 0 ? { ...i, runes: { rune: 'DEVNET•RUNE', amount: '5000' } } : i)) };
    expect(reason(check(b, shown))).toBe("no seller's signed input holds exactly 5000 DEVNET•RUNE with a payout of the 0.0006 BTC shown for item 1.");
  });
  it('reads the amount in the rune’s own units: 12345 raw at divisibility 2 is 123.45, not 12345', () => {
    const b = honestSweep(RUNES);
    const shown = { ...b.intent, items: b.intent.items.map((i, k) => (k === 2 ? { ...i, runes: { rune: 'DEVNET•RUNE', amount: '12345' } } : i)) };
    expect(reason(check(b, shown))).toContain('holds exactly 12345 DEVNET•RUNE');
  });
  it('is refused when a lot’s price differs from what its seller signed (the two 500-rune lots cannot be swapped)', () => {
    const b = honestSweep(RUNES);
    const shown = { ...b.intent, items: b.intent.items.map((i, k) => (k === 1 ? { ...i, priceSats: 60_000n } : i)) };
    expect(reason(check(b, shown))).toContain('with a payout of the 0.0006 BTC shown for item 2.');
  });
  it('is refused when the review shows more lots than the sellers signed: one input is never two lots', () => {
    const b = honestSweep(RUNES);
    const shown = { ...b.intent, items: [...b.intent.items, { ...b.intent.items[0]!, what: 'item 4' }] };
    expect(reason(check(b, shown))).toContain('for item 4.');
  });
  it('is refused when a rune lot also carries an inscription the review did not show', () => {
    const b = honestSweep(RUNES);
    const key = [...b.facts.keys()][4]!;
    const facts = new Map(b.facts);
    facts.set(key, { ...b.facts.get(key)!, inscriptions: [{ id: 'ab'.repeat(32) + 'i0', offset: 0n }] });
    expect(reason(check({ ...b, facts }))).toContain('for item 2.');
  });
  it('is refused when the indexer does not say the rune’s divisibility: 500 units could be 5.00 runes', () => {
    const b = honestSweep(RUNES);
    const key = [...b.facts.keys()][3]!;
    const facts = new Map(b.facts);
    const held = b.facts.get(key)!;
    facts.set(key, { ...held, runes: held.runes.map(({ rune, amount }) => ({ rune, amount })) });
    expect(reason(check({ ...b, facts }))).toContain('holds exactly 500 DEVNET•RUNE with a payout of the 0.0006 BTC shown for item 1.');
  });
});
