/**
 * The price-too-low confirm's countdown, written once for the List and new-price dialogs (../list/pricing.machine.ts)
 * and the batch listing (../batch-list/batch-list.machine.ts): on entry Continue is off for the flow's seconds, shown
 * counting down; at the last second it can be pressed, and goes on to `continueTarget`.
 *
 * The flow's setup() names what these states use: the delay `second` (1000 ms), the guard `lastSecond`
 * (`context.secondsLeft <= 1`) and the actions `startCountdown` (the seconds set) and `tick` (one second less).
 * The confirm's own description and its Back and Close stay in the flow's machine, beside this config:
 *   tooLow: { description: '…', ...countdownStates('#list.sign', 'the low price is meant'), on: { BACK: …, CLOSE: … } }
 */
export const countdownStates = <const T extends string>(continueTarget: T, meant: string) => ({
  entry: 'startCountdown' as const,
  initial: 'counting' as const,
  states: {
    counting: {
      description: "Continue shows the seconds left ('Continue 10s') and cannot be pressed",
      after: {
        second: [
          { guard: 'lastSecond' as const, target: 'ready' as const, actions: 'tick' as const },
          { target: 'counting' as const, reenter: true, actions: 'tick' as const },
        ],
      },
    },
    ready: {
      description: 'Continue can be pressed',
      on: { CONTINUE: { target: continueTarget, description: `The user presses Continue: ${meant}` } },
    },
  },
});
