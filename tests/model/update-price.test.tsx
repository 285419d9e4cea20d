import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { PricingContext } from '../../src/flows/list/pricing.machine';
import { updatePriceModel } from '../../src/flows/update-price/update-price.model';
import { describeFlow } from './describe-flow';
import { afterSigning, pricingMachineDriver, pricingViewDriver } from './pricing-driver';
import { pricingRealDriver } from './pricing-real';
import { updatePriceMachine } from '../../src/flows/update-price/update-price.machine';

/** The update-price flow's paths against the machine and the real dialog; its too-low wait is 3 s. */
describeFlow(updatePriceModel, {
  machine: pricingMachineDriver('update-price'),
  view: pricingViewDriver('update-price'),
  real: pricingRealDriver('update-price', updatePriceMachine),
});

describe('update price: the rules the paths rely on', () => {
  it('the price-too-low confirm waits 3 s', () => {
    const actor = createActor(updatePriceModel.machine, { input: updatePriceModel.initialSnapshot().context as PricingContext }).start();
    actor.send({ type: 'EDIT_PRICE', totalSats: '150000' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.secondsLeft).toBe(3);
    vi.advanceTimersByTime(3_000);
    expect(actor.getSnapshot().value).toEqual({ tooLow: 'ready' });
  });

  it("after the signing step: sent says 'Update Success.' and refreshes; the wallet's no says nothing; a sold item refreshes", async () => {
    const input = updatePriceModel.initialSnapshot().context as PricingContext;
    expect(await afterSigning(updatePriceMachine, input, { outcome: 'sent', sent: {} })).toEqual({
      value: 'success',
      error: null,
      told: ['success', 'refresh'],
    });
    expect(await afterSigning(updatePriceMachine, input, { outcome: 'rejected' })).toEqual({ value: 'sign', error: null, told: [] });
    const sold = { message: 'This inscription has been sold or unlisted.', code: -100 };
    expect(await afterSigning(updatePriceMachine, input, { outcome: 'failed', failure: sold, signed: '70736274ff01' })).toEqual({
      value: 'sign',
      error: 'This inscription has been sold or unlisted.',
      told: ['refresh'],
    });
  });
});
