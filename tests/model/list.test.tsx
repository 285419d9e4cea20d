import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { listModel } from '../../src/flows/list/list.model';
import type { CreatePricingInput, PricingContext } from '../../src/flows/list/pricing.machine';
import { describeFlow } from './describe-flow';
import { pricingMachineDriver, pricingViewDriver } from './pricing-driver';
import { pricingRealDriver } from './pricing-real';
import { listMachine } from '../../src/flows/list/list.machine';
import type { PricedItem } from '../../src/flows/list/pricing.actors';
import { PricingDialog } from '../../src/ui/market/pricing-dialog';
import { renderDialog } from './dialog-harness';

/** The listing flow's paths against the machine and the real dialog; the countdown runs on fake timers. */
describeFlow(listModel, { machine: pricingMachineDriver, view: pricingViewDriver('list'), real: pricingRealDriver('list', listMachine) });

describe('list: the rules the paths rely on', () => {
  const input = listModel.initialSnapshot().context as PricingContext;

  it('a unit price under 90% of the floor asks first, and Continue waits 10 s', () => {
    const actor = createActor(listModel.machine, { input }).start();
    actor.send({ type: 'EDIT_PRICE', totalSats: '179999' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toEqual({ tooLow: 'counting' });
    expect(actor.getSnapshot().context.secondsLeft).toBe(10);
    vi.advanceTimersByTime(9_000);
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toEqual({ tooLow: 'counting' });
    vi.advanceTimersByTime(1_000);
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('sign');
  });

  it('90% of the floor exactly is not too low; the auction has its own bounds (0.0005 to 100 BTC)', () => {
    const actor = createActor(listModel.machine, { input }).start();
    actor.send({ type: 'EDIT_PRICE', totalSats: '180000' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('sign');
    actor.send({ type: 'BACK' });
    actor.send({ type: 'SET_MARKET_TYPE', marketType: 'auction' });
    actor.send({ type: 'EDIT_PRICE', totalSats: '10000000001' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'message', key: 'total_value_max', params: { x: '100' } });
  });

  it('a double click on Sign makes one listing', () => {
    const create = vi.fn(() => new Promise<{ auctionId: string; psbt: string; signIndexes: readonly number[] }>(() => {}));
    const actor = createActor(
      listModel.machine.provide({
        actors: { create: fromPromise<{ auctionId: string; psbt: string; signIndexes: readonly number[] }, CreatePricingInput>(create) },
      }),
      { input },
    ).start();
    actor.send({ type: 'EDIT_PRICE', totalSats: '250000' });
    actor.send({ type: 'NEXT' });
    act(() => {
      actor.send({ type: 'SIGN' });
      actor.send({ type: 'SIGN' });
    });
    expect(create).toHaveBeenCalledTimes(1);
  });
});

describe("list: runes sell at a fixed price; an auction's length is the market's (issue 42)", () => {
  const input = listModel.initialSnapshot().context as PricingContext;
  const item = (category: 'runes' | 'collection'): PricedItem => ({
    category,
    title: category === 'runes' ? 'DEVNET•RUNE' : 'Devnet Punk #4',
    nameKind: category === 'runes' ? 'rune' : 'name',
    auctionId: null,
    item: { txid: 'aa'.repeat(32), vout: 1 },
    inscriptionId: category === 'runes' ? null : `${'aa'.repeat(32)}i0`,
    units: '1',
    currentSats: null,
    payAddress: null,
    asset: null,
  });
  const open = (category: 'runes' | 'collection') => {
    renderDialog(<PricingDialog flow="list" item={item(category)} input={{ ...input, category }} onClose={() => {}} onChanged={() => {}} />, 'tb1p-owner');
    return within(screen.getByTestId('pricing-dialog'));
  };

  it('the machine keeps a rune listing at a fixed price when Auction is asked for', () => {
    const actor = createActor(listModel.machine, { input: { ...input, category: 'runes' } }).start();
    actor.send({ type: 'SET_MARKET_TYPE', marketType: 'auction' });
    expect(actor.getSnapshot().context.marketType).toBe('fixedPrice');
  });

  it('the dialog offers no Auction for runes and says why in one line', () => {
    const dialog = open('runes');
    expect(dialog.getByTestId('sale-fixed')).toHaveTextContent('Runes sell at a fixed price.');
    expect(dialog.queryByLabelText('Auction')).toBeNull();
    expect(dialog.queryByLabelText('Fixed price')).toBeNull();
  });

  it('a collection item may be auctioned: no duration to choose, the line says the market sets it', () => {
    const dialog = open('collection');
    fireEvent.click(dialog.getByLabelText('Auction'));
    expect(dialog.getByTestId('auction-length')).toHaveTextContent('The market sets how long an auction runs; the listing shows the time left.');
    expect(dialog.queryByLabelText('Runs for')).toBeNull();
  });
});
