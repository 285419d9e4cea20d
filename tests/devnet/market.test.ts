import { feeRecipient } from '../../src/domain/tx-effect/fee-recipient';
import { schnorr } from '@noble/curves/secp256k1.js';
import { SEEDED_ARC20_LOTS, SEEDED_RUNE_LOTS } from '../../devnet/indexer/seed';
import { hexToBytes } from '@noble/hashes/utils.js';
import { SigHash, TEST_NETWORK, Transaction } from '@scure/btc-signer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FEE_ADDRESS } from '../../devnet/market/market-config';
import { claimMessage } from '../../src/domain/deployer';
import { signMessageBip322Simple } from '../../server/auth/message-signing';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import type { Api } from '../../src/services/api/create-api';
import type { BuyIntent } from '../../src/domain/tx-effect/intents';
import { effectCheck } from '../helpers/effect-check';
import { paddingSplitFeeCeiling } from '../../src/domain/market/buy-rules';
import { buyAs, failure, signInputs, startDevnet } from './devnet-harness';

/**
 * The devnet's market through the site's own API client (issue 4, "Must show"): listings signed wrongly are
 * refused; a trade moves the item and pays the seller exactly; an auction settles to the highest bid.
 */
const [seller, buyer, other] = deriveAccounts();
let h: Awaited<ReturnType<typeof startDevnet>>;
beforeAll(async () => {
  h = await startDevnet({ seed: false });
});
afterAll(() => h.close());

let sellerApi: Api;
let buyerApi: Api;
let otherApi: Api;
let itemId = '';
beforeEach(async () => {
  h.devnet.reset();
  const { chain, indexer } = h.devnet;
  for (const a of [seller!, buyer!, other!]) chain.fund(a.paymentAddress, 2_000_000n);
  indexer.inscribe(seller!.ordinalsAddress, {
    contentType: 'text/plain',
    content: JSON.stringify({ p: 'brc-20', op: 'deploy', tick: 'ordi', max: '21000000', lim: '1000' }),
  });
  indexer.inscribe(seller!.ordinalsAddress, { contentType: 'text/plain', content: JSON.stringify({ p: 'brc-20', op: 'mint', tick: 'ordi', amt: '1000' }) });
  itemId = indexer.inscribe(seller!.ordinalsAddress, {
    contentType: 'text/plain',
    content: JSON.stringify({ p: 'brc-20', op: 'transfer', tick: 'ordi', amt: '400' }),
  }).id;
  h.devnet.mine(1);
  sellerApi = await h.signIn(seller!);
  buyerApi = await h.signIn(buyer!);
  otherApi = await h.signIn(other!);
});

const putOn = (price: number, marketType: 'fixedPrice' | 'auction' = 'fixedPrice') =>
  sellerApi.market.forCategory('brc20').createPutOn({
    nftType: 'brc20',
    inscriptionId: itemId,
    initPrice: String(price),
    pubkey: seller!.ordinalsPubKey,
    marketType,
    btcAddress: seller!.paymentAddress,
  });
const list = async (price: number, marketType: 'fixedPrice' | 'auction' = 'fixedPrice') => {
  const { auctionId, psbt, signIndexes } = await putOn(price, marketType);
  await sellerApi.market
    .forCategory('brc20')
    .confirmPutOn({ auctionId, psbt: signInputs(psbt, seller!, signIndexes, SigHash.SINGLE_ANYONECANPAY), fromBase64: false });
  return auctionId;
};
const sats = (address: string) => h.devnet.chain.utxosOf(address).reduce((a, u) => a + BigInt(u.value), 0n);

const buy = (api: Api, account: typeof buyer, auctionId: string, price: number) => buyAs(api, account!, auctionId, price);

