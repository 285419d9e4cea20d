import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FEE_ADDRESS } from '../../devnet/market/market-config';
import { deriveAccounts, type DevAccount } from '../../devnet/wallet/dev-accounts';
import { createSweepActors } from '../../src/flows/sweep/sweep.actors';
import { sweepMachine } from '../../src/flows/sweep/sweep.machine';
import type { Api } from '../../src/services/api/create-api';
import type { MarketAsset } from '../../src/domain/market/market-reads';
import { SEEDED_RUNE_LOTS } from '../../devnet/indexer/seed';
import { devnetPerFile, gatedSigner } from './devnet-world';
import type { World } from './real-world';

/**
 * The sweep against the devnet with the real actors, the real check and a wallet signing with the dev keys (issue 29):
 * five of the seeded Bench Pixels, one bought by another account meanwhile, the review rebuilt, four bought; every sat
 * of the transaction accounted for.
 */
const devnet = devnetPerFile();
const [one, friend, alice, bob] = deriveAccounts();
const BENCH: MarketAsset = { category: 'collection', collectionId: 'bench-pixels' };

const sweeper = (api: Api, dev: DevAccount, asset: MarketAsset = BENCH) => {
  const { signer } = gatedSigner({} as World, dev, api, {});
  const actors = createSweepActors({ api: async () => api, signer, network: 'testnet', config: { marketFeeAddress: FEE_ADDRESS } });
  return createActor(sweepMachine.provide({ actors }), { input: { asset, title: 'the floor' } }).start();
};
/** The choice made; back at the review once the fee chooser (loading the devnet's rates meanwhile) has told its rate. */
const choose = async (actor: ReturnType<typeof sweeper>, count: string) => {
  actor.send({ type: 'SET_AMOUNT', value: count });
  actor.send({ type: 'NEXT' });
  return waitFor(actor, (s) => !s.matches('gathering') && (!s.matches('review') || s.context.feeRate !== null), { timeout: 20_000 });
};

