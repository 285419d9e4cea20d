// Over 300 lines: the devnet market (listings, purchases, auctions, reads) in one closure over its state; the split by concern (issue 23) is still to do.
import { Decimal } from '../decimal';
import { Transaction, p2wpkh, TEST_NETWORK } from '@scure/btc-signer';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import {
  AUCTION_DURATIONS_MS,
  AUCTION_MAX_SATS,
  AUCTION_MIN_SATS,
  BID_STEP,
  FREE_SERVER_FEE_POINTS,
  LISTING_SIGHASH,
  LIST_MAX_SATS,
  LIST_MAX_SATS_DOMAIN,
  LIST_MIN_SATS,
} from '../../src/domain/constants';
import type { MarketCategory, MarketConfig } from '../../src/domain/entities';
import { isDomainFilter, matchesDomainFilter } from '../../src/domain/market/domain-filters';
import { TIME_RANGE_MS, isTimeRange } from '../../src/domain/market/market-windows';
import { scriptFor, type Chain, type Utxo } from '../chain/chain';
import type { Indexer } from '../indexer/indexer';
import { checkAllSigned, checkSigned, inputFor, psbtFromHex, psbtHex, readPsbt, shapeOf, internalKeyFor, spentOutputs } from '../crypto/psbt';
import { buildListingPsbt, checkListing } from './listing-psbt';
import type { ActionType, Bid, Listing, MarketAction, MarketState } from './market-state';
import { DevnetError } from '../devnet-error';

/**
 * The devnet's market (DESIGN.md "Marketplace PSBTs", spec 000 sections 4, 5 and 9), per category:
 * put on (a PSBT spending the item's UTXO, signed SIGHASH_SINGLE|ANYONECANPAY, with the seller's payout at
 * the same index), put off (off-chain, or on-chain moving the item back), modify price, bid prepare,
 * create bid (the buyer's transaction around the seller's signed input and output) and confirm bid
 * (every signature checked, then broadcast: the item moves to the buyer, the seller gets the price, the
 * service fee goes to the fee address), auctions (5% step, the highest bid settles when time runs out),
 * lists, statistics and activity.
 *
 * Layout of a buy transaction: input 0 is a small padding UTXO of the buyer's, input 1 the seller's item,
 * inputs 2.. the buyer's funds; output 0 gives the buyer padding + item (the item's sats come right after
 * the padding's, so the item lands there), output 1 pays the seller (index 1, as the seller signed it),
 * then for an auction the part of the bid above the starting price to the seller, the service fee, and
 * the buyer's change. A buyer without a padding UTXO first signs a small split (psbtBid2).
 */

/** The market config the devnet answers (spec 000 section 3; the values the spec does not give are ours). */
export const DEVNET_MARKET_CONFIG: MarketConfig = {
  minPrice: LIST_MIN_SATS,
  maxPrice: LIST_MAX_SATS,
  maxPriceVip: 50_000_000,
  domainMaxPrice: LIST_MAX_SATS_DOMAIN,
  domainMaxPriceVip: 1_000_000_000,
  collectionMaxPrice: LIST_MAX_SATS_DOMAIN,
  collectionMaxPriceVip: 1_000_000_000,
  inscriptionVipNeed: 100,
  onSaleConfirmBlocks: 1,
  priceFreeServerFee: 100_000,
  BTCPrice: 27_000,
};

/** Ours: the service fee rate before discounts (2%), and the OG Pass discount (25%, multiplied). */
export const SERVER_FEE_RATE = '0.02';
export const OG_PASS_DISCOUNT_PERCENT = 25;
const DUST = 546n;
const PADDING_MAX = 10_000n;
const PADDING_SATS = 600n;

/** The service fee address: a fixed devnet key (the devnet's, not any account's). */
export const FEE_ADDRESS = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(0x77), true), TEST_NETWORK).address!;

/** vbytes of a transaction with these inputs and outputs (P2TR inputs 58, P2WPKH 68; outputs 43 / 31). */
export function estimateVsize(inputScripts: readonly string[], outputAddresses: readonly string[]): number {
  const inputs = inputScripts.reduce((a, s) => a + (s.startsWith('5120') ? 58 : 68), 0);
  const outputs = outputAddresses.reduce((a, addr) => a + (addr.startsWith('tb1p') || addr.startsWith('bcrt1p') ? 43 : 31), 0);
  return 11 + inputs + outputs;
}

export interface MarketUser {
  readonly inscribeCount: number;
  readonly ogPassCount: number;
}

