import { act, fireEvent, render, screen } from '@testing-library/react';
import { createActor, type ActorRefFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { pizzaClaimModel } from '../../src/flows/pizza-claim/pizza-claim.model';
import { pizzaClaimMachine, type PizzaClaimed, type PizzaClaimMachine, type PizzaClaimRequest } from '../../src/flows/pizza-claim/pizza-claim.machine';
import { PizzaClaimView } from '../../src/ui/brc20/pizza-claim-panel';
import { recordedSigningStep } from './signing-ending';
import { describeFlow } from './describe-flow';
import { claimErrorSays, claimNoticeSays } from './message-claim-words';
import { saidAfter, signingEndAt } from './said-words';

const ADDRESS = 'tb1p-claimer';

/** The pizza claim's paths (issue 30) against the machine and the real view on the pizza tick's page. */
describeFlow(pizzaClaimModel, {
  machine: {
    verify: (expected, actor, path, at) => {
      const context = (actor.getSnapshot() as FlowSnapshot).context as {
        claim: PizzaClaimRequest | null;
        result: PizzaClaimed | null;
        error: string | null;
        notice: string | null;
      };
      // Where each way the signing step ends leaves the page, in the words it shows.
      const ended = signingEndAt(path.steps[at]!.event);
      if (ended === 'rejected') expect([context.error, context.notice]).toEqual([null, 'Claim cancelled in your wallet. Nothing was sent.']);
      if (ended === 'refused') expect([context.error, context.notice]).toEqual(['Connect your wallet to claim.', null]);
      if (ended === 'failed') expect([context.error, context.notice]).toEqual(['The signature does not match the claim message and address.', null]);
      if (ended === 'sent') expect([context.error, context.notice, context.result?.inscriptionIds.length]).toEqual([null, null, 2]);
      // A claim is for the amount the page showed (the signing step signs its message, then sends it); nothing is said
      // while it is on its way.
      if (expected.matches('signing')) expect([context.claim, context.result, context.error]).toEqual([{ amount: '750' }, null, null]);
      // Only an answered claim has a result: the amount claimed; a claim claimed is never said to have failed.
      if (context.result) expect(context.result.amount).toBe('750');
      expect(context.result !== null && context.error !== null).toBe(false);
    },
  },
  view: {
    name: 'the pizza claim',
    start: (machine) => {
      const running = createActor(machine).start();
      render(<PizzaClaimView actorRef={running as ActorRefFrom<PizzaClaimMachine>} address={ADDRESS} claimable="750" claimed="0" />);
      return running;
    },
    events: { CLAIM: () => void fireEvent.click(screen.getByTestId('pizza-claim-button')) },
    verify: (expected, _actor, path, at) => {
      const [error, notice] = [claimErrorSays, claimNoticeSays].map((says) => saidAfter(path, at, says));
      // The claim answered: 750 pizza, in two mint inscriptions; Claim forgets it (the page shows the claim on its way).
      const claimed = saidAfter(path, at, ({ event }) =>
        event.type === 'CLAIM' ? null : signingEndAt(event) === 'sent' ? 'Claimed 750 pizza: 2 mint inscriptions' : undefined,
      );
      const button = screen.getByTestId('pizza-claim-button');
      // The message the wallet signs is on screen: the address and exactly the amount.
      expect(screen.getByText(`Claim 750 pizza for ${ADDRESS}`)).toBeTruthy();
      expect(button).toHaveTextContent(expected.matches('ready') ? 'Claim 750 pizza' : 'Claiming…');
      expect(button).toHaveProperty('disabled', !expected.matches('ready'));
      if (error) expect(screen.getByRole('alert')).toHaveTextContent(error);
      else expect(screen.queryByRole('alert')).toBeNull();
      if (notice) expect(screen.getByText(notice)).toBeTruthy();
      if (expected.matches('signing')) expect(screen.getByText('Confirm in your wallet…')).toBeTruthy();
      if (claimed) expect(screen.getByTestId('pizza-claimed')).toHaveTextContent(claimed);
      else expect(screen.queryByTestId('pizza-claimed')).toBeNull();
    },
  },
});

describe('pizza claim: the signing step', () => {
  it('signs the claim message for the amount shown, then sends it with the signature; the page says which', async () => {
    const { step, asked, sent, approve } = recordedSigningStep<PizzaClaimRequest, string, PizzaClaimed>();
    const machine = pizzaClaimMachine.provide({
      actors: {
        signingStep: step,
      },
    });
    const running = createActor(machine).start();
    render(<PizzaClaimView actorRef={running} address={ADDRESS} claimable="750" claimed="0" />);
    fireEvent.click(screen.getByTestId('pizza-claim-button'));
    expect(screen.getByRole('status')).toHaveTextContent('Confirm in your wallet…');
    expect(asked).toEqual([{ amount: '750' }]);
    await act(async () => approve('signature-of-750'));
    expect(screen.getByRole('status')).toHaveTextContent('Sending the claim…');
    expect(screen.getByTestId('pizza-claim-button')).toHaveTextContent('Claiming…');
    expect(sent).toEqual([{ request: { amount: '750' }, signed: 'signature-of-750' }]);
    running.stop();
  });
});