describe('a sweep on the devnet', () => {
  it('five chosen, one sold meanwhile: the review is rebuilt with four, and each seller, the fee address and the buyer get exactly their due', async () => {
    const { h, api } = await devnet(friend!);
    const sweep = sweeper(api, friend!);
    const review = await choose(sweep, '5');
    expect(review.value).toBe('review');
    expect(review.context.lots.map((l) => l.title)).toEqual(['Bench Pixel #1', 'Bench Pixel #2', 'Bench Pixel #3', 'Bench Pixel #4', 'Bench Pixel #5']);

    // Meanwhile Account 1 sweeps the cheapest one.
    const other = sweeper(await h.signIn(one!), one!);
    expect((await choose(other, '1')).context.lots.map((l) => l.title)).toEqual(['Bench Pixel #1']);
    other.send({ type: 'CONFIRM' });
    expect((await waitFor(other, (s) => s.matches('done') || s.matches('failed') || s.matches('review'), { timeout: 20_000 })).value).toBe('done');

    // A rate above the devnet's, typed in the sweep's fee chooser: the size the prepare answered still covers the
    // transaction built at it.
    const chooser = sweep.getSnapshot().children.feeChooser!;
    expect(chooser.getSnapshot().matches({ ready: 'open' })).toBe(true);
    chooser.send({ type: 'TYPE_CUSTOM_RATE', text: '40' });
    expect(sweep.getSnapshot().context.feeRate).toBe(40);
    sweep.send({ type: 'CONFIRM' });
    const rebuilt = await waitFor(sweep, (s) => s.matches('review') && s.context.notice !== null, { timeout: 20_000 });
    expect(rebuilt.context.notice).toBe('Some items have already been sold, please confirm again.');
    const lots = rebuilt.context.lots;
    expect(lots.map((l) => l.title)).toEqual(['Bench Pixel #2', 'Bench Pixel #3', 'Bench Pixel #4', 'Bench Pixel #5']);

    sweep.send({ type: 'CONFIRM' });
    const done = await waitFor(sweep, (s) => s.matches('done') || s.matches('failed') || (s.matches('review') && s.context.error !== null), {
      timeout: 20_000,
    });
    expect(done.context.error).toBeNull();
    expect(done.value).toBe('done');

    // Every sat: read from the chain's own outputs of the transaction, not from what the flow kept.
    const outs = Object.values(h.devnet.chain.state().utxos).filter((u) => u.txid === done.context.txid);
    const paid = (address: string) => outs.filter((o) => o.address === address).reduce((a, o) => a + BigInt(o.value), 0n);
    const prices = lots.map((l) => BigInt(l.priceSats));
    expect(paid(bob!.paymentAddress)).toBe(prices.reduce((a, p) => a + p, 0n));
    // 2% of each price from 100,000 sats up, rounded up; below it free.
    const fee = prices.reduce((a, p) => a + (p >= 100_000n ? (p * 2n + 99n) / 100n : 0n), 0n);
    expect(paid(FEE_ADDRESS)).toBe(fee);
    for (const lot of lots) {
      const info = await api.query.inscriptionInfo(lot.inscriptionId!);
      expect(info.address).toBe(friend!.ordinalsAddress);
    }
    // Each item in an output of its own at the buyer's address (the first with the paddings), each payout at its seller's index.
    const byVout = [...outs].sort((a, b) => a.vout - b.vout);
    expect(byVout.slice(0, 4).map((o) => o.address)).toEqual(Array(4).fill(friend!.ordinalsAddress));
    expect(byVout.slice(4, 8).map((o) => [o.address, o.value])).toEqual(lots.map((l) => [bob!.paymentAddress, l.priceSats]));
    for (const lot of lots) {
      const info = await api.query.inscriptionInfo(lot.inscriptionId!);
      expect(info.utxo?.txid).toBe(done.context.txid);
    }
  });

  it('three rune lots, which name no outpoint: each seller input holding its runes is found and checked, the runes reach the buyer', async () => {
    const { h, api } = await devnet(friend!);
    const sweep = sweeper(api, friend!, { category: 'runes', tick: 'DEVNET•RUNE' });
    const review = await choose(sweep, '3');
    expect(review.value).toBe('review');
    // The cheapest a unit first: Alice's 5,000 at 24 sats a unit, then Bob's 4,000 (32.5) and 3,000 (33.3…) of the seed's lots.
    const [four, three] = [SEEDED_RUNE_LOTS.find((l) => l.amount === '4000')!, SEEDED_RUNE_LOTS.find((l) => l.amount === '3000')!];
    const cheapest = [
      { amount: '5000', price: 120_000, seller: alice! },
      { ...four, seller: bob! },
      { ...three, seller: bob! },
    ];
    expect(review.context.lots.map((l) => [l.runes, l.priceSats])).toEqual(cheapest.map((c) => [{ rune: 'DEVNET•RUNE', amount: c.amount }, String(c.price)]));
    sweep.send({ type: 'CONFIRM' });
    const done = await waitFor(sweep, (s) => s.matches('done') || s.matches('failed') || (s.matches('review') && s.context.error !== null), {
      timeout: 20_000,
    });
    expect(done.context.error).toBeNull();
    expect(done.value).toBe('done');
    // The chain's word: each seller's payout at its input's index, exactly the price; 2% of each to the fee address (all
    // three are 100,000 sats or more); every rune in the buyer's first output.
    const outs = Object.values(h.devnet.chain.state().utxos)
      .filter((u) => u.txid === done.context.txid)
      .sort((a, b) => a.vout - b.vout);
    expect(outs.slice(3, 6).map((o) => [o.address, o.value])).toEqual(cheapest.map((c) => [c.seller.ordinalsAddress, String(c.price)]));
    expect(outs.filter((o) => o.address === FEE_ADDRESS).map((o) => o.value)).toEqual(['7000']);
    expect(outs[0]!.address).toBe(friend!.ordinalsAddress);
    const runes = await api.query.utxoRunes(done.context.txid!, 0);
    expect((runes ?? []).map((r) => [r.spacedRune, r.amount])).toEqual([['DEVNET•RUNE', '12000']]);
  });
});
