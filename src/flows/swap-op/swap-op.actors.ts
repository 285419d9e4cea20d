import { fromPromise, type ActorRefFrom } from 'xstate';
import { feeShortfall, feeTickOf, payTypeFor } from '../../domain/swap/swap-fee';
import type { AddLiqReq, DeployPoolReq, PoolInfoRes, QuoteAddLiqRes, QuoteRemoveLiqRes, RemoveLiqReq } from '../../domain/swap/pool-entities';
import type { FeeChoice, PayType, PreRes, QuoteSwapRes, SendReq, Signed, SwapReq } from '../../domain/swap/swap-entities';
import type { SelectItem } from '../../domain/swap/balance-entities';
import type { OpRequest, SignOpInput } from './swap-op.types';
import { opCommitMachine, type OpCommitMachine } from '../op-commit/op-commit.machine';
import type { Api } from '../../services/api/create-api';
import type { WalletSigner } from '../../services/wallet-session/wallet-signer';
import { runStep } from '../shared/run-step';
import { provideSigning } from '../shared/signing-step.machine';
import type { StepFailure } from '../shared/step-failure';

/** What the swap page's flows need from the app: the API, the wallet's signing contract, and server time. */
export interface SwapDeps {
  readonly api: () => Promise<Api>;
  readonly signer: WalletSigner | null;
  /** Server time in ms (the clock check's), for the `ts` each signed operation carries. */
  readonly now: () => number;
  /** Told when an operation fails or the user says no in the wallet (the widget's host hears it); quotes are not told. */
  readonly onFailure?: (failure: StepFailure) => void;
}

/** A quote as the swap form keeps it: the server's answer and the pool's reserves at that moment. */
export interface SwapQuote {
  readonly res: QuoteSwapRes;
  readonly pool: PoolInfoRes;
}

/** pre_*'s answer with the body the app sent it (the fee's tick and pay type in it): the POST sends the same body, so the server rebuilds the signed message. */
export type Prepared<B = unknown> = PreRes & { readonly payType: PayType; readonly body: B & FeeChoice };

/**
 * pre_* (or create_withdraw) asked as the sequencer requires, with `feeTick` (the config's fee tick) and
 * `payType`: first from the free quota; when the answer shows none left for the operation, asked again with
 * the fee paid in the tick (`payType: 'tick'`). A fee in the tick that the swap balance cannot pay is refused
 * before anything is signed.
 */
export async function preWithFee<B, R extends PreRes>(
  api: Api,
  body: B,
  ask: (body: B & FeeChoice) => Promise<R>,
): Promise<R & { readonly payType: PayType; readonly body: B & FeeChoice }> {
  const feeTick = feeTickOf(await api.swap.config());
  const asQuota = { ...body, feeTick, payType: 'freeQuota' as const };
  // The open API's pre_* answer does not name the fee's tick (its schema is closed): it is the one asked in.
  const fromQuota = await ask(asQuota);
  if (payTypeFor(fromQuota) === 'freeQuota') return { ...fromQuota, feeTick: fromQuota.feeTick || feeTick, payType: 'freeQuota', body: asQuota };
  const asTick = { ...body, feeTick, payType: 'tick' as const };
  const inTick = await ask(asTick);
  const short = feeShortfall({ ...inTick, feeTick: inTick.feeTick || feeTick });
  if (short) throw new Error(short);
  return { ...inTick, feeTick: inTick.feeTick || feeTick, payType: 'tick', body: asTick };
}

/**
 * create_withdraw asked as the open API takes it: the fee in the config's fee tick, `payType: 'tick'` (its only pay
 * type for a withdrawal). A fee in the tick that the swap balance cannot pay is refused before anything is signed.
 */
export async function preInTick<B, R extends PreRes>(
  api: Api,
  body: B,
  ask: (body: B & { readonly feeTick: string; readonly payType: 'tick' }) => Promise<R>,
): Promise<R & { readonly payType: 'tick'; readonly body: B & { readonly feeTick: string; readonly payType: 'tick' } }> {
  const asked = { ...body, feeTick: feeTickOf(await api.swap.config()), payType: 'tick' as const };
  const answer = await ask(asked);
  const short = feeShortfall({ ...answer, feeTick: answer.feeTick || asked.feeTick });
  if (short) throw new Error(short);
  return { ...answer, feeTick: answer.feeTick || asked.feeTick, payType: 'tick', body: asked };
}

