import * as v from 'valibot';
import { fixed, fixedText } from '../decimal-text';
import { depositStatus } from './deposit-status';

/**
 * The swap layer's answers as the real sequencer sends them (`unisat-wallet/inswap-community-edition`,
 * src/route/base.ts and src/types/route.ts; the swagger's /v1/brc20-swap/ paths): one valibot schema per call,
 * decoded at the boundary (swap-api.ts). A field the sequencer marks required is required here; one it may
 * leave out or send as null gets the domain's empty value (`v.nullish` with a default). Each schema's output is
 * the domain type (the *-entities.ts beside it name them, Decoded<typeof …Schema>), so the schema is the one place
 * per call where the answer is described. Amounts arrive as strings or numbers and leave as exact decimal strings;
 * counts and times leave as numbers.
 */
const Amount = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((a) => (typeof a === 'number' ? fixedText(fixed(a) ?? 0n) : a)),
);
const Count = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/))]), v.transform(Number));
const Text = v.string();
export const ExactType = v.picklist(['exactIn', 'exactOut']);
const list = <S extends v.GenericSchema>(item: S) => v.object({ total: Count, list: v.array(item) });

export const ConfigSchema = v.object({
  moduleId: Text,
  serviceGasTick: Text,
  pendingDepositDirectNum: Count,
  pendingDepositMatchingNum: Count,
  // Not in the open API's documented answer; nothing the site shows reads it.
  pendingTransferNum: v.optional(Count),
  userWhiteList: v.nullish(v.array(Text), []),
  onlyUserWhiteList: v.nullish(v.boolean(), false),
  tickWhiteList: v.nullish(v.array(Text), []),
  onlyTickWhiteList: v.nullish(v.boolean(), false),
  commitPerMinute: v.nullish(Count, 0),
  feeTicks: v.nullish(v.array(Text), []),
  // Not in the sequencer's answer (its pools' fee is in its code): the devnet's own, the pools' fee as a fraction of
  // what goes in ('0.003'). The quote shows a pool fee only when the config gives one.
  swapFeeRate: v.optional(Amount),
});

/** An address's balance of a tick: `module`, brc-20 held on chain, available to deposit; `swap`, in the swap, ready to use. */
export const BalanceSchema = v.object({
  balance: v.object({ module: Amount, swap: Amount, pendingSwap: Amount, pendingAvailable: Amount }),
  decimal: Amount,
});
export const SelectSchema = v.array(v.object({ tick: Text, decimal: Amount, brc20Balance: Amount, swapBalance: Amount }));
/** `expect`: exactIn, what comes out; exactOut, what goes in. */
export const QuoteSwapSchema = v.object({ amountUSD: v.nullish(Amount, '0'), expectUSD: v.nullish(Amount, '0'), expect: Amount });

/** Every pre_* (PreRes): the sequencer requires `ids` and `signMsgs`; the fee and free-quota fields it describes. */
const preEntries = {
  ids: v.array(Text),
  signMsgs: v.array(Text),
  feeAmount: v.nullish(Amount, '0'),
  feeTick: v.nullish(Text, ''),
  feeTickPrice: v.nullish(Amount, '0'),
  feeBalance: v.nullish(Amount, '0'),
  totalFreeQuota: v.nullish(Amount, '0'),
  remainingFreeQuota: v.nullish(Amount, '0'),
  totalUsedFreeQuota: v.nullish(Amount, '0'),
  usageFreeQuota: v.nullish(Amount, '0'),
  usdPrice: v.nullish(Amount, '0'),
};
export const PreSchema = v.object(preEntries);

/** RecordSwapData; the sequencer answers the POST with what it recorded (none of it read by the app). */
export const SwapSchema = v.object({
  id: v.nullish(Text, ''),
  rollupInscriptionId: v.nullish(Text, ''),
  address: v.nullish(Text, ''),
  tickIn: v.nullish(Text, ''),
  tickOut: v.nullish(Text, ''),
  amountIn: v.nullish(Amount, '0'),
  amountOut: v.nullish(Amount, '0'),
  exactType: v.nullish(ExactType, 'exactIn'),
  ts: v.nullish(Count, 0),
});
/** SendRes and DeployPoolRes are `{}` in the sequencer. */
export const SendSchema = v.object({ id: v.nullish(Text, ''), rollupInscriptionId: v.nullish(Text, '') });
export const DeployPoolSchema = v.object({ id: v.nullish(Text, ''), tick0: v.nullish(Text, ''), tick1: v.nullish(Text, '') });
/** RecordLiqData (add_liq, remove_liq). */
export const LiqSchema = v.object({
  id: v.nullish(Text, ''),
  rollupInscriptionId: v.nullish(Text, ''),
  type: v.nullish(v.picklist(['add', 'remove']), 'add'),
  tick0: v.nullish(Text, ''),
  tick1: v.nullish(Text, ''),
  amount0: v.nullish(Amount, '0'),
  amount1: v.nullish(Amount, '0'),
  lp: v.nullish(Amount, '0'),
  ts: v.nullish(Count, 0),
});

