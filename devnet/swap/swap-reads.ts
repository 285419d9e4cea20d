import { Decimal } from '../decimal';
import { removeAmounts } from './swap-math';
import type { Pool } from './swap-state';
import { SWAP_CONFIG } from './swap-config';
import { pairKey, type Q, type SwapBase } from './swap-context';
import { withdrawStatus } from './swap-withdrawals';

/** The sequencer's function types (its FuncType) of the operations the devnet records. */
const FUNC_TYPES: Readonly<Record<string, string>> = { deploy_pool: 'deployPool', add_liq: 'addLiq', remove_liq: 'removeLiq', swap: 'swap', send: 'send' };

/** PoolListItem: no USD prices on the devnet, so TVL is 0; volumes are the swaps' amounts in tick0 over each window. */
export const poolView = (ctx: SwapBase, p: Pool) => {
  const { deps, get } = ctx;
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

/** The swap's read calls (GET): config and status, balances, pools, deposits, histories and withdrawals. */
/** A withdrawal's confirmations as its process view counts them (swap-withdrawals.ts): the history shows the same. */
export type WithdrawCounts = (id: string) => { readonly totalConfirmedNum: number; readonly totalNum: number };

export function createSwapReads(ctx: SwapBase, withdrawCounts: WithdrawCounts) {
  const { deps, chain, indexer, get, tickName, balanceOf, poolOf, committing, addressOk, moduleNamed } = ctx;
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
          (!q.tick || Object.entries(h.detail).some(([k, v]) => k !== 'gasTick' && k !== 'gas' && v.toLowerCase() === String(q.tick).toLowerCase())),
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
    assetType: 'brc20',
    networkType: SWAP_CONFIG.networkType,
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
      // The holder's share of the pool's fees since it provided (swap-state.ts, `earned`).
      unclaimedReward0: p.earned?.[address]?.[0] ?? '0',
      unclaimedReward1: p.earned?.[address]?.[1] ?? '0',
    };
  };
  /** Withdraw statuses as the sequencer names them. */
  const gets: Record<string, (q: Q) => unknown> = {
    config: () => ({
      // The devnet's module, or the attacker's under the control's swap tamper 'foreign-module'.
      moduleId: moduleNamed().id,
      serviceGasTick: SWAP_CONFIG.serviceGasTick,
      pendingDepositDirectNum: SWAP_CONFIG.depositConfirmations,
      pendingDepositMatchingNum: SWAP_CONFIG.depositConfirmations,
      userWhiteList: [],
      onlyUserWhiteList: false,
      tickWhiteList: [],
      onlyTickWhiteList: false,
      commitPerMinute: 1,
      feeTicks: [SWAP_CONFIG.serviceGasTick],
      // ours: the devnet's pool fee (the module's address is where its deploy inscription, `moduleId`, sits)
      swapFeeRate: SWAP_CONFIG.swapFeeRate,
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
      return { existed: true, addLiq: new Decimal(pool.lp).gt(0), marketCap: 0, ...poolView(ctx, pool) };
    },
    pool_list: (q) =>
      page(
        Object.values(get().pools).map((p) => poolView(ctx, p)),
        q,
      ),
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
    // Every function the address had the sequencer run, with the gas it paid (GasHistoryItem: funcType, tickA, tickB, gas, tick).
    gas_history: (q) =>
      page(
        historyOf(Object.keys(FUNC_TYPES), q).map((h) => ({
          funcType: FUNC_TYPES[h.type],
          tickA: h.detail.tick0 ?? h.detail.tickIn ?? h.detail.tick ?? '',
          tickB: h.detail.tick1 ?? h.detail.tickOut ?? '',
          gas: h.detail.gas ?? '0',
          tick: h.detail.gasTick ?? SWAP_CONFIG.serviceGasTick,
          ts: secondsOf(h.time),
        })),
        q,
      ),
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
            ...withdrawCounts(w.id),
            status: withdrawStatus(w),
          })),
        q,
      ),
    overview: () => ({
      pools: Object.keys(get().pools).length,
      rollups: get().rollups.length,
      operations: get().history.length,
    }),
  };
  return gets;
}
