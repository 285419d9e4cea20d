import type * as v from 'valibot';
import * as s from '../../src/domain/swap/swap-schemas';

/**
 * Each call the swap layer decodes, its schema, and an answer made from the sequencer's schema
 * (`unisat-wallet/inswap-community-edition`, src/route/base.ts and src/types/route.ts): its required fields only,
 * amounts in the types it gives them.
 */
export const pre = { ids: ['ab'], signMsgs: ['id: ab\naddr: tb1p\nfunc: swap\nparams: a b 1 1 0.005 exactIn\nts: 1\n'] };
const page = <T>(item: T) => ({ total: 1, list: [item] });
const pool = { tick0: 'ordi', tick1: 'pizza', amount0: '1000', amount1: '500', lp: '707.1' };

export const MINIMAL: readonly (readonly [call: string, schema: v.GenericSchema, answer: Record<string, unknown> | unknown[]])[] = [
  [
    'config',
    s.ConfigSchema,
    // The open API's documented answer (its swagger): no pendingTransferNum.
    { moduleId: `${'a'.repeat(64)}i0`, serviceGasTick: 'sats', pendingDepositDirectNum: 1, pendingDepositMatchingNum: 1 },
  ],
  ['balance', s.BalanceSchema, { balance: { module: '0', swap: '12.5', pendingSwap: '0', pendingAvailable: '0' }, decimal: '18' }],
  ['select', s.SelectSchema, [{ tick: 'ordi', decimal: '18', brc20Balance: '1', swapBalance: '2' }]],
  ['quote_swap', s.QuoteSwapSchema, { expect: '4.9' }],
  ['pre_swap', s.PreSchema, pre],
  ['pre_send', s.PreSchema, pre],
  ['pre_add_liq', s.PreSchema, pre],
  ['pre_remove_liq', s.PreSchema, pre],
  ['pre_deploy_pool', s.PreSchema, pre],
  ['swap', s.SwapSchema, {}],
  ['send', s.SendSchema, {}],
  ['deploy_pool', s.DeployPoolSchema, {}],
  ['add_liq', s.LiqSchema, {}],
  ['remove_liq', s.LiqSchema, {}],
  ['pool_list', s.PoolListSchema, page(pool)],
  ['pool_info', s.PoolInfoSchema, { existed: false, tick0: 'ordi', tick1: 'pizza' }],
  ['system_status', s.SystemStatusSchema, { committing: false }],
  ['swap_history', s.SwapHistorySchema, page({ tickIn: 'ordi', tickOut: 'pizza', amountIn: '1', amountOut: '0.4', exactType: 'exactIn', ts: 1 })],
  ['send_history', s.SendHistorySchema, page({ tick: 'ordi', amount: '1', to: 'tb1p', ts: 1 })],
  ['liq_history', s.LiqHistorySchema, page({ type: 'add', tick0: 'ordi', tick1: 'pizza', amount0: '1', amount1: '2', lp: '1.4', ts: 1 })],
  ['deposit_list', s.DepositListSchema, page({ tick: 'ordi', amount: '300', cur: 0, sum: 1, ts: 1, txid: 'ab', type: 'direct' })],
  [
    'withdraw_history',
    s.WithdrawHistorySchema,
    page({ id: 'w', tick: 'ordi', totalAmount: '1', completedAmount: '0', ts: 1, totalConfirmedNum: 0, totalNum: 1, status: 'order' }),
  ],
  ['rollup_history', s.RollupHistorySchema, page({ txid: 'ab', height: 1, transactionNum: 2, inscriptionId: 'abi0', inscriptionNumber: 3, ts: 1 })],
  ['gas_history', s.GasHistorySchema, page({ funcType: 'swap', gas: 0.5, tick: 'sats', ts: 1, tickA: 'ordi', tickB: 'pizza' })],
  ['quote_add_liq', s.QuoteAddLiqSchema, { amount0: '10', amount1: '5', lp: '7.07' }],
  ['quote_remove_liq', s.QuoteRemoveLiqSchema, { tick0: 'ordi', tick1: 'pizza', amount0: '10', amount1: '5' }],
  ['my_pool_list', s.MyPoolListSchema, page({ lp: '1', tick0: 'ordi', tick1: 'pizza', amount0: '1', amount1: '2' })],
  ['my_pool', s.MyPoolSchema, { lp: '1', tick0: 'ordi', tick1: 'pizza', amount0: '1', amount1: '2' }],
  // The open-source sequencer answers a direct deposit with `expiredTimestamp: null, recommendDeposit: null`.
  ['create_deposit', s.CreateDepositSchema, { psbt: '70736274ff', type: 'direct', expiredTimestamp: null, recommendDeposit: null }],
  ['confirm_deposit', s.ConfirmDepositSchema, { txid: 'ab', pendingNum: 1 }],
  ['deposit_info', s.DepositInfoSchema, { dailyAmount: '0', dailyLimit: '0' }],
  ['create_withdraw', s.CreateWithdrawSchema, { ...pre, id: 'w', paymentPsbt: '70736274ff01', approvePsbt: '70736274ff02', networkFee: 1200 }],
  ['confirm_withdraw', s.EmptySchema, {}],
  ['withdraw_process', s.WithdrawProcessSchema, { id: 'w', tick: 'ordi', amount: '1', ts: 1, status: 'pendingOrder', totalConfirmedNum: 0, totalNum: 1 }],
  ['create_cancel_withdraw', s.CreateCancelWithdrawSchema, { id: 'w', psbt: '70736274ff', networkFee: 300 }],
  ['confirm_cancel_withdraw', s.EmptySchema, {}],
  ['create_retry_withdraw', s.CreateRetryWithdrawSchema, { paymentPsbt: '70736274ff01', approvePsbt: '70736274ff02', networkFee: 1200 }],
  ['confirm_retry_withdraw', s.EmptySchema, {}],
];
