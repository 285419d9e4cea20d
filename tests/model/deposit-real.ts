import { createActor, type AnyActorRef } from 'xstate';
import { MODULE_INSCRIPTION_ID } from '../../devnet/swap/swap-config';
import { deriveAccounts, type DevAccount } from '../../devnet/wallet/dev-accounts';
import { depositActors } from '../../src/flows/swap-op/deposit.actors';
import { depositModel, depositOutcomes } from '../../src/flows/swap-op/deposit.model';
import type { SwapDeps } from '../../src/flows/swap-op/swap-op.actors';
import type { TransferableDetail } from '../../src/services/api/query-api';
import type { RealDriver } from './describe-flow';
import type { devnetPerFile } from './devnet-world';
import { expectSignedOnlyAfter, gatedFeeChooser, gatedSigner, REAL_ACTORS } from './devnet-world';
import { createWorld, failureResponse } from './real-world';

/**
 * The deposit's paths with its real actors (deposit.actors.ts over the app's API client and wallet session) in a world
 * of msw over the devnet, where Account 1 inscribes a transfer of 100 ordi first. What the panel gives the actors (the
 * transfer inscriptions it lists) is the indexer's list, read again when the path's quote step comes for a check of the
 * pick: the devnet's list, or the list without it (no longer yours). The indexer's word on where the
 * inscription sits is the prepare step's (on no output: burned), create_deposit follows it (code -2: a commit);
 * confirm_deposit follows the signing step, system_status is the commit's wait.
 */
export function depositReal(devnet: ReturnType<typeof devnetPerFile>, me: DevAccount = deriveAccounts()[0]!): RealDriver {
  let signed: string[] = [];
  return {
    name: REAL_ACTORS,
    start: async () => {
      const { h, api } = await devnet(me);
      const made = h.devnet.indexer.inscribe(me.ordinalsAddress, {
        contentType: 'text/plain;charset=utf-8',
        content: JSON.stringify({ p: 'brc-20', op: 'transfer', tick: 'ordi', amt: '100' }),
      });
      h.devnet.mine(1);
      let actor: AnyActorRef | null = null;
      const checking = () => (['quoting', 'requoting', 'refreshing'] as const).find((s) => actor?.getSnapshot().matches(s));
      const QUOTE_OF = { quoting: 'quote', requoting: 'requote', refreshing: 'refresh' } as const;
      /** The panel's list of the account's ordi transfer inscriptions, as last read. */
      let listed: readonly TransferableDetail[] = [];
      /** The check of the pick under way: a check the user left (picked again, another token) waits for no step. */
      let held: AbortController | null = null;
      /** The list read again for a check, once the path's step says how it ends: as the devnet has it, or without the inscription. */
      const readAgain = async (check: keyof typeof QUOTE_OF) => {
        held?.abort();
        const mine = (held = new AbortController());
        const outcome = await world.gate(QUOTE_OF[check], mine.signal);
        const { detail } = await api.query.transferableInscriptions(me.ordinalsAddress, 'ordi', 0, 100);
        listed = 'output' in outcome ? detail : detail.filter((t) => t.inscriptionId !== made.id);
      };
      const world = createWorld({
        session: api.session,
        routes: (path) => {
          if (path.endsWith(`/inscription/info/${made.id}`) && actor?.getSnapshot().matches('preparing')) return 'prepare';
          if (/\/create_deposit$/.test(path)) return { follows: 'prepare' };
          // confirm_deposit is the signing step's send: it follows the step's outcome.
          if (/\/confirm_deposit$/.test(path)) return { follows: 'signingStep' };
          if (/\/system_status$/.test(path)) return 'opCommit';
          return null;
        },
        polled: ['opCommit'],
        answers: {
          // The indexer says where the inscription is (on no output: burned); create_deposit answers the swap's code.
          prepare: async (outcome, forward, request) => {
            if ('output' in outcome) return forward();
            const failure = outcome.error as { code: number | null };
            if (!/\/inscription\/info\//.test(new URL(request.url).pathname)) return failureResponse(outcome.error);
            if (failure.code !== null) return forward();
            const answer = (await (await forward()).json()) as { data: Record<string, unknown> };
            return Response.json({ ...answer, data: { ...answer.data, utxo: null } });
          },
        },
      });
      world.listen();
      const wallet = gatedSigner(world, me, api, { psbt: 'signingStep' });
      signed = wallet.signed;
      // The API client, with the panel's list read again where the pick is checked (the panel reads it every 10 s).
      const deps: SwapDeps = {
        api: async () => {
          const check = checking();
          if (check) await readAgain(check);
          return api;
        },
        signer: wallet.signer,
        now: () => h.now(),
      };
      // The user's pick on the panel (the model's inscription) is the devnet's transfer of 100 ordi, while listed.
      const transferOf = (id: string) => (id === depositOutcomes.request.inscriptionId ? listed.find((t) => t.inscriptionId === made.id) : undefined);
      const actors = depositActors(deps, { network: 'testnet', module: MODULE_INSCRIPTION_ID, transferOf });
      actor = createActor(depositModel.machine.provide({ actors: { ...actors, feeChooser: gatedFeeChooser(world) } }), {
        input: { operation: 'deposit' },
      }).start();
      actor.subscribe(() => void (checking() ? null : held?.abort()));
      return { actor, world };
    },
    // One PSBT for each deposit the user signs: never before the path's signing step.
    verify: (_expected, _actor, path, at) => expectSignedOnlyAfter(signed, path, at, 'signingStep'),
  };
}
