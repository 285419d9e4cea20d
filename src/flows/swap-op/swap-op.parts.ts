import type { SwapOpContext } from './swap-op.types';

/** What an invoked actor answered (a quote: opaque here, read by the form and the guard). */
export const outputOf = ({ event }: { event: { output: unknown } }) => event.output;

/** The edits every state with a form takes: a usable value is quoted, an unusable one clears it. */
export const editing = (id: string) =>
  ({
    EDIT: { target: `#${id}.typing`, actions: 'takeRequest', description: 'The user changes the amount or the ticks (a usable value)' },
    CLEAR: {
      target: `#${id}.idle`,
      actions: 'clearRequest',
      description: 'The user clears the amount, or types something that cannot be used (the form says why; nothing is asked)',
    },
  }) as const;

/** The states, without the moved price's when the operation's quote is no price (the deposit's). */
export function pricesOnly<T extends { readonly priceMoved: unknown }>(prices: boolean, states: T): T {
  // Its type keeps the state (one machine type for every operation); for a deposit no transition goes there.
  return prices ? states : ({} as T);
}

/** The review's state, for an operation that has one (the swap). */
export function reviewOnly<T extends { readonly reviewing: unknown }>(review: boolean, states: T): T {
  return review ? states : ({} as T);
}

/**
 * The swap's review (createOpMachine's `review`): what pre_* answered is shown before the wallet; Confirm swap asks
 * the quote once more, and a price that moved against the user waits for Accept (prepared and reviewed again) rather
 * than being signed and refused.
 */
export const reviewStates = {
  reviewing: {
    description: 'The review shows what the user pays, the least they get, the fee, the price impact and the route; the wallet is not asked yet',
    on: {
      CONFIRM: { target: 'confirming', description: 'The user confirms the review: the price is checked once more' },
      BACK: { target: 'ready', actions: 'leaveReview', description: 'The user goes back to the form (nothing was signed)' },
    },
  },
  confirming: {
    description: 'The quote is asked once more before the wallet: a price that moved against the user is shown, never signed',
    invoke: {
      id: 'refresh',
      src: 'refresh',
      input: ({ context }: { context: SwapOpContext }) => ({ request: context.request! }),
      onDone: [
        {
          guard: { type: 'movedAgainst', params: outputOf },
          target: 'reviewMoved',
          actions: { type: 'keepMovedQuote', params: outputOf },
          description: 'The price moved against the user while they reviewed: the new amounts show, and wait for Accept',
        },
        { target: 'signing', actions: 'confirmReview', description: 'The price held (or got better): the wallet is asked' },
      ],
      onError: {
        target: 'signing',
        actions: 'confirmReview',
        description: 'The quote cannot be had again: the wallet is asked (the swap still refuses a price past the tolerance)',
      },
    },
  },
  reviewMoved: {
    description: 'The price moved while the user reviewed: the new amount shows beside the old one, and nothing is signed until the user accepts',
    on: {
      ACCEPT: { target: 'preparing', actions: 'acceptQuote', description: 'The user accepts the new price: it is prepared and reviewed again' },
      BACK: { target: 'priceMoved', description: 'The user goes back to the form, where the new price waits to be accepted' },
    },
  },
} as const;