/** Runs one step of a swap-module flow, its failure in the user's words (a wallet rejection told apart). */
export const step = <T>(deps: SwapDeps, run: () => Promise<T>, report = false) =>
  runStep(deps.signer?.walletType ?? null, run).catch((failure: StepFailure) => {
    // An op commit (-2) is a wait, not a failure: the operation is offered again after it.
    if (report && failure.code !== -2) deps.onFailure?.(failure);
    throw failure;
  });

/** The wallet signs each message a pre_* (or create_withdraw) returned: bip322-simple, with the account's address. */
export async function signMessages(deps: SwapDeps, messages: readonly string[]): Promise<string[]> {
  if (!deps.signer) throw new Error('Connect your wallet first.');
  const sigs: string[] = [];
  for (const message of messages) sigs.push(await deps.signer.signMessage(message, 'bip322-simple', deps.signer.account.ordinalsAddress));
  return sigs;
}

/** The Please Wait overlay's actor, when the running child is the op-commit machine (a test may stand in a plain one). */
export function commitChild(children: Record<string, unknown>): ActorRefFrom<OpCommitMachine> | null {
  const child = children.opCommit as ActorRefFrom<OpCommitMachine> | undefined;
  const snapshot = child?.getSnapshot() as { context?: unknown } | undefined;
  return child && snapshot?.context ? child : null;
}

/**
 * The actors of one signed swap-module operation: its quote; pre_* with the body
 * made from the form and the quote (with `ts`, server time in seconds); the wallet signs each message
 * (bip322-simple, with the account's address); the POST sends the same body with the fee pre_* gave and the
 * signatures. Code -2 waits with the op-commit machine.
 */
export function opActors<Q, B extends { readonly ts: number }>(
  deps: SwapDeps,
  spec: {
    /** `signal`: the quote's actor was stopped (the user typed again): its calls are dropped. */
    readonly quote: (api: Api, request: OpRequest, address: string, signal?: AbortSignal) => Promise<Q>;
    readonly body: (request: OpRequest, quote: Q, address: string, ts: number) => B;
    readonly pre: (api: Api, body: B & FeeChoice) => Promise<PreRes>;
    readonly post: (api: Api, body: Signed<B>) => Promise<unknown>;
  },
) {
  return signedOpActors(deps, {
    quote: spec.quote,
    prepare: (api, request, quote, address, ts): Promise<Prepared<B>> => preWithFee(api, spec.body(request, quote, address, ts), (body) => spec.pre(api, body)),
    sign: (pre) => signMessages(deps, (pre as PreRes).signMsgs),
    submit: (api, _request, _quote, prepared, sigs) => {
      const pre = prepared as Prepared<B>;
      return spec.post(api, {
        ...pre.body,
        feeTick: pre.feeTick || pre.body.feeTick,
        feeAmount: pre.feeAmount,
        feeTickPrice: pre.feeTickPrice,
        payType: pre.payType,
        sigs,
      });
    },
  });
}

/**
 * The steps of any swap-module operation as the operation machine's actors (its quote, its prepare, and the
 * signing step: what the wallet signs, then the submit), every failure in the user's words, and the op-commit wait on -2.
 */
export function signedOpActors<Q>(
  deps: SwapDeps,
  spec: {
    readonly quote: (api: Api, request: OpRequest, address: string, signal?: AbortSignal) => Promise<Q>;
    readonly prepare: (api: Api, request: OpRequest, quote: Q, address: string, ts: number) => Promise<unknown>;
    readonly sign: (pre: unknown) => Promise<readonly string[]>;
    readonly submit: (api: Api, request: OpRequest, quote: Q, pre: unknown, sigs: readonly string[]) => Promise<unknown>;
  },
) {
  const address = () => deps.signer?.account.ordinalsAddress ?? '';
  // A quote the user left (typed again, closed the form) is dropped: its requests end with the actor.
  const quote = fromPromise<unknown, { request: OpRequest }>(({ input, signal }) =>
    step(deps, async () => spec.quote(await deps.api(), input.request, address(), signal)),
  );
  return {
    quote,
    requote: quote,
    refresh: quote,
    prepare: fromPromise<unknown, { request: OpRequest; quote: unknown }>(({ input }) =>
      step(deps, async () => spec.prepare(await deps.api(), input.request, input.quote as Q, address(), Math.floor(deps.now() / 1000)), true),
    ),
    signingStep: provideSigning<SignOpInput, readonly string[], unknown>({
      sign: ({ pre }) => step(deps, () => spec.sign(pre), true),
      send: ({ request, signed }) => step(deps, async () => spec.submit(await deps.api(), request.request, request.quote as Q, request.pre, signed), true),
    }),
    opCommit: opCommitFor(deps),
  };
}

