import { Decimal } from '../decimal';
import { Transaction } from '@scure/btc-signer';
import { scriptFor } from '../chain/chain';
import { inputFor, internalKeyFor, opReturn, psbtHex, readPsbt } from '../crypto/psbt';
import type { Withdraw } from './swap-state';
import { DevnetError } from '../devnet-error';
import { MODULE_ADDRESS, SWAP_CONFIG, WITHDRAW_MODULE_VSIZE, WITHDRAW_TX_VSIZE } from './swap-config';
import { amount, text, type Q } from './swap-context';
import type { SwapContext } from './swap-signing';

/** Withdraw statuses as the sequencer names them. */
export const withdrawStatus = (w: Withdraw) =>
  w.status === 'pending' || w.status === 'created' ? 'pendingOrder' : w.status === 'cancel' && !w.refunded ? 'pendingCancel' : w.status;

/**
 * Withdrawals: create and confirm (two PSBTs to sign), cancel while queued, retry after an error, and the
 * process view; the control's tamper and fail. What a block does with them is swap-withdraw-queue.ts.
 */
export function createSwapWithdrawals(ctx: SwapContext) {
  const { deps, chain, indexer, get, save, tickName, balanceOf, credit, addressOk, record, prepare, signedOp, moduleNamed } = ctx;
  let tamperNext: 'withdraw-module-fee' | 'withdraw-runestone' | null = null;
  /** The control's swap tamper: the next withdrawal one dishonest way, or from now on a foreign module ('foreign-module'); null clears both. */
  const tamper = (kind: unknown) => {
    if (kind !== 'withdraw-module-fee' && kind !== 'withdraw-runestone' && kind !== 'foreign-module' && kind !== null)
      throw new DevnetError(-1, "kind must be 'withdraw-module-fee', 'withdraw-runestone', 'foreign-module' or null.");
    if (kind === 'foreign-module') return ctx.foreignModule(true);
    if (kind === null) ctx.foreignModule(false);
    tamperNext = kind;
  };

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
    payment.addOutput({ script: scriptFor(moduleNamed().address), amount: networkFee + overpay });
    const change = BigInt(funding.value) - networkFee - overpay - paymentMiners;
    payment.addOutput({ script: scriptFor(address), amount: change });
    const approve = new Transaction({ allowUnknownOutputs: true });
    approve.addInput({
      txid: payment.id,
      index: 1,
      witnessUtxo: { script: scriptFor(address), amount: change },
      ...(internalKeyFor(funding.script, pubkey) ? { tapInternalKey: internalKeyFor(funding.script, pubkey) } : {}),
    });
    // The tampered note is a runestone of the honest note's length, so the approval's size and fee stay the honest ones.
    const note = opReturn(`brc20-swap approve ${id.slice(0, 32)}`);
    approve.addOutput({ script: runestone ? new Uint8Array([0x6a, 0x5d, note.length - 3, ...new Array<number>(note.length - 3).fill(0)]) : note, amount: 0n });
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
    const pre = prepare('withdraw', address, { tick, amount: value.toFixed() }, q);
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
    record('withdraw', op.address, { tick: w.tick, amount: w.amount, withdrawId: w.id }, op.fee);
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

  return {
    tamper,
    createWithdraw,
    confirmWithdraw,
    createCancelWithdraw,
    confirmCancelWithdraw,
    createRetryWithdraw,
    confirmRetryWithdraw,
    failWithdraw,
    withdrawProcess,
  };
}
