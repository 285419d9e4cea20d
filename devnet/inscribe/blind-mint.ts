import { secp256k1 } from '@noble/curves/secp256k1.js';
import { TEST_NETWORK, Transaction, p2wpkh } from '@scure/btc-signer';
import { BADGE_COLLECTION_TYPE, BADGE_MAX_COUNT, BADGE_PREMIUM_PRICE_SATS, BADGE_PREMIUM_TYPES, BADGE_RARITIES } from '../../src/domain/inscribe/badges';
import { badgeArt } from './badge-art';
import { scriptFor, type Chain, type Utxo } from '../chain/chain';
import { checkAllSigned, inputFor, internalKeyFor, psbtFromHex, psbtHex, readPsbt, shapeOf, spentOutputs } from '../crypto/psbt';
import { DevnetError } from '../devnet-error';
import type { Indexer } from '../indexer/indexer';
import { DUST, estimateVsize } from '../market/market-config';

/** Where the devnet's blind payments go (ours: the collection's own address). */
export const BLIND_PAY_ADDRESS = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(0x66), true), TEST_NETWORK).address!;

/** One premium badge as the draw gave it: a type (uniform) and a rarity (75 / 20 / 5 %). */
export interface BlindItem {
  readonly inscriptionId: string;
  readonly name: string;
  readonly type: string;
  readonly rarity: string;
}
/** A blind mint: the address that pays and receives, how many, the payment (built, then sent), and the items once minted. */
export interface BlindOrderRecord {
  readonly orderId: string;
  /** The address signed in, whose mints count against its limit. */
  readonly address: string;
  /** Where the badges are inscribed (the request's receiveAddress; the address signed in when none). */
  readonly receiveAddress?: string;
  readonly collectionId: string;
  readonly count: number;
  readonly amountSats: number;
  readonly psbt: string;
  readonly txid: string | null;
  /** created: built, not paid; paid: the payment is in the mempool; minted: the block confirmed it and the badges exist. */
  readonly status: 'created' | 'paid' | 'minted';
  readonly items: readonly BlindItem[];
  readonly createdAt: number;
}

/** A badge drawn blind: each type as likely, the rarity by the spec's odds (75 %, 20 %, 5 %). */
export function drawBadge(random: () => number): { type: string; rarity: string } {
  const type = BADGE_PREMIUM_TYPES[Math.min(BADGE_PREMIUM_TYPES.length - 1, Math.floor(random() * BADGE_PREMIUM_TYPES.length))]!;
  let roll = random() * 100;
  for (const r of BADGE_RARITIES) {
    if (roll < r.percent) return { type, rarity: r.name };
    roll -= r.percent;
  }
  return { type, rarity: BADGE_RARITIES[BADGE_RARITIES.length - 1]!.name };
}

/**
 * The badge collection's blind mint on the devnet (the shapes are ours; the specs name the calls): a premium badge costs
 * 1,000,000 sats and carries 1,500,000 virtual sats; the buyer pays N of them in one transaction to the collection's
 * address, and when a block confirms it each badge is inscribed to the buyer with a type and a rarity drawn then.
 */
