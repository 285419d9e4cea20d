import { TEST_NETWORK } from '@scure/btc-signer';
import { Decimal } from '../decimal';
import { verifyMessage } from '../../server/auth/message-signing';
import { PIZZA_TICK, pizzaClaimText } from '../server/signed-messages';
import { DevnetError } from '../devnet-error';
import type { Indexer } from '../indexer/indexer';
import type { ApiRoute } from '../server/api-surface';
import type { createAuth } from '../server/auth';
import { ok } from '../server/http-utils';
import { chainAddress } from '../server/input-checks';
import type { StateStore } from '../server/state';

/**
 * The pizza claim on the devnet (the shapes are ours; the spec names the calls): what each address may claim (set by the
 * control, `POST /devnet/api/user {address, pizzaClaimable}`), the total claimed, and the claim, which checks the
 * address's BIP-322 signature of the claim message for exactly the amount claimable and pays it out as pizza mint
 * inscriptions to the address (the tick's limit each).
 */
export function createPizzaRoutes(deps: { store: StateStore; auth: ReturnType<typeof createAuth>; indexer: Indexer }): ApiRoute[] {
  const { store, auth, indexer } = deps;
  const users = () => store.get().users;
  const info = (address: string) => ({
    address,
    claimable: users()[address]?.pizzaClaimable ?? '0',
    claimed: users()[address]?.pizzaClaimed ?? '0',
  });
  return [
    {
      layer: 'basic',
      method: 'GET',
      path: '/pizza/total',
      handle: ({ res }) => {
        const claimed = Object.values(users()).filter((u) => new Decimal(u.pizzaClaimed ?? '0').gt(0));
        ok(res, {
          tick: PIZZA_TICK,
          totalClaimed: claimed.reduce((a, u) => a.plus(u.pizzaClaimed ?? '0'), new Decimal(0)).toFixed(),
          claimers: claimed.length,
        });
      },
    },
    { layer: 'basic', method: 'GET', path: '/pizza/info', handle: ({ query, res }) => ok(res, info(chainAddress(query.get('address') ?? ''))) },
    {
      layer: 'basic',
      method: 'POST',
      path: '/pizza/claim',
      handle: ({ body, session, res }) => {
        const address = auth.requireSession(session);
        if (body.address !== address) throw new DevnetError(-1, 'Claim for the address signed in.');
        const { claimable, claimed } = info(address);
        if (!new Decimal(claimable).gt(0)) throw new DevnetError(-1, 'This address has no pizza to claim.');
        if (body.amount !== claimable) throw new DevnetError(-1, `This address can claim ${claimable} ${PIZZA_TICK}, not ${String(body.amount)}.`);
        const message = pizzaClaimText(address, claimable);
        if (typeof body.sign !== 'string' || !verifyMessage({ message, signature: body.sign, address, network: TEST_NETWORK, type: 'bip322-simple' }))
          throw new DevnetError(-1, 'The signature does not match the claim message and address.');
        const tick = indexer.tick(PIZZA_TICK);
        if (!tick || !new Decimal(tick.limit).gt(0)) throw new DevnetError(-1, `${PIZZA_TICK} is not deployed with a mint limit.`);
        // Paid as mints of the tick's limit (and the rest), each an inscription at the address.
        const inscriptionIds: string[] = [];
        for (let left = new Decimal(claimable); left.gt(0); left = left.minus(tick.limit)) {
          const amt = Decimal.min(left, tick.limit).toFixed();
          const minted = indexer.inscribe(address, {
            contentType: 'text/plain;charset=utf-8',
            content: JSON.stringify({ p: 'brc-20', op: 'mint', tick: PIZZA_TICK, amt }),
          });
          inscriptionIds.push(minted.id);
        }
        auth.setUser(address, { pizzaClaimable: '0', pizzaClaimed: new Decimal(claimed).plus(claimable).toFixed() });
        ok(res, { amount: claimable, inscriptionIds });
      },
    },
  ];
}
