import { hex } from '@scure/base';
import { SigHash, Transaction } from '@scure/btc-signer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { PsbtIntent, PsbtToSign } from '../../../src/domain/psbt-intent';
import { PSBT_CHECKS } from '../../../src/domain/tx-effect/psbt-checks';
import { outpointKey, type OutpointFacts } from '../../../src/domain/tx-effect/tx-facts';
import { honestSweep } from '../../helpers/tx-world-sweep';
import {
  STRANGER,
  WALLET_SHAPES,
  honestBuy,
  honestDeposit,
  honestListing,
  honestPadding,
  honestUnlist,
  honestWithdraw,
  psbtOf,
  scriptOf,
  type Built,
} from '../../helpers/tx-world';
import { propertyRuns } from './property-runs';

/**
 * Property-based tests of the transaction-effect check (issue 21): for every flow, generated honest
 * transactions (Taproot and P2WPKH buyers and sellers, one- and two-address wallets, padding, change and dust,
 * non-zero offsets, several inscriptions in one output) are accepted; each then gets one mutation, and the
 * check must refuse it exactly when it changes what the user gives or gets, which this file's own oracle
 * decides from the mutation, not from the check. 1,000 runs per flow in full (property-runs.ts: a quarter in CI); fast-check prints the seed on failure.
 */
const RUNS = propertyRuns(1_000);
/** The sweep signs up to three sellers' inputs per run: fewer runs keep its file near the others' time. */
const RUNS_OF: Readonly<Record<string, number>> = { sweep: propertyRuns(300), 'sweep-runes': propertyRuns(200) };
const shape = fc.constantFrom(...WALLET_SHAPES);
const sats = (min: number, max: number) => fc.integer({ min, max }).map(BigInt);
const SIGHASHES = [0x00, 0x01, 0x02, 0x03, 0x81, 0x82, 0x83];

type Mutation =
  | { kind: 'amount'; output: number; delta: 1n | -1n }
  | { kind: 'stranger'; output: number }
  | { kind: 'non-canonical'; output: number }
  | { kind: 'field-sighash'; input: number; value: number }
  | { kind: 'request-sighash'; request: number; value: number }
  | { kind: 'swap-inputs'; a: number; b: number }
  | { kind: 'lower-stated'; input: number; by: bigint }
  | { kind: 'extra-output'; amount: bigint }
  | { kind: 'runestone' }
  | { kind: 'asset-on-input'; input: number; asset: 'inscription' | 'rune' | 'arc20' };

const mutation = (b: Built<PsbtIntent>): fc.Arbitrary<Mutation> => {
  const tx = read(b.psbt);
  const outs = tx.outputsLength;
  const ins = tx.inputsLength;
  const options: fc.Arbitrary<Mutation>[] = [
    fc.record({ kind: fc.constant('amount' as const), output: fc.nat(outs - 1), delta: fc.constantFrom(1n as const, -1n as const) }),
    fc.record({ kind: fc.constant('stranger' as const), output: fc.nat(outs - 1) }),
    fc.record({ kind: fc.constant('non-canonical' as const), output: fc.nat(outs - 1) }),
    fc.record({ kind: fc.constant('field-sighash' as const), input: fc.nat(ins - 1), value: fc.constantFrom(...SIGHASHES) }),
    fc.record({ kind: fc.constant('request-sighash' as const), request: fc.nat(b.toSign.length - 1), value: fc.constantFrom(...SIGHASHES) }),
    fc.record({ kind: fc.constant('extra-output' as const), amount: sats(0, 5_000) }),
    fc.constant({ kind: 'runestone' as const }),
    fc.record({
      kind: fc.constant('asset-on-input' as const),
      input: fc.constantFrom(...b.userInputs),
      asset: fc.constantFrom('inscription' as const, 'rune' as const, 'arc20' as const),
    }),
  ];
  if (ins > 1) options.push(fc.record({ kind: fc.constant('swap-inputs' as const), a: fc.nat(ins - 1), b: fc.nat(ins - 1) }).filter((m) => m.a !== m.b));
  const notSigned = [...Array(ins).keys()].filter((i) => !b.userInputs.includes(i));
  if (notSigned.length > 0) options.push(fc.record({ kind: fc.constant('lower-stated' as const), input: fc.constantFrom(...notSigned), by: sats(1, 300) }));
  return fc.oneof(...options);
};

