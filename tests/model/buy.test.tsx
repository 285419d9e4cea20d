import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import type { BidPrepare } from '../../src/domain/entities';
import { type ItemCheck } from '../../src/domain/market/buy-rules';
import { type BuyMachine } from '../../src/flows/buy/buy.machine';
import { bidProblem, type BuiltPurchase, type BuyContext, type BuyInput, type CreateBidInput, type PrepareInput } from '../../src/flows/buy/buy.types';
import { buyModel, buyOutcomes } from '../../src/flows/buy/buy.model';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { BuyDialog } from '../../src/ui/market/buy-dialog';
import type { BuyListing } from '../../src/ui/market/buy-listing';
import { FEE_ADDRESS } from '../../devnet/market/market-config';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { spendSmallCoins } from './small-coins';
import { createBuyActors } from '../../src/flows/buy/buy.actors';
import { buyMachine } from '../../src/flows/buy/buy.machine';
import { feeChooserGestures } from './fee-chooser-gestures';
import { describeFlow } from './describe-flow';
import { signingStepMachine, type SigningInput } from '../../src/flows/shared/signing-step.machine';
import { devnetPerFile, expectSignedOnlyAfter, gatedSigner, listingAsPageReads, REAL_ACTORS } from './devnet-world';
import { createWorld, failureResponse } from './real-world';
import { renderDialogActor } from './dialog-harness';
import { BUILT, buyWalk, CHECK_FAILED, CHOOSER_RATES, ESTIMATE, PRICE_ROW } from './buy-figures';
import { summaryRow } from './summary-row';
import { saidAfter } from './said-words';
import { buyNotices, buySays } from './buy-words';

/** The buy flow's paths against the machine and the real dialog (market, check and wallet settled by each path). */
let changed = 0;
let closed = 0;

const dialog = () => within(screen.getByTestId('buy-dialog'));
const WORKING_WORDS = {
  creating: 'The market is building the transaction…',
  signing: 'Check the transaction in your wallet and sign it…',
} as const;

/** The dialog's own messages (the fee chooser says a failed fee source in an alert of its own). */
const dialogAlerts = () =>
  within(screen.getByTestId('buy-dialog'))
    .queryAllByRole('alert')
    .filter((a) => !screen.queryByTestId('fee-chooser')?.contains(a))
    .map((a) => a.textContent);
const chooserOf = (actor: AnyActorRef) => (actor.getSnapshot() as FlowSnapshot).children.feeChooser as AnyActorRef | undefined;

const devnet = devnetPerFile();

const [me] = deriveAccounts();
let signed: string[] = [];

