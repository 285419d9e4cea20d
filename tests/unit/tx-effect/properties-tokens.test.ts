import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PsbtIntent, PsbtToSign, PsbtVerdict } from '../../../src/domain/psbt-intent';
import { PSBT_CHECKS } from '../../../src/domain/tx-effect/psbt-checks';
import type { TokenLot } from '../../../src/domain/tx-effect/token-lot';
import type { OutpointFacts } from '../../../src/domain/tx-effect/tx-facts';
import type { ConnectedAccount } from '../../../src/domain/wallet-session';
import { WALLET_SHAPES } from '../../helpers/tx-world';
import { brc20Sweep, runesSweep, tokenBuy, type HeldToken } from '../../helpers/tx-world-tokens';
import { propertyRuns } from './property-runs';

/**
 * Issue 41: token purchases generated (brc-20, runes, ARC-20; a single buy and a sweep), each honest one accepted,
 * then its amount changed by one unit of the token, on the seller's output (what the indexer says it holds) or in
 * what the dialog shows: every such change is refused. 1,000 runs per flow. The amounts are written out here from
 * raw integers (this file's own formatting, not the app's): decimals and divisibility from 0 to 18, trailing zeros
 * and a tick's case varied where the protocol says they are the same amount or tick.
 */
const RUNS = propertyRuns(1_000);
const check = (b: {
  psbt: string;
  intent: PsbtIntent;
  account: ConnectedAccount;
  toSign: readonly PsbtToSign[];
  facts: ReadonlyMap<string, OutpointFacts | null>;
}): PsbtVerdict => PSBT_CHECKS[b.intent.kind]!({ psbtHex: b.psbt, intent: b.intent, account: b.account, toSignInputs: b.toSign, facts: b.facts });
const verdictOf = (v: PsbtVerdict) => (v.ok ? 'passed' : v.reason);

/** `raw` units at `places` decimal places as text, with `pad` extra trailing zeros in the fraction ('1230' at 2 is '12.30'). */
function decimal(raw: bigint, places: number, pad = 0): string {
  const digits = raw.toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places) + '0'.repeat(places > 0 ? pad : 0);
  return fraction ? `${whole}.${fraction}` : whole;
}
const anyCase = (text: string, mask: number) => [...text].map((c, i) => ((mask >> i) & 1 ? c.toUpperCase() : c.toLowerCase())).join('');

const raw = fc.bigInt({ min: 2n, max: 10n ** 24n });
const shape = fc.constantFrom(...WALLET_SHAPES);
const delta = fc.constantFrom(1n, -1n);
const where = fc.constantFrom('held' as const, 'shown' as const);

interface Case {
  readonly honest: () => {
    psbt: string;
    intent: PsbtIntent;
    account: ConnectedAccount;
    toSign: readonly PsbtToSign[];
    facts: Map<string, OutpointFacts | null>;
  };
  readonly mutated: () => ReturnType<Case['honest']>;
  readonly refusal: RegExp;
}

const brc20Case = fc
  .record({ tick: fc.constantFrom('ordi', 'sats', 'pizza', 'tEsT'), places: fc.integer({ min: 0, max: 18 }), raw, pad: fc.nat(3), mask: fc.nat(31) })
  .chain((g) => fc.record({ g: fc.constant(g), buyer: shape, seller: shape, delta, where }))
  .map(({ g, buyer, seller, delta: d, where: w }): Case => {
    const shown = (r: bigint): TokenLot => ({ kind: 'brc20', tick: g.tick, amount: decimal(r, g.places) });
    const held = (r: bigint): HeldToken => ({ kind: 'brc20', tick: anyCase(g.tick, g.mask), amount: decimal(r, g.places, g.pad) });
    return {
      honest: () => tokenBuy(shown(g.raw), held(g.raw), { buyer, seller }),
      mutated: () => (w === 'held' ? tokenBuy(shown(g.raw), held(g.raw + d), { buyer, seller }) : tokenBuy(shown(g.raw + d), held(g.raw), { buyer, seller })),
      refusal: /^the seller's output does not hold the .+ shown: it holds a transfer of .+\.$/,
    };
  });

const runesCase = fc
  .record({ places: fc.integer({ min: 0, max: 18 }), raw, pad: fc.nat(3) })
  .chain((g) => fc.record({ g: fc.constant(g), buyer: shape, seller: shape, delta, where }))
  .map(({ g, buyer, seller, delta: d, where: w }): Case => {
    const shown = (r: bigint): TokenLot => ({ kind: 'runes', rune: 'DEVNET•RUNE', amount: decimal(r, g.places, g.pad) });
    const held = (r: bigint): HeldToken => ({ kind: 'runes', rune: 'DEVNET•RUNE', raw: r.toString(), divisibility: g.places });
    return {
      honest: () => tokenBuy(shown(g.raw), held(g.raw), { buyer, seller }),
      mutated: () => (w === 'held' ? tokenBuy(shown(g.raw), held(g.raw + d), { buyer, seller }) : tokenBuy(shown(g.raw + d), held(g.raw), { buyer, seller })),
      refusal: /^the seller's output does not hold the .+ DEVNET•RUNE shown: it holds \d+ raw units of DEVNET•RUNE \(divisibility \d+\)\.$/,
    };
  });

