import { createActor } from 'xstate';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { createPricingActors, type PricedItem } from '../../src/flows/list/pricing.actors';
import type { PricingInput, PricingMachine } from '../../src/flows/list/pricing.machine';
import type { RealDriver } from './describe-flow';
import { devnetPerFile, expectSignedOnlyAfter, gatedSigner, REAL_ACTORS } from './devnet-world';
import { createWorld } from './real-world';
import { itemOutpoint } from '../../src/ui/market/buy-listing';

const [me, , alice] = deriveAccounts();

/**
 * The list and update-price paths against their real actors over msw and the devnet: the dev wallet's first
 * account lists a Devnet Punk it has just been given; Alice changes the price of Devnet Punk #2 (devnet-000064).
 */
export function pricingRealDriver(flow: 'list' | 'update-price', machine: PricingMachine): RealDriver {
  const devnet = devnetPerFile();
  let signed: string[] = [];
  return {
    name: REAL_ACTORS,
    start: async (path) => {
      const given = path.input as PricingInput;
      const seller = flow === 'list' ? me! : alice!;
      let item: PricedItem;
      const { h, api } = await devnet(seller);
      if (flow === 'list') {
        const punk = h.devnet.indexer.inscribe(seller.ordinalsAddress, {
          contentType: 'text/plain',
          content: 'a punk of the real-actor paths',
          collection: { collectionId: 'devnet-punks', itemName: 'Devnet Punk #99', verified: true },
        });
        h.devnet.mine(1);
        const [txid = '', vout = '0'] = ((await api.reads.inscription(punk.id)).output ?? '').split(':');
        item = {
          category: 'collection',
          title: 'Devnet Punk #99',
          nameKind: 'name',
          auctionId: null,
          item: { txid, vout: Number(vout) },
          inscriptionId: punk.id,
          units: '1',
          currentSats: null,
          payAddress: null,
          asset: null,
        };
      } else {
        const row = await api.reads.listing('collection', given.auctionId!);
        item = {
          category: 'collection',
          title: 'Devnet Punk #2',
          nameKind: 'name',
          auctionId: row.auctionId,
          item: itemOutpoint(row, row.inscriptionId ? await api.reads.inscription(row.inscriptionId) : null) ?? { txid: '', vout: 0 },
          inscriptionId: row.inscriptionId ?? null,
          units: '1',
          currentSats: row.price,
          payAddress: null,
          asset: null,
        };
      }
      // The confirm call is the signing step's: it follows the step's outcome (the wallet's gate), with no wait of its own.
      const [create, confirm] = flow === 'list' ? ['/create_put_on', '/confirm_put_on'] : ['/create_modify_price', '/confirm_modify_price'];
      const world = createWorld({
        session: api.session,
        routes: (url) => (url.endsWith(create) ? 'create' : url.endsWith(confirm) ? { follows: 'signingStep' } : null),
      });
      world.listen();
      const wallet = gatedSigner(world, seller, api, { psbt: 'signingStep' });
      signed = wallet.signed;
      const actors = createPricingActors({ api: async () => api, signer: wallet.signer, network: 'testnet' }, flow, item);
      const actor = createActor(machine.provide({ actors }), { input: given }).start();
      return { actor, world };
    },
    verify: (_expected, _actor, path, at) => expectSignedOnlyAfter(signed, path, at, 'signingStep'),
  };
}
