import { describe, expect, it } from 'vitest';
import { createPricingActors, type PricedItem } from '../../src/flows/list/pricing.actors';
import { createUnlistActors } from '../../src/flows/unlist/unlist.actors';
import { createBuyActors } from '../../src/flows/buy/buy.actors';
import { createBatchListActors } from '../../src/flows/batch-list/batch-list.actors';
import type { ConfirmBidInput } from '../../src/flows/buy/buy.types';
import type { ConfirmAllInput } from '../../src/flows/batch-list/batch-list.machine';
import { flowServices, run, shapeServer } from './shape-harness';

/**
 * The confirm_* calls as the flows send them, through the site's API client: the open API's bodies are closed and
 * have no `walletType` (issue 42), so none is sent, whatever the wallet; each body passes the swagger's request check.
 */
const net = shapeServer();
const ITEM: PricedItem = {
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
const created = { auctionId: 'a-7', psbt: '70736274ff00', signIndexes: [0] };

describe('confirm_* bodies: the swagger fields only, no walletType (an Xverse wallet signed)', () => {
  it('list: confirm_put_on is {auctionId, psbt, fromBase64}', async () => {
    net.answer({ '/market/collection/auction/confirm_put_on': {} });
    await run(createPricingActors(flowServices(), 'list', ITEM).confirm, { created, signedPsbt: '70736274ff01' });
    expect(net.only('/market/collection/auction/confirm_put_on').body).toEqual({ auctionId: 'a-7', psbt: '70736274ff01', fromBase64: false });
  });

  it('new price: confirm_modify_price is {auctionId, psbt, fromBase64}', async () => {
    net.answer({ '/market/collection/auction/confirm_modify_price': {} });
    await run(createPricingActors(flowServices(), 'update-price', { ...ITEM, auctionId: 'a-7' }).confirm, { created, signedPsbt: '70736274ff02' });
    expect(net.only('/market/collection/auction/confirm_modify_price').body).toEqual({ auctionId: 'a-7', psbt: '70736274ff02', fromBase64: false });
  });

  it('unlist: confirm_put_off is {auctionId, psbt, fromBase64}', async () => {
    net.answer({ '/market/domain/auction/confirm_put_off': { txid: 'cd'.repeat(32) } });
    await run(createUnlistActors(flowServices()).confirmPutOff, { category: 'domain', auctionId: 'a-9', signedPsbt: '70736274ff03' });
    expect(net.only('/market/domain/auction/confirm_put_off').body).toEqual({ auctionId: 'a-9', psbt: '70736274ff03', fromBase64: false });
  });

  it('buy: confirm_bid is {auctionId, bidId, psbtBid, psbtBid2, psbtSettle, fromBase64}', async () => {
    net.answer({ '/market/brc20/auction/confirm_bid': { txid: 'ef'.repeat(32) } });
    const input = {
      category: 'brc20',
      auctionId: 'a-3',
      marketType: 'fixedPrice',
      bid: { bidId: 'b-1', psbtSettle: '70736274ff05' },
      signed: { psbtBid: '70736274ff04', psbtBid2: '' },
    } as unknown as ConfirmBidInput;
    await run(createBuyActors({ ...flowServices(), config: { marketFeeAddress: null } }).confirmBid, input);
    expect(net.only('/market/brc20/auction/confirm_bid').body).toEqual({
      auctionId: 'a-3',
      bidId: 'b-1',
      psbtBid: '70736274ff04',
      psbtBid2: '',
      psbtSettle: '70736274ff05',
      fromBase64: false,
    });
  });

  it('batch listing: each confirm_put_on is {auctionId, psbt, fromBase64}', async () => {
    net.answer({ '/market/collection/auction/confirm_put_on': {} });
    const items = [
      { id: 'i1', category: 'collection', stage: 'signed', created: { auctionId: 'a-1' }, signedPsbt: '70736274ff06' },
      { id: 'i2', category: 'collection', stage: 'signed', created: { auctionId: 'a-2' }, signedPsbt: '70736274ff07' },
    ];
    await run(createBatchListActors(flowServices()).confirmAll, { items } as unknown as ConfirmAllInput);
    expect(net.sent.map((s) => [s.path, s.body, s.problems])).toEqual([
      ['/market/collection/auction/confirm_put_on', { auctionId: 'a-1', psbt: '70736274ff06', fromBase64: false }, []],
      ['/market/collection/auction/confirm_put_on', { auctionId: 'a-2', psbt: '70736274ff07', fromBase64: false }, []],
    ]);
  });
});
