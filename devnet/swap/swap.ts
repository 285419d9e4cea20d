import { Decimal } from '../decimal';
import { liquidityFor } from './swap-math';
import type { Pool } from './swap-state';
import { MODULE_ADDRESS, SWAP_CONFIG } from './swap-config';
import { amount, createSwapContext, pairKey, type Q, type SwapDeps } from './swap-context';
import { createSwapSigning } from './swap-signing';
import { createSwapOps } from './swap-ops';
import { createSwapLiquidity } from './swap-liquidity';
import { createSwapDeposits } from './swap-deposits';
import { createSwapWithdrawals } from './swap-withdrawals';
import { createSwapWithdrawQueue } from './swap-withdraw-queue';
import { createSwapReads } from './swap-reads';

/**
 * The devnet's brc-20 swap module, put together from its parts over one context (swap-context.ts): quotes,
 * swaps and sends (swap-ops.ts), pools and liquidity (swap-liquidity.ts), deposits (swap-deposits.ts),
 * withdrawals (swap-withdrawals.ts, swap-withdraw-queue.ts) and reads (swap-reads.ts). Its GET and POST
 * tables are what swap-routes.ts answers; a block moves deposits and withdrawals on and rolls up the
 * operations in a commit.
 */
export function createSwap(deps: SwapDeps) {
  const base = createSwapContext(deps);
  const ctx = { ...base, ...createSwapSigning(base) };
  const { indexer, get, save, tickName, balanceOf, credit, addressOk } = ctx;
  const ops = createSwapOps(ctx);
  const liquidity = createSwapLiquidity(ctx);
  const deposits = createSwapDeposits(ctx);
  const withdrawals = createSwapWithdrawals(ctx);
  const queue = createSwapWithdrawQueue(ctx);

  const gets: Record<string, (q: Q) => unknown> = {
    // One source for a withdrawal's confirmations: the history counts them as withdraw_process does.
    ...createSwapReads(base, (id) => {
      const { totalConfirmedNum, totalNum } = withdrawals.withdrawProcess({ id });
      return { totalConfirmedNum, totalNum };
    }),
    quote_swap: ops.quoteSwap,
    pre_swap: ops.preSwap,
    pre_send: ops.preSend,
    quote_add_liq: liquidity.quoteAddLiq,
    pre_add_liq: liquidity.preAddLiq,
    pre_deploy_pool: liquidity.preDeployPool,
    quote_remove_liq: liquidity.quoteRemoveLiq,
    pre_remove_liq: liquidity.preRemoveLiq,
    create_deposit: deposits.createDeposit,
    create_withdraw: withdrawals.createWithdraw,
    withdraw_process: withdrawals.withdrawProcess,
    create_retry_withdraw: withdrawals.createRetryWithdraw,
    create_cancel_withdraw: withdrawals.createCancelWithdraw,
  };
  const posts: Record<string, (body: Q) => unknown> = {
    swap: ops.swap,
    add_liq: liquidity.addLiq,
    deploy_pool: liquidity.deployPool,
    remove_liq: liquidity.removeLiq,
    confirm_deposit: deposits.confirmDeposit,
    confirm_withdraw: withdrawals.confirmWithdraw,
    confirm_retry_withdraw: withdrawals.confirmRetryWithdraw,
    confirm_cancel_withdraw: withdrawals.confirmCancelWithdraw,
    send: ops.send,
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

  /**
   * What a new block does: credits confirmed deposits, processes withdrawals (sent when the module holds
   * enough on chain, else queued as 'order' until deposits match them), refunds cancelled ones, and rolls
   * the block's operations up in a commit inscription (changes answer -2 meanwhile).
   */
  function onBlock(): void {
    deposits.expireDeposits();
    deposits.creditConfirmed();
    queue.processQueue();
    queue.refundCancelled();
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

  return {
    get: gets,
    seed,
    post: posts,
    onBlock,
    startCommit,
    movePrice: ops.movePrice,
    failWithdraw: withdrawals.failWithdraw,
    matchDeposit: deposits.matchDeposit,
    tamper: withdrawals.tamper,
    /** Devnet control: the free operations `address` may do (0: every fee is paid in the fee tick). */
    setFreeQuota: (address: string, operations: number) => save((s) => ({ ...s, freeQuota: { ...s.freeQuota, [address]: operations } })),
    state: get,
    /** The calls that stay open during maintenance. */
    alwaysOpen: new Set(['config', 'system_status']),
  };
}

export type Swap = ReturnType<typeof createSwap>;