/** The op-commit machine with its status call: what every swap-module flow waits with on code -2. */
export const opCommitFor = (deps: SwapDeps) =>
  opCommitMachine.provide({ actors: { systemStatus: fromPromise(async () => (await deps.api()).swap.systemStatus()) } });

/** The swap: quote_swap with the pool's reserves; the typed side exact, the other the quote's expect. */
export const swapActors = (deps: SwapDeps) =>
  opActors<SwapQuote, SwapReq>(deps, {
    quote: async (api, r, address, signal) => {
      const [res, pool] = await Promise.all([
        api.swap.quoteSwap({ address, tickIn: r.tickIn!, tickOut: r.tickOut!, amount: r.amount!, exactType: r.exactType as 'exactIn' | 'exactOut' }, signal),
        api.swap.poolInfo({ tick0: r.tickIn!, tick1: r.tickOut! }, signal),
      ]);
      return { res, pool };
    },
    body: (r, quote, address, ts) => {
      const exactIn = r.exactType === 'exactIn';
      return {
        address,
        tickIn: r.tickIn!,
        tickOut: r.tickOut!,
        amountIn: exactIn ? r.amount! : quote.res.expect,
        amountOut: exactIn ? quote.res.expect : r.amount!,
        slippage: r.slippage!,
        exactType: exactIn ? 'exactIn' : 'exactOut',
        ts,
      };
    },
    pre: (api, body) => api.swap.preSwap(body),
    post: (api, body) => api.swap.swap(body),
  });

/** Send: no quote (the checked form is what moves). */
export const sendActors = (deps: SwapDeps) =>
  opActors<OpRequest, SendReq>(deps, {
    quote: async (_api, r) => r,
    body: (r, _q, address, ts) => ({ address, tick: r.tick!, amount: r.amount!, to: r.to!, ts }),
    pre: (api, body) => api.swap.preSend(body),
    post: (api, body) => api.swap.send(body),
  });

/** Add liquidity: the quote pairs amount0 at the pool's ratio and estimates the LP; the signed LP is the quote's. */
export const addLiquidityActors = (deps: SwapDeps) =>
  opActors<QuoteAddLiqRes, AddLiqReq>(deps, {
    quote: (api, r, address, signal) =>
      api.swap.quoteAddLiq({ address, tick0: r.tick0!, tick1: r.tick1!, amount0: r.amount0!, ...(r.amount1 ? { amount1: r.amount1 } : {}) }, signal),
    body: (r, q, address, ts) => ({ address, tick0: r.tick0!, tick1: r.tick1!, amount0: q.amount0, amount1: q.amount1, lp: q.lp, slippage: r.slippage!, ts }),
    pre: (api, body) => api.swap.preAddLiq(body),
    post: (api, body) => api.swap.addLiq(body),
  });

/** Remove liquidity by LP amount: the quote gives what comes out. */
export const removeLiquidityActors = (deps: SwapDeps) =>
  opActors<QuoteRemoveLiqRes, RemoveLiqReq>(deps, {
    quote: (api, r, address, signal) => api.swap.quoteRemoveLiq({ address, tick0: r.tick0!, tick1: r.tick1!, lp: r.lp! }, signal),
    body: (r, q, address, ts) => ({ address, tick0: r.tick0!, tick1: r.tick1!, lp: r.lp!, amount0: q.amount0, amount1: q.amount1, slippage: r.slippage!, ts }),
    pre: (api, body) => api.swap.preRemoveLiq(body),
    post: (api, body) => api.swap.removeLiq(body),
  });

/** Create a pool: the "quote" checks the pair has none yet. */
export const createPoolActors = (deps: SwapDeps) =>
  opActors<PoolInfoRes, DeployPoolReq>(deps, {
    quote: async (api, r, _address, signal) => {
      const info = await api.swap.poolInfo({ tick0: r.tick0!, tick1: r.tick1! }, signal);
      if (info.existed) throw new Error(`The ${r.tick0}/${r.tick1} pool exists already: add liquidity to it.`);
      return info;
    },
    body: (r, _q, address, ts) => ({ address, tick0: r.tick0!, tick1: r.tick1!, ts }),
    pre: (api, body) => api.swap.preDeployPool(body),
    post: (api, body) => api.swap.deployPool(body),
  });

/** A tick's swap balance from the select list (null when unknown). */
export const swapBalanceOf = (ticks: readonly SelectItem[], tick: string): string | null =>
  ticks.find((t) => t.tick.toLowerCase() === tick.toLowerCase())?.swapBalance ?? null;
