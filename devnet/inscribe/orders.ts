import { Transaction, p2wpkh, TEST_NETWORK } from '@scure/btc-signer';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { scriptFor, type Chain } from '../chain/chain';
import type { Indexer } from '../indexer/indexer';
import { inputFor } from '../crypto/psbt';
import { BADGE_MAX_COUNT, BADGE_PREMIUM_PRICE_SATS } from '../../src/domain/inscribe/badges';
import { checkRuneEtching, checkRuneMint, etchingJson, mintJson } from './rune-order-checks';
import { orderFees } from './order-fees';
import { DevnetError } from '../devnet-error';
import { premiumBadgeLimit } from './badge-limit';
import type { InscribeOrderRecord, OrderFile, OrdersState } from './order-state';
import { feeDiscountFor } from './fee-discount';
import { readDataUrl } from './order-files';
import { orderView as view } from './order-view';

/** Ours: the payment window. */
export const ORDER_PAY_WINDOW_MS = 3_600_000;
const MAX_FILES = 1000;

/** A devnet key per order: the pay address is the devnet's, so it can refund. */
const keyFor = (index: number) => sha256(new TextEncoder().encode(`devnet-inscribe-order:${index}`));
const payAddressFor = (index: number) => p2wpkh(secp256k1.getPublicKey(keyFor(index), true), TEST_NETWORK).address!;

export interface OrdersDeps {
  readonly load: () => OrdersState;
  readonly save: (state: OrdersState) => void;
  readonly chain: Chain;
  readonly indexer: Indexer;
  readonly now: () => number;
  readonly broadcast: (rawHex: string) => string;
  readonly user: (address: string) => { inscribeCount: number; ogPassCount: number };
  readonly addInscribed: (address: string, count: number) => void;
  /** Sats to ask for on top of the rule (the control's tamper); 0 for an honest order. */
  readonly overcharge?: () => number;
}

/**
 * Inscribe orders on the devnet (statuses as src/domain/entities.ts names them): an order gets its own pay address; its
 * status moves as payment arrives and blocks are mined: pending -> paid (seen in the mempool) ->
 * paidConfirm (a block) -> inscribing (the next block: the inscriptions are made at the receive address)
 * -> minted (the block after, which confirms them). Too little paid is needRefund, which the control surface can refund (refunded). An order not
 * paid within an hour is notPaid. The control surface can also make one stuck or failed.
 */