const read = (psbt: string) => Transaction.fromPSBT(hex.decode(psbt), { allowUnknownOutputs: true, allowUnknownInputs: true });
const isTaproot = (script: Uint8Array | undefined) => !!script && script[0] === 0x51;
const sameBytes = (a: Uint8Array | undefined, b: Uint8Array) => !!a && a.length === b.length && a.every((x, i) => x === b[i]);

/** The same transaction with one more output at the end (rebuilt: btc-signer adds none after a signed input). */
function withOutput(tx: Transaction, out: { script: Uint8Array; amount: bigint }): Transaction {
  const copy = new Transaction({ allowUnknownOutputs: true, version: tx.version, lockTime: tx.lockTime });
  for (let o = 0; o < tx.outputsLength; o++) copy.addOutput(tx.getOutput(o));
  copy.addOutput(out);
  for (let i = 0; i < tx.inputsLength; i++) copy.addInput(tx.getInput(i));
  return copy;
}

/** Applies one mutation; null when it does not apply to this transaction (the run is then skipped). */
function apply(b: Built<PsbtIntent>, m: Mutation): { psbt: string; toSign: PsbtToSign[]; facts: Map<string, OutpointFacts | null> } | null {
  const tx = read(b.psbt);
  let toSign: PsbtToSign[] = b.toSign.map((r) => ({ ...r }));
  const facts = new Map(b.facts);
  switch (m.kind) {
    case 'amount': {
      const amount = tx.getOutput(m.output).amount! + m.delta;
      if (amount < 0n) return null;
      tx.updateOutput(m.output, { amount }, true);
      break;
    }
    case 'stranger':
      tx.updateOutput(m.output, { script: scriptOf(STRANGER) }, true);
      break;
    case 'non-canonical': {
      const s = tx.getOutput(m.output).script!;
      if (s[0] !== 0x51 && s[0] !== 0x00) return null;
      const target = new Uint8Array([s[0]!, 0x4c, s[1]!, ...s.subarray(2)]);
      const placeholder = new Uint8Array([0x6a, 0x4c, target.length - 3, ...new Array<number>(target.length - 3).fill(0xab)]);
      tx.updateOutput(m.output, { script: placeholder }, true);
      return { psbt: psbtOf(tx).replace(hex.encode(placeholder), hex.encode(target)), toSign, facts };
    }
    case 'field-sighash':
      tx.updateInput(m.input, { sighashType: m.value }, true);
      break;
    case 'request-sighash':
      toSign[m.request] = { ...toSign[m.request]!, sighashTypes: [m.value] };
      break;
    case 'swap-inputs': {
      const inputs = [...Array(tx.inputsLength).keys()].map((i) => tx.getInput(i));
      const swapped = new Transaction({ allowUnknownOutputs: true, version: tx.version, lockTime: tx.lockTime });
      const order = inputs.map((_, i) => (i === m.a ? m.b : i === m.b ? m.a : i));
      // Outputs first: btc-signer adds none after a signed input.
      for (let o = 0; o < tx.outputsLength; o++) swapped.addOutput(tx.getOutput(o));
      for (const i of order) swapped.addInput(inputs[i]!);
      // The server names the same inputs at their new places.
      toSign = toSign.map((r) => ({ ...r, index: order.indexOf(r.index) }));
      return { psbt: psbtOf(swapped), toSign, facts };
    }
    case 'lower-stated': {
      const utxo = tx.getInput(m.input).witnessUtxo!;
      if (utxo.amount <= m.by) return null;
      tx.updateInput(m.input, { witnessUtxo: { ...utxo, amount: utxo.amount - m.by } }, true);
      break;
    }
    case 'extra-output':
      return { psbt: psbtOf(withOutput(tx, { script: scriptOf(STRANGER), amount: m.amount })), toSign, facts };
    case 'runestone':
      return { psbt: psbtOf(withOutput(tx, { script: new Uint8Array([0x6a, 0x5d, 0x03, 0x00, 0x01, 0x02]), amount: 0n })), toSign, facts };
    case 'asset-on-input': {
      const input = tx.getInput(m.input);
      const key = outpointKey(hex.encode(input.txid!), input.index!);
      const held = facts.get(key)!;
      const extra = {
        inscription: { inscriptions: [...held.inscriptions, { id: 'f'.repeat(64) + 'i9', offset: held.amount - 1n }] },
        rune: { runes: [{ rune: 'ANOTHER•RUNE', amount: '7' }] },
        arc20: { arc20: [{ ticker: 'atom', amount: String(held.amount) }] },
      }[m.asset];
      if (m.asset === 'inscription' && held.inscriptions.some((i) => i.offset === held.amount - 1n)) return null;
      facts.set(key, { ...held, ...extra });
      break;
    }
  }
  return { psbt: psbtOf(tx), toSign, facts };
}

