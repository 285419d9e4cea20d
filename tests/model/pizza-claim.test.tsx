import { fireEvent, render, screen } from '@testing-library/react';
import { createActor, type ActorRefFrom } from 'xstate';
import { expect } from 'vitest';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { pizzaClaimModel } from '../../src/flows/pizza-claim/pizza-claim.model';
import type { PizzaClaimed, PizzaClaimMachine } from '../../src/flows/pizza-claim/pizza-claim.machine';
import { PizzaClaimView } from '../../src/ui/brc20/pizza-claim-panel';
import { describeFlow } from './describe-flow';

const ADDRESS = 'tb1p-claimer';

/** The pizza claim's paths (issue 30) against the machine and the real view on the pizza tick's page. */
describeFlow(pizzaClaimModel, {
  machine: {
    verify: (expected, actor) => {
      const context = (actor.getSnapshot() as FlowSnapshot).context as { amount: string | null; sign: string | null; error: string | null };
      // A claim is for the amount the page showed, and is sent only with the signature.
      if (expected.matches('signing') || expected.matches('submitting')) expect(context.amount).toBe('750');
      if (expected.matches('submitting')) expect(context.sign).toBeTruthy();
      expect(Boolean(context.sign) && !context.amount).toBe(false);
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
    verify: (expected) => {
      const { error, notice, result } = expected.context as { error: string | null; notice: string | null; result: PizzaClaimed | null };
      const button = screen.getByTestId('pizza-claim-button');
      // The message the wallet signs is on screen: the address and exactly the amount.
      expect(screen.getByText(`Claim 750 pizza for ${ADDRESS}`)).toBeTruthy();
      expect(button).toHaveTextContent(expected.matches('ready') ? 'Claim 750 pizza' : 'Claiming…');
      expect(button).toHaveProperty('disabled', !expected.matches('ready'));
      if (error) expect(screen.getByRole('alert')).toHaveTextContent(error);
      else expect(screen.queryByRole('alert')).toBeNull();
      if (notice) expect(screen.getByText(notice)).toBeTruthy();
      if (result)
        expect(screen.getByTestId('pizza-claimed')).toHaveTextContent(`Claimed ${result.amount} pizza: ${result.inscriptionIds.length} mint inscriptions`);
      else expect(screen.queryByTestId('pizza-claimed')).toBeNull();
    },
  },
});
