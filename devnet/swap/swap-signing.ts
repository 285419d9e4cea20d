import { TEST_NETWORK } from '@scure/btc-signer';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { verifyMessage } from '../../server/auth/message-signing';
import type { PendingOp } from './swap-state';
import { DevnetError } from '../devnet-error';
import { Decimal } from '../decimal';
import { SWAP_CONFIG } from './swap-config';
import { text, type Q, type SwapBase } from './swap-context';

/** The signed operations: a pre_* call answers the message to sign; the POST that follows must carry its signature. */
export function createSwapSigning(ctx: SwapBase) {
  const { deps, get, save, balanceOf, credit, checkOpen, checkNotCommitting, moduleId } = ctx;

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
  /** Taking out what one holds: open without swap access. */
  const WITHDRAWING: ReadonlySet<PendingOp['op']> = new Set(['withdraw', 'cancel_withdraw', 'retry_withdraw']);
  /** Operations whose POST names the request by id (the rest rebuild it from their fields). */
  const BY_ID: ReadonlySet<PendingOp['op']> = new Set(['withdraw', 'cancel_withdraw', 'retry_withdraw']);

  /** The sequencer's message (src/domain/sign.ts): id, addr, func, params, ts; the id hashes the same lines with the module. */
  function signMessageFor(op: PendingOp['op'], address: string, params: Record<string, string>, ts: number): { id: string; message: string } {
    const values = OP_PARAMS[op].map((k) => params[k] ?? '');
    const body = `addr: ${address}\nfunc: ${op}\nparams: ${values.join(' ')}\nts: ${ts}\n`;
    const id = bytesToHex(sha256(new TextEncoder().encode(`module: ${moduleId()}\n${body}`)));
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
  /** The operations an address may do for free (a devnet control may set it lower for one address). */
  const freeQuotaOf = (address: string) => get().freeQuota?.[address] ?? SWAP_CONFIG.freeQuota;

  /**
   * How the fee is paid, as the sequencer requires it asked: `feeTick` (one of the config's fee ticks) and
   * `payType`: 'tick' (the fee in the tick, from the swap balance) or 'freeQuota' (refused when none is left).
   * A withdrawal takes 'tick' only, as the open API's create_withdraw and confirm_withdraw do; its free quota still
   * covers it while some is left (ours).
   */
  function feeOf(op: PendingOp['op'], address: string, q: Q): NonNullable<PendingOp['fee']> {
    const feeTick = text(q.feeTick, 'feeTick');
    if (feeTick.toLowerCase() !== SWAP_CONFIG.serviceGasTick)
      throw new DevnetError(-1, `feeTick must be one of the swap's fee ticks (${SWAP_CONFIG.serviceGasTick}).`);
    const payType = text(q.payType, 'payType');
    if (op === 'withdraw' && payType !== 'tick') throw new DevnetError(-1, "payType must be 'tick' for a withdrawal.");
    if (payType !== 'tick' && payType !== 'freeQuota') throw new DevnetError(-1, "payType must be 'tick' or 'freeQuota'.");
    // As the sequencer does: the free quota makes the fee 0 while some is left; otherwise the fee stands.
    const free = (payType === 'freeQuota' || op === 'withdraw') && usedFreeQuota(address) < freeQuotaOf(address);
    return { feeTick: SWAP_CONFIG.serviceGasTick, payType, feeAmount: free ? '0' : SWAP_CONFIG.tickFee };
  }

  /**
   * Whose swap access an operation needs: none to take out what one holds (a withdrawal, its retry and its cancel: funds
   * in the module are never stranded by a revoked access, issue 45), the address's for everything else.
   */
  const accessFor = (op: PendingOp['op'], address: string): string | undefined => (WITHDRAWING.has(op) ? undefined : address);

  /** A pre_* answer (PreRes): the message to sign and the fee, in the fee tick or from the free quota, as `q` asks. */
  function prepare(op: PendingOp['op'], address: string, params: Record<string, string>, q: Q) {
    checkOpen(accessFor(op, address));
    checkNotCommitting();
    const ts = q.ts === undefined ? Math.floor(deps.now() / 1000) : tsOf(q.ts);
    const fee = feeOf(op, address, q);
    const { id, message } = signMessageFor(op, address, params, ts);
    const pending: PendingOp = { id, op, address, params, message, fee, expiresAt: deps.now() + SWAP_CONFIG.signExpiryMs };
    save((s) => ({ ...s, pending: { ...s.pending, [id]: pending } }));
    const used = usedFreeQuota(address);
    return {
      ids: [id],
      signMsgs: [message],
      feeAmount: fee.feeAmount,
      feeTick: fee.feeTick,
      feeTickPrice: '0',
      feeBalance: balanceOf(address, fee.feeTick).toFixed(),
      totalFreeQuota: String(freeQuotaOf(address)),
      remainingFreeQuota: String(Math.max(0, freeQuotaOf(address) - used)),
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
    checkOpen(accessFor(pending.op, pending.address));
    const sigs = Array.isArray(body.sigs) ? body.sigs : [body.sig];
    const sig = sigs[0];
    if (
      typeof sig !== 'string' ||
      !verifyMessage({ message: pending.message, signature: sig, address: pending.address, network: TEST_NETWORK, type: 'bip322-simple' })
    ) {
      throw new DevnetError(-1, 'The signature does not match the message and address.');
    }
    // The fee as pre_* gave it: the same tick, pay type and amount, paid from the swap balance when in the tick.
    const fee = pending.fee;
    if (fee && (body.feeTick !== fee.feeTick || body.payType !== fee.payType || String(body.feeAmount ?? '') !== fee.feeAmount))
      throw new DevnetError(-1, 'The fee (feeTick, payType, feeAmount) is not the one the swap gave; ask for a new quote.');
    if (fee?.payType === 'freeQuota' && fee.feeAmount !== '0')
      throw new DevnetError(-1, `No free operations are left for this address; pay the fee in ${fee.feeTick} (payType 'tick').`);
    save((s) => {
      const rest = { ...s.pending };
      delete rest[id];
      const paid = fee?.payType === 'tick' && fee.feeAmount !== '0' ? credit(s, pending.address, fee.feeTick, new Decimal(fee.feeAmount).neg()) : s;
      return { ...paid, pending: rest };
    });
    return pending;
  }

  return { prepare, signedOp };
}

/** The swap's shared context with its signing. */
export type SwapContext = SwapBase & ReturnType<typeof createSwapSigning>;
