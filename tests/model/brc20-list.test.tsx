import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { choiceState, customAmountProblem, sortTransferChoices } from '../../src/domain/market/brc20-listing';
import type { Brc20ListContext, Brc20ListInput, Brc20ListMachine, FindInscribedInput } from '../../src/flows/brc20-list/brc20-list.machine';
import { brc20Choices, brc20ListModel } from '../../src/flows/brc20-list/brc20-list.model';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { Brc20ListFlow } from '../../src/ui/market/brc20-list-dialog';
import { createActor, fromPromise } from 'xstate';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import type { TransferChoice } from '../../src/domain/market/brc20-listing';
import { createBrc20ListActors } from '../../src/flows/brc20-list/brc20-list.actors';
import { describeFlow } from './describe-flow';
import { devnetPerFile, gatedSigner, REAL_ACTORS } from './devnet-world';
import { createWorld, failureResponse } from './real-world';
import { renderDialog } from './dialog-harness';
import { failureOfStep, saidAfter, type SaysAfter } from './said-words';

/** The brc-20 listing's paths against the machine and the real dialog (loads, wallet and waits settled by each path). */
let closed = 0;
const dialog = () => within(screen.getByTestId('brc20-list-dialog'));
const NETWORK = 'Network problem: check your connection and try again.';
/** What the dialog's alert says after a step: the network's failure (loading, or the wallet's inscription), or nothing. */
const brc20Says: SaysAfter = ({ event, state }) => {
  if (event.type === 'xstate.error.actor.loadChoices') return NETWORK;
  if (event.type === 'xstate.error.actor.inscribeTransfer') {
    const failure = failureOfStep(event);
    // The wallet's no and a wallet that cannot inscribe say nothing here.
    return failure.rejected || failure.unsupported ? undefined : NETWORK;
  }
  if (event.type === 'xstate.done.actor.loadChoices' || event.type === 'xstate.done.actor.inscribeTransfer') return null;
  // Next with a good amount starts the inscription afresh.
  return event.type === 'NEXT' && state.matches('inscribing') ? null : undefined;
};
/** The custom amount's problem, for the amounts the paths type: said once Next is pressed, until the amount changes. */
const AMOUNT_PROBLEMS: Readonly<Record<string, string | null>> = {
  '': 'Enter an amount.',
  '5000': 'You have 1000 available to sell.',
  '1.1234567890123456789': 'At most 18 decimal places.',
  '250': null,
};
const brc20Problem: SaysAfter = ({ event }, before) => {
  if (event.type === 'EDIT_AMOUNT') return null;
  if (event.type !== 'NEXT') return undefined;
  const typed = before.map((s) => s.event).findLast((e) => e.type === 'EDIT_AMOUNT');
  return AMOUNT_PROBLEMS[typed && 'amount' in typed ? String(typed.amount) : '']!;
};

const devnet = devnetPerFile();
const [me] = deriveAccounts();

/** The path's transfer inscriptions in the devnet's answer for the account's ordi (its `transferableInscriptions` rows, their shape). */
function withChoices(answer: { data: Record<string, unknown> }, choices: readonly TransferChoice[]) {
  const rows = (answer.data.transferableInscriptions as Record<string, unknown>[] | undefined) ?? [];
  const template = rows[0] ?? { data: { op: 'transfer', tick: 'ordi' } };
  const detail = choices.map((c) => ({
    ...template,
    inscriptionId: c.inscriptionId,
    inscriptionNumber: c.inscriptionNumber,
    confirmations: c.confirmations,
    data: { ...(template.data as object), amt: c.amount },
  }));
  return { ...answer, data: { ...answer.data, transferableInscriptions: detail, transferableCount: detail.length } };
}

