import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { listModel } from '../../src/flows/list/list.model';
import type { CreatePricingInput, PricingContext } from '../../src/flows/list/pricing.machine';
import { describeFlow } from './describe-flow';
import { afterSigning, pricingMachineDriver, pricingViewDriver } from './pricing-driver';
import { pricingRealDriver } from './pricing-real';
import { listMachine } from '../../src/flows/list/list.machine';
import type { PricedItem } from '../../src/flows/list/pricing.actors';
import { PricingDialog } from '../../src/ui/market/pricing-dialog';
import { renderDialog } from './dialog-harness';

/** The listing flow's paths against the machine and the real dialog; the countdown runs on fake timers. */
describeFlow(listModel, { machine: pricingMachineDriver('list'), view: pricingViewDriver('list'), real: pricingRealDriver('list', listMachine) });

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

describe('list: how the signing step ends', () => {
  const input = listModel.initialSnapshot().context as PricingContext;

  it('sent: the success message, then the list refreshed', async () => {
    expect(await afterSigning(listMachine, input, { outcome: 'sent', sent: {} })).toEqual({ value: 'success', error: null, told: ['success', 'refresh'] });
  });

  it("the wallet's no: back to Sign, nothing said", async () => {
    expect(await afterSigning(listMachine, input, { outcome: 'rejected' })).toEqual({ value: 'sign', error: null, told: [] });
  });

  it("the check's refusal: back to Sign with why; the list is not refreshed", async () => {
    const refused = { message: 'Not signed: the payout is 0.00151 BTC, not the 0.0015 BTC you set.', code: -100 };
    expect(await afterSigning(listMachine, input, { outcome: 'refused', failure: refused })).toEqual({
      value: 'sign',
      error: 'Not signed: the payout is 0.00151 BTC, not the 0.0015 BTC you set.',
      told: [],
    });
  });

  it('signed, then the market: a sold item (code -100) refreshes the list; a network failure does not', async () => {
    const sold = { message: 'This inscription has been sold or unlisted.', code: -100 };
    expect(await afterSigning(listMachine, input, { outcome: 'failed', failure: sold, signed: '70736274ff01' })).toEqual({
      value: 'sign',
      error: 'This inscription has been sold or unlisted.',
      told: ['refresh'],
    });
    const network = { message: 'Network problem: check your connection and try again.', code: null };
    expect(await afterSigning(listMachine, input, { outcome: 'failed', failure: network, signed: '70736274ff01' })).toEqual({
      value: 'sign',
      error: 'Network problem: check your connection and try again.',
      told: [],
    });
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

describe("list: the dollar estimate is at the market's price of a bitcoin (issue 44, 8)", () => {
  const input = listModel.initialSnapshot().context as PricingContext;
  const item: PricedItem = {
    category: 'collection',
    title: 'Devnet Punk #4',
    nameKind: 'name',
    auctionId: null,
    item: { txid: 'aa'.repeat(32), vout: 1 },
    inscriptionId: `${'aa'.repeat(32)}i0`,
    units: '1',
    currentSats: null,
    payAddress: null,
    asset: null,
  };
  const typed = (btcPriceUsd: number | null) => {
    renderDialog(
      <PricingDialog flow="list" item={item} input={{ ...input, category: 'collection' }} btcPriceUsd={btcPriceUsd} onClose={() => {}} onChanged={() => {}} />,
      'tb1p-owner',
    );
    const dialog = within(screen.getByTestId('pricing-dialog'));
    fireEvent.change(dialog.getByLabelText('Total price (sats)'), { target: { value: '250000' } });
    return dialog.getByTestId('price-hint');
  };

  it("250,000 sats at the market's 64,000 dollars a bitcoin: $160.00", () => {
    expect(typed(64_000)).toHaveTextContent('0.0025 BTC ≈ $160.00');
  });
  it('no dollars when the market gives no price', () => {
    const hint = typed(null);
    expect(hint).toHaveTextContent('0.0025 BTC');
    expect(hint).not.toHaveTextContent('$');
  });
});
