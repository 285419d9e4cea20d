import { taprootTweakPrivKey } from '@scure/btc-signer/utils.js';
import { schnorr } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { LISTING_SIGHASH } from '../../src/domain/constants';
import { scriptFor, type Utxo } from '../chain/chain';
import type { Indexer } from '../indexer/indexer';
import { deriveAccounts } from '../wallet/dev-accounts';
import type { Market } from './market';

export const BENCH_COLLECTION = 'bench-pixels';

/**
 * Seeds `count` fixed-price listings of a collection made for it ('Bench Pixels'), listed by the fourth dev
 * account: inscribed in one batch, mined, each listing signed by the account and checked as confirm_put_on
 * checks it. For `npm run bench` and for trying a long list by hand.
 */
export function seedBenchListings(deps: { indexer: Indexer; market: Market; mine: (blocks: number) => number }, count: number): string[] {
  const seller = deriveAccounts()[3]!;
  if (!deps.indexer.state().collections[BENCH_COLLECTION]) {
    deps.indexer.addCollection({
      collectionId: BENCH_COLLECTION,
      name: 'Bench Pixels',
      description: 'Many small squares, listed to try a long list.',
      verified: true,
    });
  }
  const first = Object.values(deps.indexer.state().inscriptions).filter((i) => i.collection?.collectionId === BENCH_COLLECTION).length + 1;
  const items = deps.indexer.inscribeMany(
    seller.ordinalsAddress,
    Array.from({ length: count }, (_, i) => {
      const n = first + i;
      return {
        contentType: 'image/svg+xml',
        content: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="hsl(${(n * 37) % 360},55%,60%)"/></svg>`,
        collection: { collectionId: BENCH_COLLECTION, itemName: `Bench Pixel #${n}`, verified: true },
      };
    }),
  );
  deps.mine(1);
  return deps.market.listMany(
    'collection',
    seller.ordinalsAddress,
    items.map((item, i) => ({
      inscriptionId: item.id,
      initPrice: 90_000 + (((first + i) * 7_919) % 950_000),
      marketType: 'fixedPrice',
      pubkey: seller.ordinalsPubKey,
      btcAddress: seller.paymentAddress,
    })),
    listingSigner(seller.taprootKey),
  );
}

/**
 * The seller's key-path signature of a listing, sighash 131 (SINGLE|ANYONECANPAY): the BIP 341 digest of
 * the one input and the one output it pays, as the buy transaction (version 2, lock time 0, final sequence)
 * will carry them, signed per BIP 340 with the tweaked key computed once. noble's own `schnorr.sign`
 * verifies every signature it makes, which doubles the time of 10,000 of them; the devnet tests buy a bench
 * listing, which the chain accepts only with a valid signature.
 */
function listingSigner(taprootKey: Uint8Array) {
  const { Point, utils } = schnorr;
  const n = Point.Fn.ORDER;
  let d = bytesToNumber(taprootTweakPrivKey(taprootKey));
  const P = Point.BASE.multiply(d);
  if (P.toAffine().y % 2n === 1n) d = n - d;
  const px = utils.pointToBytes(P);
  const tagged = utils.taggedHash;
  return (item: Utxo, payAddress: string, price: number): string[] => {
    const script = hexToBytes(item.script);
    const payScript = scriptFor(payAddress);
    const output = concat(u64(BigInt(price)), compactSize(payScript.length), payScript);
    const message = concat(
      new Uint8Array([0x00, LISTING_SIGHASH]),
      u32(2),
      u32(0),
      new Uint8Array([0x00]),
      hexToBytes(item.txid).reverse(),
      u32(item.vout),
      u64(BigInt(item.value)),
      compactSize(script.length),
      script,
      u32(0xffffffff),
      sha256(output),
    );
    const digest = tagged('TapSighash', message);
    const t = numberToBytes(d ^ bytesToNumber(tagged('BIP0340/aux', new Uint8Array(32))));
    const k0 = bytesToNumber(tagged('BIP0340/nonce', t, px, digest)) % n;
    const R = Point.BASE.multiply(k0);
    const k = R.toAffine().y % 2n === 0n ? k0 : n - k0;
    const rx = utils.pointToBytes(R);
    const e = bytesToNumber(tagged('BIP0340/challenge', rx, px, digest)) % n;
    const signature = concat(rx, numberToBytes((k + e * d) % n), new Uint8Array([LISTING_SIGHASH]));
    return [bytesToHex(signature)];
  };
}

const bytesToNumber = (b: Uint8Array): bigint => BigInt(`0x${bytesToHex(b) || '0'}`);
const numberToBytes = (x: bigint): Uint8Array => hexToBytes(x.toString(16).padStart(64, '0'));
const u32 = (x: number): Uint8Array => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, x, true);
  return b;
};
const u64 = (x: bigint): Uint8Array => {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigUint64(0, x, true);
  return b;
};
const compactSize = (length: number): Uint8Array => (length < 0xfd ? new Uint8Array([length]) : new Uint8Array([0xfd, length & 0xff, length >> 8]));
const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((a, p) => a + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
