import { Transaction } from '@scure/btc-signer';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { LISTING_SIGHASH } from '../../src/domain/constants';
import type { MarketCategory } from '../../src/domain/entities';
import { scriptFor, type Utxo } from '../chain/chain';
import { checkSigned, inputFor, internalKeyFor, psbtFromHex, psbtHex, readPsbt, shapeOf } from '../crypto/psbt';
import { DevnetError } from '../devnet-error';
import { DUST, FEE_ADDRESS, PADDING_MAX, PADDING_SATS, estimateVsize } from './market-config';
import { str, type Body, type MarketContext } from './market-context';
import type { BatchBid, Listing } from './market-state';

/** The most listings one sweep buys. */
export const SWEEP_MAX = 50;
/** A sweep's padding coins are small (all of them ride with the first item): at most 1,000 sats each. */
/** The prepare picks the funding as for this rate, so the size it answers covers a purchase at any rate up to it. */
const PLAN_RATE = 200;

type Purchases = {
  serviceFee: (l: Listing, price: number, buyer: string) => { serverFee: number; serverReal: number; serverFeeRate: number };
  notSeller: (l: Listing, addresses: readonly unknown[]) => void;
};

/**
 * Sweeps: several fixed-price listings bought in one transaction (create_batch_bid_prepare, create_batch_bid,
 * confirm_batch_bid). Each seller signed their input SIGHASH_SINGLE|ANYONECANPAY with the payout at the same index,
 * so N items need N of the buyer's inputs in front of the sellers':
 *
 *   inputs  [padding 0 … padding N-1, seller 0 … seller N-1, the buyer's funds …]
 *   outputs [paddings + item 0, item 1 … item N-1, payout 0 … payout N-1, the service fee, the change]
 *
 * The sats flow first in first out: every padding's sats and item 0 land in output 0, item k alone in output k (the
 * buyer's), and seller k's payout sits at output N+k, the index of its input. A buyer without N small coins first
 * signs a split that makes the ones missing (psbtBid2, ours: the open API's runes sweep needs no padding).
 */
