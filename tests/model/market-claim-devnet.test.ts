import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FEE_ADDRESS } from '../../devnet/market/market-config';
import { CLAIM_WINDOW_MS } from '../../devnet/market/market-auctions';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { createMarketClaimActors } from '../../src/flows/market-claim/market-claim.actors';
import { marketClaimMachine } from '../../src/flows/market-claim/market-claim.machine';
import { buyAs, failure } from '../devnet/devnet-harness';
import { devnetPerFile, gatedSigner } from './devnet-world';
import type { World } from './real-world';

/**
 * The market claim against the devnet with the real actors, the real check and a wallet signing with the dev keys
 * (issue 30): Account 2 bids on Bob's 777.bitmap auction, then spends a coin the bid holds; the auction ends with no bid
 * that can be completed, so the market offers Account 2 the item at its bid; the claim is built, checked, signed and
 * sent; every sat of it read from the chain.
 */
const devnet = devnetPerFile();
const [one, friend, , bob] = deriveAccounts();

describe('a market claim on the devnet', () => {
  it('the highest bidder of an auction no bid could complete claims it at the bid: Bob is paid the bid exactly, the fee address 2%, the name is the bidder’s', async () => {
    const { h, api: bidder } = await devnet(friend!);
    const auction = Object.values(h.devnet.market.state().listings).find((l) => l.domain === '777.bitmap' && l.marketType === 'auction')!;
    await buyAs(bidder, friend!, auction.auctionId, 120_000, 'domain');
    // A purchase that takes the coins the bid holds: the bid can never be completed.
    const frog = Object.values(h.devnet.market.state().listings).find((l) => l.nftType === 'brc20' && l.status === 'listed' && l.price === 60_000)!;
    await buyAs(bidder, friend!, frog.auctionId, 60_000);
    h.advance(2 * 86_400_000);
    // Two days on, the bidder signs in again (a session lasts less).
    const api = await h.signIn(friend!);
    const detail = await api.reads.listing('domain', auction.auctionId);
    expect(detail.status).toBe('listed');
    expect(detail.claim).toMatchObject({ address: friend!.ordinalsAddress, price: 120_000 });
    expect(detail.claim!.until - h.devnet.market.state().listings[auction.auctionId]!.endTime!).toBeGreaterThanOrEqual(CLAIM_WINDOW_MS);
    // Nobody else may claim it.
    const other = await h.signIn(one!);
    expect(
      await failure(
        other.market.forCategory('domain').createClaim({
          auctionId: auction.auctionId,
          address: one!.paymentAddress,
          pubkey: one!.paymentPubKey,
          nftAddress: one!.ordinalsAddress,
          feeRate: 5,
        }),
      ),
    ).toMatchObject({ message: 'Only the highest bidder can claim this item.' });

    const { signer } = gatedSigner({} as World, friend!, api, {});
    const actors = createMarketClaimActors({ api: async () => api, signer, network: 'testnet', config: { marketFeeAddress: FEE_ADDRESS } });
    const claimOf = (inscriptionId: string) =>
      createActor(marketClaimMachine.provide({ actors }), {
        input: { category: 'domain', auctionId: auction.auctionId, title: '777.bitmap', inscriptionId, priceSats: '120000' },
      }).start();
    /** The bidder types 10 sats/vB as the custom rate once the claim's fee chooser has the devnet's rates: the chooser tells the claim. */
    const chooseTen = async (claim: ReturnType<typeof claimOf>) => {
      const chooser = claim.getSnapshot().children.feeChooser!;
      await waitFor(chooser, (s) => s.matches('ready'), { timeout: 20_000 });
      chooser.send({ type: 'TYPE_CUSTOM_RATE', text: '10' });
      expect(claim.getSnapshot().context.feeRate).toBe(10);
    };
    // A claim held to another inscription than the listing's (the bid's record and the market disagree) is refused before any signature.
    const wrong = claimOf(frog.inscriptionId!);
    await chooseTen(wrong);
    wrong.send({ type: 'NEXT' });
    const refused = await waitFor(wrong, (s) => !s.matches('building'), { timeout: 20_000 });
    expect([refused.value, refused.context.error]).toEqual([
      'failed',
      'The market names another item for this auction than the one you bid on. Nothing was signed.',
    ]);
    const claim = claimOf(auction.inscriptionId!);
    await chooseTen(claim);
    claim.send({ type: 'NEXT' });
    const review = await waitFor(claim, (s) => !s.matches('building'), { timeout: 20_000 });
    expect(review.context.error).toBeNull();
    expect(review.value).toBe('review');
    expect(review.context.built).toMatchObject({ serviceFeeSats: '2400', inscriptionId: auction.inscriptionId });
    // Built at the chooser's rate, which is fixed while the claim uses it.
    expect([review.context.feeRate, review.children.feeChooser?.getSnapshot().value]).toEqual([10, { ready: 'fixed' }]);
    claim.send({ type: 'CONFIRM' });
    const done = await waitFor(claim, (s) => s.matches('done') || s.matches('failed') || (s.matches('review') && s.context.error !== null), {
      timeout: 20_000,
    });
    expect(done.context.error).toBeNull();
    expect(done.value).toBe('done');
    const outs = Object.values(h.devnet.chain.state().utxos).filter((u) => u.txid === done.context.txid);
    const paid = (address: string) => outs.filter((o) => o.address === address).reduce((a, o) => a + BigInt(o.value), 0n);
    expect(paid(auction.payAddress)).toBe(120_000n);
    expect(paid(FEE_ADDRESS)).toBe(2_400n);
    const item = await api.query.inscriptionInfo(auction.inscriptionId!);
    expect([item.address, item.utxo?.txid]).toEqual([friend!.ordinalsAddress, done.context.txid]);
    expect(await api.reads.listing('domain', auction.auctionId)).toMatchObject({ status: 'sold', soldPrice: 120_000 });
    expect(bob!.ordinalsAddress).toBe(auction.seller);
    h.advance(-2 * 86_400_000);
  });

  it('a claim not made in its day ends the auction unsold', async () => {
    const { h, api } = await devnet(friend!);
    const auction = Object.values(h.devnet.market.state().listings).find((l) => l.domain === '777.bitmap' && l.marketType === 'auction')!;
    await buyAs(api, friend!, auction.auctionId, 120_000, 'domain');
    const frog = Object.values(h.devnet.market.state().listings).find((l) => l.nftType === 'brc20' && l.status === 'listed' && l.price === 60_000)!;
    await buyAs(api, friend!, frog.auctionId, 60_000);
    h.advance(2 * 86_400_000);
    expect((await api.reads.listing('domain', auction.auctionId)).claim).toBeDefined();
    h.advance(CLAIM_WINDOW_MS);
    const after = await api.reads.listing('domain', auction.auctionId);
    expect([after.status, after.claim]).toEqual(['cancel', undefined]);
    h.advance(-2 * 86_400_000 - CLAIM_WINDOW_MS);
  });
});
