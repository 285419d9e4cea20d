import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { BID_STATUS_LABELS, type BidStanding } from '../../src/domain/market/bid-standing';
import { bidWatchModel, watchedBid } from '../../src/flows/bid-watch/bid-watch.model';
import type { BidWatchMachine } from '../../src/flows/bid-watch/bid-watch.machine';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { BidRow } from '../../src/ui/market/bids-tab';
// Loaded up front: the row's Claim is a lazy chunk, and a module already loaded resolves within a step.
import '../../src/ui/market/claim-offer';
import { describeFlow } from './describe-flow';
import { renderDialog } from './dialog-harness';

const SETTLED = ['won', 'lost', 'replaced', 'voided', 'ended'];

/** The bid-watch paths: on the machine, and on the Bids tab's row as the user reads it. */
describeFlow(bidWatchModel, {
  machine: {
    verify: (expected, actor) => {
      const snapshot = actor.getSnapshot() as FlowSnapshot;
      const standing = snapshot.context.standing as BidStanding | null;
      // The state is where the last read put the bid; a settled bid is read no more.
      if (standing && !snapshot.matches('reading') && !snapshot.matches('unreadable')) expect(snapshot.value).toBe(standing.status);
      if (SETTLED.some((s) => expected.matches(s))) expect(snapshot.status).toBe('done');
      // A failed read keeps its words for the row; an answer clears them.
      if (expected.matches('unreadable')) expect(snapshot.context.error).toBe('Network problem: check your connection and try again.');
      if (['open', 'outbid', 'raised', ...SETTLED].some((s) => snapshot.matches(s))) expect(snapshot.context.error).toBeNull();
      expect(snapshot.context.record).toBe(watchedBid);
    },
  },
  view: {
    name: 'the Bids tab row',
    start: (machine) => {
      let running: AnyActorRef | undefined;
      renderDialog(
        <MemoryRouter>
          <BidRow record={watchedBid} testing={{ machine: machine as BidWatchMachine, onActor: (a) => (running = a) }} />
        </MemoryRouter>,
        'tb1pbidder',
      );
      return running!;
    },
    events: {
      // Try again on an unreadable row; on a row to claim, the claim dialog's Done reads again (onClaimed: its own test
      // is market-claim's), so the executor does what that callback does.
      RETRY: (actor: AnyActorRef) => {
        const retry = screen.queryByRole('button', { name: 'Try again' });
        if (retry) fireEvent.click(retry);
        else {
          expect(screen.getByTestId('claim-open')).toBeEnabled();
          actor.send({ type: 'RETRY' });
        }
      },
    },
    verify: (expected, actor) => {
      const row = screen.getByTestId('bid-row');
      // The item, the bid and the coins it holds are always on the row.
      expect(row).toHaveTextContent('777.bitmap');
      expect(row).toHaveTextContent('0.00126 BTC');
      expect(row).toHaveTextContent('aaaaaaaa…:0, bbbbbbbb…:1');
      // The standing the last read gave (a path may reach a state by another way than the model's example).
      const standing = (actor.getSnapshot() as FlowSnapshot).context.standing as BidStanding | null;
      if (expected.matches('unreadable')) expect(within(row).getByRole('alert')).toHaveTextContent('This bid could not be read: Network problem');
      else expect(within(row).queryByRole('button', { name: 'Try again' })).toBeNull();
      if (standing) {
        expect(within(row).getByTestId('bid-status')).toHaveTextContent(BID_STATUS_LABELS[standing.status]);
        expect(within(row).getByTestId('bid-reason')).toHaveTextContent(standing.reason);
      } else expect(within(row).getByTestId('bid-status')).toHaveTextContent('Reading…');
      // A bid whose item is the bidder's to claim offers Claim; no other does.
      if (standing?.status === 'claim' && !expected.matches('reading')) {
        expect(within(row).getByTestId('claim-open')).toHaveTextContent('Claim');
        // Issue 44, 15 (c): Claim and what it opens ("Opening…", a paragraph) are not inside a paragraph.
        expect(within(row).getByTestId('claim-open').closest('p')).toBeNull();
      } else if (standing?.status !== 'claim') expect(within(row).queryByTestId('claim-open')).toBeNull();
    },
  },
});

it('the paths reach every end a bid can come to, the void one among them', () => {
  const ends = new Set(bidWatchModel.paths().map((p) => String(p.state.value)));
  for (const end of ['won', 'lost', 'voided', 'ended']) expect(ends).toContain(end);
});