describeFlow(brc20ListModel, {
  real: {
    name: REAL_ACTORS,
    start: async (path) => {
      const { api } = await devnet(me!);
      const address = me!.ordinalsAddress;
      let actor: AnyActorRef | null = null;
      // The transfers are read on opening (loadChoices) and while the new one confirms (findInscribed).
      const reader = () => (actor?.getSnapshot().matches('confirming') ? 'findInscribed' : 'loadChoices');
      const world = createWorld({
        session: api.session,
        routes: (path) => (/\/brc20\/ordi\/info$/.test(path) ? reader() : null),
        // The market's listings of the account: the path's listed transfer on sale.
        reshape: (path) =>
          /\/brc20\/auction\/list$/.test(path)
            ? async (response) => {
                const answer = (await response.json()) as { data: Record<string, unknown> };
                const rows = (answer.data.list as Record<string, unknown>[] | undefined) ?? [];
                // A listing as the market answers one (the devnet's first, or one of its shape when it has none).
                const like = rows[0] ?? {
                  nftType: 'brc20',
                  marketType: 'fixedPrice',
                  price: 60_000,
                  unitPrice: 600,
                  tick: 'ordi',
                  amount: '100',
                  onSaleTime: 1,
                };
                const list = brc20Choices
                  .filter((c) => c.listed)
                  .map((c) => ({ ...like, auctionId: `listed-${c.inscriptionId}`, inscriptionId: c.inscriptionId, status: 'listed' }));
                return Response.json({ ...answer, data: { ...answer.data, list, total: list.length } });
              }
            : null,
        answers: {
          loadChoices: async (outcome, forward) => {
            if (!('output' in outcome)) return failureResponse(outcome.error);
            const answer = (await (await forward()).json()) as { data: Record<string, unknown> };
            return Response.json(withChoices(answer, brc20Choices));
          },
          findInscribed: async (outcome, forward) => {
            if (!('output' in outcome)) return failureResponse(outcome.error);
            const answer = (await (await forward()).json()) as { data: Record<string, unknown> };
            // Found once confirmed: the new transfer is among the account's, with its confirmation.
            const made = outcome.output ? [outcome.output as TransferChoice] : [];
            return Response.json(withChoices(answer, [...brc20Choices, ...made]));
          },
        },
      });
      world.listen();
      const wallet = gatedSigner(world, me!, api, { inscribe: 'inscribeTransfer' });
      const actors = createBrc20ListActors({ api: async () => api, signer: wallet.signer }, { address, tick: 'ordi' });
      actor = createActor(brc20ListModel.machine.provide({ actors }), { input: path.input as Brc20ListInput }).start();
      return { actor, world };
    },
  },
  machine: {
    // The model's invariants, on the running machine's context.
    verify: (expected, actor) => {
      const context = (actor.getSnapshot() as FlowSnapshot).context as Brc20ListContext;
      // Only a transfer that is ready (confirmed, not listed) goes on to the price.
      if (expected.matches('pricing')) expect(context.chosen && choiceState(context.chosen, context.onSaleConfirmBlocks)).toBe('ready');
      // A custom amount is inscribed only when it is a whole amount within the safe available balance.
      if (expected.matches('inscribing')) expect(customAmountProblem(context.amount, context.safeAvailable, context.decimals)).toBeNull();
      // What the dialog loaded is what it offers: the choices are the account's transfers, each once.
      expect(new Set(context.choices.map((c) => c.inscriptionId)).size).toBe(context.choices.length);
    },
  },
  view: {
    name: 'the brc-20 list dialog',
    start: (machine, input) => {
      let running: AnyActorRef | undefined;
      closed = 0;
      renderDialog(
        <Brc20ListFlow
          tick="ordi"
          address="tb1p-holder"
          inscribeCount={0}
          input={input as Brc20ListInput}
          onClose={() => closed++}
          onChanged={() => {}}
          testing={{ machine: machine as Brc20ListMachine, onActor: (a) => (running = a) }}
        />,
        'tb1p-holder',
      );
      return running!;
    },
    events: {
      SELECT: (_actor: AnyActorRef, event: { inscriptionId: string }) => {
        const amount = brc20Choices.find((c) => c.inscriptionId === event.inscriptionId)!.amount;
        fireEvent.click(
          dialog()
            .getAllByTestId('transfer-choice')
            .find((b) => b.textContent?.startsWith(`${amount} ordi`))!,
        );
      },
      CUSTOM: () => void fireEvent.click(dialog().getByRole('button', { name: 'Custom amount' })),
      EDIT_AMOUNT: (_actor: AnyActorRef, event: { amount: string }) =>
        void fireEvent.change(dialog().getByLabelText('Amount of ordi to sell'), { target: { value: event.amount } }),
      NEXT: () => void fireEvent.click(dialog().getByRole('button', { name: 'Next' })),
      // In the price step the listing dialog (loading its limits here) shows the Back to the choice.
      BACK: () => void fireEvent.click(screen.getAllByRole('button', { name: 'Back' })[0]!),
      RETRY: () => void fireEvent.click(dialog().getByRole('button', { name: 'Try again' })),
      // The embedded listing dialog's own paths test its steps; its success reaches this flow as it reports it.
      LISTED: 'outside',
      CLOSE: () => void fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!),
    },
    verify: (expected, _actor, path, at) => {
      if (expected.status === 'done') {
        expect(closed).toBe(1);
        return;
      }
      const said = saidAfter(path, at, brc20Says);
      if (expected.matches('pricing')) {
        // The listing dialog takes over: it loads the market's limits for the chosen inscription.
        expect(screen.queryByTestId('brc20-list-dialog')).toBeNull();
        expect(screen.getByRole('dialog', { name: 'List' })).toBeVisible();
        return;
      }
      const view = dialog();
      if (expected.matches('loading')) expect(view.getByRole('status')).toHaveTextContent('Loading your ordi transfer inscriptions…');
      if (expected.matches('loadFailed')) expect(view.getByRole('alert')).toHaveTextContent(NETWORK);
      if (expected.matches('choosing')) {
        // Unlisted first, then unconfirmed, then listed; only the ready one can be chosen.
        const choices = view.getAllByTestId('transfer-choice');
        expect(choices.map((c) => c.getAttribute('data-state'))).toEqual(['ready', 'unconfirmed', 'listed']);
        expect(choices.map((c) => (c as HTMLButtonElement).disabled)).toEqual([false, true, true]);
      }
      if (expected.matches('custom') || expected.matches('inscribing')) {
        const hint = view.getByTestId('amount-hint');
        const problem = saidAfter(path, at, brc20Problem);
        if (problem) expect(hint).toHaveTextContent(problem);
        else expect(hint).toHaveTextContent('From 1 to 1000');
        if (said) expect(view.getAllByRole('alert').at(-1)).toHaveTextContent(said);
        else expect(view.queryByText(NETWORK)).toBeNull();
        expect(view.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', expected.matches('inscribing'));
      }
      if (expected.matches('inscribeElsewhere'))
        expect(view.getByRole('link', { name: 'Inscribe a transfer' })).toHaveAttribute('href', '/inscribe?mode=transfer&tick=ordi');
      if (expected.matches('confirming')) expect(view.getByTestId('transfer-confirming')).toHaveTextContent('can be listed after 1 confirmation');
    },
  },
});

