import { describe, expect, it } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { createSplitOutputActors } from '../../src/flows/split-output/split-output.actors';
import { splitOutputMachine } from '../../src/flows/split-output/split-output.machine';
import { createPricingActors } from '../../src/flows/list/pricing.actors';
import { listMachine } from '../../src/flows/list/list.machine';
import { listableOutputs } from '../../src/services/reads/account-reads';
import { devnetPerFile, gatedSigner } from './devnet-world';
import type { World } from './real-world';

/**
 * Listing 500 of an output of 10,000 DEVNET•RUNE on the devnet (issue 44, 12), with the real actors, the real check and
 * a wallet signing with the dev keys: the split the app builds, sent; the indexer follows its runestone (500 in one
 * output, 9,500 in the other, both Account 1's); after a block the new output is found and listed at the price.
 */
const devnet = devnetPerFile();
const [one] = deriveAccounts();

describe('a rune split before a listing, on the devnet', () => {
  it('500 of 10,000 DEVNET•RUNE: the split puts 500 and 9,500 at the address, and after a block the 500 are listed', async () => {
    const { h, api } = await devnet(one!);
    const address = one!.ordinalsAddress;
    const runeid = (await api.query.addressRunes(address)).detail.find((r) => r.spacedRune === 'DEVNET•RUNE')!.runeid!;
    const outputs = await listableOutputs('runes', 'DEVNET•RUNE', runeid, address)(api);
    const chosen = outputs.find((o) => o.units === '10000')!;
    const { signer, signed } = gatedSigner({} as World, one!, api, {});
    const services = { api: async () => api, signer, network: 'testnet' as const };
    const split = createActor(splitOutputMachine.provide({ actors: createSplitOutputActors(services) }), {
      input: {
        asset: { kind: 'rune', name: 'DEVNET•RUNE', runeId: runeid, divisibility: 0 },
        item: { txid: chosen.txid, vout: chosen.vout },
        wholeRaw: '10000',
        amount: '10000',
      },
    }).start();
    split.send({ type: 'EDIT_AMOUNT', amount: '500' });
    split.send({ type: 'NEXT' });
    const review = await waitFor(split, (s) => !s.matches('building'), { timeout: 20_000 });
    expect(review.value).toBe('review');
    // Two P2TR inputs (the rune output, one plain coin), three P2TR outputs and a runestone of 14 bytes: 278 vB.
    // At the devnet's fastest rate, 25 sat/vB: 25 × 278 = 6,950 sats.
    expect(review.context.plan).toMatchObject({ partRaw: '500', restRaw: '9500', vsize: 278, rate: 25, feeSats: '6950' });
    expect(signed).toEqual([]);

    split.send({ type: 'SIGN' });
    const sent = await waitFor(split, (s) => s.matches('indexing'), { timeout: 20_000 });
    const txid = sent.context.txid!;
    expect(signed).toHaveLength(1);
    expect(await api.query.utxoRunes(txid, 0)).toEqual([expect.objectContaining({ spacedRune: 'DEVNET•RUNE', amount: '500' })]);
    expect(await api.query.utxoRunes(txid, 1)).toEqual([expect.objectContaining({ spacedRune: 'DEVNET•RUNE', amount: '9500' })]);
    expect(await api.query.utxoRunes(chosen.txid, chosen.vout)).toEqual([]);
    expect(h.devnet.chain.utxo(txid, 0)?.address).toBe(address);
    expect(h.devnet.chain.utxo(txid, 1)?.address).toBe(address);

    h.devnet.mine(1);
    const found = await waitFor(split, (s) => s.matches('pricing'), { timeout: 20_000 });
    expect(found.context.listed).toEqual({ txid, vout: 0 });
    expect(found.context.listedRaw).toBe('500');

    const item = {
      category: 'runes' as const,
      title: '500 DEVNET•RUNE',
      nameKind: 'rune' as const,
      auctionId: null,
      item: { txid, vout: 0 },
      inscriptionId: null,
      units: '500',
      currentSats: null,
      payAddress: null,
      asset: { category: 'runes' as const, tick: 'DEVNET•RUNE' },
      sells: { runes: [{ rune: 'DEVNET•RUNE', amount: '500' }], arc20: [] },
    };
    const list = createActor(listMachine.provide({ actors: createPricingActors(services, 'list', item) }), {
      input: { category: 'runes', auctionId: null, totalSats: '', minSats: '1000', maxSats: '100000000', units: '500', listLowPrice: null, currentSats: null },
    }).start();
    list.send({ type: 'EDIT_PRICE', totalSats: '250000' });
    list.send({ type: 'NEXT' });
    list.send({ type: 'SIGN' });
    const listed = await waitFor(list, (s) => s.matches('success') || (s.matches('sign') && s.context.error !== null), { timeout: 20_000 });
    expect(listed.context.error).toBeNull();
    const mine = await api.market.forCategory('runes').list({ filter: { address }, limit: 20 });
    expect(mine.list.find((l) => l.output?.txid === txid)).toMatchObject({ output: { txid, vout: 0 }, price: 250000, amount: '500', status: 'listed' });
  }, 90_000);

  it('600 of 1,600 atom (ARC-20): outputs of 600 and 1,000 sats at the address carry them; the 600 are priced only at 10 confirmations', async () => {
    const { h, api } = await devnet(one!);
    const address = one!.ordinalsAddress;
    const given = h.devnet.indexer.giveArc20(address, 'atom', 1_600n);
    h.devnet.mine(10);
    const chosen = (await listableOutputs('arc20', 'atom', undefined, address)(api)).find((o) => o.txid === given.txid)!;
    expect(chosen).toMatchObject({ units: '1600', blocked: null });
    const { signer, signed } = gatedSigner({} as World, one!, api, {});
    const services = { api: async () => api, signer, network: 'testnet' as const };
    const split = createActor(splitOutputMachine.provide({ actors: createSplitOutputActors(services) }), {
      input: {
        asset: { kind: 'arc20', name: 'atom', atomicalId: chosen.atomicalId! },
        item: { txid: chosen.txid, vout: chosen.vout },
        wholeRaw: '1600',
        amount: '1600',
      },
    }).start();
    split.send({ type: 'EDIT_AMOUNT', amount: '600' });
    split.send({ type: 'NEXT' });
    const review = await waitFor(split, (s) => !s.matches('building'), { timeout: 20_000 });
    expect(review.value).toBe('review');
    expect(review.context.plan).toMatchObject({ partRaw: '600', restRaw: '1000' });
    split.send({ type: 'SIGN' });
    const sent = await waitFor(split, (s) => s.matches('indexing'), { timeout: 20_000 });
    const txid = sent.context.txid!;
    expect(signed).toHaveLength(1);
    const atomAt = async (vout: number) => (await api.query.addressArc20Utxos(address, 'atom')).utxo.find((u) => u.txid === txid && u.vout === vout);
    expect(await atomAt(0)).toMatchObject({ amount: '600', satoshi: 600 });
    expect(await atomAt(1)).toMatchObject({ amount: '1000', satoshi: 1000 });
    expect((await api.query.addressArc20Utxos(address, 'atom')).utxo.some((u) => u.txid === chosen.txid && u.vout === chosen.vout)).toBe(false);

    // One block is not enough for the market: the look-up finds nothing to price until the 10th.
    h.devnet.mine(1);
    const findSplit = createSplitOutputActors(services).findSplit;
    const lookUp = () => toPromise(createActor(findSplit, { input: { txid, asset: sent.context.asset, plan: sent.context.plan } }).start());
    expect(await lookUp()).toBeNull();
    h.devnet.mine(9);
    expect(await lookUp()).toEqual({ txid, vout: 0 });
    const found = await waitFor(split, (s) => s.matches('pricing'), { timeout: 20_000 });
    expect(found.context.listed).toEqual({ txid, vout: 0 });
    expect(found.context.listedRaw).toBe('600');
  }, 90_000);
});
