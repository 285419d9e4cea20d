import { SigHash } from '@scure/btc-signer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED_RUNE } from '../../devnet/indexer/seed';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import type { Api } from '../../src/services/api/create-api';
import { failure, signInputs, startDevnet } from './devnet-harness';

/**
 * The devnet's market takes the open API's request shapes and refuses the fields the swagger's closed bodies have not,
 * naming them (issue 42): walletType on a confirm, auctionTime, a rune output's index as a number, Auction for runes,
 * filter.marketType and filter.domainFilter on list, timeType on domain_types. Through the site's own API client.
 */
const [me] = deriveAccounts();
let h: Awaited<ReturnType<typeof startDevnet>>;
let api: Api;
beforeAll(async () => {
  h = await startDevnet();
});
afterAll(() => h.close());
beforeEach(async () => {
  h.devnet.reset();
  api = await h.signIn(me!);
});

/** An item of a collection of the first account's, confirmed: what it can list. */
const punk = () => {
  const item = h.devnet.indexer.inscribe(me!.ordinalsAddress, {
    contentType: 'text/plain',
    content: 'a punk of the shape tests',
    collection: { collectionId: 'devnet-punks', itemName: 'Devnet Punk #98', verified: true },
  });
  h.devnet.mine(1);
  return item.id;
};
const refused = (message: string) => ({ code: -1, serverMessage: message });

describe('confirm_*: no walletType', () => {
  it.each(['confirm_put_on', 'confirm_modify_price', 'confirm_put_off'] as const)('%s with walletType is refused by name', async (call) => {
    const market = api.market.forCategory('collection');
    const send = { confirm_put_on: market.confirmPutOn, confirm_modify_price: market.confirmModifyPrice, confirm_put_off: market.confirmPutOff }[call];
    const body = { auctionId: 'devnet-000001', psbt: '70736274ff', fromBase64: false, walletType: 'unisat' };
    expect(await failure(send(body as never))).toMatchObject(refused(`${call} takes no walletType (UniSat's open API has no such field).`));
  });
});

describe('create_put_on: the market sets an auction running; a rune output by its index as text, at a fixed price', () => {
  it('auctionTime is refused by name; without it an auction runs the market’s 6 hours', async () => {
    const id = punk();
    const market = api.market.forCategory('collection');
    const body = {
      nftType: 'collection',
      inscriptionId: id,
      initPrice: '100000',
      unitPrice: '100000',
      pubkey: me!.ordinalsPubKey,
      marketType: 'auction',
    } as const;
    expect(await failure(market.createPutOn({ ...body, auctionTime: 3_600_000 } as never))).toMatchObject(
      refused("create_put_on takes no auctionTime (UniSat's open API has no such field)."),
    );
    const { auctionId, psbt, signIndexes } = await market.createPutOn(body);
    await market.confirmPutOn({ auctionId, psbt: signInputs(psbt, me!, signIndexes, SigHash.SINGLE_ANYONECANPAY), fromBase64: false });
    await expect(market.detail({ auctionId })).resolves.toMatchObject({ marketType: 'auction', endTime: h.now() + 21_600_000 });
  });

  it("a rune output: index '0'-style text is listed; a number or an auction is refused", async () => {
    const utxo = h.devnet.indexer.giveRune(me!.ordinalsAddress, { name: SEED_RUNE, symbol: 'ᚱ', divisibility: 0 }, '300');
    h.devnet.mine(1);
    const market = api.market.forCategory('runes');
    const body = { nftType: 'runes', txid: utxo.txid, initPrice: '60000', unitPrice: '200', pubkey: me!.ordinalsPubKey, marketType: 'fixedPrice' } as const;
    expect(await failure(market.createPutOn({ ...body, index: utxo.vout } as never))).toMatchObject(
      refused("index must be the output's index as text, such as '0'."),
    );
    expect(await failure(market.createPutOn({ ...body, index: String(utxo.vout), marketType: 'auction' }))).toMatchObject(
      refused("Runes sell at a fixed price: marketType must be 'fixedPrice'."),
    );
    await expect(market.createPutOn({ ...body, index: String(utxo.vout) })).resolves.toMatchObject({ auctionId: expect.stringMatching(/^devnet-/) });
  });
});

describe("list and domain_types: the open API's fields", () => {
  it('filter.marketType and filter.domainFilter are refused by name; filter.domainCategory keeps a category', async () => {
    const domains = api.market.forCategory('domain');
    expect(await failure(domains.list({ filter: { domainType: 'bitmap', marketType: 'auction' } as never }))).toMatchObject(
      refused("list takes no filter.marketType (UniSat's open API has no such field)."),
    );
    expect(await failure(domains.list({ filter: { domainType: 'btc', domainFilter: '3_letters' } as never }))).toMatchObject(
      refused("list takes no filter.domainFilter (UniSat's open API has no such field)."),
    );
    const three = await domains.list({ filter: { domainType: 'btc', domainCategory: '3_letters' } });
    expect(three.list.map((l) => l.domain)).toEqual(['bob.btc']);
    await expect(domains.list({ filter: { domainType: 'btc', domainCategory: '2_letters' } })).resolves.toMatchObject({ total: 0 });
  });

  it('domain_types with timeType is refused by name; with no fields it answers each kind', async () => {
    const domains = api.market.forCategory('domain');
    expect(await failure(domains.domainTypes({ timeType: '7d' } as never))).toMatchObject(
      refused("domain_types takes no timeType (UniSat's open API has no such field)."),
    );
    expect((await domains.domainTypes({})).map((k) => k.kind)).toEqual(expect.arrayContaining(['sats', 'btc', 'bitmap']));
  });
});
