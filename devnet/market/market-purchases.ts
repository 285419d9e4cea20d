import { Decimal } from '../decimal';
import { Transaction } from '@scure/btc-signer';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { FREE_SERVER_FEE_POINTS, LISTING_SIGHASH } from '../../src/domain/constants';
import type { MarketCategory } from '../../src/domain/entities';
import { scriptFor, type Utxo } from '../chain/chain';
import { checkSigned, inputFor, psbtFromHex, psbtHex, readPsbt, shapeOf, internalKeyFor } from '../crypto/psbt';
import type { Bid, Listing } from './market-state';
import { DevnetError } from '../devnet-error';
import {
  DEVNET_MARKET_CONFIG,
  DUST,
  FEE_ADDRESS,
  OG_PASS_DISCOUNT_PERCENT,
  PADDING_MAX,
  PADDING_SATS,
  SERVER_FEE_RATE,
  SPLIT_PADDINGS,
  estimateVsize,
} from './market-config';
import { str, type Body, type MarketContext } from './market-context';
import type { MarketAuctions } from './market-auctions';

/**
 * Purchases: the prepare (fees and size), the buy transaction around the seller's signed input (with a
 * padding split when the buyer has none), and its confirmation, which sells at a fixed price or places an
 * auction bid.
 */
export function createMarketPurchases(ctx: MarketContext, auctions: MarketAuctions) {
  const { deps, chain, indexer, get, save, active, writable, settleSale } = ctx;
  const { minimumBid, checkBidPrice } = auctions;

  function notSeller(l: Listing, addresses: readonly unknown[]): void {
    if (addresses.some((a) => a === l.seller || a === l.payAddress)) throw new DevnetError(-1, 'Buyers and sellers cannot be the same person');
  }

  /** The service fee: free under priceFreeServerFee or with 500+ points (non-arc20); OG Pass takes 25% off. */
  function serviceFee(l: Listing, price: number, buyer: string) {
    const user = deps.user(buyer);
    const discounts = user.ogPassCount > 0 ? [{ name: 'OG Pass', percent: OG_PASS_DISCOUNT_PERCENT, type: 'mul' as const }] : [];
    const serverFee = new Decimal(price).times(SERVER_FEE_RATE).toDecimalPlaces(0, Decimal.ROUND_UP).toNumber();
    const free = price < DEVNET_MARKET_CONFIG.priceFreeServerFee || (l.nftType !== 'arc20' && user.inscribeCount >= FREE_SERVER_FEE_POINTS);
    let rate = new Decimal(SERVER_FEE_RATE);
    for (const d of discounts)
      rate = d.type === 'mul' ? rate.times(new Decimal(1).minus(new Decimal(d.percent).div(100))) : rate.minus(new Decimal(d.percent).div(100));
    if (free) rate = new Decimal(0);
    let serverReal = new Decimal(price).times(rate).toDecimalPlaces(0, Decimal.ROUND_UP).toNumber();
    // A fee output below dust cannot exist: such a fee is raised to 546 sats (ours).
    if (serverReal > 0 && serverReal < Number(DUST)) serverReal = Number(DUST);
    // serverFeeRate is the real rate, after the discounts (the real API answers no discounts); 0 when free.
    return { serverFee, serverReal, serverFeeRate: rate.toNumber() };
  }

  /** The outputs of a purchase: the buyer's item output, the seller's (the price; an auction's extra bid), the fee, the change. */
  function purchaseOutputs(l: Listing, price: number, serverReal: number) {
    const sellerOutputs = [{ address: l.payAddress, amount: BigInt(l.price) }];
    if (price > l.price) sellerOutputs.push({ address: l.payAddress, amount: BigInt(price - l.price) });
    const feeOutputs = serverReal > 0 ? [{ address: FEE_ADDRESS, amount: BigInt(serverReal) }] : [];
    return { sellerOutputs, feeOutputs };
  }

  /** The funding inputs a purchase takes from the pool (largest first) and its network fee at the rate. */
  function fundPurchase(
    l: Listing,
    price: number,
    serverReal: number,
    paddingScript: string,
    paddingValue: bigint,
    pool: readonly Utxo[],
    nftAddress: string,
    address: string,
    feeRate: number,
  ) {
    const item = chain.utxo(l.txid, l.vout)!;
    const { sellerOutputs, feeOutputs } = purchaseOutputs(l, price, serverReal);
    const funding: Utxo[] = [];
    for (const utxo of pool) {
      funding.push(utxo);
      const scripts = [paddingScript, item.script, ...funding.map((u) => u.script)];
      const outs = [nftAddress, ...sellerOutputs.map((o) => o.address), ...feeOutputs.map((o) => o.address), address];
      const vsize = estimateVsize(scripts, outs);
      const networkFee = BigInt(vsize * feeRate);
      const inSum = paddingValue + BigInt(item.value) + funding.reduce((a, u) => a + BigInt(u.value), 0n);
      const outSum = paddingValue + BigInt(item.value) + sellerOutputs.reduce((a, o) => a + o.amount, 0n) + feeOutputs.reduce((a, o) => a + o.amount, 0n);
      if (inSum >= outSum + networkFee) return { funding, change: inSum - outSum - networkFee, vsize, sellerOutputs, feeOutputs };
    }
    return null;
  }

  /** What the prepare answers as txSize: the purchase create_bid would build now (a padding UTXO assumed). */
  function purchaseSize(l: Listing, price: number, serverReal: number, address: string, nftAddress: string, funds: readonly Utxo[], feeRate: number): number {
    const sorted = [...funds].sort((a, b) => Number(BigInt(a.value) - BigInt(b.value)));
    const padding = sorted.find((u) => BigInt(u.value) <= PADDING_MAX);
    const pool = sorted.filter((u) => u !== padding).reverse();
    const paddingScript = padding?.script ?? bytesToHex(scriptFor(address));
    const plan = fundPurchase(l, price, serverReal, paddingScript, BigInt(padding?.value ?? PADDING_SATS), pool, nftAddress, address, feeRate);
    const item = chain.utxo(l.txid, l.vout)!;
    const { sellerOutputs, feeOutputs } = purchaseOutputs(l, price, serverReal);
    return (
      plan?.vsize ??
      estimateVsize([paddingScript, item.script, ''], [nftAddress, ...sellerOutputs.map((o) => o.address), ...feeOutputs.map((o) => o.address), address])
    );
  }

  function createBidPrepare(category: MarketCategory, session: string, body: Body) {
    writable(category);
    const l = active(body.auctionId);
    const address = str(body.address, 'address');
    scriptFor(address);
    notSeller(l, [address, session]);
    const price = checkBidPrice(l, body);
    const fee = serviceFee(l, price, session);
    const feeRate = 10;
    const funds = indexer.spendableUtxos(address);
    // The size of the very transaction create_bid builds (its outputs, and as many funding inputs as it takes),
    // so the network fee shown is the one paid.
    const txSize = purchaseSize(l, price, fee.serverReal, address, session, funds, feeRate);
    const balance = funds.reduce((a, u) => a + Number(u.value), 0);
    const nftValue = Number(chain.utxo(l.txid, l.vout)!.value);
    return { feeRate, txSize, ...fee, nftValue, availableBalance: balance, allBalance: balance };
  }

  function createBid(category: MarketCategory, session: string, body: Body) {
    writable(category);
    const l = active(body.auctionId);
    return buildPurchase(l, session, body, () => checkBidPrice(l, body));
  }

  /**
   * The purchase transaction around the seller's signed input, at the price `priceOf` gives once the addresses are
   * checked (a bid's, or a claim's: market-claims.ts), kept as a bid record 'created' until its confirm.
   */
  function buildPurchase(l: Listing, session: string, body: Body, priceOf: () => number) {
    const address = str(body.address, 'address');
    const pubkey = str(body.pubkey, 'pubkey');
    const nftAddress = typeof body.nftAddress === 'string' && body.nftAddress ? body.nftAddress : session;
    scriptFor(address);
    scriptFor(nftAddress);
    notSeller(l, [address, nftAddress, session]);
    const price = priceOf();
    const feeRate =
      typeof body.feeRate === 'number' && Number.isFinite(body.feeRate) && body.feeRate >= 1 && body.feeRate <= 5000 ? Math.ceil(body.feeRate) : null;
    if (feeRate === null) throw new DevnetError(-1, 'feeRate must be from 1 to 5000 sats/vB.');
    const { serverReal } = serviceFee(l, price, session);
    const item = chain.utxo(l.txid, l.vout)!;
    const available = indexer.spendableUtxos(address).sort((a, b) => Number(BigInt(a.value) - BigInt(b.value)));

    // The padding input: a small UTXO of the buyer's (at most PADDING_MAX: a larger coin is never padding), or one of the
    // two split off first (psbtBid2): the other is the buyer's padding for the next purchase.
    let padding: Utxo | undefined = available.find((u) => BigInt(u.value) <= PADDING_MAX);
    let pool = available.filter((u) => u !== padding).reverse();
    let split: Transaction | null = null;
    if (!padding) {
      const source = pool[0];
      const made = PADDING_SATS * BigInt(SPLIT_PADDINGS);
      const splitFee = BigInt(estimateVsize([source?.script ?? ''], [...Array.from({ length: SPLIT_PADDINGS }, () => address), address]) * feeRate);
      if (!source || BigInt(source.value) < made + splitFee + DUST) throw new DevnetError(-1, 'Insufficient balance.');
      split = new Transaction({ allowUnknownOutputs: true });
      split.addInput(inputFor(source, { tapInternalKey: internalKeyFor(source.script, pubkey) }));
      for (let i = 0; i < SPLIT_PADDINGS; i++) split.addOutput({ script: scriptFor(address), amount: PADDING_SATS });
      split.addOutput({ script: scriptFor(address), amount: BigInt(source.value) - made - splitFee });
      const splitId = split.id;
      const script = bytesToHex(scriptFor(address));
      padding = { txid: splitId, vout: 0, value: PADDING_SATS.toString(), script, address, height: null };
      const rest = (BigInt(source.value) - made - splitFee).toString();
      pool = [{ txid: splitId, vout: SPLIT_PADDINGS, value: rest, script, address, height: null }, ...pool.slice(1)];
    }

    const plan = fundPurchase(l, price, serverReal, padding.script, BigInt(padding.value), pool, nftAddress, address, feeRate);
    if (!plan) throw new DevnetError(-1, 'Insufficient balance.');
    const { funding, change, sellerOutputs, feeOutputs } = plan;

    const tx = new Transaction({ allowUnknownOutputs: true });
    tx.addInput(inputFor(padding, { tapInternalKey: internalKeyFor(padding.script, pubkey) }));
    tx.addInput(inputFor(item, { sighashType: LISTING_SIGHASH }));
    for (const u of funding) tx.addInput(inputFor(u, { tapInternalKey: internalKeyFor(u.script, pubkey) }));
    tx.addOutput({ script: scriptFor(nftAddress), amount: BigInt(padding.value) + BigInt(item.value) });
    for (const o of [...sellerOutputs, ...feeOutputs]) tx.addOutput({ script: scriptFor(o.address), amount: o.amount });
    if (change >= DUST) tx.addOutput({ script: scriptFor(address), amount: change });
    tx.updateInput(1, { finalScriptWitness: l.signedWitness!.map(hexToBytes) }, true);

    const state = get();
    const bidId = `bid-${(state.counter + 1).toString().padStart(6, '0')}`;
    const signIndexes = [0, ...funding.map((_, i) => i + 2)];
    const bid: Bid = {
      bidId,
      auctionId: l.auctionId,
      buyer: session,
      buyerPubkey: pubkey,
      nftAddress,
      price,
      feeRate,
      serverFee: serverReal,
      psbtBid: psbtHex(tx),
      psbtBid2: split ? psbtHex(split) : '',
      signIndexes,
      status: 'created',
      signedTx: null,
      signedTx2: null,
      time: deps.now(),
    };
    deps.save({ ...state, counter: state.counter + 1, bids: { ...state.bids, [bidId]: bid } });
    // psbtSettle is not used on the devnet: an auction settles with the winner's own signed transaction.
    // The fees as the real API answers them: networkFee is what this transaction leaves to miners.
    const inSum = BigInt(padding.value) + BigInt(item.value) + funding.reduce((a, u) => a + BigInt(u.value), 0n);
    const outSum = Array.from({ length: tx.outputsLength }, (_, i) => tx.getOutput(i).amount!).reduce((a, b) => a + b, 0n);
    return {
      bidId,
      psbtBid: bid.psbtBid,
      psbtBid2: bid.psbtBid2,
      psbtSettle: '',
      serverFee: serverReal,
      networkFee: Number(inSum - outSum),
      feeRate,
      nftValue: Number(item.value),
      bidSignIndexes: signIndexes,
    };
  }

  /** Checks every signature of a signed bid against the transaction as built; returns the raw transactions. */
  function signedBid(bid: Bid, body: Body): { tx: string; tx2: string | null } {
    let tx2: string | null = null;
    const spentOf = (tx: Transaction, extra: readonly Utxo[]) =>
      Array.from({ length: tx.inputsLength }, (_, i) => {
        const input = tx.getInput(i);
        const txid = bytesToHex(input.txid!);
        const utxo = chain.utxo(txid, input.index!) ?? extra.find((u) => u.txid === txid && u.vout === input.index);
        if (!utxo) throw new DevnetError(-100, 'This inscription has been sold or unlisted.');
        return utxo;
      });
    let splitOutputs: Utxo[] = [];
    if (bid.psbtBid2) {
      const built2 = psbtFromHex(bid.psbtBid2);
      const signed2 = readPsbt(body.psbtBid2, body.fromBase64);
      if (shapeOf(signed2) !== shapeOf(built2)) throw new DevnetError(-1, 'psbtBid2 is not the transaction that was built for this bid.');
      const spent2 = spentOf(signed2, []);
      for (let i = 0; i < signed2.inputsLength; i++) checkSigned(signed2, i, spent2, `psbtBid2 input ${i}`);
      tx2 = signed2.hex;
      splitOutputs = Array.from({ length: signed2.outputsLength }, (_, o) => {
        const output = signed2.getOutput(o);
        return { txid: signed2.id, vout: o, value: output.amount!.toString(), script: bytesToHex(output.script!), address: '', height: null };
      });
    }
    const built = psbtFromHex(bid.psbtBid);
    const signed = readPsbt(body.psbtBid, body.fromBase64);
    if (shapeOf(signed) !== shapeOf(built)) throw new DevnetError(-1, 'psbtBid is not the transaction that was built for this bid.');
    // The seller's input is the one the seller signed; whatever came back for it is replaced.
    signed.updateInput(1, { finalScriptWitness: built.getInput(1).finalScriptWitness! }, true);
    const spent = spentOf(signed, splitOutputs);
    for (let i = 0; i < signed.inputsLength; i++) checkSigned(signed, i, spent, i === 1 ? "The seller's input" : `Your input ${i}`);
    return { tx: signed.hex, tx2 };
  }

  function confirmBid(category: MarketCategory, session: string, body: Body) {
    writable(category);
    const l = active(body.auctionId);
    const bid = typeof body.bidId === 'string' ? get().bids[body.bidId] : undefined;
    if (!bid || bid.auctionId !== l.auctionId) throw new DevnetError(-1, 'No such bid.');
    if (bid.buyer !== session) throw new DevnetError(-1, 'This bid is not yours.');
    if (bid.status !== 'created') throw new DevnetError(-1, 'This bid was already confirmed.');
    if (l.marketType === 'fixedPrice' && bid.price !== l.price) throw new DevnetError(-139, 'The price has updated by the seller. Please try again.');
    const raw = signedBid(bid, body);
    if (l.marketType === 'fixedPrice') return { txid: settleSale(l, bid, raw) };
    checkBidPrice(l, { bidPrice: bid.price });
    save((s) => ({ ...s, bids: { ...s.bids, [bid.bidId]: { ...bid, status: 'placed', signedTx: raw.tx, signedTx2: raw.tx2 } } }));
    return { bidId: bid.bidId, minimumNextBid: minimumBid(get().listings[l.auctionId]!) };
  }

  return { createBidPrepare, createBid, confirmBid, serviceFee, notSeller, buildPurchase, signedBid };
}

export type MarketPurchases = ReturnType<typeof createMarketPurchases>;
