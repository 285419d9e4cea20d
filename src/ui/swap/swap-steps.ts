import { fromPromise, type ActorRefFrom } from 'xstate';
import type { PoolInfoRes, PreRes, QuoteSwapRes, SelectItem } from '../../domain/swap/swap-entities';
import type { OpRequest } from '../../machines/swap-op/swap-op.machine';
import { opCommitMachine, type OpCommitMachine } from '../../machines/op-commit/op-commit.machine';
import type { Api } from '../../services/api/create-api';
import type { WalletSigner } from '../../services/wallet-session/wallet-session';
import { marketStep } from '../market/dialog-failure';

/** What the swap page's flows need from the app: the API, the wallet's signing contract, and server time. */
export interface SwapDeps {
  readonly api: () => Promise<Api>;
  readonly signer: WalletSigner | null;
  /** Server time in ms (the clock check's), for the `ts` each signed operation carries. */
  readonly now: () => number;
}

/** A quote as the swap form keeps it: the server's answer and the pool's reserves at that moment. */
export interface SwapQuote {
  readonly res: QuoteSwapRes;
  readonly pool: PoolInfoRes;
}

/** pre_*'s answer with the `ts` the app sent it: the POST sends the same ts, so the server rebuilds the signed message. */
export type Prepared = PreRes & { readonly ts: number };

const step = <T>(deps: SwapDeps, run: () => Promise<T>) => marketStep(deps.signer?.walletType ?? null, run);

/** The wallet signs each message pre_* returned (bip322-simple, with the account's address). */
export function signMessages(deps: SwapDeps) {
  return fromPromise<readonly string[], { pre: PreRes }>(({ input }) =>
    step(deps, async () => {
      if (!deps.signer) throw new Error('Connect your wallet first.');
      const sigs: string[] = [];
      for (const message of input.pre.signMsgs) sigs.push(await deps.signer.signMessage(message, 'bip322-simple', deps.signer.account.ordinalsAddress));
      return sigs;
    }),
  );
}

/** The Please Wait overlay's actor, when the running child is the op-commit machine (a test may stand in a plain one). */
export function commitChild(children: Record<string, unknown>): ActorRefFrom<OpCommitMachine> | null {
  const child = children.opCommit as ActorRefFrom<OpCommitMachine> | undefined;
  const snapshot = child?.getSnapshot() as { context?: unknown } | undefined;
  return child && snapshot?.context ? child : null;
}

/** The op-commit machine with its status call: what every swap-module flow waits with on code -2. */
export function opCommit(deps: SwapDeps) {
  return opCommitMachine.provide({ actors: { systemStatus: fromPromise(async () => (await deps.api()).swap.systemStatus()) } });
}

/** The swap's actors: quote (with the pool's reserves), pre_swap, sign, swap. */
export function swapActors(deps: SwapDeps) {
  const address = () => deps.signer?.account.ordinalsAddress ?? '';
  const quote = fromPromise<unknown, { request: OpRequest }>(({ input }): Promise<SwapQuote> =>
      step(deps, async () => {
        const api = await deps.api();
        const r = input.request;
        const [res, pool] = await Promise.all([
          api.swap.quoteSwap({ address: address(), tickIn: r.tickIn!, tickOut: r.tickOut!, amount: r.amount!, exactType: r.exactType as 'exactIn' | 'exactOut' }),
          api.swap.poolInfo({ tick0: r.tickIn!, tick1: r.tickOut! }),
        ]);
        return { res, pool };
      }),
    );
  return {
    quote,
    requote: quote,
    prepare: fromPromise<PreRes, { request: OpRequest; quote: unknown }>(({ input }) =>
      step(deps, async () => {
        const request = swapRequest(input.request, input.quote as SwapQuote, address(), deps.now());
        return { ...(await (await deps.api()).swap.preSwap(request)), ts: request.ts };
      }),
    ),
    sign: signMessages(deps),
    submit: fromPromise<unknown, { request: OpRequest; quote: unknown; pre: PreRes; sigs: readonly string[] }>(({ input }) =>
      step(deps, async () => {
        const api = await deps.api();
        const request = { ...swapRequest(input.request, input.quote as SwapQuote, address(), 0), ts: (input.pre as Prepared).ts };
        return api.swap.swap({ ...request, feeTick: input.pre.feeTick, feeAmount: input.pre.feeAmount, feeTickPrice: input.pre.feeTickPrice, payType: 'freeQuota', sigs: input.sigs });
      }),
    ),
    opCommit: opCommit(deps),
  };
}

/** The swap request from the form and the quote: the typed side exact, the other the quote's expect. */
export function swapRequest(request: OpRequest, quote: SwapQuote, address: string, nowMs: number) {
  const exactType = request.exactType as 'exactIn' | 'exactOut';
  return {
    address,
    tickIn: request.tickIn!,
    tickOut: request.tickOut!,
    amountIn: exactType === 'exactIn' ? request.amount! : quote.res.expect,
    amountOut: exactType === 'exactIn' ? quote.res.expect : request.amount!,
    slippage: request.slippage!,
    exactType,
    ts: Math.floor(nowMs / 1000),
  };
}

/** The send's actors: no quote (the amount is what moves), pre_send, sign, send. */
export function sendActors(deps: SwapDeps) {
  const address = () => deps.signer?.account.ordinalsAddress ?? '';
  const body = (r: OpRequest, ts: number) => ({ address: address(), tick: r.tick!, amount: r.amount!, to: r.to!, ts });
  const check = fromPromise<unknown, { request: OpRequest }>(async ({ input }) => input.request);
  return {
    quote: check,
    requote: check,
    prepare: fromPromise<PreRes, { request: OpRequest; quote: unknown }>(({ input }) =>
      step(deps, async () => {
        const request = body(input.request, Math.floor(deps.now() / 1000));
        return { ...(await (await deps.api()).swap.preSend(request)), ts: request.ts };
      }),
    ),
    sign: signMessages(deps),
    submit: fromPromise<unknown, { request: OpRequest; quote: unknown; pre: PreRes; sigs: readonly string[] }>(({ input }) =>
      step(deps, async () =>
        (await deps.api()).swap.send({ ...body(input.request, (input.pre as Prepared).ts), feeTick: input.pre.feeTick, feeAmount: input.pre.feeAmount, feeTickPrice: input.pre.feeTickPrice, payType: 'freeQuota', sigs: input.sigs }),
      ),
    ),
    opCommit: opCommit(deps),
  };
}

/** A tick's swap balance from the select list (null when unknown). */
export const swapBalanceOf = (ticks: readonly SelectItem[], tick: string): string | null => ticks.find((t) => t.tick.toLowerCase() === tick.toLowerCase())?.swapBalance ?? null;
