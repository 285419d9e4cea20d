import { describe, expect, it } from 'vitest';
import { createPricingActors, type PricedItem } from '../../src/flows/list/pricing.actors';
import { ACCOUNT, flowServices, run, shapeServer } from './shape-harness';

/**
 * create_put_on as the list dialog's flow sends it, through the site's API client (issue 42): the open API's body has
 * no auction duration (no `auctionTime`: the market sets it), and a rune output's `index` is text; each passes the
 * swagger's request check.
 */
const net = shapeServer();
const PUNK: PricedItem = {
  category: 'collection',
  title: 'Devnet Punk #4',
  nameKind: 'name',
  auctionId: null,
  item: { txid: 'ab'.repeat(32), vout: 0 },
  inscriptionId: `${'ab'.repeat(32)}i0`,
  units: '1',
  currentSats: null,
  payAddress: null,
  asset: null,
};
const RUNE: PricedItem = {
  ...PUNK,
  category: 'runes',
  title: 'DEVNET•RUNE',
  nameKind: 'rune',
  inscriptionId: null,
  item: { txid: 'cd'.repeat(32), vout: 1 },
  units: '5000',
};
const created = { auctionId: 'a-7', psbt: '70736274ff00', signIndexes: [0] };

describe('create_put_on: the swagger body', () => {
  it('an auction: marketType auction, and no auctionTime (the open API has no duration field)', async () => {
    net.answer({ '/market/collection/auction/create_put_on': created });
    await run(createPricingActors(flowServices(), 'list', PUNK).create, { totalSats: '250000', marketType: 'auction' });
    expect(net.only('/market/collection/auction/create_put_on').body).toEqual({
      nftType: 'collection',
      inscriptionId: `${'ab'.repeat(32)}i0`,
      initPrice: '250000',
      unitPrice: '250000',
      pubkey: ACCOUNT.ordinalsPubKey,
      marketType: 'auction',
      btcAddress: ACCOUNT.paymentAddress,
    });
  });

  it("a rune output: txid and index as text ('1'), at a fixed price", async () => {
    net.answer({ '/market/runes/auction/create_put_on': created });
    await run(createPricingActors(flowServices(), 'list', RUNE).create, { totalSats: '120000', marketType: 'fixedPrice' });
    expect(net.only('/market/runes/auction/create_put_on').body).toEqual({
      nftType: 'runes',
      txid: 'cd'.repeat(32),
      index: '1',
      initPrice: '120000',
      unitPrice: '24',
      pubkey: ACCOUNT.ordinalsPubKey,
      marketType: 'fixedPrice',
      btcAddress: ACCOUNT.paymentAddress,
    });
  });
});
