import { TEST_NETWORK } from '@scure/btc-signer';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { verifyMessage } from '../crypto/message-signing';
import type { PendingOp } from './swap-state';
import { DevnetError } from '../devnet-error';
import { MODULE_ID, SWAP_CONFIG } from './swap-config';
import { text, type Q, type SwapBase } from './swap-context';

/** The signed operations: a pre_* call answers the message to sign; the POST that follows must carry its signature. */
export function createSwapSigning(ctx: SwapBase) {
  const { deps, get, save, balanceOf, checkOpen, checkNotCommitting } = ctx;

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

  return { prepare, signedOp };
}

/** The swap's shared context with its signing. */
export type SwapContext = SwapBase & ReturnType<typeof createSwapSigning>;
