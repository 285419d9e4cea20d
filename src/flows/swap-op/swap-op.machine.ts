import { and, assign } from 'xstate';
import { MESSAGES } from '../../domain/messages';
import { feeChooserChild, feeRateTold } from '../shared/fee-rate-child';
import { failureOf } from '../shared/step-failure';
import { opSetup, requestWithRate } from './swap-op.setup';
import type { OpMachineOptions, SignOpInput } from './swap-op.types';
import { editing, outputOf, pricesOnly, reviewOnly, reviewStates } from './swap-op.parts';

export type { OpRequest } from './swap-op.types';

/**
 * One signed swap-module operation: the swap, and
 * send, liquidity and pool creation the same way. The form's values come in checked (EDIT; CLEAR when they
 * are not usable, with no call); after a pause in typing the server quotes them; Swap takes the quote to
 * pre_* (the messages to sign and the fee), the wallet signs each message (bip322-simple), and the operation
 * is submitted with the signatures. Code -8 or -10 (slippage) shows the slippage error with a new quote;
 * code -2 (op committing) hands over to the op-commit machine; after the commit the quote is asked again and
 * the operation goes ahead (signed afresh) when its figures are the same, or is offered again with the new
 * quote when they changed: nothing done is ever submitted twice. A wallet rejection goes back with no
 * error. While it works the form is locked and Swap is taken once.
 */
/**
 * The one state config of every swap-module operation, given what differs (swap-op's and the deposit's machines).
 */
