import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { batchItem } from '../../src/domain/market/batch-list';
import type { SigningInput } from '../../src/flows/shared/signing-step.machine';
import { createPricingActors, type PricedItem } from '../../src/flows/list/pricing.actors';
import { createUnlistActors } from '../../src/flows/unlist/unlist.actors';
import { createBuyActors } from '../../src/flows/buy/buy.actors';
import { createBatchListActors } from '../../src/flows/batch-list/batch-list.actors';
import type { ConfirmBidInput } from '../../src/flows/buy/buy.types';
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
/** A flow's signing step with the wallet's signature given (nothing here signs): only its send, to the market, runs. */
const signedWith = (signed: unknown) => ({ actors: { sign: fromPromise<unknown, SigningInput>(async () => signed) } });

describe('confirm_* bodies: the swagger fields only, no walletType (an Xverse wallet signed)', () => {
  it('list: confirm_put_on is {auctionId, psbt, fromBase64}', async () => {
    net.answer({ '/market/collection/auction/confirm_put_on': {} });
    const step = createPricingActors(flowServices(), 'list', ITEM).signingStep.provide(signedWith('70736274ff01'));
    expect(await run(step, { request: { created, totalSats: '250000' } })).toEqual({ outcome: 'sent', sent: {} });
    expect(net.only('/market/collection/auction/confirm_put_on').body).toEqual({ auctionId: 'a-7', psbt: '70736274ff01', fromBase64: false });
  });

  it('new price: confirm_modify_price is {auctionId, psbt, fromBase64}', async () => {
    net.answer({ '/market/collection/auction/confirm_modify_price': {} });
    const step = createPricingActors(flowServices(), 'update-price', { ...ITEM, auctionId: 'a-7' }).signingStep.provide(signedWith('70736274ff02'));
    expect(await run(step, { request: { created, totalSats: '250000' } })).toEqual({ outcome: 'sent', sent: {} });
    expect(net.only('/market/collection/auction/confirm_modify_price').body).toEqual({ auctionId: 'a-7', psbt: '70736274ff02', fromBase64: false });
  });

  it('unlist: confirm_put_off is {auctionId, psbt, fromBase64}', async () => {
    net.answer({ '/market/domain/auction/confirm_put_off': { txid: 'cd'.repeat(32) } });
    await run(createUnlistActors(flowServices()).confirmPutOff, { category: 'domain', auctionId: 'a-9', signedPsbt: '70736274ff03' });
    expect(net.only('/market/domain/auction/confirm_put_off').body).toEqual({ auctionId: 'a-9', psbt: '70736274ff03', fromBase64: false });
  });

  it('buy: confirm_bid is {auctionId, bidId, psbtBid, psbtBid2, psbtSettle, fromBase64}', async () => {
    net.answer({ '/market/brc20/auction/confirm_bid': { txid: 'ef'.repeat(32) } });
    const request = {
      category: 'brc20',
      auctionId: 'a-3',
      marketType: 'fixedPrice',
      bid: { bidId: 'b-1', psbtSettle: '70736274ff05' },
    } as unknown as ConfirmBidInput;
    const step = createBuyActors({ ...flowServices(), config: { marketFeeAddress: null } }).signingStep.provide(
      signedWith({ psbtBid: '70736274ff04', psbtBid2: '' }),
    );
    expect(await run(step, { request })).toEqual({ outcome: 'sent', sent: { txid: 'ef'.repeat(32) } });
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
    const prepared = (id: string, auctionId: string) => ({
      ...batchItem({ id, category: 'collection', title: id, nameKind: 'name' }),
      priceSats: '250000',
      stage: 'created' as const,
      created: { auctionId, psbt: '70736274ff00', signIndexes: [0], item: { txid: 'ab'.repeat(32), vout: 0 } },
    });
    const step = createBatchListActors(flowServices()).signingStep.provide(
      signedWith([
        { id: 'i1', change: { stage: 'signed', signedPsbt: '70736274ff06' } },
        { id: 'i2', change: { stage: 'signed', signedPsbt: '70736274ff07' } },
      ]),
    );
    expect(await run(step, { request: { items: [prepared('i1', 'a-1'), prepared('i2', 'a-2')] } })).toEqual({
      outcome: 'sent',
      sent: [
        { id: 'i1', change: { stage: 'listed', signedPsbt: '70736274ff06', reason: null } },
        { id: 'i2', change: { stage: 'listed', signedPsbt: '70736274ff07', reason: null } },
      ],
    });
    expect(net.sent.map((s) => [s.path, s.body, s.problems])).toEqual([
      ['/market/collection/auction/confirm_put_on', { auctionId: 'a-1', psbt: '70736274ff06', fromBase64: false }, []],
      ['/market/collection/auction/confirm_put_on', { auctionId: 'a-2', psbt: '70736274ff07', fromBase64: false }, []],
    ]);
  });
});
