// Over 300 lines: every swap operation of the devnet (quotes, swaps, liquidity, deposits, withdrawals, reads) in one closure over its state; the split by concern (issue 23) is still to do.
import { Decimal } from '../decimal';
import { Transaction, p2tr, TEST_NETWORK } from '@scure/btc-signer';
import { schnorr } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { scriptFor, type Chain } from '../chain/chain';
import { verifyMessage } from '../crypto/message-signing';
import type { Indexer } from '../indexer/indexer';
import { checkAllSigned, inputFor, internalKeyFor, opReturn, psbtHex, readPsbt, spentOutputs } from '../crypto/psbt';
import { amountIn, amountOut, liquidityFor, pairedAmount, removeAmounts } from './swap-math';
import type { Deposit, PendingOp, Pool, SwapState, Withdraw } from './swap-state';
import { DevnetError } from '../devnet-error';

/**
 * The devnet's brc-20 swap module (DESIGN.md "brc-20 swap", spec 001 sections 4 and 8): balances inside
 * the module, constant-product pools, quotes, `pre_*` calls that return messages to sign (checked as
 * BIP-322 simple signatures), direct deposits credited after confirmations (orders expire), withdrawals
 * through pending -> order (the matching queue) -> completed, or cancel, or error, sends, histories, and
 * op-commit windows during which changes answer -2 and system_status reports committing.
 */
export const SWAP_CONFIG = {
  /** 0.3% (f = 3 in the formula). */
  swapFeeRate: '0.003',
  /** Blocks before a direct deposit is credited and before a withdrawal is processed (ours). */
  depositConfirmations: 1,
  withdrawConfirmations: 1,
  /** A deposit order not confirmed within 10 minutes expires (ours). */
  depositExpiryMs: 600_000,
  /** A signature request is valid 5 minutes (ours). */
  signExpiryMs: 300_000,
  /** A rollup commit keeps changes waiting this long after a block with operations (ours). */
  commitMs: 3_000,
  /** The tick fees are counted in, and the operations each address may do for free (the devnet charges no fees). */
  serviceGasTick: 'sats',
  freeQuota: 1000,
  /** The most of one tick an address may withdraw in a day (ours). */
  withdrawDailyLimit: '5000',
} as const;
/** The module's id in signed messages' hashes (the real one is its deploy inscription's id). */
export const MODULE_ID = 'devnet-brc20-swap-module';

const MODULE_KEY = new Uint8Array(32).fill(0x55);
const MODULE_INTERNAL = schnorr.getPublicKey(MODULE_KEY);
/** The module's address: deposits go there; withdrawals come from there. */
export const MODULE_ADDRESS = p2tr(MODULE_INTERNAL, undefined, TEST_NETWORK).address!;

/** A deposit's size in vbytes (two taproot inputs, two outputs, rounded up): its fee is feeRate times this. */
export const DEPOSIT_VSIZE = 212n;
/** What the module charges, in vbytes at the user's fee rate, to inscribe and send a withdrawal (ours). */
export const WITHDRAW_MODULE_VSIZE = 300n;
/** Each of the user's withdrawal transactions (one input, two outputs), rounded up. */
export const WITHDRAW_TX_VSIZE = 160n;

export interface SwapDeps {
  readonly load: () => SwapState;
  readonly save: (state: SwapState) => void;
  readonly chain: Chain;
  readonly indexer: Indexer;
  readonly now: () => number;
  readonly broadcast: (rawHex: string) => string;
  readonly flags: () => { swapMaintenance: boolean; withdrawUnavailable?: boolean };
  readonly swapAccess: (address: string) => boolean;
}

type Q = Record<string, unknown>;

const amount = (value: unknown, name: string): Decimal => {
  if (typeof value !== 'string' || !/^\d+(\.\d{1,18})?$/.test(value) || new Decimal(value).lte(0))
    throw new DevnetError(-1, `${name} must be a positive amount (up to 18 decimals).`);
  return new Decimal(value);
};
const text = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || value === '') throw new DevnetError(-1, `${name} is required.`);
  return value;
};
const pairKey = (a: string, b: string) => [a.toLowerCase(), b.toLowerCase()].sort().join('/');

