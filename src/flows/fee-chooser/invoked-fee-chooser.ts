import { sendParent } from 'xstate';
import { feeChooserMachine } from './fee-chooser.machine';

/**
 * The fee chooser as a flow invokes it (buy, sweep, market claim, blind mint): each rate chosen is told to the flow as
 * its FEE_RATE (`sendParent`; null is no rate, which the flow ignores). The flow fixes the chooser (FIX) while it uses
 * the rate and reopens it (REOPEN) where the user may change it again.
 */
export const feeChooserTells = {
  tellRate: (params: { readonly rate: number | null }) => ({ type: 'FEE_RATE', rate: params.rate }) as const,
};

export const invokedFeeChooser = feeChooserMachine.provide({
  actions: { tellRate: sendParent((_, params: { readonly rate: number | null }) => feeChooserTells.tellRate(params)) },
});
