import { assign, setup } from 'xstate';
import { splitAmountOf, type SplitAsset } from '../../domain/split-asset';
import type { Outpoint } from '../../domain/tx-effect/stated-effect';
import { notProvided } from '../shared/not-provided';
import { failureOf } from '../shared/step-failure';
import { failureIn, signingStepMachine, type SigningOutcome } from '../shared/signing-step.machine';
import { signingGuards } from '../shared/signing-outcome';
import { withOutput } from '../shared/with-output';
import { dialogClosed, userCloses, userGoesBack } from '../shared/dialog-transitions';
import { invokeOnContext } from '../shared/invoke-on-context';

/**
 * Listing part of a rune or ARC-20 output (issue 44, 12): the market sells an output whole, so the amount to list goes
 * to its own output first. The amount (the whole output by default) -> for less than the whole, the split the app builds
 * from its own reads, its network fee shown before anything is signed -> the signing step (the check proves both
 * parts stay at the user's address and the fee is within the rate shown; the app sends it) -> the wait until the
 * indexer has the new output confirmed (an ARC-20 output: listable, from 10 confirmations) -> the listing dialog for it. The whole output goes straight to the listing.
 */
export interface SplitOutputInput {
  /** The rune (spaced name, id, divisibility) or the ARC-20 ticker. */
  readonly asset: SplitAsset;
  /** The output holding it, and how much it holds (raw units, text). */
  readonly item: Outpoint;
  readonly wholeRaw: string;
  /** The amount the field starts at: the whole output, in the rune's units. */
  readonly amount: string;
}
/** The split the app built: the PSBT, its fee (sats, text) at the rate, and the raw amounts it puts in each output. */
export interface SplitPlanView {
  readonly psbt: string;
  readonly feeSats: string;
  readonly rate: number;
  readonly vsize: number;
  readonly partRaw: string;
  readonly restRaw: string;
}
export interface SplitOutputContext extends SplitOutputInput {
  readonly problem: string | null;
  readonly plan: SplitPlanView | null;
  readonly txid: string | null;
  /** The output to list: the new one holding the part, or the chosen one when it is listed whole. */
  readonly listed: Outpoint | null;
  /** What the listing sells, raw units. */
  readonly listedRaw: string;
  readonly error: string | null;
}
export type SplitOutputEvent =
  | { type: 'EDIT_AMOUNT'; amount: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SIGN' }
  | { type: 'LISTED' }
  | { type: 'CLOSE' };

/** What each step reads. */
export type BuildSplitInput = Pick<SplitOutputContext, 'asset' | 'item' | 'wholeRaw' | 'amount'>;
export interface SignSplitInput {
  readonly plan: SplitPlanView | null;
  readonly item: Outpoint;
  readonly asset: SplitAsset;
}
export type FindSplitInput = Pick<SplitOutputContext, 'txid' | 'asset' | 'plan'>;

const amountProblem = (c: Pick<SplitOutputContext, 'amount' | 'asset' | 'wholeRaw'>): string | null => {
  const parsed = splitAmountOf(c.asset, c.amount, BigInt(c.wholeRaw));
  return parsed.ok ? null : parsed.problem;
};
const isWhole = (c: Pick<SplitOutputContext, 'amount' | 'asset' | 'wholeRaw'>): boolean => {
  const parsed = splitAmountOf(c.asset, c.amount, BigInt(c.wholeRaw));
  return parsed.ok && parsed.raw === BigInt(c.wholeRaw);
};

export const splitOutputMachine = setup({
  types: { context: {} as SplitOutputContext, events: {} as SplitOutputEvent, input: {} as SplitOutputInput },
  actors: {
    build: notProvided<SplitPlanView, BuildSplitInput>('build'),
    signingStep: signingStepMachine,
    /** The new output holding the part, once the indexer has it confirmed; null while it has not. */
    findSplit: notProvided<Outpoint | null, FindSplitInput>('findSplit'),
  },
  delays: { poll: 5_000 },
  guards: {
    amountProblem: ({ context }) => amountProblem(context) !== null,
    whole: ({ context }) => isWhole(context),
    found: (_, output: Outpoint | null) => output !== null,
    notSplit: ({ context }) => context.txid === null,
    ...signingGuards,
  },
  actions: {
    keepAmount: assign({ amount: ({ event }) => (event.type === 'EDIT_AMOUNT' ? event.amount : ''), problem: null }),
    showProblem: assign({ problem: ({ context }) => amountProblem(context) }),
    listWhole: assign({ listed: ({ context }) => context.item, listedRaw: ({ context }) => context.wholeRaw, error: null }),
    keepPlan: assign((_, plan: SplitPlanView) => ({ plan, error: null })),
    keepError: assign({ error: ({ event }) => failureOf(event).message }),
    keepOutcomeError: assign({ error: (_, outcome: SigningOutcome<unknown>) => failureIn(outcome).message }),
    clearError: assign({ error: null }),
    keepTxid: assign((_, outcome: SigningOutcome<unknown>) => ({ txid: outcome.outcome === 'sent' && typeof outcome.sent === 'string' ? outcome.sent : null })),
    keepFound: assign(({ context }, listed: Outpoint | null) => ({ listed, listedRaw: context.plan?.partRaw ?? context.wholeRaw })),
  },
}).createMachine({
  id: 'split-output',
  description: 'The holder of a rune or ARC-20 output lists part of it: the part goes to its own output first.',
  context: ({ input }) => ({ ...input, problem: null, plan: null, txid: null, listed: null, listedRaw: input.wholeRaw, error: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The dialog asks for the amount to list, the whole output by default',
      on: {
        EDIT_AMOUNT: { actions: 'keepAmount', description: 'The user types an amount' },
        NEXT: [
          {
            guard: 'amountProblem',
            actions: 'showProblem',
            description: 'The user presses Next with no amount, 0, too many places or more than the output holds: the field says why',
          },
          { guard: 'whole', target: 'pricing', actions: 'listWhole', description: 'The user presses Next with the whole output: it is listed as it is' },
          { target: 'building', actions: 'clearError', description: 'The user presses Next with part of the output' },
        ],
        CLOSE: userCloses('closed'),
      },
    },
    building: {
      description: "The app builds the split from its own reads of the wallet's outputs and the network's fee rate",
      invoke: {
        ...invokeOnContext('build'),
        onDone: { target: 'review', actions: withOutput('keepPlan') },
        onError: { target: 'editing', actions: 'keepError' },
      },
    },
    review: {
      description: 'The dialog shows the split: the part to list and the rest kept, both at your address, and its network fee; nothing is signed yet',
      on: {
        SIGN: { target: 'signing', actions: 'clearError', description: 'The user presses Sign the split' },
        BACK: userGoesBack('editing', 'to the amount', 'clearError'),
        CLOSE: userCloses('closed'),
      },
    },
    signing: {
      description:
        'The signing step: the app checks the split moves only this rune or ARC-20 to your own address for at most the fee shown, the wallet asks the user to sign it, and the app sends it',
      invoke: {
        id: 'signingStep',
        src: 'signingStep',
        input: ({ context }) => ({
          request: {
            plan: context.plan,
            item: context.item,
            asset: context.asset,
          } satisfies SignSplitInput,
        }),
        onDone: [
          { guard: withOutput('sent'), target: 'indexing', actions: withOutput('keepTxid') },
          { guard: withOutput('rejected'), target: 'review' },
          { target: 'review', actions: withOutput('keepOutcomeError') },
        ],
      },
    },
    indexing: {
      description: 'The split is sent; the dialog waits until the indexer has the new output confirmed (a block; ARC-20: 10 blocks)',
      initial: 'checking',
      on: { CLOSE: { target: 'closed', description: 'The user closes the dialog (the split goes on; the new output can be listed later)' } },
      states: {
        checking: {
          description: 'The dialog looks for the new output holding the part',
          invoke: {
            ...invokeOnContext('findSplit'),
            onDone: [{ guard: withOutput('found'), target: '#split-output.pricing', actions: withOutput('keepFound') }, { target: 'waiting' }],
            onError: { target: 'waiting' },
          },
        },
        waiting: {
          description: 'Not indexed and confirmed yet: the dialog looks again in a few seconds',
          after: { poll: { target: 'checking' } },
        },
      },
    },
    pricing: {
      description: 'The listing dialog takes over for the output to list: the price, the too-low confirm, the signature',
      on: {
        BACK: { guard: 'notSplit', target: 'editing', description: 'The user goes back to the amount (the whole output was chosen: nothing was split)' },
        LISTED: { target: 'closed', description: "The listing is made ('Listing created.') and the user closes it" },
        CLOSE: userCloses('closed'),
      },
    },
    closed: dialogClosed,
  },
});

export type SplitOutputMachine = typeof splitOutputMachine;
