import { Decimal } from '../decimal';
import { runeUnits } from './rune-units';
import { Transaction } from '@scure/btc-signer';
import { bytesToHex } from '@noble/hashes/utils.js';
import { AUCTION_DURATIONS_MS, AUCTION_MAX_SATS, AUCTION_MIN_SATS, LISTING_SIGHASH } from '../../src/domain/constants';
import type { MarketCategory } from '../../src/domain/entities';
import { scriptFor, type Utxo } from '../chain/chain';
import { checkAllSigned, inputFor, psbtFromHex, psbtHex, readPsbt, internalKeyFor, spentOutputs } from '../crypto/psbt';
import { buildListingPsbt, checkListing } from './listing-psbt';
import type { Listing } from './market-state';
import { DevnetError } from '../devnet-error';
import { DEVNET_MARKET_CONFIG, DUST, estimateVsize } from './market-config';
import { int, str, type Body, type MarketContext } from './market-context';

/** Listings: put on (one, or many at once for the control), put off and price changes, each built then confirmed signed. */
export function createMarketListings(ctx: MarketContext) {
  const { deps, chain, indexer, get, save, listing, active, record, writable, unitOf } = ctx;

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
      // The open API's index is text (runes); the ARC-20 market, ours, takes a number too.
      if (category === 'runes' && typeof body.index !== 'string') throw new DevnetError(-1, "index must be the output's index as text, such as '0'.");
      const vout = typeof body.index === 'string' && /^\d+$/.test(body.index) ? Number(body.index) : typeof body.index === 'number' ? body.index : NaN;
      const utxo = chain.utxo(txid, vout);
      if (!utxo) throw new DevnetError(-1, `No such output ${txid}:${body.index}.`);
      if (utxo.address !== seller && utxo.address !== payAddress) throw new DevnetError(-1, 'This output is not yours.');
      if (category === 'runes') {
        const runes = indexer.runesAt(txid, vout);
        if (!runes) throw new DevnetError(-1, 'This output holds no runes.');
        const [name, amount] = Object.entries(runes)[0]!;
        const info = indexer.state().runeInfo[name];
        // The amount in the rune's own units, as a market shows it (the chain holds raw units).
        return { utxo, fields: { tick: name, amount: runeUnits(amount, info?.divisibility ?? 0), symbol: info?.symbol, name } };
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

  // ---- put on ---------------------------------------------------------------------------------

  /** A listing as create_put_on builds it, checked, not yet kept; `counter` numbers its auctionId. */
  function prepareListing(category: MarketCategory, seller: string, body: Body, counter: number, options: { psbt: boolean } = { psbt: true }) {
    writable(category);
    const sellerPubkey = str(body.pubkey, 'pubkey');
    const marketType = body.marketType === 'auction' ? 'auction' : body.marketType === 'fixedPrice' || body.marketType === undefined ? 'fixedPrice' : null;
    if (!marketType) throw new DevnetError(-1, "marketType must be 'fixedPrice' or 'auction'.");
    if (marketType === 'auction' && category === 'runes') throw new DevnetError(-1, "Runes sell at a fixed price: marketType must be 'fixedPrice'.");
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
      if (price < AUCTION_MIN_SATS || price > AUCTION_MAX_SATS) throw new DevnetError(-1, 'An auction starts between 0.0005 and 100 BTC.');
      // The open API's create_put_on names no duration: the market's own, 6 hours (spec 000's default).
      endTime = deps.now() + AUCTION_DURATIONS_MS[1];
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
    // As the real API answers it: the size, no fee (the app works the fee out from the PSBT).
    return { psbt: psbtHex(tx), nftSignIndexes: [0], btcSignIndexes: [1], txSize: vsize };
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
    // The open API's answer names a txid (a string): an off-chain unlisting sent no transaction, so it is empty.
    return { auctionId: l.auctionId, txid: txid ?? '' };
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
    // The real API answers the PSBT only: the caller knows its auctionId.
    return { psbt: pending.psbt, signIndexes: [0] };
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

  return { createPutOn, listMany, confirmPutOn, createPutOff, confirmPutOff, createModifyPrice, confirmModifyPrice };
}