export function createOrders(deps: OrdersDeps) {
  const get = () => deps.load();
  const { chain, indexer } = deps;
  const put = (order: InscribeOrderRecord) => deps.save({ ...get(), orders: { ...get().orders, [order.orderId]: order } });

  function create(body: Record<string, unknown>, extraPerItem = 0, runes?: InscribeOrderRecord['runes']): InscribeOrderRecord {
    // V5 names where the inscriptions go `receiver`; the badge order (the devnet's extension) `receiveAddress`.
    const to = body.receiver ?? body.receiveAddress;
    const receiveAddress = typeof to === 'string' ? to : '';
    scriptFor(receiveAddress);
    const feeRate =
      typeof body.feeRate === 'number' && Number.isFinite(body.feeRate) && body.feeRate >= 1 && body.feeRate <= 5000 ? Math.ceil(body.feeRate) : null;
    if (feeRate === null) throw new DevnetError(-1, 'feeRate must be from 1 to 5000 sats/vB.');
    const outputValue =
      typeof body.outputValue === 'number' && Number.isSafeInteger(body.outputValue) && body.outputValue >= 330 && body.outputValue <= 50_000
        ? body.outputValue
        : null;
    if (outputValue === null) throw new DevnetError(-1, 'outputValue must be whole sats from 330 to 50000.');
    if (!Array.isArray(body.files) || body.files.length === 0 || body.files.length > MAX_FILES)
      throw new DevnetError(-1, `files must list 1 to ${MAX_FILES} files.`);
    const files: OrderFile[] = body.files.map((f: unknown, i) => {
      const file = (f ?? {}) as { filename?: unknown; dataURL?: unknown };
      return { filename: typeof file.filename === 'string' ? file.filename.slice(0, 200) : `file-${i + 1}`, ...readDataUrl(file.dataURL) };
    });
    const devAddress = typeof body.devAddress === 'string' && body.devAddress ? body.devAddress : null;
    if (devAddress) scriptFor(devAddress);
    const devFee = body.devFee === undefined ? 0 : typeof body.devFee === 'number' && Number.isSafeInteger(body.devFee) && body.devFee >= 0 ? body.devFee : -1;
    if (devFee < 0) throw new DevnetError(-1, 'devFee must be whole sats.');
    if (devFee > 0 && !devAddress) throw new DevnetError(-1, 'A fee address with a fee needs the address (devAddress).');

    // The server's charge, computed here on its own (order-fees.ts); the model tests check it is what the fee panel showed.
    const fees = orderFees({
      fileBytes: files.map((f) => f.size),
      receiveAddress,
      feeRate,
      outputValue,
      discount: feeDiscountFor(deps.user(receiveAddress)),
      extraFeePerFile: devFee,
    });
    const networkFee = fees.networkFee.toNumber();
    const serviceFee = fees.serviceFee.toNumber();
    const amount = fees.total
      .plus(extraPerItem * files.length)
      .plus(deps.overcharge?.() ?? 0)
      .toNumber();
    const index = get().counter + 1;
    const order: InscribeOrderRecord = {
      orderId: `order-${index.toString().padStart(6, '0')}`,
      index,
      status: 'pending',
      payAddress: payAddressFor(index),
      receiveAddress,
      amount,
      networkFee,
      serviceFee,
      feeRate,
      outputValue,
      extraFee: extraPerItem * files.length,
      devAddress,
      devFee,
      createTime: deps.now(),
      paidSats: 0,
      statusHeight: null,
      files,
      refundTxid: null,
      ...(runes ? { runes } : {}),
    };
    deps.save({ counter: index, orders: { ...get().orders, [order.orderId]: order } });
    return order;
  }

  /** Moves every open order on as payment and blocks allow. */
  function advance(): void {
    for (const order of Object.values(get().orders)) {
      const utxos = chain.utxosOf(order.payAddress);
      const paid = utxos.reduce((a, u) => a + Number(u.value), 0);
      const confirmed = utxos.length > 0 && utxos.every((u) => u.height !== null);
      switch (order.status) {
        case 'pending':
          if (paid >= order.amount) put({ ...order, status: 'paid', paidSats: paid });
          else if (paid > 0 && confirmed) put({ ...order, status: 'needRefund', paidSats: paid });
          else if (deps.now() - order.createTime > ORDER_PAY_WINDOW_MS) put({ ...order, status: 'notPaid' });
          break;
        case 'paid':
          if (confirmed) put({ ...order, status: 'paidConfirm', statusHeight: chain.tip() });
          break;
        case 'paidConfirm': {
          if (chain.tip() <= (order.statusHeight ?? 0)) break;
          if (order.runes) {
            // A runes order etches or mints at the receive address instead of inscribing; a mint over the cap by now fails.
            try {
              if (order.runes.op === 'etch') indexer.etchRune(order.receiveAddress, order.runes.etching);
              else indexer.mintRune(order.receiveAddress, order.runes.rune, order.runes.count);
            } catch {
              put({ ...order, status: 'failed' });
              break;
            }
            put({ ...order, status: 'inscribing', statusHeight: chain.tip() });
            break;
          }
          const files = order.files.map((f) => ({
            ...f,
            inscriptionId: indexer.inscribe(order.receiveAddress, { contentType: f.contentType, content: f.content }, BigInt(order.outputValue)).id,
          }));
          if (order.devAddress && order.devFee > 0) chain.fund(order.devAddress, BigInt(order.devFee * order.files.length));
          deps.addInscribed(order.receiveAddress, order.files.length);
          put({ ...order, status: 'inscribing', files, statusHeight: chain.tip() });
          break;
        }
        case 'inscribing':
          if (chain.tip() > (order.statusHeight ?? 0)) put({ ...order, status: 'minted' });
          break;
        default:
          break;
      }
    }
  }

  /** Sends what was paid back (to the receive address), less the network fee: needRefund -> refunded. */
  function refund(orderId: unknown): InscribeOrderRecord {
    const order = typeof orderId === 'string' ? get().orders[orderId] : undefined;
    if (!order) throw new DevnetError(-1, 'No such order.');
    if (order.status !== 'needRefund' && order.status !== 'stuck' && order.status !== 'failed')
      throw new DevnetError(-1, `An order that is ${order.status} cannot be refunded.`);
    const utxos = chain.utxosOf(order.payAddress);
    if (utxos.length === 0) throw new DevnetError(-1, 'Nothing was paid to this order.');
    const key = keyFor(order.index);
    const tx = new Transaction();
    for (const u of utxos) tx.addInput(inputFor(u));
    const total = utxos.reduce((a, u) => a + BigInt(u.value), 0n);
    const fee = BigInt((11 + 68 * utxos.length + 31) * 2);
    if (total - fee < 546n) throw new DevnetError(-1, 'What was paid does not cover the refund fee.');
    tx.addOutput({ script: scriptFor(order.receiveAddress), amount: total - fee });
    tx.sign(key);
    tx.finalize();
    const txid = deps.broadcast(tx.hex);
    const refunded: InscribeOrderRecord = { ...order, status: 'refunded', refundTxid: txid };
    put(refunded);
    return refunded;
  }

  /** Rune mints in V5's shape (its create with `mintRuneId` and `count`): `count` mints of that rune, paid like an inscribe order. */
  function mints(body: Record<string, unknown>) {
    const info = Object.values(indexer.state().runeInfo).find((r) => r.runeId === body.mintRuneId);
    const rune = info?.name ?? String(body.mintRuneId ?? '');
    const mint = checkRuneMint(
      { rune, count: String(body.count ?? '') },
      info
        ? { spacedRune: info.name, terms: info.terms ? { amount: info.terms.amount, cap: BigInt(info.terms.cap) } : null, mints: BigInt(info.mints ?? 0) }
        : null,
    );
    const content = mintJson(mint.spaced);
    const files = Array.from({ length: mint.count }, (_, i) => ({
      filename: `mint-${i + 1}.json`,
      dataURL: `data:application/json,${encodeURIComponent(content)}`,
    }));
    return view(create({ ...body, files }, 0, { op: 'mint', rune: mint.spaced, count: mint.count }));
  }

  return {
    /** An order of files, or (V5's create with `mintRuneId`) rune mints. */
    create: (body: Record<string, unknown>) => (body.mintRuneId === undefined ? view(create(body)) : mints(body)),
    /**
     * A rune etching (POST /inscribe/order/runes-etch) in the open API's shape: the file's `runes_etch.etching`
     * (spacedRune, symbol, divisibility, premine, terms.amount, terms.cap); checked by the server's rules (rune-order-checks.ts), paid
     * like an inscribe order.
     */
    createEtch(body: Record<string, unknown>, network: { height: number; firstRuneHeight: number }) {
      const file = (Array.isArray(body.files) ? body.files[0] : undefined) as { runes_etch?: { etching?: Record<string, unknown> } } | undefined;
      const e = file?.runes_etch?.etching ?? {};
      const terms = (e.terms ?? {}) as Record<string, unknown>;
      const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
      const etching = checkRuneEtching(
        {
          name: str(e.spacedRune),
          symbol: str(e.symbol),
          divisibility: str(e.divisibility),
          premine: str(e.premine),
          amount: str(terms.amount),
          cap: str(terms.cap),
        },
        { ...network, etched: (letters) => Object.values(indexer.state().runeInfo).some((r) => r.name.replace(/•/g, '') === letters) },
      );
      const content = etchingJson(etching);
      return view(
        create({ ...body, files: [{ filename: `etch-${etching.spaced}.json`, dataURL: `data:application/json,${encodeURIComponent(content)}` }] }, 0, {
          op: 'etch',
          etching,
        }),
      );
    },
    createMint: (body: Record<string, unknown>) => mints(body),
    /** A badge order (POST /badge/order): the inscribe order, plus the premium price per premium badge. */
    createBadge(body: Record<string, unknown>, collectionExists: (id: string) => boolean) {
      if (typeof body.collectionId !== 'string' || !collectionExists(body.collectionId)) throw new DevnetError(-1, 'collection_not_exist');
      if (body.type !== 'free' && body.type !== 'premium') throw new DevnetError(-1, "type must be 'free' or 'premium'.");
      if (!Array.isArray(body.files) || body.files.length !== body.count || body.files.length > BADGE_MAX_COUNT)
        throw new DevnetError(-1, `count must match the files, at most ${BADGE_MAX_COUNT}.`);
      const { premiumRemaining } = premiumBadgeLimit(get());
      if (body.type === 'premium' && body.files.length > premiumRemaining) throw new DevnetError(-1, `Only ${premiumRemaining} premium badges remain.`);
      const order = create(body, body.type === 'premium' ? BADGE_PREMIUM_PRICE_SATS : 0);
      return view(order);
    },
    badgeLimit: () => premiumBadgeLimit(get()),
    advance,
    refund: (orderId: unknown) => view(refund(orderId)),
    /** Control surface: make an order stuck or failed. */
    setStatus(orderId: unknown, status: unknown) {
      const order = typeof orderId === 'string' ? get().orders[orderId] : undefined;
      if (!order) throw new DevnetError(-1, 'No such order.');
      if (status !== 'stuck' && status !== 'failed') throw new DevnetError(-1, "status must be 'stuck' or 'failed'.");
      put({ ...order, status });
    },
    get(orderId: string) {
      advance();
      const order = get().orders[orderId];
      if (!order) throw new DevnetError(-1, 'No such order.');
      return view(order, true);
    },
    list(address: string, cursor: number, size: number) {
      advance();
      const mine = Object.values(get().orders)
        .filter((o) => o.receiveAddress === address)
        .sort((a, b) => b.createTime - a.createTime);
      return { list: mine.slice(cursor, cursor + size).map((o) => view(o, true)), total: mine.length };
    },
  };
}

export type Orders = ReturnType<typeof createOrders>;