describe('brc-20 listing: the choice rules', () => {
  it('sorts unlisted, then unconfirmed, then listed, each by amount descending', () => {
    const more = [...brc20Choices, { ...brc20Choices[0]!, inscriptionId: 'x', amount: '900' }, { ...brc20Choices[2]!, inscriptionId: 'y', amount: '50' }];
    expect(sortTransferChoices(more, 1).map((c) => `${choiceState(c, 1)} ${c.amount}`)).toEqual([
      'ready 900',
      'ready 300',
      'unconfirmed 100',
      'listed 200',
      'listed 50',
    ]);
  });
  it('a custom amount is 1 to the safe available balance', () => {
    expect(customAmountProblem('', '1000', 18)).toBe('Enter an amount.');
    expect(customAmountProblem('abc', '1000', 18)).toBe('Enter a number.');
    expect(customAmountProblem('0.5', '1000', 18)).toBe('The amount must be at least 1.');
    expect(customAmountProblem('1000', '1000', 18)).toBeNull();
    expect(customAmountProblem('1000.1', '1000', 18)).toBe('You have 1000 available to sell.');
  });
  it("a custom amount has no more decimals than the tick's (issue 44, 2)", () => {
    expect(customAmountProblem('1.1234567890123456789', '1000', 18)).toBe('At most 18 decimal places.');
    expect(customAmountProblem('1.123456789012345678', '1000', 18)).toBeNull();
    expect(customAmountProblem('2.5', '1000', 0)).toBe('At most 0 decimal places.');
  });
});

describe('brc-20 listing: a custom amount with more decimals than the tick allows (issue 44, 2)', () => {
  it('is refused on the field, and the wallet is not asked to inscribe it', async () => {
    let asked = 0;
    const machine = brc20ListModel.machine.provide({
      actors: {
        loadChoices: fromPromise(async () => brc20Choices),
        inscribeTransfer: fromPromise(async () => {
          asked++;
          return 'never';
        }),
        findInscribed: fromPromise<TransferChoice | null, FindInscribedInput>(async () => null),
      },
    });
    renderDialog(
      <Brc20ListFlow
        tick="ordi"
        address="tb1p-holder"
        inscribeCount={0}
        input={{ tick: 'ordi', safeAvailable: '1000', decimals: 18, onSaleConfirmBlocks: 1 }}
        onClose={() => {}}
        onChanged={() => {}}
        testing={{ machine: machine as Brc20ListMachine, onActor: () => {} }}
      />,
      'tb1p-holder',
    );
    // The file's clock is fake (the paths' delays): the loads settle as it moves.
    await vi.advanceTimersByTimeAsync(0);
    fireEvent.click(dialog().getByRole('button', { name: 'Custom amount' }));
    fireEvent.change(dialog().getByLabelText('Amount of ordi to sell'), { target: { value: '1.1234567890123456789' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Next' }));
    await vi.advanceTimersByTimeAsync(100);
    expect(dialog().getByTestId('amount-hint')).toHaveTextContent('At most 18 decimal places.');
    expect(asked).toBe(0);
    // 18 decimals are the tick's own: that amount goes to the wallet.
    fireEvent.change(dialog().getByLabelText('Amount of ordi to sell'), { target: { value: '1.123456789012345678' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Next' }));
    await vi.advanceTimersByTimeAsync(100);
    expect(asked).toBe(1);
  });
});
