/**
 * The transitions nearly every dialog's machine has, in the words QA reads (`npm run paths`), written once. Each takes
 * its target, so a reader still sees in the machine file where the user goes: `CLOSE: userCloses('closed')`.
 */

/** The user closes the dialog (the × or Escape). */
export const userCloses = <const T extends string>(target: T) => ({ target, description: 'The user closes the dialog' });

/** The user presses Done on the dialog's last step. */
export const userPressesDone = <const T extends string>(target: T) => ({ target, description: 'The user presses Done' });

/** The user goes back (`to` the step they go back to, in words: 'to the choice'); `actions` (the flow's) run on the way. */
export const userGoesBack = <const T extends string, const A = never>(target: T, to?: string, actions?: A) => ({
  target,
  ...(actions === undefined ? {} : { actions }),
  description: to ? `The user goes back ${to}` : 'The user goes back',
});

/** The user presses Try again after a failure; `actions` (the flow's own) run on the way. */
export const userTriesAgain = <const T extends string, const A = never>(target: T, actions?: A) => ({
  target,
  ...(actions === undefined ? {} : { actions }),
  description: 'The user presses Try again',
});

/** The dialog's final state. */
export const dialogClosed = { type: 'final', description: 'The dialog is closed' } as const;

/** The dialog's last step: it says how the flow ended (`description`) and Done closes it, to `closeTo`. */
export const lastStep = <const T extends string>(description: string, closeTo: T) => ({ description, on: { CLOSE: userPressesDone(closeTo) } });