export function createOpMachine(o: OpMachineOptions) {
  const EDITING = editing(o.id);
  // The chooser is reopened where the rate is not in use, and fixed from preparing through signing and the commit.
  const reopen = o.feeRate ? 'reopenRate' : [];
  const rated = o.feeRate ? ({ guard: 'hasFeeRate' } as const) : {};
  const held = { target: 'ready', description: 'The refresh failed: the quote shown stays, and the swap checks it at Swap (slippage)' } as const;
  return opSetup.createMachine({
    id: o.id,
    description: o.description,
    context: ({ input }) => ({
      ...input,
      request: null,
      quote: null,
      shown: null,
      pre: null,
      result: null,
      error: null,
      notice: null,
      feeRate: null,
      reviewed: false,
    }),
    invoke: o.feeRate ? feeChooserChild : [],
    // The rate the chooser tells; it is fixed (tells nothing) while the operation is prepared, signed and submitted.
    on: o.feeRate ? { FEE_RATE: feeRateTold('keepFeeRate') } : {},
    initial: 'idle',
    states: {
      idle: { description: 'Nothing to quote yet: the user enters an amount', entry: reopen, on: EDITING },
      typing: {
        description: 'The user is typing; the quote is asked after a short pause',
        on: EDITING,
        after: { typing: { target: 'quoting', description: 'The user pauses typing' } },
      },
      quoting: {
        description: 'The swap quotes the amounts',
        on: EDITING,
        invoke: {
          id: 'quote',
          src: 'quote',
          input: ({ context }) => ({ request: context.request! }),
          onDone: {
            target: 'ready',
            actions: { type: 'keepQuote', params: outputOf },
            description: 'The quote shows: the amounts, the rate, the price impact and the slippage bound',
          },
          onError: {
            target: 'quoteFailed',
            actions: assign({ error: ({ event }) => failureOf(event).message }),
            description: 'The quote cannot be had (the server says why)',
          },
        },
      },
      quoteFailed: {
        description: 'No quote: the reason shows; the user changes the amount or asks again',
        entry: reopen,
        on: {
          ...EDITING,
          ...(o.prices ? { REFRESH: { target: 'quoting', actions: assign({ error: null }), description: 'The user asks for the quote again' } } : {}),
        },
      },
      ready: {
        description: 'The quote shows and the operation can be submitted',
        entry: reopen,
        after: { quoteAge: { target: 'refreshing', description: 'Ten seconds pass: the quote is asked again, so the price shown follows the pool' } },
        on: {
          ...EDITING,
          ...(o.prices ? { REFRESH: { target: 'quoting', actions: 'clearMessages', description: 'The user asks for a new quote' } } : {}),
          SUBMIT: {
            ...rated,
            target: 'preparing',
            actions: assign({ error: null, notice: null, reviewed: false }),
            description: 'The user presses the action button (Swap, Send)',
          },
        },
      },
      refreshing: {
        description: 'The quote on screen is asked again (it stays shown, and can still be submitted, meanwhile)',
        on: {
          ...EDITING,
          ...(o.prices
            ? {
                ACCEPT: {
                  guard: 'quoteMoved',
                  actions: assign({ shown: ({ context }) => context.quote }),
                  description: 'The user accepts the moved price while it is asked again',
                },
              }
            : {}),
          SUBMIT: {
            guard: o.feeRate ? and(['quoteTaken', 'hasFeeRate']) : 'quoteTaken',
            target: 'preparing',
            actions: assign({ error: null, notice: null, reviewed: false }),
            description: 'The user presses the action button on the quote shown (one they took, never a moved price not accepted)',
          },
        },
        invoke: {
          id: 'refresh',
          src: 'refresh',
          input: ({ context }) => ({ request: context.request! }),
          onDone: [
            ...(o.prices
              ? [
                  {
                    guard: { type: 'movedAgainst', params: outputOf },
                    target: 'priceMoved',
                    actions: { type: 'keepMovedQuote', params: outputOf },
                    description: 'The price moved against the user: the new quote shows, and waits to be accepted',
                  } as const,
                ]
              : []),
            {
              target: 'ready',
              actions: { type: 'keepQuote', params: outputOf },
              description: 'The price held (or got better): the new quote shows',
            },
          ],
          onError: o.prices
            ? [
                { guard: 'quoteTaken', ...held },
                { target: 'priceMoved', description: 'The refresh failed while a moved price waits: it still waits to be accepted' },
              ]
            : held,
        },
      },
      ...pricesOnly(o.prices, {
        priceMoved: {
          description: 'The price moved since the user looked: the new amounts show with the old ones, and Swap is off until the user accepts',
          after: { quoteAge: { target: 'refreshing', description: 'Ten seconds pass: the quote is asked again' } },
          on: {
            ...EDITING,
            ACCEPT: { target: 'ready', actions: 'acceptQuote', description: 'The user accepts the new price' },
            REFRESH: { target: 'quoting', actions: 'clearMessages', description: 'The user asks for a new quote' },
          },
        },
      } as const),
      preparing: {
        description: 'Working: the swap prepares the messages to sign and the fee',
        entry: o.feeRate ? 'fixRate' : [],
        invoke: {
          id: 'prepare',
          src: 'prepare',
          input: ({ context }) => ({ request: requestWithRate(context), quote: context.quote }),
          onDone: o.review
            ? [
                {
                  guard: 'reviewed',
                  target: 'signing',
                  actions: 'keepPre',
                  description: 'Prepared again after a commit, at the price reviewed: the wallet is asked',
                },
                {
                  target: 'reviewing',
                  actions: 'keepPre',
                  description: 'The messages to sign are ready: the review shows what the user pays, gets and the fee',
                },
              ]
            : { target: 'signing', actions: 'keepPre', description: 'The messages to sign are ready; the wallet is asked' },
          onError: [
            { guard: 'committing', target: 'committing', description: 'The swap is committing a rollup (code -2)' },
            { target: 'ready', actions: assign({ error: ({ event }) => failureOf(event).message }), description: 'The swap refuses (its message shows)' },
          ],
        },
      },
      ...reviewOnly(o.review, reviewStates),
      signing: {
        description: 'Working: the wallet asks the user to sign each message; then the signed operation is submitted',
        invoke: {
          id: 'signingStep',
          src: 'signingStep',
          input: ({ context }): { request: SignOpInput } => ({ request: { request: requestWithRate(context), quote: context.quote, pre: context.pre } }),
          onDone: [
            {
              guard: { type: 'sent', params: ({ event }) => event.output },
              target: 'success',
              actions: [{ type: 'keepResult', params: ({ event }) => event.output }, 'refreshBalances'],
              description: 'The user signs in the wallet and the swap takes the operation',
            },
            {
              guard: { type: 'signingRejected', params: ({ event }) => event.output },
              target: 'ready',
              actions: assign({ notice: MESSAGES.wallet_rejected }),
              description: 'The user rejects in the wallet: back to the quote, which says so (no error)',
            },
            {
              guard: { type: 'signingRefused', params: ({ event }) => event.output },
              target: 'ready',
              actions: { type: 'keepOutcomeError', params: ({ event }) => event.output },
              description: 'The wallet could not sign (its message shows)',
            },
            {
              guard: { type: 'committingAfterSigning', params: ({ event }) => event.output },
              target: 'committing',
              description: 'The swap is committing a rollup (code -2): nothing was done',
            },
            {
              guard: { type: 'slippedAfterSigning', params: ({ event }) => event.output },
              target: 'requoting',
              actions: assign({ error: MESSAGES.slippage_error }),
              description: 'The price moved past the slippage tolerance (code -8 or -10): nothing was done',
            },
            {
              target: 'ready',
              actions: { type: 'keepOutcomeError', params: ({ event }) => event.output },
              description: 'The swap refuses (its message shows)',
            },
          ],
        },
      },
      committing: {
        description: 'The Please Wait overlay shows while the rollup commits; the operation waits',
        invoke: {
          id: 'opCommit',
          src: 'opCommit',
          onDone: { target: 'requoting', description: 'The commit is over: the quote is asked again' },
        },
      },
      requoting: {
        description: 'A fresh quote is asked (after a commit, or a slippage failure) before the operation goes on',
        invoke: {
          id: 'requote',
          src: 'requote',
          input: ({ context }) => ({ request: context.request! }),
          onDone: [
            {
              guard: { type: 'goesAhead', params: outputOf },
              target: 'preparing',
              actions: [{ type: 'keepQuote', params: outputOf }, 'clearMessages'],
              description: 'After the commit the figures are the same: the operation goes ahead (the wallet asks again)',
            },
            {
              target: 'ready',
              actions: [{ type: 'keepQuote', params: outputOf }, 'noticeCommitOver'],
              description: 'The new quote shows (the figures changed, or the price slipped); the user decides again',
            },
          ],
          onError: {
            target: 'quoteFailed',
            actions: assign({ error: ({ event }) => failureOf(event).message, notice: null }),
            description: 'The new quote cannot be had',
          },
        },
      },
      success: {
        description: 'Done: what was done shows, and the balances are refreshed',
        entry: reopen,
        // The result stays until the user types or starts again: balances refreshed after it may make the old
        // values unusable, and that must not wipe what was done off the screen.
        on: { EDIT: EDITING.EDIT, DONE: { target: 'idle', actions: 'clearRequest', description: 'The user starts a new operation' } },
      },
    },
  });
}

/** The swap: quote, review, sign the message, submit. */
export const swapOpMachine = createOpMachine({
  id: 'swapOp',
  description: 'A swap: quote, review what it does, sign the message, submit',
  feeRate: false,
  prices: true,
  review: true,
});
export type SwapOpMachine = typeof swapOpMachine;

/** Send, liquidity and pool creation: quote, sign the messages (the wallet shows what is signed), submit. */
export const signedOpMachine = createOpMachine({
  id: 'signedOp',
  description: 'A swap-module operation (send, liquidity, a new pool): quote, sign the messages, submit',
  feeRate: false,
  prices: true,
  review: false,
});