export function createBlindMint(deps: {
  readonly chain: Chain;
  readonly indexer: Indexer;
  readonly now: () => number;
  readonly broadcast: (raw: string) => string;
  readonly load: () => Readonly<Record<string, BlindOrderRecord>>;
  readonly save: (next: Readonly<Record<string, BlindOrderRecord>>) => void;
  /** Premium badges of the collection no live order or mint has taken (the badge limit). */
  readonly premiumRemaining: () => number;
  readonly random?: () => number;
}) {
  const { chain, indexer } = deps;
  const random = deps.random ?? Math.random;
  const orders = () => Object.values(deps.load());
  const put = (o: BlindOrderRecord) => deps.save({ ...deps.load(), [o.orderId]: o });

  const collection = (collectionId: string) => {
    const record = indexer.state().collections[collectionId];
    if (!record) throw new DevnetError(-1, 'collection_not_exist');
    if (record.type !== BADGE_COLLECTION_TYPE) throw new DevnetError(-1, 'This collection is not minted blind.');
    return record;
  };
  const mintedBy = (address: string, collectionId: string) =>
    orders()
      .filter((o) => o.address === address && o.collectionId === collectionId && o.status !== 'created')
      .reduce((a, o) => a + o.count, 0);

  function limit(collectionId: string, address: string | null) {
    collection(collectionId);
    const mine = address ? mintedBy(address, collectionId) : 0;
    return { perAddress: BADGE_MAX_COUNT, mintedByAddress: mine, leftForAddress: Math.max(0, BADGE_MAX_COUNT - mine), remaining: deps.premiumRemaining() };
  }

  /** The payment to sign: the payer's plain coins, largest first, pay count x the price to the collection's address. */
  function create(
    session: string,
    query: { address: string; pubkey: string; receiveAddress: string | null; collectionId: string; count: number; feeRate: number },
  ) {
    collection(query.collectionId);
    if (!Number.isInteger(query.count) || query.count < 1) throw new DevnetError(-1, 'count must be a whole number from 1.');
    const { leftForAddress, remaining } = limit(query.collectionId, session);
    if (query.count > leftForAddress) throw new DevnetError(-1, `An address mints at most ${BADGE_MAX_COUNT} badges; ${leftForAddress} are left for yours.`);
    if (query.count > remaining) throw new DevnetError(-1, `Only ${remaining} premium badges remain.`);
    if (!Number.isInteger(query.feeRate) || query.feeRate < 1 || query.feeRate > 5000) throw new DevnetError(-1, 'feeRate must be from 1 to 5000 sats/vB.');
    const amount = BigInt(query.count * BADGE_PREMIUM_PRICE_SATS);
    const pool = indexer.spendableUtxos(query.address).sort((a, b) => Number(BigInt(b.value) - BigInt(a.value)));
    const funding: Utxo[] = [];
    let fee = 0n;
    for (const utxo of pool) {
      funding.push(utxo);
      fee = BigInt(
        estimateVsize(
          funding.map((u) => u.script),
          [BLIND_PAY_ADDRESS, query.address],
        ) * query.feeRate,
      );
      if (funding.reduce((a, u) => a + BigInt(u.value), 0n) >= amount + fee) break;
    }
    const inSum = funding.reduce((a, u) => a + BigInt(u.value), 0n);
    if (inSum < amount + fee) throw new DevnetError(-1, 'Insufficient balance.');
    const tx = new Transaction({ allowUnknownOutputs: true });
    for (const u of funding) tx.addInput(inputFor(u, { tapInternalKey: internalKeyFor(u.script, query.pubkey) }));
    tx.addOutput({ script: scriptFor(BLIND_PAY_ADDRESS), amount });
    const change = inSum - amount - fee;
    if (change >= DUST) tx.addOutput({ script: scriptFor(query.address), amount: change });
    const orderId = `blind-${(orders().length + 1).toString().padStart(6, '0')}`;
    put({
      orderId,
      address: session,
      receiveAddress: query.receiveAddress ?? session,
      collectionId: query.collectionId,
      count: query.count,
      amountSats: Number(amount),
      psbt: psbtHex(tx),
      txid: null,
      status: 'created',
      items: [],
      createdAt: deps.now(),
    });
    return {
      orderId,
      psbt: psbtHex(tx),
      signIndexes: funding.map((_, i) => i),
      payAddress: BLIND_PAY_ADDRESS,
      receiveAddress: query.receiveAddress ?? session,
      amountSats: Number(amount),
      networkFeeSats: Number(change >= DUST ? fee : fee + change),
      count: query.count,
    };
  }

  /** The signed payment: the transaction built, every input signed; sent. */
  function confirm(session: string, body: { orderId?: unknown; psbt?: unknown; fromBase64?: unknown }) {
    const order = typeof body.orderId === 'string' ? deps.load()[body.orderId] : undefined;
    if (!order || order.address !== session) throw new DevnetError(-1, 'No such blind mint.');
    if (order.status !== 'created') throw new DevnetError(-1, 'This blind mint is already paid.');
    const signed = readPsbt(body.psbt, body.fromBase64);
    if (shapeOf(signed) !== shapeOf(psbtFromHex(order.psbt))) throw new DevnetError(-1, 'psbt is not the payment that was built for this mint.');
    checkAllSigned(
      signed,
      spentOutputs(signed, (txid, vout) => chain.utxo(txid, vout)),
    );
    // The limits again at the payment (another mint may have been paid since this one was built).
    const { leftForAddress, remaining } = limit(order.collectionId, session);
    if (order.count > leftForAddress || order.count > remaining) throw new DevnetError(-1, 'The limit was reached meanwhile: build the mint again.');
    const txid = deps.broadcast(signed.hex);
    put({ ...order, txid, status: 'paid' });
    return { orderId: order.orderId, txid };
  }

  /** A block: each paid mint whose payment it confirmed gets its badges, drawn now, inscribed to the address. */
  function onBlock(): void {
    for (const order of orders()) {
      if (order.status !== 'paid' || !order.txid || chain.utxo(order.txid, 0)?.height == null) continue;
      const drawn = Array.from({ length: order.count }, () => drawBadge(random));
      const made = indexer.inscribeMany(
        order.receiveAddress ?? order.address,
        drawn.map((d) => ({
          contentType: 'image/svg+xml',
          content: badgeArt('premium', BADGE_PREMIUM_TYPES.indexOf(d.type as (typeof BADGE_PREMIUM_TYPES)[number])),
          collection: { collectionId: order.collectionId, itemName: `Premium Badge · ${d.type} · ${d.rarity}`, verified: true },
        })),
      );
      put({
        ...order,
        status: 'minted',
        items: made.map((m, i) => ({ inscriptionId: m.id, name: m.collection!.itemName, type: drawn[i]!.type, rarity: drawn[i]!.rarity })),
      });
    }
  }

  const view = (o: BlindOrderRecord) => ({
    orderId: o.orderId,
    collectionId: o.collectionId,
    status: o.status,
    count: o.count,
    amountSats: o.amountSats,
    txid: o.txid,
    items: o.items,
    createdAt: o.createdAt,
  });
  return {
    limit,
    create,
    confirm,
    onBlock,
    status: (orderId: string) => {
      const o = deps.load()[orderId];
      if (!o) throw new DevnetError(-1, 'No such blind mint.');
      return view(o);
    },
    ofAddress: (address: string) =>
      orders()
        .filter((o) => o.address === address && o.status !== 'created')
        .sort((a, b) => b.createdAt - a.createdAt)
        .map(view),
    addressInfo: (address: string, collectionId: string) => {
      collection(collectionId);
      const items = orders()
        .filter((o) => o.address === address && o.collectionId === collectionId)
        .flatMap((o) => o.items);
      return { address, collectionId, minted: mintedBy(address, collectionId), items };
    },
    recent: (collectionId: string) => {
      collection(collectionId);
      return orders()
        .filter((o) => o.collectionId === collectionId && o.status === 'minted')
        .sort((a, b) => b.createdAt - a.createdAt)
        .flatMap((o) => o.items.map((i) => ({ ...i, address: o.address, time: o.createdAt })))
        .slice(0, 12);
    },
  };
}

export type BlindMint = ReturnType<typeof createBlindMint>;
