import { fromPromise, type AnyActorRef } from 'xstate';
import { Decimal } from '../../src/domain/decimal';
import type { PoolListItem } from '../../src/domain/swap/pool-entities';
import type { SelectItem } from '../../src/domain/swap/balance-entities';
import type { StageReport } from '../../src/flows/shared/operation-stages';
import type { OpRequest, SwapOpMachine } from '../../src/flows/swap-op/swap-op.machine';
import { swapOpModel } from '../../src/flows/swap-op/swap-op.model';
import type { SwapDeps } from '../../src/flows/swap-op/swap-op.actors';
import { SwapForm } from '../../src/ui/swap/swap-form';
import { renderDialog } from './dialog-harness';

/**
 * What the swap form's tests (swap-op, swap-op-slippage, swap-op-numbers) mount it with: one address, ordi and pizza
 * in the wallet and the swap, the ordi/pizza pool, and services that never answer (each test settles the steps).
 */
export const ADDRESS = 'tb1pfewlx0000000000000000000000000000000000000000000000000000';

/** ordi (500 in the swap unless told) and pizza (200 in the swap), 18 decimals each. */
export const swapTicks = (ordiInSwap = '500'): readonly SelectItem[] => [
  { tick: 'ordi', decimal: '18', brc20Balance: '1700', swapBalance: ordiInSwap },
  { tick: 'pizza', decimal: '18', brc20Balance: '500', swapBalance: '200' },
];

/** The ordi/pizza pool: 10,000 ordi against 5,000 pizza unless told. */
export const swapPools = (
  reserves: { readonly amount0: string; readonly amount1: string; readonly lp: string } = { amount0: '10000', amount1: '5000', lp: '7071' },
): readonly PoolListItem[] => [
  { tick0: 'ordi', tick1: 'pizza', ...reserves, tvl: '0', volume24h: '0', volume7d: '0', volume30d: '0', reward0: '0', reward1: '0' },
];

/** The form's own services: nothing answers (the machine's actors are the path's, or the test's). */
export const idleDeps: SwapDeps = { api: () => new Promise(() => {}), signer: null, now: () => Date.now() };

/** The quote that `quote` answers (and the fresh quote after a commit), the other steps never settling. */
export type QuoteStep = (args: { input: { request: OpRequest } }) => Promise<unknown>;
export const quotingMachine = (quote: QuoteStep): SwapOpMachine =>
  swapOpModel.machine.provide({ actors: { quote: fromPromise(quote), requote: fromPromise(quote) } });

/** Renders the swap form over `machine` at ADDRESS; returns its running actor. */
export function renderSwapForm(
  machine: SwapOpMachine,
  options: {
    readonly ticks?: readonly SelectItem[];
    readonly pools?: readonly PoolListItem[];
    readonly onDone?: () => void;
    readonly onStage?: (stage: StageReport) => void;
    /** What the form's own reads (the swap's config) answer, by URL (undefined: never answered). */
    readonly reads?: (url: string) => unknown;
  } = {},
): AnyActorRef {
  let running: AnyActorRef | undefined;
  renderDialog(
    <SwapForm
      deps={idleDeps}
      address={ADDRESS}
      ticks={options.ticks ?? swapTicks()}
      pools={options.pools ?? swapPools()}
      onConnect={() => {}}
      onDone={options.onDone ?? (() => {})}
      {...(options.onStage ? { onStage: options.onStage } : {})}
      testing={{ machine, onActor: (a) => (running = a) }}
    />,
    ADDRESS,
    options.reads ? { reads: options.reads } : {},
  );
  return running!;
}

/**
 * The devnet's quote_swap answer made to relate to the quote the user looked at (`seen`, its expect) as the path's
 * outcome does to the model's: the same figures, or fewer (1% less out).
 */
export async function quoteAsSeen(answer: Response, seen: string | undefined, same: boolean): Promise<Response> {
  const body = (await answer.json()) as { code: number; msg: string; data: { expect: string } };
  const was = new Decimal(seen ?? body.data.expect);
  return Response.json({ ...body, data: { ...body.data, expect: (same ? was : was.times('0.99').toDecimalPlaces(8, Decimal.ROUND_DOWN)).toFixed() } });
}
