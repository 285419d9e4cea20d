import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import type { FlowPath, FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { createUnlistActors } from '../../src/flows/unlist/unlist.actors';
import { unlistMachine, type CreatePutOffInput, type PutOff, type UnlistInput, type UnlistMachine } from '../../src/flows/unlist/unlist.machine';
import { devnetPerFile, expectSignedOnlyAfter, gatedSigner, listingAsPageReads, REAL_ACTORS, taprootAccount } from './devnet-world';
import { createWorld, failureResponse } from './real-world';
import { unlistModel, unlistOutcomes } from '../../src/flows/unlist/unlist.model';
import { UnlistDialog } from '../../src/ui/market/unlist-dialog';
import { describeFlow } from './describe-flow';
import { renderDialog, renderDialogActor } from './dialog-harness';
import { failureOfStep, saidAfter, signingEndAt, type SaysAfter } from './said-words';

/** The unlist flow's paths against the machine and the real dialog (market and wallet settled by each path). */
let changed = 0;
let closed = 0;

const dialog = () => screen.queryByTestId('unlist-dialog');
/** The market's answer in a failed step: the item sold or unlisted meanwhile (-100), or no answer. */
const marketSaid = (event: EventObject) =>
  failureOfStep(event).code === -100 ? 'This inscription has been sold or unlisted.' : 'The market could not be reached. Check your connection and try again.';
/**
 * What the dialog's alert says after a step: the market's failure (preparing, confirming or sending), the check's
 * refusal; Unlist, Sign and the market's prepared unlisting clear it, the wallet's no says nothing, and Back keeps it.
 */
const unlistSays: SaysAfter = ({ event }) => {
  if (/^xstate\.error\.actor\.(createPutOff|confirmPutOff)$/.test(event.type)) return marketSaid(event);
  const ended = signingEndAt(event);
  if (ended === 'refused') return 'Not signed: the item would go to tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx, not back to your address.';
  if (ended === 'failed') return marketSaid(event);
  if (ended !== null) return null;
  return ['UNLIST', 'SIGN', 'xstate.done.actor.createPutOff'].includes(event.type) ? null : undefined;
};
/** Whether voiding on-chain is ticked: at first, and as the path last set it. */
const onChainAt = (path: FlowPath, at: number): boolean => {
  const set = path.steps.slice(0, at + 1).findLast(({ event }) => event.type === 'SET_ON_CHAIN')?.event;
  return set && 'onChain' in set ? set.onChain === true : true;
};

const devnet = devnetPerFile();
const [, , alice] = deriveAccounts();
let signed: string[] = [];

describeFlow(unlistModel, {
  real: {
    name: REAL_ACTORS,
    start: async (path) => {
      const given = path.input as UnlistInput;
      // The seller of Devnet Punk #2 (devnet-000064) is the dev wallet's third account, listed from its one address.
      const { api } = await devnet(alice!);
      const listed = await listingAsPageReads(api, given.category, given.auctionId);
      // confirm_put_off is the signing step's for an on-chain unlisting (it follows the step's outcome), the flow's own off-chain.
      let signing = false;
      const world = createWorld({
        session: api.session,
        routes: (url) => {
          if (url.endsWith('/create_put_off')) {
            signing = false;
            return 'createPutOff';
          }
          if (url.endsWith('/confirm_put_off')) return signing ? { follows: 'signingStep' } : 'confirmPutOff';
          return null;
        },
        answers: {
          // The market decides whether there is a transaction to sign: where the path's answer is not the one the
          // devnet gives for the request made, the devnet is asked the other way (on-chain or off) and that is answered.
          createPutOff: async (outcome, forward, request) => {
            if (!('output' in outcome)) return failureResponse(outcome.error);
            const body = (await request.clone().json()) as { offChain?: boolean };
            const wantsPsbt = Boolean((outcome.output as PutOff).psbt);
            if (wantsPsbt === !body.offChain) return forward();
            const account = taprootAccount(alice!);
            const data = await world.direct(() =>
              api.market.forCategory(given.category).createPutOff({
                auctionId: given.auctionId,
                offChain: !wantsPsbt,
                ...(wantsPsbt ? { nftAddress: account.ordinalsAddress, btcPubkey: account.paymentPubKey } : {}),
              }),
            );
            return Response.json({ code: 0, msg: 'ok', data });
          },
        },
      });
      world.listen();
      const wallet = gatedSigner(world, alice!, api, {
        psbt: () => {
          signing = true;
          return 'signingStep';
        },
      });
      signed = wallet.signed;
      const actors = createUnlistActors({ api: async () => api, signer: wallet.signer, network: 'testnet' });
      const actor = createActor(unlistMachine.provide({ actors }), { input: { ...given, item: listed.item!, itemOffset: listed.itemOffset } }).start();
      return { actor, world };
    },
    verify: (_expected, _actor, path, at) => expectSignedOnlyAfter(signed, path, at, 'signingStep'),
  },
  machine: {
    // The model's invariants, on the running machine's context.
    verify: (expected, actor, path) => {
      const context = (actor.getSnapshot() as FlowSnapshot).context;
      // The item the check holds an on-chain unlisting to is the page's, whatever the market answers.
      const listed = path.input as UnlistInput;
      expect({ item: context.item, itemOffset: context.itemOffset }).toEqual({ item: listed.item!, itemOffset: listed.itemOffset });
      // The wallet is asked only for a transaction the market made and whose fee is shown.
      if (expected.matches('feeReview') || expected.matches('signing')) expect(context.putOff?.psbt).toBeTruthy();
      // The flow confirms by itself only an off-chain unlisting (nothing to sign); an on-chain one is the signing step's.
      if (expected.matches('confirming')) expect(context.putOff?.psbt).toBe('');
      if (expected.matches('creating') || expected.matches('signing') || expected.matches('confirming')) expect(context.error).toBeNull();
    },
  },
  view: {
    name: 'the unlist dialog',
    start: (machine) => {
      changed = 0;
      closed = 0;
      return renderDialogActor(
        (onActor) => (
          <UnlistDialog
            category="collection"
            auctionId="devnet-000064"
            title="Devnet Punk #2"
            nameKind="name"
            priceSats={250_000}
            item={{ txid: 'aa'.repeat(32), vout: 0 }}
            itemOffset={0}
            onClose={() => closed++}
            onChanged={() => changed++}
            testing={{ machine: machine as UnlistMachine, onActor }}
          />
        ),
        'tb1p-seller',
      );
    },
    events: {
      SET_ON_CHAIN: () => void fireEvent.click(within(dialog()!).getByRole('checkbox', { name: /Void the signed listing on-chain/ })),
      UNLIST: () => void fireEvent.click(within(dialog()!).getByRole('button', { name: 'Unlist' })),
      SIGN: () => void fireEvent.click(within(dialog()!).getByTestId('unlist-sign')),
      BACK: () => void fireEvent.click(within(dialog()!).getByRole('button', { name: 'Back' })),
      CLOSE: () => {
        const view = within(dialog()!);
        // The fee review has no Cancel of its own: the dialog's Close.
        const close =
          view.queryByRole('button', { name: 'Cancel' }) ?? view.queryByRole('button', { name: 'Done' }) ?? screen.getByRole('button', { name: 'Close' });
        fireEvent.click(close);
      },
    },
    verify: (expected, _actor, path, at) => {
      if (expected.status === 'done') {
        expect(closed).toBe(1);
        return;
      }
      const view = within(dialog()!);
      // The words the path's steps make the dialog say; no alert where they say none.
      const said = saidAfter(path, at, unlistSays);
      if (!expected.matches('success')) expect(view.queryAllByRole('alert').map((a) => a.textContent)).toEqual(said ? [said] : []);
      if (expected.matches('success')) {
        // Success comes from the signing step (on-chain) or the off-chain confirmation: each says what is true (issue 44).
        const onChain = (at > 0 ? path.steps[at - 1]!.state : path.initial).matches('signing');
        expect(view.getByTestId('unlist-success')).toHaveTextContent(
          onChain
            ? 'Unlist success. Devnet Punk #2 is off the market, and the transaction that moves it back to you is sent: once it confirms, the signed listing can never be used.'
            : 'Unlist success. The market no longer shows Devnet Punk #2, but the listing you signed is still valid: anyone holding a copy of it could still buy it at that price until the item moves.',
        );
        expect(screen.getAllByText('Unlist success.').length).toBeGreaterThan(0);
        expect(changed).toBeGreaterThan(0);
        return;
      }
      if (expected.matches('feeReview') || expected.matches('signing')) {
        // An on-chain unlisting: the fee the market states, and Sign (taken while the wallet is asked).
        expect(view.getByTestId('unlist-fee')).toHaveTextContent('Network fee: 420 sats');
        const sign = view.getByTestId('unlist-sign');
        expect(sign).toHaveProperty('disabled', expected.matches('signing'));
        return;
      }
      const unlist = view.getByRole('button', { name: /Unlist/ });
      expect(view.getByRole('checkbox', { name: /Void the signed listing on-chain/ })).toHaveProperty('checked', onChainAt(path, at));
      // Unticked, the dialog says what an off-chain unlisting leaves: a signed listing anyone holding it can still use.
      if (onChainAt(path, at)) expect(view.queryByTestId('unlist-off-chain')).toBeNull();
      else
        expect(view.getByTestId('unlist-off-chain')).toHaveTextContent(
          'Off-chain only, no fee: the market stops showing it, but the listing you signed stays valid. Anyone holding a copy of it could still buy Devnet Punk #2 at 0.0025 BTC until the item moves.',
        );
      if (expected.matches('sign')) {
        expect(unlist).toHaveTextContent('Unlist');
        expect(unlist).toBeEnabled();
      } else {
        // Working: the button is taken (a second click does nothing) and the step is said.
        expect(unlist).toHaveTextContent('Unlisting…');
        expect(unlist).toBeDisabled();
        const words = expected.matches('creating') ? 'Preparing the unlisting…' : 'Taking it off sale…';
        expect(view.getByRole('status')).toHaveTextContent(words);
      }
    },
  },
});

describe('unlist: the rules the paths rely on', () => {
  it('the dialog opens with voiding on-chain ticked and says what each choice does (issue 44)', () => {
    renderDialog(
      <UnlistDialog
        category="collection"
        auctionId="devnet-000064"
        title="Devnet Punk #2"
        nameKind="name"
        priceSats={250_000}
        item={{ txid: 'aa'.repeat(32), vout: 0 }}
        itemOffset={0}
        onClose={() => {}}
        onChanged={() => {}}
      />,
      'tb1p-seller',
    );
    const view = within(dialog()!);
    const onChain = view.getByRole('checkbox', { name: /Void the signed listing on-chain/ });
    expect(onChain).toHaveProperty('checked', true);
    expect(view.getByText(/off the market\?/)).toHaveTextContent('Take Devnet Punk #2, listed at 0.0025 BTC, off the market? It stays in your wallet.');
    expect(dialog()).not.toHaveTextContent('nobody can buy it');
    expect(onChain.closest('label')).toHaveTextContent(
      'Void the signed listing on-chain: the item moves back to your address in a transaction that costs a network fee (shown before you sign); once it confirms, the signed listing can never be used',
    );
    fireEvent.click(onChain);
    expect(view.getByTestId('unlist-off-chain')).toHaveTextContent('but the listing you signed stays valid');
  });

  it('a sold item (code -100) refreshes the list; a network failure does not', () => {
    const refreshed: string[] = [];
    const actor = createActor(unlistModel.machine.provide({ actions: { refreshList: () => void refreshed.push('refresh') } }), {
      input: { category: 'collection', auctionId: 'a', item: { txid: 'aa'.repeat(32), vout: 0 }, itemOffset: 0 },
    }).start();
    actor.send({ type: 'UNLIST' });
    actor.send({ type: 'xstate.error.actor.createPutOff', error: unlistOutcomes.network } as never);
    expect(refreshed).toEqual([]);
    actor.send({ type: 'UNLIST' });
    actor.send({ type: 'xstate.error.actor.createPutOff', error: unlistOutcomes.sold } as never);
    expect(refreshed).toEqual(['refresh']);
    expect(actor.getSnapshot().context.error).toBe('This inscription has been sold or unlisted.');
  });

  it('a double click on Unlist makes one request', async () => {
    const calls = vi.fn(() => new Promise<never>(() => {}));
    const { fromPromise } = await import('xstate');
    const machine = unlistModel.machine.provide({ actors: { createPutOff: fromPromise<PutOff, CreatePutOffInput>(calls) } });
    const actor = createActor(machine, { input: { category: 'collection', auctionId: 'a', item: { txid: 'aa'.repeat(32), vout: 0 }, itemOffset: 0 } }).start();
    act(() => {
      actor.send({ type: 'UNLIST' });
      actor.send({ type: 'UNLIST' });
    });
    expect(calls).toHaveBeenCalledTimes(1);
  });
});
