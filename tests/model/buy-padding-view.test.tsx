import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor, type AnyActorRef } from 'xstate';
import type { ItemCheck } from '../../src/domain/market/buy-rules';
import { buyMachine, type BuyMachine } from '../../src/flows/buy/buy.machine';
import { buyOutcomes } from '../../src/flows/buy/buy.model';
import type { BuiltPurchase, CreateBidInput, PrepareInput, PreparedBuy } from '../../src/flows/buy/buy.types';
import { signingStepMachine, type SigningInput } from '../../src/flows/shared/signing-step.machine';
import { sweepMachine, type GatherInput, type SweepMachine, type SweepPrepared } from '../../src/flows/sweep/sweep.machine';
import { sweepOutcomes } from '../../src/flows/sweep/sweep.model';
import { BuyDialog } from '../../src/ui/market/buy-dialog';
import { SweepDialog } from '../../src/ui/market/sweep-dialog';
import { renderDialogActor } from './dialog-harness';
import { summaryRow } from './summary-row';

/**
 * Issue 44, findings 5 and 6, as the buyer reads the dialogs: the Total before Confirm includes the padding split a
 * buyer without a small coin needs, at its bound at the rate chosen; the market building just that asks the wallet at
 * once, with no 'costs more' step; sats going with the inscription beyond a padding coin are said in words.
 */
const buyOver = (prepared: PreparedBuy, built: BuiltPurchase) => {
  const machine = buyMachine.provide({
    actors: {
      prepare: fromPromise<PreparedBuy, PrepareInput>(async () => prepared),
      verifyItem: fromPromise(async (): Promise<ItemCheck> => 'live'),
      createBid: fromPromise<BuiltPurchase, CreateBidInput>(async () => built),
      // The wallet never answers: the dialog stays where the wallet is asked.
      signingStep: signingStepMachine.provide({ actors: { sign: fromPromise<unknown, SigningInput>(() => new Promise(() => {})) } }),
    },
  });
  return renderDialogActor(
    (onActor) => (
      <BuyDialog
        listing={{
          category: 'collection',
          auctionId: 'devnet-000065',
          marketType: 'fixedPrice',
          priceSats: 300_000,
          item: null,
          itemOffset: 0,
          inscriptionId: `${'aa'.repeat(32)}i0`,
          token: null,
          listed: { priceSats: 300_000, seller: null, tick: null },
          title: 'Devnet Punk #3',
          nameKind: 'name',
        }}
        onClose={() => {}}
        onChanged={() => {}}
        testing={{ machine: machine as BuyMachine, onActor }}
      />
    ),
    'tb1p-buyer',
  );
};
/** The review, verified, at the rate the dialog's chooser tells (its Normal of the defaults, 30 sats/vB, in jsdom). */
const chosen = async (actor: AnyActorRef) => {
  await waitFor(actor, (s) => s.matches({ review: 'verified' }) && s.context.feeRate !== null);
  expect(actor.getSnapshot().context.feeRate).toBe(30);
};
const summary = () => within(screen.getByTestId('buy-dialog')).getByTestId('buy-summary');
const PADDING_TERM = 'Padding split (your wallet has no small coin to pad with)';
const split = { ...buyOutcomes.created, psbtBid2: '70736274ff02' };

describe('the buy Total before Confirm (issue 44, 5)', () => {
  it('a buyer without a small coin reads the split at most 6,240 sats in the Total; the split built at 1,410 goes to the wallet at once', async () => {
    const actor: AnyActorRef = buyOver(
      { ...buyOutcomes.prepared, paddingNeed: 'split' },
      { bid: split, padding: buyOutcomes.padding, feeTo: null, holds: [], voids: [] },
    );
    await chosen(actor);
    // 300,000 + 3,000 service fee + 7,500 network fee (250 vB × 30) + at most 6,240 (208 vB × 30) = 316,740.
    expect(summaryRow(summary(), PADDING_TERM)).toHaveTextContent('at most 0.0000624 BTC (6,240 sats)');
    expect(summaryRow(summary(), 'Total')).toHaveTextContent('0.0031674 BTC (316,740 sats)');
    fireEvent.click(screen.getByTestId('buy-confirm'));
    await waitFor(actor, (s) => s.matches('signing') || s.matches('rebuilt'));
    expect(actor.getSnapshot().matches('signing')).toBe(true);
    expect(screen.queryByTestId('buy-rebuilt')).toBeNull();
    // The market's figures: 2,500 network fee and the split's exact 1,410: 300,000 + 3,000 + 2,500 + 1,410.
    expect(summaryRow(summary(), PADDING_TERM)).toHaveTextContent('0.0000141 BTC (1,410 sats)');
    expect(summaryRow(summary(), 'Total')).toHaveTextContent('0.0030691 BTC (306,910 sats)');
  });

  it('a build whose Total is above the one shown stops before Sign, in words of the network fee', async () => {
    // Shown: 316,740 (the split at most 6,240). Built: a 10,000-sat network fee and the split at 4,000: 317,000.
    const dearer: AnyActorRef = buyOver(
      { ...buyOutcomes.prepared, paddingNeed: 'split' },
      { bid: { ...split, networkFee: 10_000 }, padding: { feeSats: '4000', exact: true }, feeTo: null, holds: [], voids: [] },
    );
    await chosen(dearer);
    fireEvent.click(screen.getByTestId('buy-confirm'));
    await waitFor(dearer, (s) => s.matches('rebuilt'));
    expect(summaryRow(summary(), 'Total')).toHaveTextContent('0.00317 BTC (317,000 sats)');
    expect(screen.getByTestId('buy-rebuilt')).toHaveTextContent(
      'The transaction the market built has a higher network fee than the estimate. The total above is what you pay. Read it, then press Sign.',
    );
  });

  it('a network fee above the estimate, paid for by the split costing less than its bound, goes to the wallet at once', async () => {
    // Built: 9,000 network fee (1,500 above the estimate) and the split at 1,410: 313,410, under the 316,740 shown.
    const inBound: AnyActorRef = buyOver(
      { ...buyOutcomes.prepared, paddingNeed: 'split' },
      { bid: { ...split, networkFee: 9_000 }, padding: buyOutcomes.padding, feeTo: null, holds: [], voids: [] },
    );
    await chosen(inBound);
    fireEvent.click(screen.getByTestId('buy-confirm'));
    await waitFor(inBound, (s) => s.matches('signing') || s.matches('rebuilt'));
    expect(inBound.getSnapshot().matches('signing')).toBe(true);
    expect(summaryRow(summary(), 'Total')).toHaveTextContent('0.0031341 BTC (313,410 sats)');
  });

  it('a buyer with a small coin reads no split; a split the market builds anyway is read before Sign', async () => {
    const actor: AnyActorRef = buyOver(
      { ...buyOutcomes.prepared, paddingNeed: 'coin' },
      { bid: split, padding: buyOutcomes.padding, feeTo: null, holds: [], voids: [] },
    );
    await chosen(actor);
    expect(summaryRow(summary(), PADDING_TERM)).toBeNull();
    expect(summaryRow(summary(), 'Total')).toHaveTextContent('0.003105 BTC (310,500 sats)');
    fireEvent.click(screen.getByTestId('buy-confirm'));
    await waitFor(actor, (s) => s.matches('rebuilt'));
    expect(screen.getByTestId('buy-rebuilt')).toHaveTextContent('your wallet will ask you to sign two transactions');
  });
});