/** An ARC-20 lot's output holds as many sats as units: a few sizes, so each signed purchase is reused. */
const arc20Case = fc
  .record({ sats: fc.constantFrom(546n, 1_000n, 4_321n, 10_000n), buyer: shape, seller: shape, delta, where })
  .map(({ sats, buyer, seller, delta: d, where: w }): Case => {
    const shown = (n: bigint): TokenLot => ({ kind: 'arc20', ticker: 'atom', amount: n.toString() });
    const held = (n: bigint): HeldToken => ({ kind: 'arc20', ticker: 'atom', amount: n.toString() });
    const on = { buyer, seller, itemSats: sats };
    return {
      honest: () => tokenBuy(shown(sats), held(sats), on),
      mutated: () => (w === 'held' ? tokenBuy(shown(sats), held(sats + d), on) : tokenBuy(shown(sats + d), held(sats), on)),
      refusal: /^the seller's output does not hold the [\d,]+ atom shown: it holds [\d,]+ atom\.$/,
    };
  });

/** Two or three transfers of one tick from two sellers; one lot's amount changed. */
const brc20SweepCase = fc
  .record({
    places: fc.integer({ min: 0, max: 18 }),
    raws: fc.array(raw, { minLength: 2, maxLength: 3 }),
    pick: fc.nat(2),
    buyer: shape,
    delta,
    where,
  })
  .map(({ places, raws, pick, buyer, delta: d, where: w }): Case => {
    const k = pick % raws.length;
    const lots = (rs: readonly bigint[]): TokenLot[] => rs.map((r) => ({ kind: 'brc20', tick: 'ordi', amount: decimal(r, places) }));
    const helds = (rs: readonly bigint[]): HeldToken[] => rs.map((r) => ({ kind: 'brc20', tick: 'ordi', amount: decimal(r, places) }));
    const changed = raws.map((r, i) => (i === k ? r + d : r));
    return {
      honest: () => brc20Sweep(lots(raws), helds(raws), buyer),
      mutated: () => (w === 'held' ? brc20Sweep(lots(raws), helds(changed), buyer) : brc20Sweep(lots(changed), helds(raws), buyer)),
      refusal: /^the seller's input \d+ does not hold the .+ ordi shown: it holds a transfer of .+ ordi\.$/,
    };
  });

/** Two or three rune lots; one lot's amount changed (no outpoint names a rune lot: no input then holds it exactly). */
const runesSweepCase = fc
  .record({ places: fc.integer({ min: 0, max: 18 }), raws: fc.uniqueArray(raw, { minLength: 2, maxLength: 3 }), pick: fc.nat(2), buyer: shape, delta, where })
  .filter(({ raws, pick, delta: d }) => !raws.includes(raws[pick % raws.length]! + d))
  .map(({ places, raws, pick, buyer, delta: d, where: w }): Case => {
    const k = pick % raws.length;
    const lots = (rs: readonly bigint[]) => rs.map((r) => ({ rune: 'DEVNET•RUNE', amount: decimal(r, places) }));
    const helds = (rs: readonly bigint[]): HeldToken[] => rs.map((r) => ({ kind: 'runes', rune: 'DEVNET•RUNE', raw: r.toString(), divisibility: places }));
    const changed = raws.map((r, i) => (i === k ? r + d : r));
    return {
      honest: () => runesSweep(lots(raws), helds(raws), buyer),
      mutated: () => (w === 'held' ? runesSweep(lots(raws), helds(changed), buyer) : runesSweep(lots(changed), helds(raws), buyer)),
      refusal: /^no seller's signed input holds exactly .+ DEVNET•RUNE with a payout of the .+ BTC shown for item \d\.$/,
    };
  });

const FLOWS: readonly [string, fc.Arbitrary<Case>][] = [
  ['brc-20 purchase', brc20Case],
  ['rune purchase', runesCase],
  ['ARC-20 purchase', arc20Case],
  ['brc-20 sweep', brc20SweepCase],
  ['runes sweep', runesSweepCase],
];

describe.each(FLOWS)('the %s, generated', (flow, cases) => {
  it(`accepts every honest lot and refuses every one changed by one unit (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(cases, (c) => {
        expect(verdictOf(check(c.honest()))).toBe('passed');
        expect(verdictOf(check(c.mutated()))).toMatch(c.refusal);
      }),
      { numRuns: RUNS },
    );
    console.log(`${flow}: ${RUNS} honest lots accepted; ${RUNS} lots changed by one unit refused`);
  }, 600_000);
});
