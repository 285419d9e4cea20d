/**
 * The fee chooser a flow runs as its child (buy, sweep, market claim, blind mint: `feeChooser: invokedFeeChooser` in
 * its actors), written once: the invoke, and the guard and the transition that take the rate it tells (FEE_RATE). The
 * flow's own actions fix it (FIX) while the rate is in use and reopen it (REOPEN) where the user may change it again.
 */
export const feeChooserChild = { id: 'feeChooser', src: 'feeChooser', input: {} } as const;

export const feeRateGuards = {
  /** A rate told (an emptied custom rate is none: the last rate stays). */
  aRate: ({ event }: { readonly event: { readonly type: string } }) => event.type === 'FEE_RATE' && 'rate' in event && event.rate !== null,
};

/** The chooser tells the rate the user chose: `actions` (the flow's) keep it. */
export const feeRateTold = <const A>(actions: A) => ({ guard: 'aRate', actions, description: 'The fee chooser tells the rate the user chose' }) as const;