/** A pool's figures, as pool_list and pool_info answer them (absent ones are zero). */
const poolStats = {
  tvl: v.nullish(Amount, '0'),
  volume24h: v.nullish(Amount, '0'),
  volume7d: v.nullish(Amount, '0'),
  volume30d: v.nullish(Amount, '0'),
  reward0: v.nullish(Amount, '0'),
  reward1: v.nullish(Amount, '0'),
};
const poolEntries = {
  tick0: Text,
  tick1: Text,
  amount0: Amount,
  amount1: Amount,
  lp: Amount,
  ...poolStats,
};
export const PoolListSchema = list(v.object(poolEntries));
/** pool_info of a pair with no pool answers `existed: false` and may leave the pool's numbers out. */
export const PoolInfoSchema = v.object({
  existed: v.boolean(),
  addLiq: v.nullish(v.boolean(), false),
  marketCap: v.nullish(Count, 0),
  tick0: Text,
  tick1: Text,
  amount0: v.nullish(Amount, '0'),
  amount1: v.nullish(Amount, '0'),
  lp: v.nullish(Amount, '0'),
  ...poolStats,
});
export const SystemStatusSchema = v.object({ committing: v.boolean() });

export const SwapHistorySchema = list(v.object({ tickIn: Text, tickOut: Text, amountIn: Amount, amountOut: Amount, exactType: ExactType, ts: Count }));
export const SendHistorySchema = list(v.object({ tick: Text, amount: Amount, to: Text, ts: Count }));
export const LiqHistorySchema = list(
  v.object({ type: v.picklist(['add', 'remove']), tick0: Text, tick1: Text, amount0: Amount, amount1: Amount, lp: Amount, ts: Count }),
);
export const DepositListSchema = list(
  v.pipe(
    v.object({
      tick: Text,
      amount: Amount,
      // Confirmations so far, of `sum` needed.
      cur: Count,
      sum: Count,
      ts: Count,
      txid: Text,
      // 'bridge': the sequencer's deposits from another chain.
      type: v.picklist(['direct', 'matching', 'bridge']),
      // Not in the open API's rows: from the confirmations there (depositStatus).
      status: v.nullish(v.picklist(['pending', 'success'])),
    }),
    v.transform((d) => ({ ...d, status: depositStatus(d.cur, d.sum, d.status) })),
  ),
);
export const WithdrawStatus = v.picklist(['pendingOrder', 'pendingCancel', 'order', 'error', 'completed', 'cancel']);
export const WithdrawHistorySchema = list(
  v.object({
    id: Text,
    tick: Text,
    totalAmount: Amount,
    completedAmount: Amount,
    ts: Count,
    totalConfirmedNum: Count,
    totalNum: Count,
    status: WithdrawStatus,
  }),
);
export const RollupHistorySchema = list(
  v.object({ txid: Text, height: Count, transactionNum: Count, inscriptionId: Text, inscriptionNumber: Count, ts: Count }),
);
/**
 * GasHistoryItem: every function the sequencer ran for the address (its `funcType`, the ticks `tickA` and `tickB` it
 * was about) and the `gas` it cost, as the history shows them (`func`, `amount`).
 */
export const GasHistorySchema = list(
  v.pipe(
    v.object({ funcType: Text, tickA: v.nullish(Text, ''), tickB: v.nullish(Text, ''), gas: Amount, tick: Text, ts: Count }),
    v.transform((g) => ({ tick: g.tick, amount: g.gas, func: g.funcType, tickA: g.tickA, tickB: g.tickB, ts: g.ts })),
  ),
);