/**
 * The oracle: must the check refuse this mutation? Written from what each mutation does to the user, not from
 * the check's code. A listing signs SINGLE|ANYONECANPAY: only its item and paired output are committed to.
 */
function mustRefuse(b: Built<PsbtIntent>, m: Mutation, flow: string): boolean {
  const tx = read(b.psbt);
  const listing = flow === 'list';
  const userOut = (o: number) => {
    const s = tx.getOutput(o).script!;
    return sameBytes(s, scriptOf(b.account.ordinalsAddress)) || sameBytes(s, scriptOf(b.account.paymentAddress));
  };
  switch (m.kind) {
    case 'amount':
      // One sat more to the user's own output (not a listing's payout) only lowers the fee: nothing taken from the user.
      return !(m.delta === 1n && !listing && userOut(m.output));
    case 'stranger':
    case 'non-canonical':
      return true;
    case 'field-sighash': {
      const signed = b.userInputs.includes(m.input) && b.toSign.some((r) => r.index === m.input);
      if (!signed) return false;
      if (listing) return m.value !== SigHash.SINGLE_ANYONECANPAY;
      return !(m.value === SigHash.ALL || (m.value === SigHash.DEFAULT && isTaproot(tx.getInput(m.input).witnessUtxo!.script)));
    }
    case 'request-sighash': {
      const input = tx.getInput(b.toSign[m.request]!.index);
      const effective = input.sighashType ?? (isTaproot(input.witnessUtxo!.script) ? SigHash.DEFAULT : SigHash.ALL);
      return m.value !== effective;
    }
    case 'swap-inputs': {
      if (b.assetInput === null) return false;
      const assets = b.assetInputs ?? [{ input: b.assetInput, offset: (b.intent as unknown as { itemOffset: bigint }).itemOffset }];
      // A seller's signature pairs its input with the output at the same index; an item's sat moves with the amounts before it.
      if ((flow === 'buy' || flow.startsWith('sweep')) && assets.some((x) => m.a === x.input || m.b === x.input)) return true;
      const amounts = [...Array(tx.inputsLength).keys()].map((i) => tx.getInput(i).witnessUtxo!.amount);
      const order = amounts.map((_, i) => (i === m.a ? m.b : i === m.b ? m.a : i));
      // Where a sat lands: the output whose range covers its position. Harmful when it is no longer the script the honest one reached.
      const landing = (position: bigint) => {
        let end = 0n;
        for (let o = 0; o < tx.outputsLength; o++) if ((end += tx.getOutput(o).amount!) > position) return tx.getOutput(o).script!;
        return null;
      };
      // Runes have no sat of their own: without a runestone they all go to the first output, whatever the order.
      return assets.some(({ input, offset, runes }) => {
        if (runes) return false;
        const before = order.slice(0, order.indexOf(input)).reduce((a, i) => a + amounts[i]!, 0n);
        const was = landing(amounts.slice(0, input).reduce((a, x) => a + x, 0n) + offset)!;
        const now = landing(before + offset);
        return !now || !sameBytes(now, was);
      });
    }
    case 'lower-stated':
      return true;
    case 'extra-output':
    case 'runestone':
      return !listing;
    case 'asset-on-input':
      // A listing sells its whole output: other inscriptions go with it (the item page says so); runes and ARC-20 would go unseen.
      return !listing || m.asset !== 'inscription';
  }
}

