import { assign, setup } from 'xstate';

/**
 * A page that follows the chain by itself (the swap's balances, pools, deposits and history): it reads again every
 * `everyMs` while it is shown, pauses while the tab is hidden, and reads at once when it is shown again.
 */
export interface TickerInput {
  readonly everyMs: number;
}
export interface TickerContext {
  readonly everyMs: number;
  /** How many times the page was told to read again. */
  readonly ticks: number;
}
export type TickerEvent = { type: 'HIDE' } | { type: 'SHOW' };

export const tickerMachine = setup({
  types: { input: {} as TickerInput, context: {} as TickerContext, events: {} as TickerEvent },
  actions: {
    count: assign({ ticks: ({ context }) => context.ticks + 1 }),
    /** The page reads again (given by the view that runs the ticker). */
    tick: () => {},
  },
  delays: { every: ({ context }) => context.everyMs },
}).createMachine({
  id: 'ticker',
  description: 'A page that reads again by itself while it is shown',
  context: ({ input }) => ({ everyMs: input.everyMs, ticks: 0 }),
  initial: 'running',
  states: {
    running: {
      description: 'The page is shown: it reads again at each interval',
      after: { every: { target: 'running', reenter: true, actions: ['count', 'tick'], description: 'The interval passes: the page reads again' } },
      on: { HIDE: { target: 'paused', description: 'The tab is hidden: nothing is read' } },
    },
    paused: {
      description: 'The tab is hidden: the page reads nothing',
      on: { SHOW: { target: 'running', actions: ['count', 'tick'], description: 'The tab is shown again: the page reads at once' } },
    },
  },
});
export type TickerMachine = typeof tickerMachine;
