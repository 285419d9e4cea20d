import { Decimal } from '../decimal';
import { scriptFor, type Chain } from '../chain/chain';
import type { Indexer } from '../indexer/indexer';
import type { PendingOp, Pool, SwapState } from './swap-state';
import { DevnetError } from '../devnet-error';
import { FOREIGN_MODULE_ADDRESS, FOREIGN_MODULE_TXID, MODULE_ADDRESS, MODULE_DEPLOY, MODULE_DEPLOY_TXID, MODULE_INSCRIPTION_ID } from './swap-config';

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

export type Q = Record<string, unknown>;

export const amount = (value: unknown, name: string): Decimal => {
  if (typeof value !== 'string' || !/^\d+(\.\d{1,18})?$/.test(value) || new Decimal(value).lte(0))
    throw new DevnetError(-1, `${name} must be a positive amount (up to 18 decimals).`);
  return new Decimal(value);
};
export const text = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || value === '') throw new DevnetError(-1, `${name} is required.`);
  return value;
};
export const pairKey = (a: string, b: string) => [a.toLowerCase(), b.toLowerCase()].sort().join('/');

/** The swap's state and the checks every part of it shares (swap.ts puts the parts together over one context). */
export function createSwapContext(deps: SwapDeps) {
  const get = () => deps.load();
  const save = (change: (s: SwapState) => SwapState) => deps.save(change(get()));
  const { chain, indexer } = deps;
  const nextId = (prefix: string) => {
    const n = get().counter + 1;
    save((s) => ({ ...s, counter: n }));
    return `${prefix}-${n.toString().padStart(6, '0')}`;
  };

  /** The next withdrawal built dishonestly, one way (the control surface's swap/tamper). */
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

  /**
   * The module's deploy inscription's id (config's `moduleId`): inscribed at the module's address on first use, under
   * the same id on every devnet (MODULE_INSCRIPTION_ID, the one the site is built with). A state from before it was
   * fixed gets it too: its old deploy inscription is left where it is.
   */
  const moduleId = (): string => {
    if (get().moduleId === MODULE_INSCRIPTION_ID && indexer.inscription(MODULE_INSCRIPTION_ID)) return MODULE_INSCRIPTION_ID;
    if (!indexer.inscription(MODULE_INSCRIPTION_ID))
      indexer.inscribe(MODULE_ADDRESS, { contentType: 'text/plain;charset=utf-8', content: MODULE_DEPLOY }, undefined, MODULE_DEPLOY_TXID);
    save((s) => ({ ...s, moduleId: MODULE_INSCRIPTION_ID }));
    return MODULE_INSCRIPTION_ID;
  };

  /**
   * The control's swap tamper 'foreign-module' (kept in the state, until cleared or reset): the swap names a module
   * inscription an attacker holds, and the deposits and withdrawal fees it builds pay the attacker's address.
   */
  const foreignModule = (on: boolean) => {
    // The devnet's own module is there all along (the one the site is built with), the attacker's beside it.
    if (on) moduleId();
    if (on && !indexer.inscription(`${FOREIGN_MODULE_TXID}i0`))
      indexer.inscribe(FOREIGN_MODULE_ADDRESS, { contentType: 'text/plain;charset=utf-8', content: MODULE_DEPLOY }, undefined, FOREIGN_MODULE_TXID);
    save((s) => ({ ...s, foreignModule: on }));
  };
  /** The module the swap names (config's moduleId) and where it builds payments to it: the devnet's own, unless tampered. */
  const moduleNamed = () =>
    get().foreignModule ? { id: `${FOREIGN_MODULE_TXID}i0`, address: FOREIGN_MODULE_ADDRESS } : { id: moduleId(), address: MODULE_ADDRESS };

  // ---- availability ------------------------------------------------------------------------------

  function checkOpen(address?: string): void {
    if (deps.flags().swapMaintenance) throw new DevnetError(-6, 'The swap is under maintenance.');
    if (address && !deps.swapAccess(address)) throw new DevnetError(-1, 'Swap is open only to whitelisted addresses and holders of an access inscription.');
  }
  const committing = () => {
    const until = get().committingUntil;
    return until !== null && deps.now() < until;
  };
  /** While a rollup commits, changes wait: code -2. */
  function checkNotCommitting(): void {
    if (committing()) throw new DevnetError(-2, 'System commit in progress .');
  }
  function addressOk(address: unknown): string {
    const a = text(address, 'address');
    const script = scriptFor(a);
    // The swap supports Native Segwit (P2WPKH) and Taproot (P2TR) only.
    if (!((script[0] === 0x00 && script.length === 22) || (script[0] === 0x51 && script.length === 34)))
      throw new DevnetError(-1, 'The swap supports Native Segwit (P2WPKH) and Taproot (P2TR) addresses only.');
    return a;
  }
  /** An operation done: its history row, with the fee it paid (the sequencer's gas history lists every one). */
  const record = (type: string, address: string, detail: Record<string, string>, fee?: PendingOp['fee']) =>
    save((s) => ({
      ...s,
      uncommitted: s.uncommitted + 1,
      history: [
        ...s.history,
        {
          id: `${type}-${s.history.length + 1}`,
          type,
          address,
          time: deps.now(),
          detail: fee ? { ...detail, gas: fee.feeAmount, gasTick: fee.feeTick } : detail,
        },
      ],
    }));

  const slippageOf = (value: unknown) => {
    const s = typeof value === 'string' ? value : '';
    if (!/^0(\.\d{1,3})?$|^1$/.test(s)) throw new DevnetError(-1, 'slippage must be a fraction from 0 to 1 with up to 3 decimals (0.005 is 0.5%).');
    return s;
  };

  return {
    deps,
    chain,
    indexer,
    get,
    save,
    nextId,
    tickName,
    balanceOf,
    credit,
    poolOf,
    oriented,
    checkOpen,
    committing,
    checkNotCommitting,
    addressOk,
    record,
    slippageOf,
    moduleId,
    foreignModule,
    moduleNamed,
  };
}

export type SwapBase = ReturnType<typeof createSwapContext>;