describe('devnet market: listings are checked before they are accepted', () => {
  it('the listing PSBT spends the item, and pays the price to the seller at the same index, to be signed with sighash 131', async () => {
    const { psbt, signIndexes } = await putOn(150_000);
    const tx = Transaction.fromPSBT(hexToBytes(psbt), { allowUnknownOutputs: true });
    const item = h.devnet.indexer.inscription(itemId)!.location!;
    expect(Buffer.from(tx.getInput(0).txid!).toString('hex')).toBe(item.txid);
    expect(tx.getInput(0).sighashType).toBe(131);
    expect(tx.getOutput(0).amount).toBe(150_000n);
    expect(signIndexes).toEqual([0]);
  });

  it('refuses a listing signed by the wrong key', async () => {
    const { auctionId, psbt } = await putOn(150_000);
    const tx = Transaction.fromPSBT(hexToBytes(psbt), { allowUnknownOutputs: true });
    const prev = tx.getInput(0).witnessUtxo!;
    const digest = tx.preimageWitnessV1(0, [prev.script], 131, [prev.amount]);
    tx.updateInput(0, { finalScriptWitness: [new Uint8Array([...schnorr.sign(digest, other!.taprootKey), 131])] }, true);
    const forged = Buffer.from(tx.toPSBT()).toString('hex');
    expect(await failure(sellerApi.market.forCategory('brc20').confirmPutOn({ auctionId, psbt: forged, fromBase64: false }))).toMatchObject({
      code: -1,
      serverMessage: 'The listing: the signature is not valid.',
    });
  });

  it('refuses a listing signed with another sighash', async () => {
    const { auctionId, psbt } = await putOn(150_000);
    const tx = Transaction.fromPSBT(hexToBytes(psbt), { allowUnknownOutputs: true });
    tx.updateInput(0, { sighashType: SigHash.ALL }, true);
    const signed = signInputs(Buffer.from(tx.toPSBT()).toString('hex'), seller!, [0], SigHash.ALL);
    expect(await failure(sellerApi.market.forCategory('brc20').confirmPutOn({ auctionId, psbt: signed, fromBase64: false }))).toMatchObject({
      code: -1,
      serverMessage: 'The listing must be signed with sighash 131 (SINGLE|ANYONECANPAY), not 1.',
    });
  });

  it('refuses a listing whose output was changed, and the listing stays unlisted', async () => {
    const { auctionId, psbt } = await putOn(150_000);
    const tx = Transaction.fromPSBT(hexToBytes(psbt), { allowUnknownOutputs: true });
    tx.updateOutput(0, { amount: 15_000n });
    const changed = signInputs(Buffer.from(tx.toPSBT()).toString('hex'), seller!, [0], 131);
    expect(await failure(sellerApi.market.forCategory('brc20').confirmPutOn({ auctionId, psbt: changed, fromBase64: false }))).toMatchObject({
      code: -1,
      serverMessage: 'The listing output was changed: it must pay the price to the seller.',
    });
    await expect(sellerApi.market.forCategory('brc20').list({ filter: {} })).resolves.toMatchObject({ total: 0 });
  });

  it('refuses an item listed twice, a price outside the limits, and an item not yet confirmed', async () => {
    await list(150_000);
    expect(await failure(putOn(150_000))).toMatchObject({ code: -1, serverMessage: 'The inscription has been listed' });
    const fresh = h.devnet.indexer.inscribe(seller!.ordinalsAddress, {
      contentType: 'text/plain',
      content: JSON.stringify({ p: 'brc-20', op: 'transfer', tick: 'ordi', amt: '100' }),
    }).id;
    const body = { nftType: 'brc20' as const, inscriptionId: fresh, pubkey: seller!.ordinalsPubKey, marketType: 'fixedPrice' as const };
    expect(await failure(sellerApi.market.forCategory('brc20').createPutOn({ ...body, initPrice: '60000' }))).toMatchObject({
      serverMessage: 'Please wait for the confirmation',
    });
    h.devnet.mine(1);
    expect(await failure(sellerApi.market.forCategory('brc20').createPutOn({ ...body, initPrice: '49999' }))).toMatchObject({
      serverMessage: 'Total value should be greater than 0.0005 BTC',
    });
    expect(await failure(sellerApi.market.forCategory('brc20').createPutOn({ ...body, initPrice: '5000001' }))).toMatchObject({
      serverMessage: 'Total value should be less than 0.05 BTC',
    });
  });
});