describe('sats that go with the inscription (issue 44, 6)', () => {
  it('a 5,000-sat coin padded onto the inscription is said in words and read before Sign', async () => {
    const actor: AnyActorRef = buyOver(
      { ...buyOutcomes.prepared, paddingNeed: 'coin' },
      { bid: buyOutcomes.created, padding: null, feeTo: null, holds: [], voids: [], withItemSats: '5546' },
    );
    await chosen(actor);
    fireEvent.click(screen.getByTestId('buy-confirm'));
    await waitFor(actor, (s) => s.matches('rebuilt'));
    expect(screen.getByTestId('buy-with-item')).toHaveTextContent('5,546 sats go with the inscription to your ordinals address.');
    expect(screen.getByTestId('buy-sign')).toBeDisabled();
  });

  it('a 600-sat padding coin with the 546-sat inscription is nothing to say', async () => {
    const actor: AnyActorRef = buyOver(
      { ...buyOutcomes.prepared, paddingNeed: 'coin' },
      { bid: buyOutcomes.created, padding: null, feeTo: null, holds: [], voids: [], withItemSats: '1146' },
    );
    await chosen(actor);
    fireEvent.click(screen.getByTestId('buy-confirm'));
    await waitFor(actor, (s) => s.matches('signing'));
    expect(screen.queryByTestId('buy-with-item')).toBeNull();
  });
});

describe('the sweep Total (issue 44, 5)', () => {
  const sweepOver = (prepared: SweepPrepared) => {
    const machine = sweepMachine.provide({ actors: { gather: fromPromise<SweepPrepared, GatherInput>(async () => prepared) } });
    return renderDialogActor(
      (onActor) => (
        <SweepDialog
          input={{ asset: { category: 'collection', collectionId: 'bench-pixels' }, title: 'Bench Pixels' }}
          onClose={() => {}}
          onBought={() => {}}
          testing={{ machine: machine as SweepMachine, onActor }}
        />
      ),
      'tb1p-buyer',
    );
  };
  const reviewAt = async (prepared: SweepPrepared) => {
    const actor: AnyActorRef = sweepOver(prepared);
    fireEvent.change(within(screen.getByTestId('sweep-dialog')).getByRole('textbox', { name: 'How many (at most 50)' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The rate the sweep's chooser tells (its Normal of the defaults, 30 sats/vB, in jsdom).
    await waitFor(actor, (s) => s.matches('review') && s.context.feeRate !== null);
    expect(actor.getSnapshot().context.feeRate).toBe(30);
    return within(screen.getByTestId('sweep-dialog')).getByTestId('sweep-total');
  };

  it('a buyer lacking 2 small coins reads the split at most 0.0000624 BTC (6,240 sats) in the Total', async () => {
    const all = sweepOutcomes.all;
    const total = await reviewAt({ ...all, prepared: { ...all.prepared!, paddingsMissing: 2 } });
    // A split of one input, 2 coins and the change: 11 + 68 + 43 × 3 = 208 vB, × 30 sats/vB = 6,240 sats; 185,757 + 6,240.
    expect(summaryRow(total, 'Padding split (your wallet lacks 2 small coins to pad with)')).toHaveTextContent('at most 0.0000624 BTC');
    expect(summaryRow(total, 'Total')).toHaveTextContent('0.00191997 BTC');
  });

  it('a buyer with its small coins reads the Total without a split', async () => {
    const total = await reviewAt(sweepOutcomes.all);
    expect(total).not.toHaveTextContent('Padding split');
    expect(summaryRow(total, 'Total')).toHaveTextContent('0.00185757 BTC');
  });
});