export interface MarketDeps {
  readonly load: () => MarketState;
  readonly save: (state: MarketState) => void;
  readonly chain: Chain;
  readonly indexer: Indexer;
  readonly now: () => number;
  readonly user: (address: string) => MarketUser;
  /** Broadcasts a finished transaction (the chain, then the indexer). */
  readonly broadcast: (rawHex: string) => string;
  /** Maintenance and read-only flags. */
  readonly flags: () => { marketMaintenance: boolean; brc20ReadOnly: boolean; domainReadOnly: boolean; arc20ReadOnly: boolean; runesReadOnly: boolean };
}

type Body = Record<string, unknown>;

const int = (value: unknown, name: string): number => {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) throw new DevnetError(-1, `${name} must be a whole number of sats.`);
  return n;
};
const str = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || value === '') throw new DevnetError(-1, `${name} is required.`);
  return value;
};

export function createMarket(deps: MarketDeps) {
  const get = () => deps.load();
  const { chain, indexer } = deps;

  const save = (change: (s: MarketState) => MarketState) => deps.save(change(get()));
  const listing = (auctionId: unknown): Listing => {
    const found = typeof auctionId === 'string' ? get().listings[auctionId] : undefined;
    if (!found) throw new DevnetError(-1, 'No such listing.');
    return found;
  };
  /** -100 when the listing is sold or unlisted (spec 000 section 8). */
  const active = (auctionId: unknown): Listing => {
    const found = listing(auctionId);
    if (found.status !== 'listed') throw new DevnetError(-100, 'This inscription has been sold or unlisted.');
    const utxo = chain.utxo(found.txid, found.vout);
    if (!utxo) throw new DevnetError(-100, 'This inscription has been sold or unlisted.');
    return found;
  };
  const record = (type: ActionType, l: Listing, extra: Partial<MarketAction> = {}): MarketAction => ({
    type,
    auctionId: l.auctionId,
    nftType: l.nftType,
    price: l.price,
    unitPrice: l.unitPrice,
    from: l.seller,
    to: null,
    time: deps.now(),
    ...(l.tick ? { tick: l.tick } : {}),
    ...(l.inscriptionId ? { inscriptionId: l.inscriptionId } : {}),
    ...(l.collectionId ? { collectionId: l.collectionId } : {}),
    ...(l.domain ? { domain: l.domain } : {}),
    ...extra,
  });

  /** Maintenance (-106) and the read-only flags (-116 brc20, -117 domain, and arc20 and runes) stop every change. */
  function writable(category: MarketCategory): void {
    const flags = deps.flags();
    if (flags.marketMaintenance) throw new DevnetError(-106, 'The market is under maintenance.');
    if (category === 'brc20' && flags.brc20ReadOnly) throw new DevnetError(-116, 'The brc-20 market is read-only for now.');
    if (category === 'domain' && flags.domainReadOnly) throw new DevnetError(-117, 'The domain market is read-only for now.');
    // The spec gives no codes for these two: a plain refusal with the reason.
    if (category === 'arc20' && flags.arc20ReadOnly) throw new DevnetError(-1, 'The ARC-20 market is read-only for now.');
    if (category === 'runes' && flags.runesReadOnly) throw new DevnetError(-1, 'The runes market is read-only for now.');
  }

  function maxPrice(category: MarketCategory, seller: string): number {
    const vip = deps.user(seller).inscribeCount >= DEVNET_MARKET_CONFIG.inscriptionVipNeed;
    const c = DEVNET_MARKET_CONFIG;
    if (category === 'domain') return vip ? c.domainMaxPriceVip : c.domainMaxPrice;
    if (category === 'collection') return vip ? c.collectionMaxPriceVip : c.collectionMaxPrice;
    return vip ? c.maxPriceVip : c.maxPrice;
  }

  /** What is being listed, found from the request, with its UTXO; it must be the seller's. */
  function itemFor(category: MarketCategory, body: Body, seller: string, payAddress: string) {
    if (category === 'runes' || category === 'arc20') {
      const txid = str(body.txid, 'txid');
      const vout = typeof body.index === 'number' ? body.index : NaN;
      const utxo = chain.utxo(txid, vout);
      if (!utxo) throw new DevnetError(-1, `No such output ${txid}:${body.index}.`);
      if (utxo.address !== seller && utxo.address !== payAddress) throw new DevnetError(-1, 'This output is not yours.');
      if (category === 'runes') {
        const runes = indexer.runesAt(txid, vout);
        if (!runes) throw new DevnetError(-1, 'This output holds no runes.');
        const [name, amount] = Object.entries(runes)[0]!;
        const info = indexer.state().runeInfo[name];
        return { utxo, fields: { tick: name, amount, symbol: info?.symbol, name } };
      }
      const atomical = indexer.arc20At(txid, vout);
      if (!atomical) throw new DevnetError(-1, 'This output holds no ARC-20.');
      if (body.atomicalId !== undefined && body.atomicalId !== atomical.atomicalId) throw new DevnetError(-1, 'atomicalId does not match the output.');
      return { utxo, fields: { tick: atomical.ticker, amount: utxo.value, atomicalId: atomical.atomicalId } };
    }
    const inscription = indexer.inscription(str(body.inscriptionId, 'inscriptionId'));
    if (!inscription?.location) throw new DevnetError(-1, 'No such inscription.');
    if (inscription.address !== seller) throw new DevnetError(-1, 'This inscription is not yours.');
    const utxo = chain.utxo(inscription.location.txid, inscription.location.vout)!;
    if (category === 'brc20') {
      const b = inscription.brc20;
      if (b?.op !== 'transfer' || !b.valid || b.used) throw new DevnetError(-1, 'Only an unused brc-20 transfer inscription can be listed.');
      return { utxo, fields: { inscriptionId: inscription.id, tick: b.tick, amount: b.amt! } };
    }
    if (category === 'domain') {
      if (!inscription.domain) throw new DevnetError(-1, 'This inscription is not a domain name.');
      return { utxo, fields: { inscriptionId: inscription.id, domain: inscription.domain.name, name: inscription.domain.name } };
    }
    if (!inscription.collection) throw new DevnetError(-1, 'This inscription is not a collection item.');
    return {
      utxo,
      fields: {
        inscriptionId: inscription.id,
        collectionId: inscription.collection.collectionId,
        name: inscription.collection.itemName,
        verification: inscription.collection.verified,
      },
    };
  }

  const unitOf = (price: number, amount: string | undefined): number =>
    amount && new Decimal(amount).gt(0) ? new Decimal(price).div(amount).toDecimalPlaces(8, Decimal.ROUND_DOWN).toNumber() : price;

  // ---- put on ---------------------------------------------------------------------------------

  /** A listing as create_put_on builds it, checked, not yet kept; `counter` numbers its auctionId. */
  function prepareListing(category: MarketCategory, seller: string, body: Body, counter: number, options: { psbt: boolean } = { psbt: true }) {
    writable(category);
    const sellerPubkey = str(body.pubkey, 'pubkey');
    const marketType = body.marketType === 'auction' ? 'auction' : body.marketType === 'fixedPrice' || body.marketType === undefined ? 'fixedPrice' : null;
    if (!marketType) throw new DevnetError(-1, "marketType must be 'fixedPrice' or 'auction'.");
    const payAddress = typeof body.btcAddress === 'string' && body.btcAddress ? body.btcAddress : seller;
    scriptFor(payAddress);
    const price = int(body.initPrice, 'initPrice');
    const { utxo, fields } = itemFor(category, body, seller, payAddress);
    const key = `${utxo.txid}:${utxo.vout}`;
    if (Object.values(get().listings).some((l) => l.status === 'listed' && `${l.txid}:${l.vout}` === key))
      throw new DevnetError(-1, 'The inscription has been listed');
    if (chain.confirmations(utxo) < DEVNET_MARKET_CONFIG.onSaleConfirmBlocks) throw new DevnetError(-1, 'Please wait for the confirmation');
    let endTime: number | null = null;
    if (marketType === 'auction') {
      const duration = body.auctionTime === undefined ? AUCTION_DURATIONS_MS[1] : body.auctionTime;
      if (!(AUCTION_DURATIONS_MS as readonly unknown[]).includes(duration))
        throw new DevnetError(-1, 'auctionTime must be 1, 6 or 24 hours (3600000, 21600000 or 86400000 ms).');
      if (price < AUCTION_MIN_SATS || price > AUCTION_MAX_SATS) throw new DevnetError(-1, 'An auction starts between 0.0005 and 100 BTC.');
      endTime = deps.now() + (duration as number);
    } else {
      const max = maxPrice(category, seller);
      if (price < DEVNET_MARKET_CONFIG.minPrice)
        throw new DevnetError(-1, `Total value should be greater than ${new Decimal(DEVNET_MARKET_CONFIG.minPrice).div(1e8).toFixed()} BTC`);
      if (price > max) throw new DevnetError(-1, `Total value should be less than ${new Decimal(max).div(1e8).toFixed()} BTC`);
    }
    const psbt = options.psbt ? psbtHex(buildListingPsbt(utxo, sellerPubkey, payAddress, BigInt(price), LISTING_SIGHASH)) : null;
    const listing: Listing = {
      auctionId: `devnet-${counter.toString().padStart(6, '0')}`,
      nftType: category,
      marketType,
      status: 'pending',
      seller,
      sellerPubkey,
      payAddress,
      txid: utxo.txid,
      vout: utxo.vout,
      value: utxo.value,
      ...fields,
      price,
      unitPrice: unitOf(price, fields.amount),
      unsignedPsbt: psbt,
      signedWitness: null,
      pendingPrice: null,
      onSaleTime: deps.now(),
      endTime,
      soldPrice: null,
      buyer: null,
      saleTxid: null,
    };
    return listing;
  }

  function createPutOn(category: MarketCategory, seller: string, body: Body) {
    const state = get();
    const fresh = prepareListing(category, seller, body, state.counter + 1);
    deps.save({ ...state, counter: state.counter + 1, listings: { ...state.listings, [fresh.auctionId]: fresh } });
    return { auctionId: fresh.auctionId, psbt: fresh.unsignedPsbt!, signIndexes: [0] };
  }

  /**
   * Lists many items of one seller at once, kept in one step: the devnet control that seeds thousands of
   * listings. `witness` is the seller's signature of each listing (sighash 131), as the buy transaction
   * will carry it; building and parsing a PSBT per item would take a minute for 10,000 of them.
   */
  function listMany(
    category: MarketCategory,
    seller: string,
    bodies: readonly Body[],
    witness: (item: Utxo, payAddress: string, price: number) => string[],
  ): string[] {
    const state = get();
    const made = bodies.map((body, i): Listing => {
      const fresh = prepareListing(category, seller, body, state.counter + 1 + i, { psbt: false });
      return { ...fresh, status: 'listed', signedWitness: witness(chain.utxo(fresh.txid, fresh.vout)!, fresh.payAddress, fresh.price) };
    });
    save((s) => ({
      ...s,
      counter: state.counter + bodies.length,
      listings: { ...s.listings, ...Object.fromEntries(made.map((l) => [l.auctionId, l])) },
      actions: [...s.actions, ...made.map((l) => record('Listed', l))],
    }));
    return made.map((l) => l.auctionId);
  }

  function confirmPutOn(category: MarketCategory, seller: string, body: Body) {
    writable(category);
    const l = listing(body.auctionId);
    if (l.seller !== seller) throw new DevnetError(-1, 'This listing is not yours.');
    if (l.status !== 'pending' || !l.unsignedPsbt) throw new DevnetError(-1, 'This listing is not waiting for a signature.');
    const item = chain.utxo(l.txid, l.vout);
    if (!item) throw new DevnetError(-100, 'This inscription has been sold or unlisted.');
    const { finalScriptWitness } = checkListing(readPsbt(body.psbt, body.fromBase64), psbtFromHex(l.unsignedPsbt), item, LISTING_SIGHASH);
    const listed: Listing = { ...l, status: 'listed', unsignedPsbt: null, signedWitness: finalScriptWitness.map(bytesToHex), onSaleTime: deps.now() };
    save((s) => ({ ...s, listings: { ...s.listings, [l.auctionId]: listed }, actions: [...s.actions, record('Listed', listed)] }));
    return { auctionId: l.auctionId };
  }

  // ---- put off and price --------------------------------------------------------------------------

  function createPutOff(category: MarketCategory, seller: string, body: Body) {
    writable(category);
    const l = active(body.auctionId);
    if (l.seller !== seller) throw new DevnetError(-1, 'This listing is not yours.');
    if (body.offChain !== false) return { psbt: '', nftSignIndexes: [], btcSignIndexes: [] };
    // On-chain: the item goes back to the seller, which voids the signed listing for good.
    const item = chain.utxo(l.txid, l.vout)!;
    const feeRate = 2;
    const funding = indexer.spendableUtxos(l.payAddress).sort((a, b) => Number(BigInt(b.value) - BigInt(a.value)))[0];
    const vsize = estimateVsize([item.script, funding?.script ?? ''], [l.seller, l.payAddress]);
    const fee = BigInt(vsize * feeRate);
    if (!funding || BigInt(funding.value) < fee + DUST)
      throw new DevnetError(-1, `Unlisting on-chain needs about ${fee} sats of network fee at ${l.payAddress}.`);
    const tx = new Transaction({ allowUnknownOutputs: true });
    tx.addInput(inputFor(item, { tapInternalKey: internalKeyFor(item.script, l.sellerPubkey) }));
    tx.addInput(inputFor(funding, { tapInternalKey: internalKeyFor(funding.script, typeof body.btcPubkey === 'string' ? body.btcPubkey : l.sellerPubkey) }));
    tx.addOutput({ script: scriptFor(l.seller), amount: BigInt(item.value) });
    tx.addOutput({ script: scriptFor(l.payAddress), amount: BigInt(funding.value) - fee });
    // txSize as the real API answers it; networkFee (create_bid's name) is the fee this transaction pays, which the dialog shows.
    return { psbt: psbtHex(tx), nftSignIndexes: [0], btcSignIndexes: [1], txSize: vsize, networkFee: Number(fee) };
  }

  function confirmPutOff(category: MarketCategory, seller: string, body: Body) {
    writable(category);
    const l = active(body.auctionId);
    if (l.seller !== seller) throw new DevnetError(-1, 'This listing is not yours.');
    let txid: string | null = null;
    if (typeof body.psbt === 'string' && body.psbt !== '') {
      const tx = readPsbt(body.psbt, body.fromBase64);
      const first = tx.getInput(0);
      if (bytesToHex(first.txid!) !== l.txid || first.index !== l.vout) throw new DevnetError(-1, 'This transaction does not move the listed item.');
      checkAllSigned(tx, spentOutputs(tx, chain.utxo));
      txid = deps.broadcast(tx.hex);
    }
    const cancelled: Listing = { ...l, status: 'cancel', signedWitness: null };
    save((s) => ({ ...s, listings: { ...s.listings, [l.auctionId]: cancelled }, actions: [...s.actions, record('Cancel', cancelled)] }));
    return { auctionId: l.auctionId, txid };
  }

  function createModifyPrice(category: MarketCategory, seller: string, body: Body) {
    writable(category);
    const l = active(body.auctionId);
    if (l.seller !== seller) throw new DevnetError(-1, 'This listing is not yours.');
    if (l.marketType === 'auction') throw new DevnetError(-1, 'An auction price cannot be changed.');
    const price = int(body.initPrice, 'initPrice');
    const max = maxPrice(category, seller);
    if (price < DEVNET_MARKET_CONFIG.minPrice || price > max)
      throw new DevnetError(
        -1,
        `The total value should be between ${new Decimal(DEVNET_MARKET_CONFIG.minPrice).div(1e8).toFixed()} BTC and ${new Decimal(max).div(1e8).toFixed()} BTC`,
      );
    const tx = buildListingPsbt(chain.utxo(l.txid, l.vout)!, l.sellerPubkey, l.payAddress, BigInt(price), LISTING_SIGHASH);
    const pending = { price, unitPrice: unitOf(price, l.amount), psbt: psbtHex(tx) };
    save((s) => ({ ...s, listings: { ...s.listings, [l.auctionId]: { ...l, pendingPrice: pending } } }));
    return { auctionId: l.auctionId, psbt: pending.psbt, signIndexes: [0] };
  }

  function confirmModifyPrice(category: MarketCategory, seller: string, body: Body) {
    writable(category);
    const l = active(body.auctionId);
    if (l.seller !== seller) throw new DevnetError(-1, 'This listing is not yours.');
    if (!l.pendingPrice) throw new DevnetError(-1, 'There is no price change waiting for a signature.');
    const item = chain.utxo(l.txid, l.vout)!;
    const { finalScriptWitness } = checkListing(readPsbt(body.psbt, body.fromBase64), psbtFromHex(l.pendingPrice.psbt), item, LISTING_SIGHASH);
    const updated: Listing = {
      ...l,
      price: l.pendingPrice.price,
      unitPrice: l.pendingPrice.unitPrice,
      signedWitness: finalScriptWitness.map(bytesToHex),
      pendingPrice: null,
    };
    save((s) => ({ ...s, listings: { ...s.listings, [l.auctionId]: updated }, actions: [...s.actions, record('Updated', updated)] }));
    return { auctionId: l.auctionId };
  }

  // ---- buying -----------------------------------------------------------------------------------

  /** The least an auction accepts now: the start price, or the highest bid plus 5% rounded up. */
  function minimumBid(l: Listing): number {
    const placed = Object.values(get().bids).filter((b) => b.auctionId === l.auctionId && b.status === 'placed');
    if (placed.length === 0) return l.price;
    const highest = Math.max(...placed.map((b) => b.price));
    return new Decimal(highest).times(new Decimal(1).plus(BID_STEP)).toDecimalPlaces(0, Decimal.ROUND_UP).toNumber();
  }

  /** The price asked, checked: -139 when the seller changed it; an auction bid must reach the minimum. */
  function checkBidPrice(l: Listing, body: Body): number {
    const bidPrice = int(body.bidPrice, 'bidPrice');
    if (l.marketType === 'fixedPrice') {
      if (bidPrice !== l.price) throw new DevnetError(-139, 'The price has updated by the seller. Please try again.');
      return bidPrice;
    }
    if (l.endTime !== null && deps.now() >= l.endTime) throw new DevnetError(-100, 'This auction has ended.');
    const minimum = minimumBid(l);
    if (bidPrice < minimum) throw new DevnetError(-1, `The bid must be at least ${minimum} sats (the highest bid plus 5%).`);
    return bidPrice;
  }

  function notSeller(l: Listing, addresses: readonly unknown[]): void {
    if (addresses.some((a) => a === l.seller || a === l.payAddress)) throw new DevnetError(-1, 'Buyers and sellers cannot be the same person');
  }

  /** The service fee (spec 000 section 9): free under priceFreeServerFee or with 500+ points (non-arc20); OG Pass takes 25% off. */
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
    // serverFeeRate is the rate before discounts: the dialog applies them (spec 000 section 9); 0 when free.
    return { serverFee, serverReal, serverFeeRate: free ? 0 : Number(SERVER_FEE_RATE), discounts };
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
    return { feeRate, txSize, ...fee, availableBalance: funds.reduce((a, u) => a + Number(u.value), 0) };
  }

  function createBid(category: MarketCategory, session: string, body: Body) {
    writable(category);
    const l = active(body.auctionId);
    const address = str(body.address, 'address');
    const pubkey = str(body.pubkey, 'pubkey');
    const nftAddress = typeof body.nftAddress === 'string' && body.nftAddress ? body.nftAddress : session;
    scriptFor(address);
    scriptFor(nftAddress);
    notSeller(l, [address, nftAddress, session]);
    const price = checkBidPrice(l, body);
    const feeRate =
      typeof body.feeRate === 'number' && Number.isFinite(body.feeRate) && body.feeRate >= 1 && body.feeRate <= 5000 ? Math.ceil(body.feeRate) : null;
    if (feeRate === null) throw new DevnetError(-1, 'feeRate must be from 1 to 5000 sats/vB.');
    const { serverReal } = serviceFee(l, price, session);
    const item = chain.utxo(l.txid, l.vout)!;
    const available = indexer.spendableUtxos(address).sort((a, b) => Number(BigInt(a.value) - BigInt(b.value)));

    // The padding input: a small UTXO of the buyer's, or one split off first (psbtBid2).
    let padding: Utxo | undefined = available.find((u) => BigInt(u.value) <= PADDING_MAX);
    let pool = available.filter((u) => u !== padding).reverse();
    let split: Transaction | null = null;
    if (!padding) {
      const source = pool[0];
      const splitFee = BigInt(estimateVsize([source?.script ?? ''], [address, address]) * feeRate);
      if (!source || BigInt(source.value) < PADDING_SATS + splitFee + DUST) throw new DevnetError(-1, 'Insufficient balance.');
      split = new Transaction({ allowUnknownOutputs: true });
      split.addInput(inputFor(source, { tapInternalKey: internalKeyFor(source.script, pubkey) }));
      split.addOutput({ script: scriptFor(address), amount: PADDING_SATS });
      split.addOutput({ script: scriptFor(address), amount: BigInt(source.value) - PADDING_SATS - splitFee });
      const splitId = split.id;
      const script = bytesToHex(scriptFor(address));
      padding = { txid: splitId, vout: 0, value: PADDING_SATS.toString(), script, address, height: null };
      pool = [{ txid: splitId, vout: 1, value: (BigInt(source.value) - PADDING_SATS - splitFee).toString(), script, address, height: null }, ...pool.slice(1)];
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
    return { bidId, psbtBid: bid.psbtBid, psbtBid2: bid.psbtBid2, psbtSettle: '', bidSignIndexes: signIndexes };
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

  function settleSale(l: Listing, bid: Bid, raw: { tx: string; tx2: string | null }): string {
    if (raw.tx2) deps.broadcast(raw.tx2);
    const txid = deps.broadcast(raw.tx);
    const sold: Listing = { ...l, status: 'sold', soldPrice: bid.price, buyer: bid.nftAddress, saleTxid: txid, signedWitness: null };
    save((s) => ({
      ...s,
      listings: { ...s.listings, [l.auctionId]: sold },
      bids: { ...s.bids, [bid.bidId]: { ...bid, status: 'won', signedTx: raw.tx, signedTx2: raw.tx2 } },
      actions: [...s.actions, record('Sold', sold, { price: bid.price, unitPrice: unitOf(bid.price, l.amount), to: bid.nftAddress })],
    }));
    return txid;
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

  /** Ends the auctions whose time is up: the highest bid that can still be broadcast wins. */
  function settleDue(): number {
    let settled = 0;
    for (const l of Object.values(get().listings)) {
      if (l.status !== 'listed' || l.marketType !== 'auction' || l.endTime === null || deps.now() < l.endTime) continue;
      const placed = Object.values(get().bids)
        .filter((b) => b.auctionId === l.auctionId && b.status === 'placed')
        .sort((a, b) => b.price - a.price || a.time - b.time);
      let won = false;
      for (const bid of placed) {
        if (won) {
          save((s) => ({ ...s, bids: { ...s.bids, [bid.bidId]: { ...bid, status: 'lost' } } }));
          continue;
        }
        try {
          settleSale(get().listings[l.auctionId]!, bid, { tx: bid.signedTx!, tx2: bid.signedTx2 });
          won = true;
          settled++;
        } catch {
          save((s) => ({ ...s, bids: { ...s.bids, [bid.bidId]: { ...bid, status: 'failed' } } }));
        }
      }
      if (!won) {
        const ended: Listing = { ...l, status: 'cancel', signedWitness: null };
        save((s) => ({ ...s, listings: { ...s.listings, [l.auctionId]: ended }, actions: [...s.actions, record('Cancel', ended)] }));
      }
    }
    return settled;
  }

  // ---- reading ----------------------------------------------------------------------------------

  const publicListing = (l: Listing) => ({
    auctionId: l.auctionId,
    nftType: l.nftType,
    marketType: l.marketType,
    price: l.price,
    unitPrice: l.unitPrice,
    ...(l.amount ? { amount: l.amount } : {}),
    ...(l.tick ? { tick: l.tick } : {}),
    ...(l.name ? { name: l.name } : {}),
    ...(l.symbol ? { symbol: l.symbol } : {}),
    ...(l.domain ? { domain: l.domain } : {}),
    ...(l.inscriptionId ? { inscriptionId: l.inscriptionId } : {}),
    ...(l.collectionId ? { collectionId: l.collectionId } : {}),
    ...(l.atomicalId ? { atomicalId: l.atomicalId, atomicalTxid: l.txid, atomicalIndex: l.vout } : {}),
    ...(l.verification === undefined ? {} : { verification: l.verification }),
    txid: l.txid,
    index: l.vout,
    address: l.seller,
    // Where the seller asked to be paid (create_put_on's btcAddress): the buyer's check holds the payout to it.
    btcAddress: l.payAddress,
    onSaleTime: l.onSaleTime,
    status: l.status,
    ...(l.endTime === null ? {} : { endTime: l.endTime, minimumBid: l.status === 'listed' ? minimumBid(l) : null }),
    ...(l.soldPrice === null ? {} : { soldPrice: l.soldPrice, buyer: l.buyer }),
    /** Other inscriptions on the same UTXO go with the item (spec 000 section 5). */
    sharedWith: indexer
      .inscriptionsAt(l.txid, l.vout)
      .map((i) => i.id)
      .filter((id) => id !== l.inscriptionId),
  });

  // initPrice is the real API's name for the total price; price is kept for older callers.
  const SORTABLE = new Set(['onSaleTime', 'price', 'initPrice', 'unitPrice']);
  const optionalSats = (value: unknown, name: string): number | null => {
    if (value === undefined || value === null || value === '') return null;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0) throw new DevnetError(-1, `${name} must be a number of sats.`);
    return n;
  };
  function list(category: MarketCategory, body: Body) {
    const filter = (body.filter && typeof body.filter === 'object' ? body.filter : {}) as Record<string, unknown>;
    const sort = (body.sort && typeof body.sort === 'object' ? body.sort : { onSaleTime: -1 }) as Record<string, unknown>;
    const [field, direction] = Object.entries(sort)[0] ?? ['onSaleTime', -1];
    if (!SORTABLE.has(field)) throw new DevnetError(-1, `sort by onSaleTime, initPrice or unitPrice, not '${field}'.`);
    const minPrice = optionalSats(filter.minPrice, 'filter.minPrice');
    const maxPrice = optionalSats(filter.maxPrice, 'filter.maxPrice');
    const domainFilter = filter.domainFilter ?? 'All';
    if (!isDomainFilter(domainFilter)) throw new DevnetError(-1, 'filter.domainFilter must be All, Keyboard, 1-99, 1_letter_1_number, 2_letters or 3_letters.');
    const start = typeof body.start === 'number' && body.start >= 0 ? Math.floor(body.start) : 0;
    const limit = typeof body.limit === 'number' && body.limit > 0 ? Math.min(Math.floor(body.limit), 100) : 20;
    const rows = Object.values(get().listings).filter(
      (l) =>
        l.nftType === category &&
        (filter.isEnd === true ? l.status === 'sold' : l.status === 'listed') &&
        (filter.address === undefined || l.seller === filter.address) &&
        (filter.tick === undefined || l.tick?.toLowerCase() === String(filter.tick).toLowerCase()) &&
        (filter.collectionId === undefined || l.collectionId === filter.collectionId) &&
        (filter.domainType === undefined || l.domain?.endsWith(`.${String(filter.domainType)}`)) &&
        (domainFilter === 'All' || (!!l.domain && matchesDomainFilter(l.domain, domainFilter))) &&
        (minPrice === null || l.price >= minPrice) &&
        (maxPrice === null || l.price <= maxPrice) &&
        (filter.marketType === undefined || l.marketType === filter.marketType),
    );
    const value = (l: Listing) => (field === 'price' || field === 'initPrice' ? l.price : field === 'unitPrice' ? l.unitPrice : l.onSaleTime);
    rows.sort((a, b) => (value(a) - value(b)) * (direction === 1 ? 1 : -1));
    return { list: rows.slice(start, start + limit).map(publicListing), total: rows.length };
  }

  /** listLowPrice: the lowest unit price listed; curPrice: the last sale; low and high: the sales of the last 24 hours. */
  function statistic(category: MarketCategory, match: (l: { tick?: string; collectionId?: string; domain?: string }) => boolean) {
    const listed = Object.values(get().listings).filter((l) => l.nftType === category && l.status === 'listed' && match(l));
    const sales = get().actions.filter((a) => a.nftType === category && a.type === 'Sold' && match(a));
    const recent = sales.filter((a) => a.time >= deps.now() - 86_400_000);
    return {
      listLowPrice: listed.length ? Math.min(...listed.map((l) => l.unitPrice)) : 0,
      curPrice: sales.length ? sales[sales.length - 1]!.unitPrice : 0,
      lowPrice: recent.length ? Math.min(...recent.map((a) => a.unitPrice)) : 0,
      highPrice: recent.length ? Math.max(...recent.map((a) => a.unitPrice)) : 0,
      listed: listed.length,
      sold24h: recent.length,
    };
  }

  function actions(category: MarketCategory, body: Body) {
    const filter = (body.filter && typeof body.filter === 'object' ? body.filter : {}) as Record<string, unknown>;
    const start = typeof body.start === 'number' && body.start >= 0 ? Math.floor(body.start) : 0;
    const limit = typeof body.limit === 'number' && body.limit > 0 ? Math.min(Math.floor(body.limit), 100) : 20;
    if (filter.timeRange !== undefined && !isTimeRange(filter.timeRange)) throw new DevnetError(-1, 'filter.timeRange must be day1, day7 or day30.');
    const from = filter.timeRange === undefined ? null : deps.now() - TIME_RANGE_MS[filter.timeRange];
    const rows = get()
      .actions.filter(
        (a) =>
          a.nftType === category &&
          (filter.type === undefined || a.type === filter.type) &&
          (from === null || a.time >= from) &&
          (filter.collectionId === undefined || a.collectionId === filter.collectionId) &&
          (filter.domainType === undefined || !!a.domain?.endsWith(`.${String(filter.domainType)}`)) &&
          (filter.tick === undefined || a.tick?.toLowerCase() === String(filter.tick).toLowerCase()) &&
          (filter.address === undefined || a.from === filter.address || a.to === filter.address),
      )
      .slice()
      .reverse();
    return { list: rows.slice(start, start + limit), total: rows.length };
  }

  return {
    config: () => DEVNET_MARKET_CONFIG,
    createPutOn,
    confirmPutOn,
    listMany,
    createPutOff,
    confirmPutOff,
    createModifyPrice,
    confirmModifyPrice,
    createBidPrepare,
    createBid,
    confirmBid,
    settleDue,
    list,
    actions,
    statistic,
    detail: (auctionId: unknown) => publicListing(listing(auctionId)),
    bidHistory: (auctionId: unknown) => {
      const l = listing(auctionId);
      return Object.values(get().bids)
        .filter((b) => b.auctionId === l.auctionId && b.status !== 'created')
        .sort((a, b) => b.price - a.price)
        .map((b) => ({ bidId: b.bidId, address: b.nftAddress, price: b.price, status: b.status, time: b.time }));
    },
    minimumBid: (auctionId: string) => minimumBid(listing(auctionId)),
    state: get,
  };
}

export type Market = ReturnType<typeof createMarket>;
