import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { createBulkListingActors } from '../../src/flows/bulk-listing/bulk-listing.actors';
import { bulkItems, bulkOutcomes } from '../../src/flows/bulk-listing/bulk-listing.model';
import type { SigningInput } from '../../src/flows/shared/signing-step.machine';
import { flowServices, run, shapeServer } from './shape-harness';

/**
 * The bulk actions send, for each item, the single flows' own confirm calls (the market has no batch call): the item in
 * hand's auctionId, its signature, and the swagger's fields only.
 */
const net = shapeServer();
const [punk2] = bulkItems;
const signedWith = (signed: unknown) => ({ actors: { sign: fromPromise<unknown, SigningInput>(async () => signed) } });

describe('bulk listing: each item confirmed by its own call', () => {
  it('a new price: confirm_modify_price for the auction the market prepared, with its signature', async () => {
    net.answer({ '/market/collection/auction/confirm_modify_price': {} });
    const step = createBulkListingActors(flowServices()).signingStep.provide(signedWith('70736274ff02'));
    const request = { item: punk2!, onChain: true, priceSats: '300000', prepared: bulkOutcomes.repriced };
    expect(await run(step, { request })).toEqual({ outcome: 'sent', sent: {} });
    expect(net.only('/market/collection/auction/confirm_modify_price').body).toEqual({ auctionId: 'devnet-000064', psbt: '70736274ff02', fromBase64: false });
  });

  it('an on-chain unlisting: confirm_put_off for the listing in hand, with its signature', async () => {
    net.answer({ '/market/collection/auction/confirm_put_off': {} });
    const step = createBulkListingActors(flowServices()).signingStep.provide(signedWith('70736274ff03'));
    const request = { item: punk2!, onChain: true, priceSats: '', prepared: bulkOutcomes.onChain };
    expect(await run(step, { request })).toEqual({ outcome: 'sent', sent: {} });
    expect(net.only('/market/collection/auction/confirm_put_off').body).toEqual({ auctionId: 'devnet-000064', psbt: '70736274ff03', fromBase64: false });
  });

  it('an off-chain unlisting: confirm_put_off with no signature', async () => {
    net.answer({ '/market/collection/auction/confirm_put_off': {} });
    await run(createBulkListingActors(flowServices()).confirmPutOff, { item: punk2!, onChain: false, priceSats: '' });
    expect(net.only('/market/collection/auction/confirm_put_off').body).toEqual({ auctionId: 'devnet-000064', psbt: '', fromBase64: false });
  });
});
