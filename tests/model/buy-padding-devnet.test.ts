import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { createBuyActors } from '../../src/flows/buy/buy.actors';
import { buyMachine } from '../../src/flows/buy/buy.machine';
import { purchaseShown } from '../../src/flows/buy/buy-shown';
import type { BuyContext, BuyInput } from '../../src/flows/buy/buy.types';
import type { Api } from '../../src/services/api/create-api';
import { devnetPerFile, gatedSigner, listingAsPageReads } from './devnet-world';
import type { World } from './real-world';
import { spendSmallCoins } from './small-coins';

/**
 * Issue 44, findings 5 and 6, through the real actors on the devnet: the buy Total before Confirm includes the padding
 * split a buyer without a small coin needs (its fee at its bound), and what the wallet is then asked to pay is never
 * above it (equal once the split is built); the split keeps a padding coin, so the next purchase needs none; a
 * 5,000-sat payment coin is never padding.
 */
const devnet = devnetPerFile();
const [me] = deriveAccounts();
const RATE = 5;

/** What the wallet is asked to pay across the PSBTs it signed: its coins in, less what comes back to its address, plus the item's own sats that arrive with it. */
function walletPays(signed: readonly string[], itemSats: bigint): bigint {
  const mine = hex.encode(Transaction.fromPSBT(hex.decode(signed[0]!)).getInput(0).witnessUtxo!.script);
  let paid = itemSats;
  for (const psbt of signed) {
    const tx = Transaction.fromPSBT(hex.decode(psbt), { allowUnknownOutputs: true });
    for (let i = 0; i < tx.inputsLength; i++) {
      const spent = tx.getInput(i).witnessUtxo!;
      if (hex.encode(spent.script) === mine) paid += spent.amount;
    }
    for (let o = 0; o < tx.outputsLength; o++) {
      const out = tx.getOutput(o);
      if (hex.encode(out.script!) === mine) paid -= out.amount!;
    }
  }
  return paid;
}

/** A buy dialog's flow through the real actors, to the review with the rate chosen. */
async function review(api: Api, auctionId: string) {
  const { signer, signed } = gatedSigner({} as World, me!, api, {});
  const listed = await listingAsPageReads(api, 'collection', auctionId);
  const input: BuyInput = {
    category: 'collection',
    auctionId,
    marketType: 'fixedPrice',
    priceSats: String(listed.priceSats),
    item: listed.item,
    itemOffset: listed.itemOffset,
    inscriptionId: listed.inscriptionId,
    token: null,
    listed: listed.listed,
  };
  const actors = createBuyActors({ api: async () => api, signer, network: 'testnet', config: { marketFeeAddress: null } });
  const actor = createActor(buyMachine.provide({ actors }), { input }).start();
  await waitFor(actor, (s) => s.matches({ review: 'verified' }), { timeout: 20_000 });
  actor.send({ type: 'FEE_RATE', rate: RATE });
  const shown = () => {
    const context = actor.getSnapshot().context as BuyContext;
    return purchaseShown({ ...context, prepared: context.prepared!, feeRate: RATE });
  };
  return { actor, signed, shown };
}

describe('the buy Total before Confirm is the total paid (issue 44, 5)', () => {
  it('a buyer without a small coin sees the split at its bound in the Total; the wallet is asked exactly the built Total; the next purchase needs no split', async () => {
    const { h, api } = await devnet(me!);
    h.devnet.chain.fund(me!.ordinalsAddress, 5_000_000n);
    h.devnet.mine(1);
    spendSmallCoins(h.devnet, me!, me!.ordinalsAddress);

    const first = await review(api, 'devnet-000065');
    const before = first.shown();
    // 300,000 price + 4,500 service fee (1.5%) + 1,725 network fee (345 vB × 5 sat/vB) + the split at most 208 vB × 5 = 1,040.
    expect(before.padding).toEqual({ feeSats: '1040', exact: false });
    expect(before.totalSats).toBe(307_265n);
    first.actor.send({ type: 'CONFIRM' });
    // The market built what the dialog showed: no 'costs more than shown' step, the wallet is asked at once.
    const sent = await waitFor(first.actor, (s) => s.matches('success') || s.matches('rebuilt') || s.context.error !== null, { timeout: 20_000 });
    expect([sent.value, sent.context.error]).toEqual(['success', null]);
    expect(first.signed).toHaveLength(2);
    const built = first.shown();
    expect(built.padding).toEqual({ feeSats: '990', exact: true });
    expect(built.totalSats).toBe(307_215n);
    // What the wallet paid, split included: the Total once built (307,215), not above the Total before Confirm (307,265).
    expect(walletPays(first.signed, 1_092n)).toBe(307_215n);
    h.devnet.mine(1);

    // The split made two 600-sat coins: one padded the purchase, one is kept for the next.
    expect(
      h.devnet.indexer
        .spendableUtxos(me!.ordinalsAddress)
        .filter((u) => BigInt(u.value) <= 1_000n)
        .map((u) => u.value),
    ).toEqual(['600']);
    const second = await review(api, 'devnet-000064');
    expect(second.shown().padding).toBeNull();
    second.actor.send({ type: 'CONFIRM' });
    const done = await waitFor(second.actor, (s) => s.matches('success') || s.matches('rebuilt') || s.context.error !== null, { timeout: 20_000 });
    expect([done.value, done.context.error]).toEqual(['success', null]);
    expect(second.signed).toHaveLength(1);
  });

  it('a 5,000-sat payment coin is never padding (issue 44, 6): the split is shown and made, and only a 600-sat padding coin goes with the inscription', async () => {
    const { h, api } = await devnet(me!);
    h.devnet.chain.fund(me!.ordinalsAddress, 5_000_000n);
    h.devnet.mine(1);
    spendSmallCoins(h.devnet, me!, me!.ordinalsAddress);
    h.devnet.chain.fund(me!.ordinalsAddress, 5_000n);
    h.devnet.mine(1);

    const buy = await review(api, 'devnet-000065');
    expect(buy.shown().padding).toEqual({ feeSats: '1040', exact: false });
    buy.actor.send({ type: 'CONFIRM' });
    const sent = await waitFor(buy.actor, (s) => s.matches('success') || s.matches('rebuilt') || s.context.error !== null, { timeout: 20_000 });
    expect([sent.value, sent.context.error]).toEqual(['success', null]);
    // The inscription's output: its own 1,092 sats and a 600-sat padding coin, never the 5,000-sat coin.
    expect(sent.context.withItemSats).toBe('1692');
    expect(h.devnet.indexer.spendableUtxos(me!.ordinalsAddress).some((u) => u.value === '5000')).toBe(true);
  });
});