describe('devnet market: a trade', () => {
  it('moves the item to the buyer, pays the seller exactly the price and the service fee to the fee address', async () => {
    const auctionId = await list(150_000);
    const prepare = await buyerApi.market
      .forCategory('brc20')
      .createBidPrepare({ auctionId, bidPrice: 150000, address: buyer!.paymentAddress, pubkey: buyer!.paymentPubKey });
    expect(prepare).toMatchObject({ serverFee: 3_000, serverReal: 3_000, serverFeeRate: 0.02, discounts: [], availableBalance: 2_000_000 });
    const sellerBefore = sats(seller!.paymentAddress);
    const feeBefore = sats(FEE_ADDRESS);
    await buy(buyerApi, buyer, auctionId, 150_000);
    expect(sats(seller!.paymentAddress) - sellerBefore).toBe(150_000n);
    expect(sats(FEE_ADDRESS) - feeBefore).toBe(3_000n);
    const item = h.devnet.indexer.inscription(itemId)!;
    expect(item.address).toBe(buyer!.ordinalsAddress);
    // Moving the transfer inscription is the brc-20 transfer: the buyer holds the 400 ordi.
    await expect(h.api().query.addressTickInfo(buyer!.ordinalsAddress, 'ordi')).resolves.toMatchObject({
      overallBalance: '400',
      availableBalance: '400',
      transferableBalance: '0',
    });
    await expect(h.api().query.addressTickInfo(seller!.ordinalsAddress, 'ordi')).resolves.toMatchObject({ overallBalance: '600' });
    await expect(buyerApi.market.forCategory('brc20').detail({ auctionId })).resolves.toMatchObject({
      status: 'sold',
      soldPrice: 150_000,
      buyer: buyer!.ordinalsAddress,
    });
    const actions = await buyerApi.market.forCategory('brc20').actions({});
    expect(actions.list.map((a) => a.type)).toEqual(['Sold', 'Listed']);
  });

  it('sold or unlisted is -100; a changed price is -139; buyer and seller cannot be the same', async () => {
    const auctionId = await list(150_000);
    expect(
      await failure(
        sellerApi.market.forCategory('brc20').createBidPrepare({ auctionId, bidPrice: 150000, address: seller!.paymentAddress, pubkey: seller!.paymentPubKey }),
      ),
    ).toMatchObject({
      serverMessage: 'Buyers and sellers cannot be the same person',
    });
    const change = await sellerApi.market.forCategory('brc20').createModifyPrice({ auctionId, initPrice: '160000' });
    await sellerApi.market.forCategory('brc20').confirmModifyPrice({ auctionId, psbt: signInputs(change.psbt, seller!, [0], 131), fromBase64: false });
    expect(
      await failure(
        buyerApi.market.forCategory('brc20').createBidPrepare({ auctionId, bidPrice: 150000, address: buyer!.paymentAddress, pubkey: buyer!.paymentPubKey }),
      ),
    ).toMatchObject({
      code: -139,
      message: 'The price has updated by the seller. Please try again.',
    });
    await buy(buyerApi, buyer, auctionId, 160_000);
    expect(
      await failure(
        otherApi.market.forCategory('brc20').createBidPrepare({ auctionId, bidPrice: 160000, address: other!.paymentAddress, pubkey: other!.paymentPubKey }),
      ),
    ).toMatchObject({
      code: -100,
      message: 'This inscription has been sold or unlisted.',
    });
  });

  it('put off on-chain moves the item back to the seller; the old signature can no longer sell it', async () => {
    const auctionId = await list(150_000);
    const before = h.devnet.indexer.inscription(itemId)!.location!;
    const off = await sellerApi.market.forCategory('brc20').createPutOff({ auctionId, offChain: false });
    expect(off).toMatchObject({ nftSignIndexes: [0], btcSignIndexes: [1] });
    await sellerApi.market.forCategory('brc20').confirmPutOff({ auctionId, psbt: signInputs(off.psbt, seller!, [0, 1]), fromBase64: false });
    const after = h.devnet.indexer.inscription(itemId)!;
    expect(after.address).toBe(seller!.ordinalsAddress);
    expect(after.location!.txid).not.toBe(before.txid);
    expect(
      await failure(
        buyerApi.market.forCategory('brc20').createBidPrepare({ auctionId, bidPrice: 150000, address: buyer!.paymentAddress, pubkey: buyer!.paymentPubKey }),
      ),
    ).toMatchObject({ code: -100 });
  });

  it('a call that fails while it waits does not undo what happened meanwhile (a block mined)', async () => {
    await h.control('/latency', { ms: 150 });
    const height = h.devnet.chain.tip();
    const refused = failure(putOn(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    h.devnet.mine(1);
    expect(await refused).toMatchObject({ code: -1 });
    expect(h.devnet.chain.tip()).toBe(height + 1);
    await h.control('/latency', { ms: 0 });
  });

  it('a refused call changes nothing', async () => {
    const before = JSON.stringify(h.devnet.state());
    expect(await failure(putOn(1))).toMatchObject({ code: -1 });
    expect(
      await failure(
        sellerApi.market.forCategory('brc20').createPutOn({ nftType: 'brc20', inscriptionId: 'nope', initPrice: 'x', pubkey: '', marketType: 'fixedPrice' }),
      ),
    ).toMatchObject({ code: -1 });
    expect(JSON.stringify(h.devnet.state())).toBe(before);
  });
});

describe('devnet market: auctions', () => {
  it('bids step by 5%; when time runs out the highest bid settles and pays the seller the bid', async () => {
    const auctionId = await list(100_000, 'auction');
    await buy(buyerApi, buyer, auctionId, 100_000);
    expect(await failure(buy(otherApi, other, auctionId, 104_999))).toMatchObject({
      serverMessage: 'The bid must be at least 105000 sats (the highest bid plus 5%).',
    });
    await buy(otherApi, other, auctionId, 105_000);
    await expect(buyerApi.market.forCategory('brc20').detail({ auctionId })).resolves.toMatchObject({ status: 'listed', minimumBid: 110_250 });
    const sellerBefore = sats(seller!.paymentAddress);
    // The market's own length (the open API's create_put_on names none): 6 hours.
    h.advance(21_600_000);
    await h.control('/mine', { blocks: 1 });
    const detail = await buyerApi.market.forCategory('brc20').detail({ auctionId });
    expect(detail).toMatchObject({ status: 'sold', soldPrice: 105_000, buyer: other!.ordinalsAddress });
    expect(sats(seller!.paymentAddress) - sellerBefore).toBe(105_000n);
    expect(h.devnet.indexer.inscription(itemId)!.address).toBe(other!.ordinalsAddress);
    const history = (await buyerApi.market.forCategory('brc20').bidHistory({ auctionId })) as { status: string; price: number }[];
    expect(history.map((b) => [b.price, b.status])).toEqual([
      [105_000, 'won'],
      [100_000, 'lost'],
    ]);
  });
});

describe('devnet market: what the seed lays down, read through the market calls', () => {
  it('lists, tick statistics, domain kinds, collections and shared UTXOs', async () => {
    const seeded = await startDevnet();
    try {
      seeded.devnet.reset();
      const market = seeded.api().market;
      await expect(market.forCategory('brc20').list({ filter: {} })).resolves.toMatchObject({ total: 4 });
      const cheapestFirst = (await market.forCategory('brc20').list({ filter: {}, sort: { unitPrice: 1 } })) as unknown as {
        list: { unitPrice: number; tick: string }[];
      };
      expect(cheapestFirst.list.map((l) => l.unitPrice)).toEqual([...cheapestFirst.list.map((l) => l.unitPrice)].sort((a, b) => a - b));
      const ticks = await market.forCategory('brc20').brc20TypesMany({ tickLen: 5 });
      expect(ticks.list).toEqual([expect.objectContaining({ tick: 'pizza', listed: 1, listLowPrice: 400 })]);
      await expect(market.forCategory('brc20').brc20Statistic({ tick: 'ordi' })).resolves.toMatchObject({ listLowPrice: 300, curPrice: 1600 });
      // domain_types says a kind's floor and volume (the open API has no listings count).
      const kinds = await market.forCategory('domain').domainTypes({});
      expect(kinds.find((k) => k.kind === 'sats')!.listLowPrice).toBeGreaterThan(0);
      expect(kinds.find((k) => k.kind === 'bitmap')!.listLowPrice).toBeGreaterThan(0);
      expect(kinds.find((k) => k.kind === 'gm')).toMatchObject({ listLowPrice: 0, listed: null });
      const collections = await market.forCategory('collection').collectionStatisticList({ filter: { timeType: '24h' }, start: 0, limit: 20 });
      expect(collections.list.map((c) => [c.collectionId, c.verified, c.listed])).toEqual([
        ['devnet-punks', true, 2],
        ['bench-pixels', true, 12],
        ['unverified-apes', false, 1],
        ['unisat-badges', true, 1],
      ]);
      const punks = (await market.forCategory('collection').list({ filter: { collectionId: 'devnet-punks' } })) as unknown as {
        list: { name: string; sharedWith: string[] }[];
      };
      expect(punks.list.find((p) => p.name === 'Devnet Punk #3')!.sharedWith).toHaveLength(1);
      await expect(market.forCategory('collection').collectionStatistic({ collectionId: 'nope' })).rejects.toMatchObject({
        serverMessage: 'collection_not_exist',
      });
      await expect(market.forCategory('brc20').marketEntry({})).resolves.toMatchObject({
        brc20: { listed: 4 },
        domain: { listed: 3 },
        collection: { listed: 16 },
        // Alice's 5,000 and Bob's six lots.
        runes: { listed: 1 + SEEDED_RUNE_LOTS.length },
        arc20: { listed: 1 + SEEDED_ARC20_LOTS.length },
      });
    } finally {
      await seeded.close();
    }
  });
});

describe('devnet deployer royalty', () => {
  it('the deployer of a tick sees its royalty from sales, claims it with a signature, and is paid after review', async () => {
    const auctionId = await list(1_000_000);
    await buy(buyerApi, buyer, auctionId, 1_000_000);
    await expect(h.api().basic.deployerCheck(seller!.ordinalsAddress)).resolves.toMatchObject({ isDeployer: true, ticks: ['ordi'] });
    await expect(h.api().basic.deployerCheck(buyer!.ordinalsAddress)).resolves.toMatchObject({ isDeployer: false });
    await expect(sellerApi.market.deployerClaimableInfo(seller!.ordinalsAddress)).resolves.toEqual([
      { tick: 'ordi', earned: 2_000, claimed: 0, claimable: 2_000, status: 'unclaimed' },
    ]);
    expect(await failure(sellerApi.market.deployerClaim({ address: seller!.ordinalsAddress, tick: 'ordi', sign: 'AAAA' }))).toMatchObject({
      serverMessage: 'The signature does not match the claim message and address.',
    });
    const sign = signMessageBip322Simple(claimMessage(seller!.ordinalsAddress, 'ordi'), seller!.taprootKey, seller!.ordinalsAddress, TEST_NETWORK);
    await expect(sellerApi.market.deployerClaim({ address: seller!.ordinalsAddress, tick: 'ordi', sign })).resolves.toMatchObject({
      status: 'review',
      sats: 2_000,
    });
    const before = sats(seller!.ordinalsAddress);
    h.devnet.mine(1);
    await expect(sellerApi.market.deployerHistoryInfo(seller!.ordinalsAddress)).resolves.toMatchObject([{ status: 'claiming' }]);
    h.devnet.mine(1);
    await expect(sellerApi.market.deployerHistoryInfo(seller!.ordinalsAddress)).resolves.toMatchObject([{ status: 'claimed' }]);
    expect(sats(seller!.ordinalsAddress) - before).toBe(2_000n);
    await expect(sellerApi.market.deployerClaimableInfo(seller!.ordinalsAddress)).resolves.toMatchObject([{ claimable: 0, status: 'claimed' }]);
  });
});

describe('devnet market: availability flags', () => {
  it('maintenance is -106, brc20 read-only -116, domain read-only -117; reading goes on', async () => {
    await h.control('/flags', { marketMaintenance: true });
    expect(await failure(putOn(150_000))).toMatchObject({ code: -106 });
    await h.control('/flags', { marketMaintenance: false, brc20ReadOnly: true });
    expect(await failure(putOn(150_000))).toMatchObject({ code: -116 });
    await expect(sellerApi.market.forCategory('brc20').list({ filter: {} })).resolves.toMatchObject({ total: 0 });
    await h.control('/flags', { brc20ReadOnly: false, domainReadOnly: true, runesReadOnly: true });
    expect(
      await failure(
        sellerApi.market
          .forCategory('domain')
          .createPutOn({ nftType: 'domain', inscriptionId: itemId, initPrice: '60000', pubkey: seller!.ordinalsPubKey, marketType: 'fixedPrice' }),
      ),
    ).toMatchObject({ code: -117 });
    expect(
      await failure(
        sellerApi.market
          .forCategory('runes')
          .createPutOn({ nftType: 'runes', txid: 'aa', index: '0', initPrice: '60000', pubkey: seller!.ordinalsPubKey, marketType: 'fixedPrice' }),
      ),
    ).toMatchObject({ code: -1, serverMessage: 'The runes market is read-only for now.' });
    await h.control('/flags', { domainReadOnly: false, runesReadOnly: false });
    await expect(list(150_000)).resolves.toMatch(/^devnet-/);
  });
});

describe('devnet basic collection calls', () => {
  it('list and info come from the indexer; an unknown collection is refused', async () => {
    const seeded = await startDevnet();
    try {
      seeded.devnet.reset();
      const list = (await seeded.api().basic.collectionList()) as { collectionId: string; supply: number }[];
      expect(list.map((c) => c.collectionId)).toEqual(['devnet-punks', 'unverified-apes', 'unisat-badges', 'bench-pixels']);
      await expect(seeded.api().basic.collectionInfo('devnet-punks')).resolves.toMatchObject({ name: 'Devnet Punks', verified: true, supply: 6 });
      await expect(seeded.api().basic.collectionInfo('nope')).rejects.toMatchObject({ serverMessage: 'collection_not_exist' });
    } finally {
      await seeded.close();
    }
  });
});

/** The purchase a buy dialog would show for the seeded item at 150,000 sats, from the market's prepare answer. */
const purchaseIntent = (prepared: { serverReal: number; txSize: number }, feeRate: number): BuyIntent => {
  const item = h.devnet.indexer.inscription(itemId)!.location!;
  return {
    kind: 'buy',
    network: 'testnet',
    item: { txid: item.txid, vout: item.vout },
    itemOffset: 0n,
    inscriptionId: itemId,
    // The transfer inscription listed holds 400 ordi (beforeEach): the dialog's title says it.
    gets: { kind: 'brc20', tick: 'ordi', amount: '400' },
    priceSats: 150_000n,
    serviceFeeSats: BigInt(prepared.serverReal),
    feeAddress: FEE_ADDRESS,
    networkFeeSats: BigInt(prepared.txSize * feeRate),
  };
};
const itemOutpoint = () => {
  const item = h.devnet.indexer.inscription(itemId)!.location!;
  return { txid: item.txid, vout: item.vout };
};
const listingIntent = (priceSats = 150_000n) => ({
  kind: 'list' as const,
  network: 'testnet' as const,
  item: itemOutpoint(),
  priceSats,
  payAddress: seller!.paymentAddress,
});
const asked131 = [{ index: 0, sighashTypes: [SigHash.SINGLE_ANYONECANPAY] }];

describe("the site's transaction-effect check on the devnet's own PSBTs, with facts looked up through the site's API", () => {
  it('passes the listing and the purchase the market builds, as the dialogs would describe them', async () => {
    const { auctionId, psbt } = await putOn(150_000);
    expect(await effectCheck(sellerApi, seller!, [{ psbt, intent: listingIntent(), toSignInputs: asked131 }])).toBe('passed');
    expect(await effectCheck(sellerApi, seller!, [{ psbt, intent: listingIntent(149_999n), toSignInputs: asked131 }])).toBe(
      'the payout is 0.0015 BTC, not the 0.00149999 BTC you set.',
    );
    await sellerApi.market
      .forCategory('brc20')
      .confirmPutOn({ auctionId, psbt: signInputs(psbt, seller!, [0], SigHash.SINGLE_ANYONECANPAY), fromBase64: false });

    const market = buyerApi.market.forCategory('brc20');
    const order = { auctionId, bidPrice: 150000, address: buyer!.paymentAddress, pubkey: buyer!.paymentPubKey };
    const prepared = await market.createBidPrepare(order);
    const feeRate = 5;
    const bid = await market.createBid({ ...order, feeRate, nftAddress: buyer!.ordinalsAddress });
    const purchase = purchaseIntent(prepared, feeRate);
    const asked = (bid.bidSignIndexes ?? []).map((index) => ({ index }));
    const parts = (intent: BuyIntent) => [
      ...(bid.psbtBid2
        ? [{ psbt: bid.psbtBid2, intent: { ...intent, padding: true, paddingFeeSats: paddingSplitFeeCeiling(5) }, toSignInputs: [{ index: 0 }] }]
        : []),
      { psbt: bid.psbtBid, intent, toSignInputs: asked },
    ];
    expect(await effectCheck(buyerApi, buyer!, parts(purchase))).toBe('passed');
    // The same purchase described with a lower service fee, or no network fee, is refused.
    expect(await effectCheck(buyerApi, buyer!, parts({ ...purchase, serviceFeeSats: purchase.serviceFeeSats - 1n }))).toMatch(
      /^the market's fee address would get .*, not the .* shown\.$/,
    );
    expect(await effectCheck(buyerApi, buyer!, parts({ ...purchase, networkFeeSats: 0n }))).toMatch(/network fee would be .*, more than the 0 BTC shown\.$/);
  });
});

describe('the devnet control that tampers with the next market PSBT, and the check refusing each kind', () => {
  it('short-token-lot: the market states 1,000 times the amount in its reads, and the purchase of what it states is refused (issue 41)', async () => {
    const auctionId = await list(150_000);
    expect((await h.control('/market/tamper', { kind: 'short-token-lot' })).data).toMatchObject({ tamper: 'short-token-lot' });
    const listed = await buyerApi.reads.listing('brc20', auctionId);
    // It stays until cleared: the list says it too.
    expect(listed.amount).toBe('400000');
    expect((await buyerApi.market.forCategory('brc20').list({ filter: { tick: 'ordi' }, start: 0, limit: 20 })).list.map((r) => r.amount)).toEqual(['400000']);
    const market = buyerApi.market.forCategory('brc20');
    const order = { auctionId, bidPrice: 150000, address: buyer!.paymentAddress, pubkey: buyer!.paymentPubKey };
    const prepared = await market.createBidPrepare(order);
    const bid = await market.createBid({ ...order, feeRate: 5, nftAddress: buyer!.ordinalsAddress });
    const parts = (gets: BuyIntent['gets']) => [
      ...(bid.psbtBid2
        ? [
            {
              psbt: bid.psbtBid2,
              intent: { ...purchaseIntent(prepared, 5), gets, padding: true, paddingFeeSats: paddingSplitFeeCeiling(5) },
              toSignInputs: [{ index: 0 }],
            },
          ]
        : []),
      { psbt: bid.psbtBid, intent: { ...purchaseIntent(prepared, 5), gets }, toSignInputs: (bid.bidSignIndexes ?? []).map((index) => ({ index })) },
    ];
    expect(await effectCheck(buyerApi, buyer!, parts({ kind: 'brc20', tick: 'ordi', amount: listed.amount! }))).toBe(
      "the seller's output does not hold the 400,000 ordi shown: it holds a transfer of 400 ordi.",
    );
    await h.control('/market/tamper', { kind: null });
    expect((await buyerApi.reads.listing('brc20', auctionId)).amount).toBe('400');
    expect(await effectCheck(buyerApi, buyer!, parts({ kind: 'brc20', tick: 'ordi', amount: '400' }))).toBe('passed');
  });

  it.each([
    ['listing-price', 'the payout is 0.00151 BTC, not the 0.0015 BTC you set.'],
    ['listing-payee', 'the payout goes to tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx, not to your address'],
  ] as const)('%s on create_put_on is refused', async (kind, reason) => {
    expect((await h.control('/market/tamper', { kind })).data).toMatchObject({ tamper: kind });
    const { psbt } = await putOn(150_000);
    expect(await effectCheck(sellerApi, seller!, [{ psbt, intent: listingIntent(), toSignInputs: asked131 }])).toContain(reason);
    // It tampers once: the next listing is honest.
    expect(await effectCheck(sellerApi, seller!, [{ psbt: (await putOn(150_000)).psbt, intent: listingIntent(), toSignInputs: asked131 }])).toBe('passed');
  });

  it('listing-sighash: the item written to be signed with ALL is refused', async () => {
    await h.control('/market/tamper', { kind: 'listing-sighash' });
    const { psbt } = await putOn(150_000);
    expect(await effectCheck(sellerApi, seller!, [{ psbt, intent: listingIntent(), toSignInputs: [{ index: 0 }] }])).toBe(
      'the listing must be signed with sighash 0x83 (SINGLE|ANYONECANPAY), not 0x1 (ALL).',
    );
  });

  it.each([
    // The seller's 0x83 signature commits to its payout: raising it breaks the signature, which the check verifies first.
    ['buy-seller', "the seller's input: its signature is not valid. This purchase could never confirm."],
    ['buy-service-fee', "the market's fee address would get"],
    ['buy-stranger', 'it pays 0.00001 BTC to tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx, which the dialog did not show.'],
    ['buy-network-fee', 'the network fee would be'],
    ['buy-inscription-to-seller', `the item would go to ${seller!.paymentAddress}, not to your address ${buyer!.ordinalsAddress}.`],
    // Issue 21's findings 2, 3 and 7; and 9, an honest purchase sent as base64, which passes.
    ['buy-understated-input', 'input 1 says it holds 600 sats, but the chain says 1,200.'],
    ['buy-noncanonical', 'to an unknown script, which the dialog did not show.'],
    ['buy-seller-signature', "the seller's input: its signature is not valid. This purchase could never confirm."],
    ['buy-base64', 'passed'],
  ] as const)('%s on create_bid is refused', async (kind, reason) => {
    const auctionId = await list(150_000);
    const market = buyerApi.market.forCategory('brc20');
    const order = { auctionId, bidPrice: 150000, address: buyer!.paymentAddress, pubkey: buyer!.paymentPubKey };
    const prepared = await market.createBidPrepare(order);
    await h.control('/market/tamper', { kind });
    const bid = await market.createBid({ ...order, feeRate: 5, nftAddress: buyer!.ordinalsAddress });
    const parts = [
      ...(bid.psbtBid2
        ? [
            {
              psbt: bid.psbtBid2,
              intent: { ...purchaseIntent(prepared, 5), padding: true, paddingFeeSats: paddingSplitFeeCeiling(5) },
              toSignInputs: [{ index: 0 }],
            },
          ]
        : []),
      { psbt: bid.psbtBid, intent: purchaseIntent(prepared, 5), toSignInputs: (bid.bidSignIndexes ?? []).map((index) => ({ index })) },
    ];
    expect(await effectCheck(buyerApi, buyer!, parts)).toContain(reason);
  });

  // No fee address configured (the open API publishes none): the dialog names the built purchase's fee output, and the
  // check holds it to the prepare's amount; a raised fee, a second output beside it, more to miners are still refused.
  it.each([
    ['none', 'passed'],
    ['buy-service-fee', "the market's fee address would get 0.00004 BTC, not the 0.00003 BTC shown."],
    ['buy-stranger', 'it pays 0.00001 BTC to tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx, which the dialog did not show.'],
    ['buy-network-fee', 'the network fee would be'],
  ] as const)('with no fee address configured, %s on create_bid: %s', async (kind, reason) => {
    const auctionId = await list(150_000);
    const market = buyerApi.market.forCategory('brc20');
    const order = { auctionId, bidPrice: 150000, address: buyer!.paymentAddress, pubkey: buyer!.paymentPubKey };
    const prepared = await market.createBidPrepare(order);
    expect(prepared.serverReal).toBe(3_000);
    if (kind !== 'none') await h.control('/market/tamper', { kind });
    const bid = await market.createBid({ ...order, feeRate: 5, nftAddress: buyer!.ordinalsAddress });
    const feeTo = feeRecipient(bid.psbtBid, buyer!, 'testnet', BigInt(prepared.serverReal));
    // The address the dialog shows: the devnet market's own, read from the transaction.
    expect(feeTo).toBe(FEE_ADDRESS);
    const intent = { ...purchaseIntent(prepared, 5), feeAddress: feeTo! };
    const parts = [
      ...(bid.psbtBid2
        ? [{ psbt: bid.psbtBid2, intent: { ...intent, padding: true, paddingFeeSats: paddingSplitFeeCeiling(5) }, toSignInputs: [{ index: 0 }] }]
        : []),
      { psbt: bid.psbtBid, intent, toSignInputs: (bid.bidSignIndexes ?? []).map((index) => ({ index })) },
    ];
    expect(await effectCheck(buyerApi, buyer!, parts)).toContain(reason);
  });

  it('unlist-destination on an on-chain create_put_off is refused; a bad kind is a clear error', async () => {
    const auctionId = await list(150_000);
    await h.control('/market/tamper', { kind: 'unlist-destination' });
    const off = await sellerApi.market.forCategory('brc20').createPutOff({ auctionId, offChain: false });
    const verdict = await effectCheck(sellerApi, seller!, [
      {
        psbt: off.psbt,
        intent: { kind: 'unlist', network: 'testnet', item: itemOutpoint(), itemOffset: 0n, networkFeeSats: 10_000n },
        toSignInputs: [...off.nftSignIndexes, ...off.btcSignIndexes].map((index) => ({ index })),
      },
    ]);
    expect(verdict).toBe('it pays 0.00000546 BTC to tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx, which the dialog did not show.');
    expect((await h.control('/market/tamper', { kind: 'everything' })).msg).toMatch(/^kind must be one of: listing-price, listing-payee/);
  });

  it.each([
    ['unlist-sighash-none', 'your input 0 would be signed with sighash 0x82 (NONE|ANYONECANPAY), not ALL'],
    ['unlist-change-to-stranger', 'to tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx, which the dialog did not show.'],
  ] as const)('%s on an on-chain create_put_off is refused (issue 21, findings 1 and 4)', async (kind, reason) => {
    const auctionId = await list(150_000);
    await h.control('/market/tamper', { kind });
    const off = await sellerApi.market.forCategory('brc20').createPutOff({ auctionId, offChain: false });
    const intent = { kind: 'unlist' as const, network: 'testnet' as const, item: itemOutpoint(), itemOffset: 0n, networkFeeSats: 10_000n };
    expect(
      await effectCheck(sellerApi, seller!, [
        { psbt: off.psbt, intent, toSignInputs: [...off.nftSignIndexes, ...off.btcSignIndexes].map((index) => ({ index })) },
      ]),
    ).toContain(reason);
  });
});