export function createMarketSweep(ctx: MarketContext, purchases: Purchases) {
  const { deps, chain, indexer, get, save, active, writable, record, unitOf } = ctx;

  const ids = (body: Body): string[] => {
    const list = body.auctionIds;
    if (!Array.isArray(list) || list.length === 0 || !list.every((x): x is string => typeof x === 'string' && x !== ''))
      throw new DevnetError(-1, 'auctionIds must list the listings to buy.');
    if (new Set(list).size !== list.length) throw new DevnetError(-1, 'auctionIds lists a listing twice.');
    if (list.length > SWEEP_MAX) throw new DevnetError(-1, `A sweep buys at most ${SWEEP_MAX} listings.`);
    return list;
  };
  const isValid = (auctionId: string, buyers: readonly string[]): boolean => {
    try {
      const l = active(auctionId);
      purchases.notSeller(l, buyers);
      return l.marketType === 'fixedPrice';
    } catch {
      return false;
    }
  };
  /** The service fee of the sweep: each listing's, summed; a fee output below dust is raised to 546 sats (ours). */
  const feeOf = (listings: readonly Listing[], buyer: string) => {
    const fees = listings.map((l) => purchases.serviceFee(l, l.price, buyer));
    const raw = fees.reduce((a, f) => a + f.serverReal, 0);
    return {
      serverFee: fees.reduce((a, f) => a + f.serverFee, 0),
      serverReal: raw > 0 && raw < Number(DUST) ? Number(DUST) : raw,
      serverFeeRate: fees[0]?.serverFeeRate ?? 0,
    };
  };
  const paddingsOf = (funds: readonly Utxo[]) => funds.filter((u) => BigInt(u.value) <= PADDING_MAX);

  /** The funding inputs (largest first) and the network fee, for N items and these paddings. */
  function plan(
    listings: readonly Listing[],
    paddings: readonly Utxo[],
    pool: readonly Utxo[],
    serverReal: number,
    nft: string,
    address: string,
    feeRate: number,
  ) {
    const items = listings.map((l) => chain.utxo(l.txid, l.vout)!);
    const outs = [...listings.map(() => nft), ...listings.map((l) => l.payAddress), ...(serverReal > 0 ? [FEE_ADDRESS] : []), address];
    const paid = listings.reduce((a, l) => a + BigInt(l.price), 0n) + BigInt(serverReal);
    const carried = [...paddings, ...items].reduce((a, u) => a + BigInt(u.value), 0n);
    const funding: Utxo[] = [];
    for (const utxo of pool) {
      funding.push(utxo);
      const vsize = estimateVsize(
        [...paddings, ...items, ...funding].map((u) => u.script),
        outs,
      );
      const fee = BigInt(vsize * feeRate);
      const inSum = carried + funding.reduce((a, u) => a + BigInt(u.value), 0n);
      if (inSum >= carried + paid + fee) return { items, funding, vsize, change: inSum - carried - paid - fee };
    }
    return null;
  }

  function createBatchBidPrepare(category: MarketCategory, session: string, body: Body) {
    writable(category);
    const auctionIds = ids(body);
    const address = str(body.address, 'address');
    scriptFor(address);
    const validAuctionIds = auctionIds.filter((id) => isValid(id, [address, session]));
    const invalidAuctionIds = auctionIds.filter((id) => !validAuctionIds.includes(id));
    const listings = validAuctionIds.map((id) => active(id));
    const fee = feeOf(listings, session);
    const feeRate = 10;
    const funds = indexer.spendableUtxos(address).sort((a, b) => Number(BigInt(a.value) - BigInt(b.value)));
    const paddings = paddingsOf(funds).slice(0, listings.length);
    const assumed = [
      ...paddings,
      ...Array.from({ length: listings.length - paddings.length }, () => ({ script: bytesToHex(scriptFor(address)), value: PADDING_SATS.toString() }) as Utxo),
    ];
    let pool = funds.filter((u) => !paddings.includes(u)).reverse();
    // The split create_batch_bid makes first takes the paddings missing out of the largest coin.
    const missing = listings.length - paddings.length;
    if (missing > 0 && pool[0]) {
      const splitFee = BigInt(
        estimateVsize(
          [pool[0].script],
          Array.from({ length: missing + 1 }, () => address),
        ) * PLAN_RATE,
      );
      const rest = BigInt(pool[0].value) - PADDING_SATS * BigInt(missing) - splitFee;
      pool = rest > 0n ? [{ ...pool[0], value: rest.toString() }, ...pool.slice(1)] : pool.slice(1);
    }
    const built = listings.length ? plan(listings, assumed, pool, fee.serverReal, session, address, PLAN_RATE) : null;
    const txSize =
      built?.vsize ??
      estimateVsize(
        [...assumed, ...listings.map((l) => chain.utxo(l.txid, l.vout)!), { script: '' }].map((u) => u.script),
        [...listings.map(() => session), ...listings.map((l) => l.payAddress), FEE_ADDRESS, address],
      );
    const balance = funds.reduce((a, u) => a + Number(u.value), 0);
    return { ...fee, txSize, feeRate, availableBalance: balance, validAuctionIds, invalidAuctionIds };
  }

  function createBatchBid(category: MarketCategory, session: string, body: Body) {
    writable(category);
    const auctionIds = ids(body);
    const prices = body.bidPrices;
    if (!Array.isArray(prices) || prices.length !== auctionIds.length) throw new DevnetError(-1, 'bidPrices must give a price for each listing.');
    const address = str(body.address, 'address');
    const pubkey = str(body.pubkey, 'pubkey');
    const nft = typeof body.nftAddress === 'string' && body.nftAddress ? body.nftAddress : session;
    scriptFor(address);
    scriptFor(nft);
    const listings = auctionIds.map((id) => active(id));
    listings.forEach((l, k) => {
      purchases.notSeller(l, [address, nft, session]);
      if (l.marketType !== 'fixedPrice') throw new DevnetError(-1, 'A sweep buys fixed-price listings only.');
      if (prices[k] !== l.price) throw new DevnetError(-139, 'The price has updated by the seller. Please try again.');
    });
    const feeRate =
      typeof body.feeRate === 'number' && Number.isFinite(body.feeRate) && body.feeRate >= 1 && body.feeRate <= 5000 ? Math.ceil(body.feeRate) : null;
    if (feeRate === null) throw new DevnetError(-1, 'feeRate must be from 1 to 5000 sats/vB.');
    const { serverReal } = feeOf(listings, session);
    const n = listings.length;
    const script = bytesToHex(scriptFor(address));
    const funds = indexer.spendableUtxos(address).sort((a, b) => Number(BigInt(a.value) - BigInt(b.value)));
    let paddings = paddingsOf(funds).slice(0, n);
    let pool = funds.filter((u) => !paddings.includes(u)).reverse();

    // The paddings missing, split off the largest coin first (psbtBid2).
    let split: Transaction | null = null;
    if (paddings.length < n) {
      const missing = n - paddings.length;
      const source = pool[0];
      const splitFee = BigInt(
        estimateVsize(
          [source?.script ?? ''],
          Array.from({ length: missing + 1 }, () => address),
        ) * feeRate,
      );
      const made = PADDING_SATS * BigInt(missing);
      if (!source || BigInt(source.value) < made + splitFee + DUST) throw new DevnetError(-1, 'Insufficient balance.');
      split = new Transaction({ allowUnknownOutputs: true });
      split.addInput(inputFor(source, { tapInternalKey: internalKeyFor(source.script, pubkey) }));
      for (let i = 0; i < missing; i++) split.addOutput({ script: scriptFor(address), amount: PADDING_SATS });
      const rest = BigInt(source.value) - made - splitFee;
      split.addOutput({ script: scriptFor(address), amount: rest });
      const id = split.id;
      const unconfirmed = (vout: number, value: bigint): Utxo => ({ txid: id, vout, value: value.toString(), script, address, height: null });
      paddings = [...paddings, ...Array.from({ length: missing }, (_, i) => unconfirmed(i, PADDING_SATS))];
      pool = [unconfirmed(missing, rest), ...pool.slice(1)];
    }
    const built = plan(listings, paddings, pool, serverReal, nft, address, feeRate);
    if (!built) throw new DevnetError(-1, 'Insufficient balance.');
    const { items, funding, change } = built;

    const tx = new Transaction({ allowUnknownOutputs: true });
    const mine = (u: Utxo) => inputFor(u, { tapInternalKey: internalKeyFor(u.script, pubkey) });
    for (const p of paddings) tx.addInput(mine(p));
    for (const item of items) tx.addInput(inputFor(item, { sighashType: LISTING_SIGHASH }));
    for (const u of funding) tx.addInput(mine(u));
    const padded = paddings.reduce((a, p) => a + BigInt(p.value), 0n);
    items.forEach((item, k) => tx.addOutput({ script: scriptFor(nft), amount: (k === 0 ? padded : 0n) + BigInt(item.value) }));
    for (const l of listings) tx.addOutput({ script: scriptFor(l.payAddress), amount: BigInt(l.price) });
    if (serverReal > 0) tx.addOutput({ script: scriptFor(FEE_ADDRESS), amount: BigInt(serverReal) });
    if (change >= DUST) tx.addOutput({ script: scriptFor(address), amount: change });
    listings.forEach((l, k) => tx.updateInput(n + k, { finalScriptWitness: l.signedWitness!.map(hexToBytes) }, true));

    const state = get();
    const bidId = `batch-${(state.counter + 1).toString().padStart(6, '0')}`;
    const signIndexes = [...paddings.map((_, i) => i), ...funding.map((_, i) => 2 * n + i)];
    const batch: BatchBid = {
      bidId,
      auctionIds,
      prices: listings.map((l) => l.price),
      buyer: session,
      nftAddress: nft,
      psbtBid: psbtHex(tx),
      psbtBid2: split ? psbtHex(split) : '',
      status: 'created',
    };
    deps.save({ ...state, counter: state.counter + 1, batchBids: { ...(state.batchBids ?? {}), [bidId]: batch } });
    const inSum = [...paddings, ...items, ...funding].reduce((a, u) => a + BigInt(u.value), 0n);
    const outSum = Array.from({ length: tx.outputsLength }, (_, i) => tx.getOutput(i).amount!).reduce((a, b) => a + b, 0n);
    return {
      bidId,
      psbtBid: batch.psbtBid,
      ...(batch.psbtBid2 ? { psbtBid2: batch.psbtBid2 } : {}),
      serverFee: serverReal,
      networkFee: Number(inSum - outSum),
      feeRate,
      bidSignIndexes: signIndexes,
    };
  }

  /** Every signature of a signed sweep checked against the transaction as built; the sellers' inputs are theirs as listed. */
  function signedSweep(batch: BatchBid, listings: readonly Listing[], body: Body): { tx: string; tx2: string | null } {
    let tx2: string | null = null;
    let made: Utxo[] = [];
    if (batch.psbtBid2) {
      const built2 = psbtFromHex(batch.psbtBid2);
      const signed2 = readPsbt(body.psbtBid2, body.fromBase64);
      if (shapeOf(signed2) !== shapeOf(built2)) throw new DevnetError(-1, 'psbtBid2 is not the transaction that was built for this sweep.');
      const spent2 = [chain.utxo(bytesToHex(signed2.getInput(0).txid!), signed2.getInput(0).index!)];
      if (!spent2[0]) throw new DevnetError(-1, 'The coin the padding split spends is already spent.');
      checkSigned(signed2, 0, spent2 as Utxo[], 'psbtBid2 input 0');
      tx2 = signed2.hex;
      made = Array.from({ length: signed2.outputsLength }, (_, o) => ({
        txid: signed2.id,
        vout: o,
        value: signed2.getOutput(o).amount!.toString(),
        script: bytesToHex(signed2.getOutput(o).script!),
        address: '',
        height: null,
      }));
    }
    const built = psbtFromHex(batch.psbtBid);
    const signed = readPsbt(body.psbtBid, body.fromBase64);
    if (shapeOf(signed) !== shapeOf(built)) throw new DevnetError(-1, 'psbtBid is not the transaction that was built for this sweep.');
    const n = listings.length;
    for (let k = 0; k < n; k++) signed.updateInput(n + k, { finalScriptWitness: built.getInput(n + k).finalScriptWitness! }, true);
    const spent = Array.from({ length: signed.inputsLength }, (_, i) => {
      const input = signed.getInput(i);
      const txid = bytesToHex(input.txid!);
      const utxo = chain.utxo(txid, input.index!) ?? made.find((u) => u.txid === txid && u.vout === input.index);
      if (!utxo) throw new DevnetError(-100, 'This inscription has been sold or unlisted.');
      return utxo;
    });
    for (let i = 0; i < signed.inputsLength; i++) checkSigned(signed, i, spent, i >= n && i < 2 * n ? `The seller's input ${i}` : `Your input ${i}`);
    return { tx: signed.hex, tx2 };
  }

  function confirmBatchBid(category: MarketCategory, session: string, body: Body) {
    writable(category);
    const batch = typeof body.bidId === 'string' ? get().batchBids?.[body.bidId] : undefined;
    if (!batch) throw new DevnetError(-1, 'No such sweep.');
    if (batch.buyer !== session) throw new DevnetError(-1, 'This sweep is not yours.');
    if (batch.status !== 'created') throw new DevnetError(-1, 'This sweep was already confirmed.');
    // An item sold or unlisted meanwhile: -100, and the buyer's review is rebuilt without it (multi_buy_items_sold_out).
    const listings = batch.auctionIds.map((id) => active(id));
    if (listings.some((l, k) => l.price !== batch.prices[k])) throw new DevnetError(-139, 'The price has updated by the seller. Please try again.');
    const raw = signedSweep(batch, listings, body);
    if (raw.tx2) deps.broadcast(raw.tx2);
    const txid = deps.broadcast(raw.tx);
    save((s) => {
      const sold = listings.map((l): Listing => ({ ...l, status: 'sold', soldPrice: l.price, buyer: batch.nftAddress, saleTxid: txid, signedWitness: null }));
      return {
        ...s,
        listings: { ...s.listings, ...Object.fromEntries(sold.map((l) => [l.auctionId, l])) },
        batchBids: { ...(s.batchBids ?? {}), [batch.bidId]: { ...batch, status: 'won' } },
        actions: [...s.actions, ...sold.map((l) => record('Sold', l, { price: l.price, unitPrice: unitOf(l.price, l.amount), to: batch.nftAddress }))],
      };
    });
    return { txid };
  }

  return { createBatchBidPrepare, createBatchBid, confirmBatchBid };
}