describeFlow(buyModel, {
  real: {
    name: REAL_ACTORS,
    start: async (path) => {
      const given = path.input as BuyInput;
      // The buyer is the dev wallet's first account (it sells nothing), funded where it pays from.
      const { h, api } = await devnet(me!);
      h.devnet.chain.fund(me!.ordinalsAddress, 5_000_000n);
      h.devnet.mine(1);
      const listed = await listingAsPageReads(api, given.category, given.auctionId);
      // After a -139 the app reads the new price itself (inscription_info): that read is the devnet's, no step's.
      let repriced = false;
      // confirm_bid is the signing step's (its answer follows the step's outcome); the fee chooser's rates are the chooser's.
      const routes = {
        prepare: /\/create_bid_prepare$/,
        createBid: /\/create_bid$/,
        verifyItem: /\/inscription_info$/,
        loadFees: /\/v1\/fees\/recommended$/,
      };
      const noteRepriced = (outcome: object) => {
        if ('error' in outcome && (outcome.error as { code?: number }).code === -139) repriced = true;
      };
      const world = createWorld({
        session: api.session,
        routes: (path) =>
          /\/confirm_bid$/.test(path)
            ? { follows: 'signingStep' }
            : ((Object.keys(routes) as (keyof typeof routes)[]).find((k) => routes[k].test(path) && !(k === 'verifyItem' && repriced)) ?? null),
        answers: {
          // The buyer has a small coin when the dialog prepares (the app reads its coins then): a padding split is
          // what the market builds beyond what was shown (the 'costs more than shown' step).
          prepare: async (outcome, forward, request) => {
            noteRepriced(outcome);
            if (!('output' in outcome)) return failureResponse(outcome.error);
            const { address } = (await request.clone().json()) as { address: string };
            if (!h.devnet.indexer.spendableUtxos(address).some((u) => BigInt(u.value) <= 1_000n)) {
              h.devnet.chain.fund(address, 600n);
              h.devnet.mine(1);
            }
            return forward();
          },
          // A padding split: the buyer's small coins are spent first (merged into a big one), so the devnet's market
          // has none to pad with and builds the split, as for a buyer who never had one.
          createBid: async (outcome, forward, request) => {
            noteRepriced(outcome);
            if (!('output' in outcome)) return failureResponse(outcome.error);
            // The address the wallet pays from (the request's): it holds a small coin to pad with, or none.
            const { address } = (await request.clone().json()) as { address: string };
            if ((outcome.output as BuiltPurchase).padding) spendSmallCoins(h.devnet, me!, address);
            else if (!h.devnet.indexer.spendableUtxos(address).some((u) => BigInt(u.value) <= 1_000n)) {
              h.devnet.chain.fund(address, 600n);
              h.devnet.mine(1);
            }
            return forward();
          },
          // 'Repriced': the devnet's inscription_info states another price; 'not where the listing says': its utxo another output.
          verifyItem: async (outcome, forward) => {
            if (!('output' in outcome)) return failureResponse(outcome.error);
            const answer = (await (await forward()).json()) as { data: { price: number; utxo: Record<string, unknown> } };
            const { data } = answer;
            if (outcome.output === 'changed') return Response.json({ ...answer, data: { ...data, price: data.price + 1 } });
            if (outcome.output === 'moved') return Response.json({ ...answer, data: { ...data, utxo: { ...data.utxo, txid: 'ff'.repeat(32), vout: 7 } } });
            return Response.json(answer);
          },
        },
      });
      world.listen();
      const wallet = gatedSigner(world, me!, api, { psbt: 'signingStep' });
      signed = wallet.signed;
      // No fee address configured (the open API publishes none): the fee is held by its amount to the output the dialog names.
      const actors = createBuyActors({ api: async () => api, signer: wallet.signer, network: 'testnet', config: { marketFeeAddress: null } });
      const input: BuyInput = {
        ...given,
        priceSats: String(listed.priceSats),
        item: listed.item,
        itemOffset: listed.itemOffset,
        inscriptionId: listed.inscriptionId,
        listed: listed.listed,
      };
      const actor = createActor(buyMachine.provide({ actors }), { input }).start();
      return { actor, world };
    },
    verify: (_expected, actor, path, at) => {
      // A changed price (-139) says the new one, as the app read it from the market itself.
      const error = ((actor.getSnapshot() as FlowSnapshot).context as BuyContext).error;
      // With no fee address configured, the fee's recipient the dialog shows is read from the built purchase: the
      // devnet market's own fee address (the check then held the fee output to the prepare's amount).
      const built = (actor.getSnapshot() as FlowSnapshot).context as BuyContext;
      if (built.bid) expect(built.feeTo).toBe(FEE_ADDRESS);
      if (error?.startsWith(buyOutcomes.repriced.message))
        expect(error).toMatch(
          /^The price has updated by the seller\. Please try again\. The new price is [\d.]+ BTC \([\d,]+ sats\): open Buy again to buy at it\.$/,
        );
      // The wallet signs only once the user confirmed and the check passed the market's PSBTs: never before the
      // path's signature step, and at that step the purchase (and its padding split, when there is one).
      expectSignedOnlyAfter(signed, path, at, 'signingStep', 2);
    },
  },
  machine: {
    // The model's invariants, on the running machine's context (the runner has checked where it is).
    verify: (expected, actor, path, at) => {
      const context = (actor.getSnapshot() as FlowSnapshot).context as BuyContext;
      // The purchase is for the bid this path typed (or the fixed price it buys at).
      const walk = buyWalk(path, at, 'machine');
      expect(context.bidSats).toBe(walk.bid);
      // What the check holds the purchase to is the page's listing, whatever the market answers along the way.
      const listed = path.input as BuyInput;
      expect({ item: context.item, itemOffset: context.itemOffset }).toEqual({ item: listed.item, itemOffset: listed.itemOffset });
      // A purchase goes ahead only for a bid the input allows: whole sats from the least next bid up.
      if (!expected.matches('bidding') && expected.status !== 'done') expect(bidProblem(context.bidSats, context.priceSats)).toBeNull();
      // A padding split only with the split the market built; nothing signed until Sign once the cost went up.
      if (context.padding) expect(context.bid?.psbtBid2).toBeTruthy();
      // Nothing is built or signed before Confirm with a verified item and a fee rate.
      if (context.bid || expected.matches('creating')) expect(context.feeRate).not.toBeNull();
      if (expected.matches('signing')) expect(context.bid).not.toBeNull();
      // A message shows only where the user can read it: never while a step is working.
      if (expected.matches('creating') || expected.matches('signing')) expect(context.error).toBeNull();
      // The rate the purchase uses is the one the chooser shows for what the path did: none before the rates load,
      // Normal's 21 sats/vB once they have, Economy's 13 once picked (the defaults' 30 and 15 after a failed source);
      // an emptied custom rate is no rate, and the last one stays.
      if (expected.status === 'done') return;
      const chooser = chooserOf(actor)!.getSnapshot() as FlowSnapshot;
      expect(context.feeRate).toBe(walk.rates === 'loading' ? null : CHOOSER_RATES[walk.rates][walk.option]);
      // The rate is fixed while the purchase is built, signed and sent, and open at the review.
      if (!chooser.matches('loading') && (['creating', 'rebuilt', 'signing'] as const).some((s) => expected.matches(s)))
        expect(chooser.matches({ ready: 'fixed' })).toBe(true);
      if (!chooser.matches('loading') && (['preparing', 'prepareFailed', 'review'] as const).some((s) => expected.matches(s)))
        expect(chooser.matches({ ready: 'open' })).toBe(true);
    },
  },
  view: {
    name: 'the buy dialog',
    start: (machine, input) => {
      const given = input as BuyInput;
      changed = 0;
      closed = 0;
      return renderDialogActor(
        (onActor) => (
          <BuyDialog
            listing={{
              ...given,
              priceSats: Number(given.priceSats),
              title: 'Devnet Punk #3',
              nameKind: 'name',
            }}
            onClose={() => closed++}
            onChanged={() => changed++}
            testing={{ machine: machine as BuyMachine, onActor }}
          />
        ),
        'tb1p-buyer',
      );
    },
    events: {
      BID_CHANGED: (_actor: AnyActorRef, event: { sats: string }) =>
        void fireEvent.change(dialog().getByLabelText('Your bid (sats)'), { target: { value: event.sats } }),
      NEXT: () => void fireEvent.click(dialog().getByRole('button', { name: 'Next' })),
      BACK: () => void fireEvent.click(dialog().getByRole('button', { name: 'Back' })),
      // The fee chooser tells the purchase its rate (its gestures are the chooser's, below).
      FEE_RATE: 'outside',
      CONFIRM: () => void fireEvent.click(dialog().getByTestId('buy-confirm')),
      SIGN: () => void fireEvent.click(dialog().getByTestId('buy-sign')),
      RETRY: () => void fireEvent.click(dialog().getByRole('button', { name: 'Try again' })),
      CLOSE: () => {
        const view = dialog();
        fireEvent.click(
          view.queryByRole('button', { name: 'Cancel' }) ?? view.queryByRole('button', { name: 'Done' }) ?? view.getByRole('button', { name: 'Close' }),
        );
      },
    },
    children: { feeChooser: feeChooserGestures },
    verify: (expected, actor, path, at) => {
      if (expected.status === 'done') {
        expect(closed).toBe(1);
        return;
      }
      const context = expected.context as BuyContext;
      // The graph keeps one snapshot per kind of bid (valid or not): the bid typed is this path's own.
      const walk = buyWalk(path, at, 'view');
      const view = dialog();
      // The words the path's steps make the dialog say (buy-words.ts); no alert where they say none.
      const said = saidAfter(path, at, buySays);
      const notice = saidAfter(path, at, buyNotices);
      expect(dialogAlerts()).toEqual(said && !expected.matches('success') ? [said] : []);
      if (expected.matches('success')) {
        expect(view.getByTestId('buy-success')).toHaveTextContent(
          context.marketType === 'auction' ? 'Success. Your bid on Devnet Punk #3 is placed.' : 'Success. Devnet Punk #3 is yours',
        );
        expect(screen.getAllByText('Success.').length).toBeGreaterThan(0);
        // A purchase says its transaction (issue 28, 9): the txid the market answered.
        const txid = (actor.getSnapshot() as FlowSnapshot).context.confirmed?.txid as string | undefined;
        if (txid) expect(view.getByTestId('buy-txid')).toHaveTextContent(`Transaction ${txid}`);
        else expect(view.queryByTestId('buy-txid')).toBeNull();
        expect(changed).toBeGreaterThan(0);
        return;
      }
      if (expected.matches('gone')) {
        expect(said).not.toBeNull();
        expect(view.queryByTestId('buy-confirm')).toBeNull();
        expect(changed).toBeGreaterThan(0);
        return;
      }
      if (expected.matches('bidding')) {
        expect(view.getByLabelText('Your bid (sats)')).toHaveValue({ '99': 99, '105000': 105_000, '120000': 120_000 }[walk.bid]);
        if (!said) expect(view.getByText(/the highest bid plus 5%/)).toBeVisible();
        expect(view.getByText('Bid on', { exact: false })).toHaveTextContent('Bid on Devnet Punk #3. The highest bid wins when the auction ends.');
        return;
      }
      if (notice) expect(view.getByTestId('buy-notice')).toHaveTextContent(notice);
      else expect(view.queryByTestId('buy-notice')).toBeNull();
      if (expected.matches('preparing')) {
        expect(view.getByText('Preparing the purchase…')).toBeVisible();
        expect(view.getByTestId('buy-confirm')).toBeDisabled();
        return;
      }
      if (expected.matches('prepareFailed')) {
        expect(said).not.toBeNull();
        expect(view.getByRole('button', { name: 'Try again' })).toBeEnabled();
        return;
      }
      // Review and the working steps: the summary of the prepare's answer, every sat, for this path's price and rate
      // (the prepare's own 10 sats/vB while the rates load); once the market built the purchase, its network fee.
      const summary = view.getByTestId('buy-summary');
      expect(summary).toHaveTextContent(PRICE_ROW[walk.bid]!);
      expect(summary).toHaveTextContent('Service fee0.00003 BTC (3,000 sats) (2%)');
      const rate = walk.rates === 'loading' ? 10 : CHOOSER_RATES[walk.rates][walk.option];
      const built = expected.matches('signing') || expected.matches('rebuilt');
      expect(summaryRow(summary, 'Network fee')).toHaveTextContent(built ? BUILT.network : ESTIMATE[rate]!.network);
      expect(summaryRow(summary, 'Total')).toHaveTextContent((built ? (walk.padded ? BUILT.padded : BUILT.total) : ESTIMATE[rate]!.total)[walk.bid]!);
      // The chooser's options are off while the purchase is built and signed, on at the review.
      const chooser = buyModel.childSnapshots(expected).feeChooser!;
      if (chooser.matches('loading')) expect(screen.getByText('Loading the current fee rates…')).toBeVisible();
      else expect(screen.getByTestId('fee-chooser')).toHaveProperty('disabled', chooser.matches({ ready: 'fixed' }));
      const confirm = () => view.getByTestId('buy-confirm');
      if (expected.matches('review')) {
        const verification = view.getByTestId('buy-verification');
        if (expected.matches({ review: 'checking' })) expect(verification).toHaveAttribute('data-state', 'checking');
        if (expected.matches({ review: 'failed' })) expect(verification).toHaveTextContent(CHECK_FAILED[walk.checked!]!);
        if (expected.matches({ review: 'verified' })) expect(verification).toHaveTextContent('Verified: the item is where the listing says.');
        // Confirm is off without a verified item or a fee rate.
        expect(confirm()).toHaveProperty('disabled', !expected.matches({ review: 'verified' }));
        // Back at review nothing built is shown: the summary is the estimate the next Confirm builds.
        expect(view.queryByTestId('buy-padding')).toBeNull();
        return;
      }
      // The padding split is a line of its own, in the total, before the first signature.
      if (context.padding) {
        expect(view.getByTestId('buy-padding')).toHaveTextContent('0.0000141 BTC (1,410 sats)');
        // The market's padding split: 1,410 sats, in the total above (price + 3,000 service + 2,500 built network + 1,410).
      } else expect(view.queryByTestId('buy-padding')).toBeNull();
      if (expected.matches('rebuilt')) {
        expect(view.getByTestId('buy-rebuilt')).toHaveTextContent('your wallet will ask you to sign two transactions');
        // Sign stands where nothing else was (Confirm is gone), off for a moment: a double click never signs.
        expect(view.queryByTestId('buy-confirm')).toBeNull();
        expect(view.getByTestId('buy-sign')).toHaveProperty('disabled', expected.matches({ rebuilt: 'reading' }));
        expect(view.getByRole('button', { name: 'Cancel' })).toBeEnabled();
        return;
      }
      const step = (['creating', 'signing'] as const).find((s) => expected.matches(s))!;
      expect(confirm()).toHaveTextContent('Buying…');
      expect(confirm()).toBeDisabled();
      expect(view.getByText(WORKING_WORDS[step])).toBeVisible();
      expect(view.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    },
  },
});

describe('buy: the rules the paths rely on', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });
  const fixedPrice: BuyInput = {
    category: 'collection',
    auctionId: 'devnet-000065',
    marketType: 'fixedPrice',
    priceSats: '300000',
    item: { txid: 'aa'.repeat(32), vout: 0 },
    itemOffset: 0,
    inscriptionId: null,
    token: null,
    listed: { priceSats: 300_000, seller: null, tick: null },
  };
  const start = (overrides: Partial<Parameters<BuyMachine['provide']>[0]> = {}, input: BuyInput = fixedPrice) =>
    createActor(buyModel.machine.provide(overrides as never), { input }).start();

  it('the bid must be whole sats from the least next bid up to 1,000,000,000', () => {
    expect(bidProblem('', '105000')).toBe('Enter your bid.');
    expect(bidProblem('1.5', '105000')).toBe('Enter a whole number of sats.');
    expect(bidProblem('104999', '105000')).toBe('The bid must be at least 105,000 sats (the highest bid plus 5%).');
    expect(bidProblem('99999', '100000', true)).toBe('The bid must be at least 100,000 sats (the opening price: nobody has bid yet).');
    expect(bidProblem('105000', '105000')).toBeNull();
    expect(bidProblem('1000000000', '105000')).toBeNull();
    expect(bidProblem('1000000001', '105000')).toBe('The bid can be at most 1000000000 sats.');
  });

  it('-122 on create_bid shows its message and runs the prepare again', async () => {
    const prepare = vi.fn(async () => buyOutcomes.prepared);
    const actor = start({
      actors: {
        prepare: fromPromise<BidPrepare, PrepareInput>(prepare),
        verifyItem: fromPromise(async (): Promise<ItemCheck> => 'live'),
        createBid: fromPromise(async () => Promise.reject(buyOutcomes.reprepare)),
      },
    });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ review: 'verified' })).toBe(true));
    actor.send({ type: 'FEE_RATE', rate: 12 });
    actor.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(prepare).toHaveBeenCalledTimes(2));
    expect(actor.getSnapshot().context.notice).toBe(buyOutcomes.reprepare.message);
  });

  it('a double click on Confirm makes one purchase', async () => {
    const createBid = vi.fn(() => new Promise<BuiltPurchase>(() => {}));
    const actor = start({
      actors: {
        prepare: fromPromise<BidPrepare, PrepareInput>(async () => buyOutcomes.prepared),
        verifyItem: fromPromise(async (): Promise<ItemCheck> => 'live'),
        createBid: fromPromise<BuiltPurchase, CreateBidInput>(createBid),
      },
    });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ review: 'verified' })).toBe(true));
    actor.send({ type: 'FEE_RATE', rate: 12 });
    act(() => {
      actor.send({ type: 'CONFIRM' });
      actor.send({ type: 'CONFIRM' });
    });
    expect(createBid).toHaveBeenCalledTimes(1);
  });

  const dialogOver = (createBid: BuiltPurchase, noWallet = false) => {
    const machine = buyMachine.provide({
      actors: {
        prepare: fromPromise<BidPrepare, PrepareInput>(async () => buyOutcomes.prepared),
        verifyItem: fromPromise(async (): Promise<ItemCheck> => 'live'),
        createBid: fromPromise<BuiltPurchase, CreateBidInput>(async () => createBid),
        // The wallet never answers.
        signingStep: signingStepMachine.provide({ actors: { sign: fromPromise<unknown, SigningInput>(() => new Promise(() => {})) } }),
      },
    });
    const listing: Omit<BuyListing, 'title' | 'nameKind'> = {
      category: 'collection',
      auctionId: 'devnet-000065',
      marketType: 'fixedPrice',
      priceSats: 300_000,
      item: null,
      itemOffset: 0,
      inscriptionId: null,
      token: null,
      listed: { priceSats: 300_000, seller: null, tick: null },
    };
    return renderDialogActor(
      (onActor) => (
        <BuyDialog
          listing={{ ...listing, title: 'Devnet Punk #3', nameKind: 'name' } as const}
          onClose={() => {}}
          onChanged={() => {}}
          testing={{ machine, onActor }}
        />
      ),
      'tb1p-buyer',
      { noWallet },
    );
  };

  it('a purchase that spends coins a bid of the user holds names that bid, and waits for Sign (issue 27, 1)', async () => {
    const bid = {
      category: 'domain',
      auctionId: 'devnet-000063',
      bidId: 'bid-7',
      priceSats: '126000',
      title: '777.bitmap',
      coins: [],
      placedAt: 0,
      endTime: null,
    } as const;
    const actor = dialogOver({ bid: buyOutcomes.created, padding: null, feeTo: null, holds: [], voids: [bid] });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ review: 'verified' })).toBe(true));
    actor.send({ type: 'FEE_RATE', rate: 12 });
    fireEvent.click(screen.getByTestId('buy-confirm'));
    await vi.waitFor(() => expect(screen.getByTestId('buy-voids')).toHaveTextContent('signing it voidsyour bid of 0.00126 BTC (126,000 sats) on 777.bitmap'));
    expect(actor.getSnapshot().matches('rebuilt')).toBe(true);
    expect(screen.getByTestId('buy-sign')).toBeDisabled();
  });

  it('a wallet that disconnected mid-purchase (its account switched) is said, not a silent Confirm that is off', async () => {
    const actor = dialogOver({ bid: buyOutcomes.created, padding: null, feeTo: null, holds: [], voids: [] }, true);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ review: 'verified' })).toBe(true));
    expect(screen.getByTestId('buy-no-wallet')).toHaveTextContent('Your wallet is not connected any more');
    expect(screen.getByTestId('buy-confirm')).toBeDisabled();
  });
});