export function createSwap(deps: SwapDeps) {
  const get = () => deps.load();
  const save = (change: (s: SwapState) => SwapState) => deps.save(change(get()));
  const { chain, indexer } = deps;
  const nextId = (prefix: string) => {
    const n = get().counter + 1;
    save((s) => ({ ...s, counter: n }));
    return `${prefix}-${n.toString().padStart(6, '0')}`;
  };

  /** The next withdrawal built dishonestly, one way (the control surface's swap/tamper). */
  let tamperNext: 'withdraw-module-fee' | 'withdraw-runestone' | null = null;
  const tamper = (kind: unknown) => {
    if (kind !== 'withdraw-module-fee' && kind !== 'withdraw-runestone' && kind !== null)
      throw new DevnetError(-1, "kind must be 'withdraw-module-fee', 'withdraw-runestone' or null.");
    tamperNext = kind;
  };
  const tickName = (tick: unknown): string => {
    const t = indexer.tick(text(tick, 'tick'));
    if (!t) throw new DevnetError(-1, `tick '${String(tick)}' not found`);
    return t.tick;
  };
  const balanceOf = (address: string, tick: string) => new Decimal(get().balances[address]?.[tick.toLowerCase()] ?? 0);
  const credit = (s: SwapState, address: string, tick: string, delta: Decimal): SwapState => {
    const next = new Decimal(s.balances[address]?.[tick.toLowerCase()] ?? 0).plus(delta);
    if (next.isNeg()) throw new DevnetError(-1, `Insufficient ${tick} balance in the swap.`);
    return { ...s, balances: { ...s.balances, [address]: { ...s.balances[address], [tick.toLowerCase()]: next.toFixed() } } };
  };
  const poolOf = (a: string, b: string): Pool => {
    const pool = get().pools[pairKey(a, b)];
    if (!pool) throw new DevnetError(-1, `There is no ${a}/${b} pool.`);
    return pool;
  };
  const oriented = (pool: Pool, tickIn: string) =>
    pool.tick0.toLowerCase() === tickIn.toLowerCase()
      ? { rIn: pool.reserve0, rOut: pool.reserve1, inIs0: true }
      : { rIn: pool.reserve1, rOut: pool.reserve0, inIs0: false };

  // ---- availability ------------------------------------------------------------------------------

  function checkOpen(address?: string): void {
    if (deps.flags().swapMaintenance) throw new DevnetError(-6, 'The swap is under maintenance.');
    if (address && !deps.swapAccess(address)) throw new DevnetError(-1, 'Swap is open only to whitelisted addresses and holders of an access inscription.');
  }
  const committing = () => {
    const until = get().committingUntil;
    return until !== null && deps.now() < until;
  };
  /** While a rollup commits, changes wait: code -2 (spec 001 section 8). */
  function checkNotCommitting(): void {
    if (committing()) throw new DevnetError(-2, 'System commit in progress .');
  }
  function addressOk(address: unknown): string {
    const a = text(address, 'address');
    const script = scriptFor(a);
    // The swap supports Native Segwit (P2WPKH) and Taproot (P2TR) only (spec 000 section 6).
    if (!((script[0] === 0x00 && script.length === 22) || (script[0] === 0x51 && script.length === 34)))
      throw new DevnetError(-1, 'The swap supports Native Segwit (P2WPKH) and Taproot (P2TR) addresses only.');
    return a;
  }

  // ---- signed operations -------------------------------------------------------------------------

  /**
   * The fields each operation's signed message lists after `params:`, in order. A POST sends the same
   * fields again with `ts` and `sigs`; the message is rebuilt from them, so what is done is what was signed.
   */
  const OP_PARAMS: Readonly<Record<PendingOp['op'], readonly string[]>> = {
    swap: ['tickIn', 'tickOut', 'amountIn', 'amountOut', 'slippage', 'exactType'],
    send: ['tick', 'amount', 'to'],
    add_liq: ['tick0', 'tick1', 'amount0', 'amount1', 'lp', 'slippage'],
    remove_liq: ['tick0', 'tick1', 'lp', 'amount0', 'amount1', 'slippage'],
    deploy_pool: ['tick0', 'tick1'],
    withdraw: ['tick', 'amount'],
    cancel_withdraw: ['withdrawId'],
    retry_withdraw: ['withdrawId'],
  };
  /** Operations whose POST names the request by id (the rest rebuild it from their fields). */
  const BY_ID: ReadonlySet<PendingOp['op']> = new Set(['withdraw', 'cancel_withdraw', 'retry_withdraw']);

  /** The sequencer's message (src/domain/sign.ts): id, addr, func, params, ts; the id hashes the same lines with the module. */
  function signMessageFor(op: PendingOp['op'], address: string, params: Record<string, string>, ts: number): { id: string; message: string } {
    const values = OP_PARAMS[op].map((k) => params[k] ?? '');
    const body = `addr: ${address}\nfunc: ${op}\nparams: ${values.join(' ')}\nts: ${ts}\n`;
    const id = bytesToHex(sha256(new TextEncoder().encode(`module: ${MODULE_ID}\n${body}`)));
    return { id, message: `id: ${id}\n${body}` };
  }
  const tsOf = (value: unknown): number => {
    const ts = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof ts !== 'number' || !Number.isInteger(ts) || ts <= 0) throw new DevnetError(-1, 'ts must be a time in seconds.');
    if (Math.abs(ts * 1000 - deps.now()) > SWAP_CONFIG.signExpiryMs)
      throw new DevnetError(-1, 'The request time (ts) is too far from the server time; ask for a new quote.');
    return ts;
  };
  const usedFreeQuota = (address: string) => get().history.filter((h) => h.address === address).length;

  /** A pre_* answer (PreRes): the message to sign and the fee, paid from the free quota on the devnet. */
  function prepare(op: PendingOp['op'], address: string, params: Record<string, string>, tsValue?: unknown) {
    checkOpen(address);
    checkNotCommitting();
    const ts = tsValue === undefined ? Math.floor(deps.now() / 1000) : tsOf(tsValue);
    const { id, message } = signMessageFor(op, address, params, ts);
    const pending: PendingOp = { id, op, address, params, message, expiresAt: deps.now() + SWAP_CONFIG.signExpiryMs };
    save((s) => ({ ...s, pending: { ...s.pending, [id]: pending } }));
    const used = usedFreeQuota(address);
    return {
      ids: [id],
      signMsgs: [message],
      feeAmount: '0',
      feeTick: SWAP_CONFIG.serviceGasTick,
      feeTickPrice: '0',
      feeBalance: balanceOf(address, SWAP_CONFIG.serviceGasTick).toFixed(),
      totalFreeQuota: String(SWAP_CONFIG.freeQuota),
      remainingFreeQuota: String(Math.max(0, SWAP_CONFIG.freeQuota - used)),
      totalUsedFreeQuota: String(used),
      usageFreeQuota: '1',
      usdPrice: '0',
      ts,
      ...(BY_ID.has(op) ? { id } : {}),
    };
  }

  /** The pending operation these signatures are for, checked; it is used up (a signature works once). */
  function signedOp(body: Q, op: PendingOp['op']): PendingOp {
    checkNotCommitting();
    let id: string;
    if (BY_ID.has(op) && typeof body.id === 'string') id = body.id;
    else {
      const address = text(body.address, 'address');
      const params = Object.fromEntries(OP_PARAMS[op].map((k) => [k, String(body[k] ?? '')]));
      id = signMessageFor(op, address, params, tsOf(body.ts)).id;
    }
    const pending = get().pending[id];
    if (!pending || pending.op !== op) throw new DevnetError(-1, 'These are not the values that were signed; ask for a new quote.');
    if (deps.now() > pending.expiresAt) throw new DevnetError(-1, 'The signature request has expired; ask for a new quote.');
    checkOpen(pending.address);
    const sigs = Array.isArray(body.sigs) ? body.sigs : [body.sig];
    const sig = sigs[0];
    if (
      typeof sig !== 'string' ||
      !verifyMessage({ message: pending.message, signature: sig, address: pending.address, network: TEST_NETWORK, type: 'bip322-simple' })
    ) {
      throw new DevnetError(-1, 'The signature does not match the message and address.');
    }
    save((s) => {
      const rest = { ...s.pending };
      delete rest[id];
      return { ...s, pending: rest };
    });
    return pending;
  }

  const record = (type: string, address: string, detail: Record<string, string>) =>
    save((s) => ({
      ...s,
      uncommitted: s.uncommitted + 1,
      history: [...s.history, { id: `${type}-${s.history.length + 1}`, type, address, time: deps.now(), detail }],
    }));

  // ---- quotes and swaps ---------------------------------------------------------------------------

  /** The pool's answer for a trade: exactIn gives what comes out, exactOut what goes in (null: the pool holds too little). */
  function trade(tickIn: string, tickOut: string, exactType: 'exactIn' | 'exactOut', value: Decimal) {
    const pool = poolOf(tickIn, tickOut);
    const { rIn, rOut, inIs0 } = oriented(pool, tickIn);
    if (new Decimal(rIn).isZero() || new Decimal(rOut).isZero()) throw new DevnetError(-1, `The ${pool.tick0}/${pool.tick1} pool has no liquidity yet.`);
    if (exactType === 'exactIn') return { pool, inIs0, paid: value, got: amountOut(value, rIn, rOut, SWAP_CONFIG.swapFeeRate) };
    const need = amountIn(value, rIn, rOut, SWAP_CONFIG.swapFeeRate);
    return { pool, inIs0, paid: need, got: value };
  }
  const exactTypeOf = (value: unknown) => {
    if (value !== 'exactIn' && value !== 'exactOut') throw new DevnetError(-1, 'exactType must be exactIn or exactOut.');
    return value;
  };

  /** quote_swap (QuoteSwapRes): `expect` is what comes out (exactIn) or goes in (exactOut); no USD prices on the devnet. */
  function quoteSwap(q: Q) {
    const tickIn = tickName(q.tickIn);
    const tickOut = tickName(q.tickOut);
    const value = amount(q.amount, 'amount');
    const exactType = exactTypeOf(q.exactType);
    const { paid, got } = trade(tickIn, tickOut, exactType, value);
    if (!paid) throw new DevnetError(-1, `The pool holds less than ${value.toFixed()} ${tickOut}.`);
    return { amountUSD: '0', expectUSD: '0', expect: (exactType === 'exactIn' ? got : paid).toFixed() };
  }
  const slippageOf = (value: unknown) => {
    const s = typeof value === 'string' ? value : '';
    if (!/^0(\.\d{1,3})?$|^1$/.test(s)) throw new DevnetError(-1, 'slippage must be a fraction from 0 to 1 with up to 3 decimals (0.005 is 0.5%).');
    return s;
  };

  /** pre_swap: the values the user will sign, as the client states them (amountIn, amountOut from the quote). */
  function preSwap(q: Q) {
    const address = addressOk(q.address);
    const tickIn = tickName(q.tickIn);
    const tickOut = tickName(q.tickOut);
    if (tickIn.toLowerCase() === tickOut.toLowerCase()) throw new DevnetError(-1, 'Pick two different ticks.');
    const amountInValue = amount(q.amountIn, 'amountIn');
    const amountOutValue = amount(q.amountOut, 'amountOut');
    poolOf(tickIn, tickOut);
    if (balanceOf(address, tickIn).lt(amountInValue)) throw new DevnetError(-1, `Insufficient ${tickIn} balance in the swap.`);
    return prepare(
      'swap',
      address,
      {
        tickIn,
        tickOut,
        amountIn: amountInValue.toFixed(),
        amountOut: amountOutValue.toFixed(),
        slippage: slippageOf(q.slippage),
        exactType: exactTypeOf(q.exactType),
      },
      q.ts,
    );
  }

  /**
   * swap: done at the pool's price now, within the signed slippage (the sequencer's maths, contract.ts):
   * exactIn gets at least amountOut*1000/(1000+slippage*1000), else -8; exactOut pays at most
   * amountIn*(1000+slippage*1000)/1000, else -10.
   */
  function swap(body: Q) {
    const op = signedOp(body, 'swap');
    const { tickIn, tickOut, exactType, slippage, amountIn: signedIn, amountOut: signedOut } = op.params as Record<string, string>;
    const slip = new Decimal(slippage!).times(1000);
    const result = trade(tickIn!, tickOut!, exactType as 'exactIn' | 'exactOut', new Decimal(exactType === 'exactIn' ? signedIn! : signedOut!));
    const { pool, inIs0, got } = result;
    if (!result.paid) throw new DevnetError(-10, `The pool no longer holds ${signedOut} ${tickOut}: exceeding slippage.`);
    const paid = result.paid;
    if (exactType === 'exactIn') {
      const minimum = new Decimal(signedOut!).times(1000).div(new Decimal(1000).plus(slip));
      if (got.lt(minimum))
        throw new DevnetError(
          -8,
          `The price moved: you would get ${got.toFixed()} ${tickOut}, less than the ${minimum.toDecimalPlaces(18, Decimal.ROUND_UP).toFixed()} your slippage allows (exceeding slippage).`,
        );
    } else {
      const maximum = new Decimal(signedIn!).times(new Decimal(1000).plus(slip)).div(1000);
      if (paid.gt(maximum))
        throw new DevnetError(
          -10,
          `The price moved: it would cost ${paid.toFixed()} ${tickIn}, more than the ${maximum.toDecimalPlaces(18, Decimal.ROUND_DOWN).toFixed()} your slippage allows (exceeding slippage).`,
        );
    }
    const r0 = inIs0 ? new Decimal(pool.reserve0).plus(paid) : new Decimal(pool.reserve0).minus(got);
    const r1 = inIs0 ? new Decimal(pool.reserve1).minus(got) : new Decimal(pool.reserve1).plus(paid);
    save((s) => {
      let next = credit(s, op.address, tickIn!, paid.neg());
      next = credit(next, op.address, tickOut!, got);
      return { ...next, pools: { ...next.pools, [pairKey(pool.tick0, pool.tick1)]: { ...pool, reserve0: r0.toFixed(), reserve1: r1.toFixed() } } };
    });
    const ts = Math.floor(deps.now() / 1000);
    record('swap', op.address, { tickIn: tickIn!, tickOut: tickOut!, amountIn: paid.toFixed(), amountOut: got.toFixed(), exactType: exactType! });
    return {
      id: op.id,
      rollupInscriptionId: '',
      address: op.address,
      tickIn: tickIn!,
      tickOut: tickOut!,
      amountIn: paid.toFixed(),
      amountOut: got.toFixed(),
      exactType: exactType!,
      ts,
    };
  }

  /** Devnet control: moves a pool's price by trading `amount` of `tickIn` into it from nobody's balance. */
  function movePrice(tickInValue: unknown, tickOutValue: unknown, amountValue: unknown) {
    const tickIn = tickName(tickInValue);
    const tickOut = tickName(tickOutValue);
    const { pool, inIs0, paid, got } = trade(tickIn, tickOut, 'exactIn', amount(amountValue, 'amount'));
    const r0 = inIs0 ? new Decimal(pool.reserve0).plus(paid!) : new Decimal(pool.reserve0).minus(got);
    const r1 = inIs0 ? new Decimal(pool.reserve1).minus(got) : new Decimal(pool.reserve1).plus(paid!);
    save((s) => ({ ...s, pools: { ...s.pools, [pairKey(pool.tick0, pool.tick1)]: { ...pool, reserve0: r0.toFixed(), reserve1: r1.toFixed() } } }));
    return poolView(get().pools[pairKey(pool.tick0, pool.tick1)]!);
  }

  // ---- pools and liquidity ------------------------------------------------------------------------

  function preDeployPool(q: Q) {
    const address = addressOk(q.address);
    const [tick0, tick1] = [tickName(q.tick0), tickName(q.tick1)];
    if (tick0.toLowerCase() === tick1.toLowerCase()) throw new DevnetError(-1, 'A pool needs two different ticks.');
    if (get().pools[pairKey(tick0, tick1)]) throw new DevnetError(-1, `The ${tick0}/${tick1} pool exists.`);
    return prepare('deploy_pool', address, { tick0, tick1 }, q.ts);
  }
  function deployPool(body: Q) {
    const op = signedOp(body, 'deploy_pool');
    // A pool's ticks are kept in one order, whichever the user named first.
    const [tick0, tick1] = [op.params.tick0!, op.params.tick1!].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())) as [string, string];
    if (get().pools[pairKey(tick0, tick1)]) throw new DevnetError(-1, `The ${tick0}/${tick1} pool exists.`);
    save((s) => ({ ...s, pools: { ...s.pools, [pairKey(tick0, tick1)]: { tick0, tick1, reserve0: '0', reserve1: '0', lp: '0', holders: {} } } }));
    record('deploy_pool', op.address, { tick0, tick1 });
    return { id: op.id, rollupInscriptionId: '', tick0, tick1 };
  }

  /**
   * quote_add_liq (QuoteAddLiqRes): amount1 at the pool's ratio (or as given, for the first deposit, which
   * sets the price), the LP it mints and the share of the pool after it.
   */
  function quoteAddLiq(q: Q) {
    const pool = poolOf(tickName(q.tick0), tickName(q.tick1));
    const a0 = amount(q.amount0, 'amount0');
    const first = new Decimal(pool.lp).isZero();
    const sameOrder = pool.tick0.toLowerCase() === String(q.tick0).toLowerCase();
    const [r0, r1] = sameOrder ? [pool.reserve0, pool.reserve1] : [pool.reserve1, pool.reserve0];
    const a1 = first ? amount(q.amount1, 'amount1 (the first deposit sets the price)') : pairedAmount(a0, r0, r1);
    const lp = liquidityFor(sameOrder ? a0 : a1, sameOrder ? a1 : a0, pool.reserve0, pool.reserve1, pool.lp);
    const share = lp.div(new Decimal(pool.lp).plus(lp));
    return {
      amount0: a0.toFixed(),
      amount1: a1.toFixed(),
      amount0USD: '0',
      amount1USD: '0',
      lp: lp.toFixed(),
      tick0PerTick1: a0.div(a1).toDecimalPlaces(18).toFixed(),
      tick1PerTick0: a1.div(a0).toDecimalPlaces(18).toFixed(),
      shareOfPool: share.toDecimalPlaces(18).toFixed(),
    };
  }
  /** pre_add_liq: the amounts and LP the user will sign, as the client states them from the quote. */
  function preAddLiq(q: Q) {
    const address = addressOk(q.address);
    const tick0 = tickName(q.tick0);
    const tick1 = tickName(q.tick1);
    poolOf(tick0, tick1);
    const a0 = amount(q.amount0, 'amount0');
    const a1 = amount(q.amount1, 'amount1');
    const lp = amount(q.lp, 'lp');
    if (balanceOf(address, tick0).lt(a0)) throw new DevnetError(-1, `Insufficient ${tick0} balance in the swap.`);
    if (balanceOf(address, tick1).lt(a1)) throw new DevnetError(-1, `Insufficient ${tick1} balance in the swap.`);
    return prepare(
      'add_liq',
      address,
      { tick0, tick1, amount0: a0.toFixed(), amount1: a1.toFixed(), lp: lp.toFixed(), slippage: slippageOf(q.slippage) },
      q.ts,
    );
  }
  function addLiq(body: Q) {
    const op = signedOp(body, 'add_liq');
    const p = op.params as Record<string, string>;
    const pool = poolOf(p.tick0!, p.tick1!);
    const sameOrder = pool.tick0.toLowerCase() === p.tick0!.toLowerCase();
    const [x0, x1] = sameOrder ? [p.amount0!, p.amount1!] : [p.amount1!, p.amount0!];
    const lp = liquidityFor(x0, x1, pool.reserve0, pool.reserve1, pool.lp);
    const minimum = new Decimal(p.lp!).times(1000).div(new Decimal(1000).plus(new Decimal(p.slippage!).times(1000)));
    if (lp.lt(minimum)) throw new DevnetError(-8, `The pool moved more than your slippage tolerance: ${lp.toFixed()} LP, less than ${minimum.toFixed()}.`);
    save((s) => {
      let next = credit(s, op.address, pool.tick0, new Decimal(x0).neg());
      next = credit(next, op.address, pool.tick1, new Decimal(x1).neg());
      const holders = { ...pool.holders, [op.address]: new Decimal(pool.holders[op.address] ?? 0).plus(lp).toFixed() };
      const updated: Pool = {
        ...pool,
        reserve0: new Decimal(pool.reserve0).plus(x0).toFixed(),
        reserve1: new Decimal(pool.reserve1).plus(x1).toFixed(),
        lp: new Decimal(pool.lp).plus(lp).toFixed(),
        holders,
      };
      return { ...next, pools: { ...next.pools, [pairKey(pool.tick0, pool.tick1)]: updated } };
    });
    record('add_liq', op.address, { tick0: pool.tick0, tick1: pool.tick1, amount0: x0, amount1: x1, lp: lp.toFixed() });
    return {
      id: op.id,
      rollupInscriptionId: '',
      type: 'add',
      tick0: pool.tick0,
      tick1: pool.tick1,
      amount0: x0,
      amount1: x1,
      lp: lp.toFixed(),
      ts: Math.floor(deps.now() / 1000),
    };
  }

  function quoteRemoveLiq(q: Q) {
    const pool = poolOf(tickName(q.tick0), tickName(q.tick1));
    const lp = amount(q.lp, 'lp');
    if (new Decimal(pool.lp).isZero()) throw new DevnetError(-1, 'The pool is empty.');
    const { amount0, amount1 } = removeAmounts(lp, pool.reserve0, pool.reserve1, pool.lp);
    const sameOrder = pool.tick0.toLowerCase() === String(q.tick0).toLowerCase();
    return {
      tick0: String(q.tick0),
      tick1: String(q.tick1),
      amount0: (sameOrder ? amount0 : amount1).toFixed(),
      amount1: (sameOrder ? amount1 : amount0).toFixed(),
      amount0USD: '0',
      amount1USD: '0',
    };
  }
  /** pre_remove_liq: the LP and the least amounts the user will sign, as the client states them from the quote. */
  function preRemoveLiq(q: Q) {
    const address = addressOk(q.address);
    const tick0 = tickName(q.tick0);
    const tick1 = tickName(q.tick1);
    const pool = poolOf(tick0, tick1);
    const lp = amount(q.lp, 'lp');
    if (lp.gt(pool.holders[address] ?? 0)) throw new DevnetError(-1, 'You hold less LP than that.');
    return prepare(
      'remove_liq',
      address,
      {
        tick0,
        tick1,
        lp: lp.toFixed(),
        amount0: amount(q.amount0, 'amount0').toFixed(),
        amount1: amount(q.amount1, 'amount1').toFixed(),
        slippage: slippageOf(q.slippage),
      },
      q.ts,
    );
  }
  function removeLiq(body: Q) {
    const op = signedOp(body, 'remove_liq');
    const p = op.params as Record<string, string>;
    const pool = poolOf(p.tick0!, p.tick1!);
    const lp = new Decimal(p.lp!);
    if (lp.gt(pool.holders[op.address] ?? 0)) throw new DevnetError(-1, 'You hold less LP than that.');
    const { amount0, amount1 } = removeAmounts(lp, pool.reserve0, pool.reserve1, pool.lp);
    // The signed amounts are in the request's tick order; the least accepted is amount*1000/(1000+slippage*1000).
    const sameOrder = pool.tick0.toLowerCase() === p.tick0!.toLowerCase();
    const [signed0, signed1] = sameOrder ? [p.amount0!, p.amount1!] : [p.amount1!, p.amount0!];
    const floor = (x: string) => new Decimal(x).times(1000).div(new Decimal(1000).plus(new Decimal(p.slippage!).times(1000)));
    if (amount0.lt(floor(signed0)) || amount1.lt(floor(signed1)))
      throw new DevnetError(-8, 'The pool moved more than your slippage tolerance (exceeding slippage).');
    save((s) => {
      let next = credit(s, op.address, pool.tick0, amount0);
      next = credit(next, op.address, pool.tick1, amount1);
      const holders = { ...pool.holders, [op.address]: new Decimal(pool.holders[op.address]!).minus(lp).toFixed() };
      const updated: Pool = {
        ...pool,
        reserve0: new Decimal(pool.reserve0).minus(amount0).toFixed(),
        reserve1: new Decimal(pool.reserve1).minus(amount1).toFixed(),
        lp: new Decimal(pool.lp).minus(lp).toFixed(),
        holders,
      };
      return { ...next, pools: { ...next.pools, [pairKey(pool.tick0, pool.tick1)]: updated } };
    });
    record('remove_liq', op.address, { tick0: pool.tick0, tick1: pool.tick1, lp: lp.toFixed(), amount0: amount0.toFixed(), amount1: amount1.toFixed() });
    return {
      id: op.id,
      rollupInscriptionId: '',
      type: 'remove',
      tick0: pool.tick0,
      tick1: pool.tick1,
      amount0: amount0.toFixed(),
      amount1: amount1.toFixed(),
      lp: lp.toFixed(),
      ts: Math.floor(deps.now() / 1000),
    };
  }

  // ---- send -----------------------------------------------------------------------------------

  function preSend(q: Q) {
    const address = addressOk(q.address);
    const to = addressOk(q.to);
    if (to === address) throw new DevnetError(-1, 'Send to another address.');
    const tick = tickName(q.tick);
    const value = amount(q.amount, 'amount');
    if (balanceOf(address, tick).lt(value)) throw new DevnetError(-1, `Insufficient ${tick} balance in the swap.`);
    return prepare('send', address, { tick, amount: value.toFixed(), to }, q.ts);
  }
  function send(body: Q) {
    const op = signedOp(body, 'send');
    const { tick, amount: value, to } = op.params as Record<string, string>;
    save((s) => credit(credit(s, op.address, tick!, new Decimal(value!).neg()), to!, tick!, new Decimal(value!)));
    record('send', op.address, { tick: tick!, amount: value!, to: to! });
    return { id: op.id, rollupInscriptionId: '' };
  }

  // ---- deposits ---------------------------------------------------------------------------------

  /**
   * create_deposit (CreateDepositRes): a direct deposit, the user's brc-20 transfer inscription to the module
   * address, the network fee at `feeRate` paid from the user's plain BTC. A pending order for the same
   * inscription is replaced. The order expires if not confirmed in 10 minutes.
   */
  function createDeposit(q: Q) {
    checkOpen();
    checkNotCommitting();
    const address = addressOk(q.address);
    const inscription = indexer.inscription(text(q.inscriptionId, 'inscriptionId'));
    if (!inscription?.location || inscription.address !== address) throw new DevnetError(-1, 'Deposit a brc-20 transfer inscription of yours.');
    const b = inscription.brc20;
    if (b?.op !== 'transfer' || !b.valid || b.used) throw new DevnetError(-1, 'Only an unused brc-20 transfer inscription can be deposited.');
    if (q.tick !== undefined && String(q.tick).toLowerCase() !== b.tick.toLowerCase())
      throw new DevnetError(-1, `This inscription transfers ${b.tick}, not ${String(q.tick)}.`);
    if (q.amount !== undefined && !new Decimal(amount(q.amount, 'amount')).eq(b.amt!))
      throw new DevnetError(-1, `This inscription transfers ${b.amt} ${b.tick}, not ${String(q.amount)}.`);
    const item = chain.utxo(inscription.location.txid, inscription.location.vout)!;
    const payer = typeof q.payAddress === 'string' && q.payAddress ? addressOk(q.payAddress) : address;
    const feeRate = q.feeRate === undefined ? 10 : Number(q.feeRate);
    if (!Number.isInteger(feeRate) || feeRate < 1 || feeRate > 5_000)
      throw new DevnetError(-1, 'feeRate must be a whole number of sats per vbyte from 1 to 5000.');
    // Two taproot inputs and two outputs: about 212 vbytes.
    const fee = BigInt(feeRate) * DEPOSIT_VSIZE;
    const funding = indexer.spendableUtxos(payer).find((u) => BigInt(u.value) >= fee + 546n);
    if (!funding) throw new DevnetError(-1, 'Not enough BTC for the network fee.');
    const pubkey = typeof q.pubkey === 'string' ? q.pubkey : undefined;
    const tx = new Transaction({ allowUnknownOutputs: true });
    tx.addInput(inputFor(item, { tapInternalKey: internalKeyFor(item.script, pubkey) }));
    tx.addInput(inputFor(funding, { tapInternalKey: internalKeyFor(funding.script, pubkey) }));
    tx.addOutput({ script: scriptFor(MODULE_ADDRESS), amount: BigInt(item.value) });
    tx.addOutput({ script: scriptFor(payer), amount: BigInt(funding.value) - fee });
    const replaced = Object.values(get().deposits).filter((d) => d.inscriptionId === inscription.id && d.status === 'created');
    const id = nextId('deposit');
    const deposit: Deposit = {
      id,
      address,
      tick: b.tick,
      amount: b.amt!,
      inscriptionId: inscription.id,
      psbt: psbtHex(tx),
      txid: null,
      status: 'created',
      createdAt: deps.now(),
      expiresAt: deps.now() + SWAP_CONFIG.depositExpiryMs,
      height: null,
    };
    save((s) => ({ ...s, deposits: { ...Object.fromEntries(Object.entries(s.deposits).filter(([k]) => !replaced.some((r) => r.id === k))), [id]: deposit } }));
    return { psbt: deposit.psbt, type: 'direct', expiredTimestamp: deposit.expiresAt, recommendDeposit: b.amt! };
  }
  /** confirm_deposit: the signed PSBT of the pending order for this inscription is broadcast (ConfirmDepositRes). */
  function confirmDeposit(body: Q) {
    checkOpen();
    checkNotCommitting();
    const inscriptionId = text(body.inscriptionId, 'inscriptionId');
    expireDeposits();
    const orders = Object.values(get().deposits).filter((d) => d.inscriptionId === inscriptionId && (!body.address || d.address === body.address));
    const current = orders.find((d) => d.status === 'created') ?? orders.at(-1);
    if (!current) throw new DevnetError(-1, 'No such deposit order.');
    if (current.status === 'expired') throw new DevnetError(-1, 'This deposit order has expired.');
    if (current.status !== 'created') throw new DevnetError(-1, 'This deposit was already confirmed.');
    const tx = readPsbt(body.psbt, body.fromBase64);
    const built = readPsbt(current.psbt, false);
    if (
      tx.getInput(0).index !== built.getInput(0).index ||
      bytesToHex(tx.getInput(0).txid!) !== bytesToHex(built.getInput(0).txid!) ||
      tx.outputsLength !== built.outputsLength
    ) {
      throw new DevnetError(-1, 'This is not the deposit transaction that was built.');
    }
    checkAllSigned(tx, spentOutputs(tx, chain.utxo));
    const txid = deps.broadcast(tx.hex);
    save((s) => ({ ...s, deposits: { ...s.deposits, [current.id]: { ...current, txid, status: 'pending' } } }));
    return { txid, pendingNum: Object.values(get().deposits).filter((d) => d.status === 'pending').length };
  }
  function expireDeposits(): void {
    const expired = Object.values(get().deposits).filter((d) => d.status === 'created' && deps.now() > d.expiresAt);
    if (expired.length)
      save((s) => ({ ...s, deposits: { ...s.deposits, ...Object.fromEntries(expired.map((d) => [d.id, { ...d, status: 'expired' as const }])) } }));
  }

  // ---- withdrawals ------------------------------------------------------------------------------

  /**
   * The two transactions a withdrawal asks the user to sign (the sequencer's paymentPsbt and approvePsbt):
   * the payment gives the module `networkFee` for inscribing and sending the brc-20 back, change to the
   * user; the approval (chained on the payment's change) carries an OP_RETURN naming the withdrawal. Each
   * leaves the miners feeRate times its size.
   */
  function buildWithdrawPsbts(address: string, pubkey: string | undefined, id: string, feeRate: number) {
    const networkFee = BigInt(feeRate) * WITHDRAW_MODULE_VSIZE;
    // A dishonest server (the devnet's tamper control): the payment gives the module more than it says.
    const overpay = tamperNext === 'withdraw-module-fee' ? 5_000n : 0n;
    // Or its approval's note is a runestone (OP_RETURN OP_13), which could move or burn the user's runes.
    const runestone = tamperNext === 'withdraw-runestone';
    tamperNext = null;
    const paymentMiners = BigInt(feeRate) * WITHDRAW_TX_VSIZE;
    const approveMiners = BigInt(feeRate) * WITHDRAW_TX_VSIZE;
    const funding = indexer.spendableUtxos(address).find((u) => BigInt(u.value) >= networkFee + overpay + paymentMiners + approveMiners + 1_000n);
    if (!funding) throw new DevnetError(-1, 'Not enough BTC for the withdrawal fees.');
    const payment = new Transaction({ allowUnknownOutputs: true });
    payment.addInput(inputFor(funding, { tapInternalKey: internalKeyFor(funding.script, pubkey) }));
    payment.addOutput({ script: scriptFor(MODULE_ADDRESS), amount: networkFee + overpay });
    const change = BigInt(funding.value) - networkFee - overpay - paymentMiners;
    payment.addOutput({ script: scriptFor(address), amount: change });
    const approve = new Transaction({ allowUnknownOutputs: true });
    approve.addInput({
      txid: payment.id,
      index: 1,
      witnessUtxo: { script: scriptFor(address), amount: change },
      ...(internalKeyFor(funding.script, pubkey) ? { tapInternalKey: internalKeyFor(funding.script, pubkey) } : {}),
    });
    approve.addOutput({
      script: runestone ? new Uint8Array([0x6a, 0x5d, 0x04, 0x00, 0x00, 0x00, 0x00]) : opReturn(`brc20-swap approve ${id.slice(0, 32)}`),
      amount: 0n,
    });
    approve.addOutput({ script: scriptFor(address), amount: change - approveMiners });
    return { paymentPsbt: psbtHex(payment), approvePsbt: psbtHex(approve), networkFee: Number(networkFee) };
  }
  /** Both PSBTs back, signed: the very transactions built, each input's signature valid. */
  function signedPair(body: Q, built: NonNullable<Withdraw['built']>) {
    const payment = readPsbt(body.paymentPsbt, body.fromBase64);
    const approve = readPsbt(body.approvePsbt, body.fromBase64);
    const builtPayment = readPsbt(built.paymentPsbt, false);
    const builtApprove = readPsbt(built.approvePsbt, false);
    if (payment.id !== builtPayment.id || approve.id !== builtApprove.id)
      throw new DevnetError(-1, 'These are not the withdrawal transactions that were built.');
    return { payment, approve };
  }
  function broadcastPair(pair: { payment: Transaction; approve: Transaction }) {
    const paymentTxid = deps.broadcast(pair.payment.hex);
    const approveTxid = deps.broadcast(pair.approve.hex);
    return { paymentTxid, approveTxid };
  }
  const withdrawnToday = (address: string, tick: string) =>
    Object.values(get().withdraws)
      .filter(
        (w) =>
          w.address === address &&
          w.tick.toLowerCase() === tick.toLowerCase() &&
          w.status !== 'created' &&
          !(w.status === 'cancel' && w.refunded) &&
          deps.now() - w.createdAt < 86_400_000,
      )
      .reduce((sum, w) => sum.plus(w.amount), new Decimal(0));

  /**
   * create_withdraw (CreateDirectWithdrawRes): the message to sign (pre_*'s fields) and the two PSBTs, with
   * the module's network fee. Refused over the daily limit, or when withdrawals are off.
   */
  function createWithdraw(q: Q) {
    const address = addressOk(q.address);
    if (deps.flags().withdrawUnavailable) throw new DevnetError(-1, 'Withdrawal is not available right now.');
    const tick = tickName(q.tick);
    const value = amount(q.amount, 'amount');
    if (balanceOf(address, tick).lt(value)) throw new DevnetError(-1, `Insufficient ${tick} balance in the swap.`);
    if (withdrawnToday(address, tick).plus(value).gt(SWAP_CONFIG.withdrawDailyLimit))
      throw new DevnetError(-1, `Over the daily limit (${SWAP_CONFIG.withdrawDailyLimit} ${tick}). Try again tomorrow.`);
    const feeRate = q.feeRate === undefined ? 10 : Number(q.feeRate);
    if (!Number.isInteger(feeRate) || feeRate < 1 || feeRate > 5_000)
      throw new DevnetError(-1, 'feeRate must be a whole number of sats per vbyte from 1 to 5000.');
    const pre = prepare('withdraw', address, { tick, amount: value.toFixed() }, q.ts);
    const built = { ...buildWithdrawPsbts(address, typeof q.pubkey === 'string' ? q.pubkey : undefined, pre.id!, feeRate), kind: 'create' as const };
    const withdraw: Withdraw = {
      id: pre.id!,
      address,
      tick,
      amount: value.toFixed(),
      status: 'created',
      createdAt: deps.now(),
      readyHeight: null,
      txid: null,
      error: null,
      refundHeight: null,
      refunded: false,
      built,
    };
    save((s) => ({ ...s, withdraws: { ...s.withdraws, [withdraw.id]: withdraw } }));
    return { ...pre, paymentPsbt: built.paymentPsbt, approvePsbt: built.approvePsbt, approvePsbtSignIndexes: [0], networkFee: built.networkFee };
  }
  /** confirm_withdraw: the signatures and both signed PSBTs; the transactions go out and the balance leaves the swap. */
  function confirmWithdraw(body: Q) {
    const w = withdrawOf(body.id);
    if (w.status !== 'created' || !w.built) throw new DevnetError(-1, 'This withdrawal was already confirmed.');
    const pair = signedPair(body, w.built);
    const op = signedOp(body, 'withdraw');
    if (balanceOf(op.address, w.tick).lt(w.amount)) throw new DevnetError(-1, `Insufficient ${w.tick} balance in the swap.`);
    const txids = broadcastPair(pair);
    const next: Withdraw = { ...w, status: 'pending', readyHeight: chain.tip() + SWAP_CONFIG.withdrawConfirmations, built: null, ...txids };
    save((s) => ({ ...credit(s, op.address, w.tick, new Decimal(w.amount).neg()), withdraws: { ...s.withdraws, [w.id]: next } }));
    record('withdraw', op.address, { tick: w.tick, amount: w.amount, withdrawId: w.id });
    return {};
  }
  const withdrawOf = (id: unknown, address?: string): Withdraw => {
    const w = get().withdraws[text(id, 'id')];
    if (!w || (address && w.address !== address)) throw new DevnetError(-1, 'No such withdrawal.');
    return w;
  };
  /** create_cancel_withdraw (CreateCancelWithdrawRes): a withdrawal in the queue can be cancelled; the user signs a small transaction saying so. */
  function createCancelWithdraw(q: Q) {
    const w = withdrawOf(q.id, typeof q.address === 'string' ? q.address : undefined);
    if (w.status !== 'order') throw new DevnetError(-1, 'Only a withdrawal waiting in the queue can be cancelled.');
    const feeRate = 2n;
    const miners = feeRate * WITHDRAW_TX_VSIZE;
    const funding = indexer.spendableUtxos(w.address).find((u) => BigInt(u.value) >= miners + 1_000n);
    if (!funding) throw new DevnetError(-1, 'Not enough BTC for the cancel fee.');
    const tx = new Transaction({ allowUnknownOutputs: true });
    tx.addInput(inputFor(funding, { tapInternalKey: internalKeyFor(funding.script, typeof q.pubkey === 'string' ? q.pubkey : undefined) }));
    tx.addOutput({ script: opReturn(`brc20-swap cancel ${w.id.slice(0, 32)}`), amount: 0n });
    tx.addOutput({ script: scriptFor(w.address), amount: BigInt(funding.value) - miners });
    save((s) => ({ ...s, withdraws: { ...s.withdraws, [w.id]: { ...w, builtCancel: psbtHex(tx) } } }));
    return { id: w.id, psbt: psbtHex(tx), networkFee: Number(miners) };
  }
  /** confirm_cancel_withdraw: the signed cancel goes out; the balance comes back after a block (pendingCancel, then cancel). */
  function confirmCancelWithdraw(body: Q) {
    const w = withdrawOf(body.id);
    if (w.status !== 'order' || !w.builtCancel) throw new DevnetError(-1, 'Only a withdrawal waiting in the queue can be cancelled.');
    const tx = readPsbt(body.psbt, body.fromBase64);
    if (tx.id !== readPsbt(w.builtCancel, false).id) throw new DevnetError(-1, 'This is not the cancel transaction that was built.');
    const cancelTxid = deps.broadcast(tx.hex);
    save((s) => ({ ...s, withdraws: { ...s.withdraws, [w.id]: { ...w, status: 'cancel', refundHeight: chain.tip() + 1, cancelTxid, builtCancel: null } } }));
    return {};
  }
  /** create_retry_withdraw (CreateRetryWithdrawRes): a failed withdrawal gets new payment and approval transactions. */
  function createRetryWithdraw(q: Q) {
    const w = withdrawOf(q.id, typeof q.address === 'string' ? q.address : undefined);
    if (w.status !== 'error') throw new DevnetError(-1, 'Only a failed withdrawal can be retried.');
    const built = { ...buildWithdrawPsbts(w.address, typeof q.pubkey === 'string' ? q.pubkey : undefined, `${w.id}-retry`, 10), kind: 'retry' as const };
    save((s) => ({ ...s, withdraws: { ...s.withdraws, [w.id]: { ...w, built } } }));
    return { paymentPsbt: built.paymentPsbt, approvePsbt: built.approvePsbt, networkFee: built.networkFee };
  }
  function confirmRetryWithdraw(body: Q) {
    const w = withdrawOf(body.id);
    if (w.status !== 'error' || !w.built) throw new DevnetError(-1, 'Only a failed withdrawal can be retried.');
    const txids = broadcastPair(signedPair(body, w.built));
    save((s) => ({
      ...s,
      withdraws: { ...s.withdraws, [w.id]: { ...w, status: 'pending', error: null, readyHeight: chain.tip() + 1, built: null, ...txids } },
    }));
    return {};
  }
  /**
   * Devnet control: someone else deposits `amount` of `tick` (at most the tick's mint limit): the module
   * mints it on chain (confirmed with the next block) and the deposit is recorded as theirs, so a queued
   * withdrawal can be matched.
   */
  function matchDeposit(fromValue: unknown, tickValue: unknown, amountValue: unknown) {
    const from = addressOk(fromValue);
    const tick = tickName(tickValue);
    const value = amount(amountValue, 'amount');
    const mint = indexer.inscribe(MODULE_ADDRESS, {
      contentType: 'text/plain;charset=utf-8',
      content: JSON.stringify({ p: 'brc-20', op: 'mint', tick, amt: value.toFixed() }),
    });
    if (!mint.brc20?.valid) throw new DevnetError(-1, `The module cannot take ${value.toFixed()} ${tick} (more than one mint allows?).`);
    const id = nextId('deposit');
    const deposit: Deposit = {
      id,
      address: from,
      tick,
      amount: value.toFixed(),
      inscriptionId: mint.id,
      psbt: '',
      txid: mint.location!.txid,
      status: 'confirmed',
      createdAt: deps.now(),
      expiresAt: deps.now(),
      height: null,
    };
    save((s) => ({ ...credit(s, from, tick, value), deposits: { ...s.deposits, [id]: deposit } }));
    return { id };
  }
  /** Devnet control: makes a withdrawal fail (the module's send went wrong), so it can be retried. */
  function failWithdraw(id: unknown) {
    const w = withdrawOf(id);
    save((s) => ({ ...s, withdraws: { ...s.withdraws, [w.id]: { ...w, status: 'error', error: 'The module could not send the transfer.' } } }));
  }

  /** WithdrawProcessRes: the withdrawal's stage with its confirmation counts, and how the queue matched it. */
  function withdrawProcess(q: Q) {
    const w = withdrawOf(q.id);
    const conf = (txid: string | null | undefined) => {
      if (!txid) return 0;
      const out = chain.utxosOf(w.address).find((u) => u.txid === txid) ?? chain.utxosOf(MODULE_ADDRESS).find((u) => u.txid === txid);
      return out ? Math.min(1, chain.confirmations(out)) : w.status === 'completed' ? 1 : 0;
    };
    const paid = conf(w.paymentTxid);
    const done = w.status === 'completed';
    return {
      id: w.id,
      tick: w.tick,
      amount: w.amount,
      ts: Math.floor(w.createdAt / 1000),
      status: withdrawStatus(w),
      totalConfirmedNum: done ? 3 : paid + (w.status === 'order' || w.status === 'cancel' ? 1 : 0),
      totalNum: 3,
      rollUpConfirmNum: w.status === 'pending' ? 0 : 1,
      rollUpTotalNum: 1,
      approveConfirmNum: conf(w.approveTxid),
      approveTotalNum: 1,
      cancelConfirmedNum: w.status === 'cancel' ? (w.refunded ? 1 : 0) : 0,
      cancelTotalNum: 1,
      rollUpTxid: '',
      paymentTxid: w.paymentTxid ?? '',
      inscribeTxid: done ? (w.txid ?? '') : '',
      approveTxid: w.approveTxid ?? '',
      completedAmount: done ? w.amount : '0',
      matchHistory:
        done && w.matchedFrom
          ? [
              {
                approveInscriptionId: '',
                transferInscriptionId: '',
                tick: w.tick,
                consumeAmount: w.amount,
                remainAmount: '0',
                approveAddress: w.address,
                transferAddress: w.matchedFrom,
                txid: w.txid ?? '',
                ts: Math.floor((w.completedAt ?? deps.now()) / 1000),
              },
            ]
          : [],
    };
  }

  /** The module's brc-20 it holds on chain and may send: what deposits brought, less what is on its way out. */
  const moduleAvailable = (tick: string) => new Decimal(indexer.summary(MODULE_ADDRESS, tick).availableBalanceUnSafe);

  /** Sends a withdrawal on chain: the module inscribes a transfer and sends it to the user. */
  function sendWithdraw(w: Withdraw): string {
    const transfer = indexer.inscribe(MODULE_ADDRESS, {
      contentType: 'text/plain;charset=utf-8',
      content: JSON.stringify({ p: 'brc-20', op: 'transfer', tick: w.tick, amt: w.amount }),
    });
    if (!transfer.brc20?.valid) throw new Error('The module could not inscribe the transfer.');
    const item = chain.utxo(transfer.location!.txid, transfer.location!.vout)!;
    // The module pays its network fees from its own BTC (the devnet's faucet tops it up).
    const feeUtxo = chain.fund(MODULE_ADDRESS, 10_000n);
    const tx = new Transaction({ allowUnknownOutputs: true });
    tx.addInput(inputFor(item, { tapInternalKey: MODULE_INTERNAL }));
    tx.addInput(inputFor(feeUtxo, { tapInternalKey: MODULE_INTERNAL }));
    tx.addOutput({ script: scriptFor(w.address), amount: BigInt(item.value) });
    tx.addOutput({ script: scriptFor(MODULE_ADDRESS), amount: 8_000n });
    tx.signIdx(MODULE_KEY, 0);
    tx.signIdx(MODULE_KEY, 1);
    tx.finalize();
    return deps.broadcast(tx.hex);
  }

  /**
   * What a new block does: credits confirmed deposits, processes withdrawals (sent when the module holds
   * enough on chain, else queued as 'order' until deposits match them), refunds cancelled ones, and rolls
   * the block's operations up in a commit inscription (changes answer -2 meanwhile).
   */
  function onBlock(): void {
    expireDeposits();
    for (const d of Object.values(get().deposits)) {
      if (d.status !== 'pending' || !d.txid) continue;
      const utxo = chain.utxo(d.txid, 0);
      if (utxo && chain.confirmations(utxo) >= SWAP_CONFIG.depositConfirmations) {
        save((s) => ({
          ...credit(s, d.address, d.tick, new Decimal(d.amount)),
          deposits: { ...s.deposits, [d.id]: { ...d, status: 'confirmed', height: utxo.height } },
          uncommitted: s.uncommitted + 1,
        }));
      }
    }
    const queue = Object.values(get().withdraws)
      .filter((w) => (w.status === 'pending' && w.readyHeight !== null && chain.tip() >= w.readyHeight) || w.status === 'order')
      .sort((a, b) => a.createdAt - b.createdAt);
    for (const w of queue) {
      if (moduleAvailable(w.tick).lt(w.amount)) {
        if (w.status !== 'order') save((s) => ({ ...s, withdraws: { ...s.withdraws, [w.id]: { ...w, status: 'order' } } }));
        continue;
      }
      try {
        const txid = sendWithdraw(w);
        // A queued withdrawal is matched by the latest deposit of its tick from someone else.
        const matchedFrom =
          w.status === 'order'
            ? (Object.values(get().deposits)
                .filter((d) => d.status === 'confirmed' && d.address !== w.address && d.tick.toLowerCase() === w.tick.toLowerCase())
                .at(-1)?.address ?? null)
            : null;
        save((s) => ({ ...s, withdraws: { ...s.withdraws, [w.id]: { ...w, status: 'completed', txid, completedAt: deps.now(), matchedFrom } } }));
      } catch (error) {
        save((s) => ({
          ...s,
          withdraws: { ...s.withdraws, [w.id]: { ...w, status: 'error', error: error instanceof Error ? error.message : String(error) } },
        }));
      }
    }
    for (const w of Object.values(get().withdraws)) {
      if (w.status === 'cancel' && !w.refunded && w.refundHeight !== null && chain.tip() >= w.refundHeight) {
        save((s) => ({ ...credit(s, w.address, w.tick, new Decimal(w.amount)), withdraws: { ...s.withdraws, [w.id]: { ...w, refunded: true } } }));
      }
    }
    if (get().uncommitted > 0) startCommit(SWAP_CONFIG.commitMs);
  }

  /** Rolls up the operations so far in a commit inscription; changes answer -2 for `ms`. */
  function startCommit(ms: number): void {
    const state = get();
    const inscription = indexer.inscribe(MODULE_ADDRESS, {
      contentType: 'application/json',
      content: JSON.stringify({ p: 'brc20-swap', op: 'commit', ops: state.uncommitted, time: deps.now() }),
    });
    save((s) => ({
      ...s,
      uncommitted: 0,
      committingUntil: deps.now() + ms,
      rollups: [...s.rollups, { id: `rollup-${s.rollups.length + 1}`, opCount: state.uncommitted, time: deps.now(), inscriptionId: inscription.id }],
    }));
  }

  // ---- reading ------------------------------------------------------------------------------------

  /** PoolListItem: no USD prices on the devnet, so TVL is 0; volumes are the swaps' amounts in tick0 over each window. */
  const poolView = (p: Pool) => {
    const volume = (ms: number) =>
      get()
        .history.filter((h) => h.type === 'swap' && deps.now() - h.time <= ms && pairKey(h.detail.tickIn!, h.detail.tickOut!) === pairKey(p.tick0, p.tick1))
        .reduce((sum, h) => sum.plus(h.detail.tickIn!.toLowerCase() === p.tick0.toLowerCase() ? h.detail.amountIn! : h.detail.amountOut!), new Decimal(0))
        .toFixed();
    return {
      tick0: p.tick0,
      tick1: p.tick1,
      amount0: p.reserve0,
      amount1: p.reserve1,
      lp: p.lp,
      tvl: '0',
      volume24h: volume(86_400_000),
      volume7d: volume(7 * 86_400_000),
      volume30d: volume(30 * 86_400_000),
      reward0: '0',
      reward1: '0',
    };
  };
  const page = <T>(rows: readonly T[], q: Q) => {
    const start = Math.max(0, Number(q.start ?? 0) || 0);
    const limit = Math.min(100, Math.max(1, Number(q.limit ?? 20) || 20));
    return { list: rows.slice(start, start + limit), total: rows.length };
  };
  const secondsOf = (ms: number) => Math.floor(ms / 1000);
  const historyOf = (types: readonly string[], q: Q) =>
    get()
      .history.filter(
        (h) =>
          types.includes(h.type) &&
          (!q.address || h.address === q.address) &&
          (!q.tick || Object.values(h.detail).some((v) => v.toLowerCase() === String(q.tick).toLowerCase())),
      )
      .slice()
      .reverse();
  /** AddressTickBalance and its decimal (brc-20 amounts have up to 18). */
  const balanceView = (address: string, tick: string) => ({
    balance: {
      module: indexer.summary(address, tick).availableBalanceSafe,
      swap: balanceOf(address, tick).toFixed(),
      pendingSwap: pendingDeposits(address, tick),
      pendingAvailable: '0',
    },
    decimal: '18',
  });
  const pendingDeposits = (address: string, tick: string) =>
    Object.values(get().deposits)
      .filter((d) => d.address === address && d.status === 'pending' && d.tick.toLowerCase() === tick.toLowerCase())
      .reduce((sum, d) => sum.plus(d.amount), new Decimal(0))
      .toFixed();
  /** MyPoolListItem: the address's LP, its share, and what it would take out now. */
  const myPool = (p: Pool, address: string) => {
    const mine = p.holders[address] ?? '0';
    const share = new Decimal(p.lp).isZero() ? new Decimal(0) : new Decimal(mine).div(p.lp);
    const out = new Decimal(mine).gt(0) ? removeAmounts(mine, p.reserve0, p.reserve1, p.lp) : { amount0: new Decimal(0), amount1: new Decimal(0) };
    return {
      lp: mine,
      lpUSD: '0',
      lockedLp: '0',
      shareOfPool: share.toDecimalPlaces(18).toFixed(),
      tick0: p.tick0,
      tick1: p.tick1,
      amount0: out.amount0.toFixed(),
      amount1: out.amount1.toFixed(),
      claimedReward0: '0',
      claimedReward1: '0',
      unclaimedReward0: '0',
      unclaimedReward1: '0',
    };
  };
  /** Withdraw statuses as the sequencer names them. */
  const withdrawStatus = (w: Withdraw) =>
    w.status === 'pending' || w.status === 'created' ? 'pendingOrder' : w.status === 'cancel' && !w.refunded ? 'pendingCancel' : w.status;

  const gets: Record<string, (q: Q) => unknown> = {
    config: () => ({
      moduleId: MODULE_ID,
      serviceGasTick: SWAP_CONFIG.serviceGasTick,
      pendingDepositDirectNum: SWAP_CONFIG.depositConfirmations,
      pendingDepositMatchingNum: SWAP_CONFIG.depositConfirmations,
      pendingTransferNum: SWAP_CONFIG.withdrawConfirmations,
      userWhiteList: [],
      onlyUserWhiteList: false,
      tickWhiteList: [],
      onlyTickWhiteList: false,
      commitPerMinute: 1,
      feeTicks: [SWAP_CONFIG.serviceGasTick],
      // ours: the devnet's pool fee and module address
      swapFeeRate: SWAP_CONFIG.swapFeeRate,
      moduleAddress: MODULE_ADDRESS,
    }),
    system_status: () => ({ committing: committing() }),
    select: (q) => {
      const address = typeof q.address === 'string' && q.address ? q.address : null;
      const search = typeof q.search === 'string' ? q.search.toLowerCase() : '';
      return Object.values(indexer.state().ticks)
        .filter((t) => t.tick.toLowerCase().includes(search))
        .map((t) => ({
          tick: t.tick,
          decimal: '18',
          brc20Balance: address ? indexer.summary(address, t.tick).availableBalanceSafe : '0',
          swapBalance: address ? balanceOf(address, t.tick).toFixed() : '0',
        }));
    },
    balance: (q) => balanceView(addressOk(q.address), tickName(q.tick)),
    all_balance: (q) => {
      const address = addressOk(q.address);
      return Object.fromEntries(Object.values(indexer.state().ticks).map((t) => [t.tick, balanceView(address, t.tick)]));
    },
    quote_swap: quoteSwap,
    pre_swap: preSwap,
    quote_add_liq: quoteAddLiq,
    pre_add_liq: preAddLiq,
    pool_info: (q) => {
      const pool = get().pools[pairKey(tickName(q.tick0), tickName(q.tick1))];
      if (!pool)
        return {
          existed: false,
          addLiq: false,
          tick0: tickName(q.tick0),
          tick1: tickName(q.tick1),
          amount0: '0',
          amount1: '0',
          lp: '0',
          tvl: '0',
          volume24h: '0',
          volume7d: '0',
          volume30d: '0',
          reward0: '0',
          reward1: '0',
          marketCap: 0,
        };
      return { existed: true, addLiq: new Decimal(pool.lp).gt(0), marketCap: 0, ...poolView(pool) };
    },
    pool_list: (q) => page(Object.values(get().pools).map(poolView), q),
    my_pool_list: (q) => {
      const address = addressOk(q.address);
      return {
        ...page(
          Object.values(get().pools)
            .filter((p) => new Decimal(p.holders[address] ?? 0).gt(0))
            .map((p) => myPool(p, address)),
          q,
        ),
        totalLpUSD: '0',
      };
    },
    my_pool: (q) => myPool(poolOf(tickName(q.tick0), tickName(q.tick1)), addressOk(q.address)),
    pre_deploy_pool: preDeployPool,
    quote_remove_liq: quoteRemoveLiq,
    pre_remove_liq: preRemoveLiq,
    create_deposit: createDeposit,
    deposit_list: (q) =>
      page(
        Object.values(get().deposits)
          .filter((d) => (!q.address || d.address === q.address) && (d.status === 'pending' || d.status === 'confirmed'))
          .reverse()
          .map((d) => {
            const utxo = d.txid ? chain.utxo(d.txid, 0) : undefined;
            const cur =
              d.status === 'confirmed' ? SWAP_CONFIG.depositConfirmations : Math.min(SWAP_CONFIG.depositConfirmations, utxo ? chain.confirmations(utxo) : 0);
            return {
              tick: d.tick,
              amount: d.amount,
              cur,
              sum: SWAP_CONFIG.depositConfirmations,
              ts: secondsOf(d.createdAt),
              txid: d.txid ?? '',
              type: 'direct',
              status: d.status === 'confirmed' ? 'success' : 'pending',
            };
          }),
        q,
      ),
    /** DepositInfoRes: what the address deposited today (no daily limit on the devnet: '0' means none). */
    deposit_info: (q) => {
      const address = addressOk(q.address);
      const tick = tickName(q.tick);
      const dayStart = deps.now() - 86_400_000;
      const today = Object.values(get().deposits).filter(
        (d) => d.address === address && d.tick.toLowerCase() === tick.toLowerCase() && d.txid && d.createdAt >= dayStart,
      );
      return { dailyAmount: today.reduce((sum, d) => sum.plus(d.amount), new Decimal(0)).toFixed(), dailyLimit: '0', recommendDeposit: '0' };
    },
    swap_history: (q) =>
      page(
        historyOf(['swap'], q).map((h) => ({
          tickIn: h.detail.tickIn,
          tickOut: h.detail.tickOut,
          amountIn: h.detail.amountIn,
          amountOut: h.detail.amountOut,
          exactType: h.detail.exactType ?? 'exactIn',
          ts: secondsOf(h.time),
        })),
        q,
      ),
    liq_history: (q) =>
      page(
        historyOf(['add_liq', 'remove_liq'], q).map((h) => ({
          type: h.type === 'add_liq' ? 'add' : 'remove',
          tick0: h.detail.tick0,
          tick1: h.detail.tick1,
          amount0: h.detail.amount0,
          amount1: h.detail.amount1,
          lp: h.detail.lp,
          ts: secondsOf(h.time),
        })),
        q,
      ),
    send_history: (q) =>
      page(
        historyOf(['send'], q).map((h) => ({ tick: h.detail.tick, amount: h.detail.amount, to: h.detail.to, ts: secondsOf(h.time) })),
        q,
      ),
    rollup_history: (q) =>
      page(
        get()
          .rollups.slice()
          .reverse()
          .map((r) => {
            const inscription = indexer.inscription(r.inscriptionId);
            return {
              txid: inscription?.location?.txid ?? '',
              height: (inscription?.location && chain.utxo(inscription.location.txid, inscription.location.vout)?.height) ?? 0,
              transactionNum: r.opCount,
              inscriptionId: r.inscriptionId,
              inscriptionNumber: inscription?.number ?? 0,
              ts: secondsOf(r.time),
            };
          }),
        q,
      ),
    gas_history: (q) => page([], q),
    create_withdraw: createWithdraw,
    withdraw_process: withdrawProcess,
    create_retry_withdraw: createRetryWithdraw,
    create_cancel_withdraw: createCancelWithdraw,
    withdraw_history: (q) =>
      page(
        Object.values(get().withdraws)
          .filter((w) => w.status !== 'created' && (!q.address || w.address === q.address))
          .reverse()
          .map((w) => ({
            id: w.id,
            tick: w.tick,
            totalAmount: w.amount,
            completedAmount: w.status === 'completed' ? w.amount : '0',
            ts: secondsOf(w.createdAt),
            totalConfirmedNum: w.status === 'completed' ? 1 : 0,
            totalNum: 1,
            status: withdrawStatus(w),
          })),
        q,
      ),
    overview: () => ({
      pools: Object.keys(get().pools).length,
      rollups: get().rollups.length,
      operations: get().history.length,
      moduleAddress: MODULE_ADDRESS,
    }),
    pre_send: preSend,
  };
  const posts: Record<string, (body: Q) => unknown> = {
    swap,
    add_liq: addLiq,
    deploy_pool: deployPool,
    remove_liq: removeLiq,
    confirm_deposit: confirmDeposit,
    confirm_withdraw: confirmWithdraw,
    confirm_retry_withdraw: confirmRetryWithdraw,
    confirm_cancel_withdraw: confirmCancelWithdraw,
    send,
    /** Devnet test helper: credits swap balance as if a transfer had been deposited and confirmed. */
    'test/simulate_transfer': (body) => {
      const address = addressOk(body.address);
      const tick = tickName(body.tick);
      const value = amount(body.amount, 'amount');
      save((s) => credit(s, address, tick, value));
      return { address, tick, swap: balanceOf(address, tick).toFixed() };
    },
  };

  /**
   * The seed's swap (devnet first start): balances in the module and pools with liquidity, written as
   * deposits and add_liq would have left them.
   */
  function seed(
    balances: Readonly<Record<string, Readonly<Record<string, string>>>>,
    pools: readonly { readonly owner: string; readonly tick0: string; readonly tick1: string; readonly amount0: string; readonly amount1: string }[],
  ): void {
    for (const [address, ticks] of Object.entries(balances))
      for (const [tick, value] of Object.entries(ticks)) save((s) => credit(s, address, tick, new Decimal(value)));
    for (const p of pools) {
      const lp = liquidityFor(p.amount0, p.amount1, 0, 0, 0).toFixed();
      const pool: Pool = { tick0: p.tick0, tick1: p.tick1, reserve0: p.amount0, reserve1: p.amount1, lp, holders: { [p.owner]: lp } };
      save((s) => ({ ...s, pools: { ...s.pools, [pairKey(p.tick0, p.tick1)]: pool } }));
    }
  }

  return {
    get: gets,
    seed,
    post: posts,
    onBlock,
    startCommit,
    movePrice,
    failWithdraw,
    matchDeposit,
    tamper,
    state: get,
    /** The calls that stay open during maintenance. */
    alwaysOpen: new Set(['config', 'system_status']),
  };
}

export type Swap = ReturnType<typeof createSwap>;