/** A raw rune amount as a listing shows it, written out digit by digit: 1234500 at 4 places is '123.45'. */
function shownUnits(raw: bigint, places: number): string {
  const digits = raw.toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

const check = (b: Built<PsbtIntent>, over: { psbt: string; toSign: PsbtToSign[]; facts: Map<string, OutpointFacts | null> }) =>
  PSBT_CHECKS[b.intent.kind]!({ psbtHex: over.psbt, intent: b.intent, account: b.account, toSignInputs: over.toSign, facts: over.facts });

export const FLOWS: readonly [string, fc.Arbitrary<Built<PsbtIntent>>][] = [
  [
    'buy',
    fc
      .record({
        buyer: shape,
        seller: shape,
        paddingSats: sats(330, 2_000),
        itemSats: sats(330, 20_000),
        offsetPermille: fc.nat(999),
        others: fc.array(fc.nat(999), { maxLength: 2 }),
        priceSats: sats(1_000, 500_000),
        serviceFeeSats: fc.oneof(fc.constant(0n), sats(100, 5_000)),
        networkFeeSats: sats(200, 5_000),
        extra: sats(0, 100_000),
        moreFunding: fc.array(sats(1_000, 200_000), { maxLength: 2 }),
      })
      .map((r) =>
        honestBuy({
          ...r,
          itemOffset: (r.itemSats * BigInt(r.offsetPermille)) / 1000n,
          otherInscriptions: [...new Set(r.others.map((p) => (r.itemSats * BigInt(p)) / 1000n))].filter(
            (o) => o !== (r.itemSats * BigInt(r.offsetPermille)) / 1000n,
          ),
          fundingSats: [r.priceSats + r.serviceFeeSats + r.networkFeeSats + r.extra, ...r.moreFunding],
        }),
      ),
  ],
  [
    'sweep',
    fc
      .record({
        buyer: shape,
        items: fc.array(
          fc.record({
            seller: fc.constantFrom(0 as const, 2 as const),
            shape,
            itemSats: sats(330, 20_000),
            permille: fc.nat(999),
            priceSats: sats(1_000, 500_000),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        paddingSats: sats(330, 2_000),
        serviceFeeSats: fc.oneof(fc.constant(0n), sats(546, 5_000)),
        networkFeeSats: sats(200, 5_000),
        extra: sats(0, 100_000),
        moreFunding: fc.array(sats(1_000, 200_000), { maxLength: 2 }),
      })
      .map((r) => {
        const items = r.items.map((i) => ({ ...i, itemOffset: (i.itemSats * BigInt(i.permille)) / 1000n }));
        const paid = items.reduce((a, i) => a + i.priceSats, 0n) + r.serviceFeeSats + r.networkFeeSats + r.extra;
        return honestSweep({ ...r, items, fundingSats: [paid, ...r.moreFunding] });
      }),
  ],
  [
    'sweep-runes',
    fc
      .record({
        buyer: shape,
        items: fc.array(
          fc.record({
            seller: fc.constantFrom(0 as const, 2 as const),
            shape,
            itemSats: sats(330, 20_000),
            priceSats: sats(1_000, 500_000),
            rune: fc.constantFrom('DEVNET•RUNE', 'OTHER•RUNE'),
            raw: fc.bigInt({ min: 1n, max: 10n ** 12n }),
            divisibility: fc.nat(8),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        paddingSats: sats(330, 2_000),
        serviceFeeSats: fc.oneof(fc.constant(0n), sats(546, 5_000)),
        networkFeeSats: sats(200, 5_000),
        extra: sats(0, 100_000),
        moreFunding: fc.array(sats(1_000, 200_000), { maxLength: 2 }),
      })
      .map((r) => {
        const items = r.items.map((i) => ({
          ...i,
          itemOffset: 0n,
          runes: { rune: i.rune, raw: i.raw.toString(), divisibility: i.divisibility, shown: shownUnits(i.raw, i.divisibility) },
        }));
        const paid = items.reduce((a, i) => a + i.priceSats, 0n) + r.serviceFeeSats + r.networkFeeSats + r.extra;
        return honestSweep({ ...r, items, fundingSats: [paid, ...r.moreFunding] });
      }),
  ],
  [
    'padding',
    fc
      .record({ s: shape, source: sats(20_000, 2_000_000), padding: sats(546, 1_200), fee: sats(100, 5_000) })
      .map((r) => honestPadding(r.s, r.source, r.padding, r.fee)),
  ],
  [
    'list',
    fc
      .record({ s: shape, item: sats(330, 20_000), price: sats(1_000, 100_000_000), update: fc.boolean() })
      .map((r) => honestListing(r.s, r.item, r.price, r.update ? 'update-price' : 'list')),
  ],
  [
    'unlist',
    fc
      .record({
        s: shape,
        item: sats(330, 20_000),
        permille: fc.nat(999),
        funding: fc.array(sats(2_000, 100_000), { minLength: 1, maxLength: 3 }),
        fee: sats(100, 1_900),
      })
      .map((r) => honestUnlist(r.s, r.item, (r.item * BigInt(r.permille)) / 1000n, r.funding, r.fee)),
  ],
  [
    'deposit',
    fc
      .record({
        s: shape,
        item: sats(330, 20_000),
        permille: fc.nat(999),
        funding: fc.array(sats(2_000, 100_000), { minLength: 1, maxLength: 3 }),
        fee: sats(100, 1_900),
      })
      .map((r) => honestDeposit(r.s, r.item, (r.item * BigInt(r.permille)) / 1000n, r.funding, r.fee)),
  ],
  [
    'withdraw',
    fc
      .record({
        s: shape,
        part: fc.constantFrom('payment' as const, 'approve' as const, 'cancel' as const),
        funding: fc.array(sats(10_000, 100_000), { minLength: 1, maxLength: 3 }),
        moduleFee: sats(546, 5_000),
        fee: sats(100, 4_000),
      })
      .map((r) => honestWithdraw(r.s, r.part, r.funding, r.moduleFee, r.fee)),
  ],
];

/** The property for each of these flows, 1,000 runs each; the counts of each outcome are printed. */
export const describeFlows = (names: readonly string[]) =>
  describe.each(FLOWS.filter(([name]) => names.includes(name)))('the %s flow, generated', (flow, honest) => {
    it(`accepts every honest transaction and refuses exactly the mutations that change the user's effect (${RUNS_OF[flow] ?? RUNS} runs)`, () => {
      const seen = { accepted: 0, refused: 0, skipped: 0 };
      fc.assert(
        fc.property(
          honest.chain((b) => fc.tuple(fc.constant(b), mutation(b))),
          ([b, m]) => {
            const verdict = check(b, { psbt: b.psbt, toSign: [...b.toSign], facts: b.facts });
            expect(verdict.ok ? 'passed' : verdict.reason).toBe('passed');
            const mutated = apply(b, m);
            if (!mutated) return void seen.skipped++;
            const refuse = mustRefuse(b, m, flow);
            const after = check(b, mutated);
            expect({ mutation: m, refused: !after.ok, reason: after.ok ? null : after.reason }).toMatchObject({ refused: refuse });
            seen[after.ok ? 'accepted' : 'refused']++;
          },
        ),
        { numRuns: RUNS_OF[flow] ?? RUNS },
      );
      // Both outcomes occur: the oracle is not one constant.
      expect(seen.refused).toBeGreaterThan((RUNS_OF[flow] ?? RUNS) / 2);
      expect(seen.refused + seen.accepted + seen.skipped).toBe(RUNS_OF[flow] ?? RUNS);
      console.log(
        `${flow}: ${RUNS_OF[flow] ?? RUNS} honest transactions accepted; mutations refused ${seen.refused}, accepted (harmless) ${seen.accepted}, not applicable ${seen.skipped}`,
      );
    }, 600_000);
  });