export const QuoteAddLiqSchema = v.object({
  amount0: Amount,
  amount1: Amount,
  amount0USD: v.nullish(Amount, '0'),
  amount1USD: v.nullish(Amount, '0'),
  lp: Amount,
  tick0PerTick1: v.nullish(Amount, '0'),
  tick1PerTick0: v.nullish(Amount, '0'),
  // The share of the pool after the deposit, a fraction.
  shareOfPool: v.nullish(Amount, '0'),
});
export const QuoteRemoveLiqSchema = v.object({
  tick0: Text,
  tick1: Text,
  amount0: Amount,
  amount1: Amount,
  amount0USD: v.nullish(Amount, '0'),
  amount1USD: v.nullish(Amount, '0'),
});
const myPoolEntries = {
  lp: Amount,
  lpUSD: v.nullish(Amount, '0'),
  lockedLp: v.nullish(Amount, '0'),
  shareOfPool: v.nullish(Amount, '0'),
  tick0: Text,
  tick1: Text,
  amount0: Amount,
  amount1: Amount,
  claimedReward0: v.nullish(Amount, '0'),
  claimedReward1: v.nullish(Amount, '0'),
  unclaimedReward0: v.nullish(Amount, '0'),
  unclaimedReward1: v.nullish(Amount, '0'),
};
export const MyPoolSchema = v.object(myPoolEntries);
export const MyPoolListSchema = v.object({ total: Count, totalLpUSD: v.nullish(Amount, '0'), list: v.array(MyPoolSchema) });

/** create_deposit: the open-source sequencer sends `expiredTimestamp` and `recommendDeposit` as null for a direct deposit. */
export const CreateDepositSchema = v.object({
  psbt: Text,
  type: v.picklist(['direct', 'matching']),
  // When the order expires unless confirmed (ms).
  expiredTimestamp: v.nullish(Count, 0),
  recommendDeposit: v.nullish(Amount, '0'),
});
export const ConfirmDepositSchema = v.object({ txid: Text, pendingNum: v.nullish(Count, 0) });
/** deposit_info: a `dailyLimit` of '0' is no limit. */
export const DepositInfoSchema = v.object({ dailyAmount: Amount, dailyLimit: Amount, recommendDeposit: v.nullish(Amount, '0') });

/** create_withdraw (CreateDirectWithdrawRes): PreRes and the two PSBTs. */
export const CreateWithdrawSchema = v.object({
  ...preEntries,
  id: Text,
  paymentPsbt: Text,
  approvePsbt: Text,
  approvePsbtSignIndexes: v.nullish(v.array(Count), []),
  // What the module is paid (sats) to inscribe and send the brc-20 back.
  networkFee: Count,
});
/** confirm_withdraw, confirm_retry_withdraw, confirm_cancel_withdraw: `{}`. */
export const EmptySchema = v.object({});
const MatchSchema = v.object({
  approveInscriptionId: v.nullish(Text, ''),
  transferInscriptionId: v.nullish(Text, ''),
  tick: Text,
  consumeAmount: Amount,
  remainAmount: v.nullish(Amount, '0'),
  approveAddress: v.nullish(Text, ''),
  transferAddress: v.nullish(Text, ''),
  txid: v.nullish(Text, ''),
  ts: Count,
});
export const WithdrawProcessSchema = v.object({
  id: Text,
  tick: Text,
  amount: Amount,
  ts: Count,
  status: WithdrawStatus,
  totalConfirmedNum: Count,
  totalNum: Count,
  rollUpConfirmNum: v.nullish(Count, 0),
  rollUpTotalNum: v.nullish(Count, 0),
  approveConfirmNum: v.nullish(Count, 0),
  approveTotalNum: v.nullish(Count, 0),
  cancelConfirmedNum: v.nullish(Count, 0),
  cancelTotalNum: v.nullish(Count, 0),
  rollUpTxid: v.nullish(Text, ''),
  paymentTxid: v.nullish(Text, ''),
  inscribeTxid: v.nullish(Text, ''),
  approveTxid: v.nullish(Text, ''),
  completedAmount: v.nullish(Amount, '0'),
  matchHistory: v.nullish(v.array(MatchSchema), []),
});
export const CreateCancelWithdrawSchema = v.object({ id: Text, psbt: Text, networkFee: Count });
export const CreateRetryWithdrawSchema = v.object({ paymentPsbt: Text, approvePsbt: Text, networkFee: Count });

/** The calls the app does not read yet: any JSON object, decoded as such (never cast). */
export const OpenSchema = v.record(v.string(), v.unknown());
