import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { deriveAccounts, type DevAccount } from '../../devnet/wallet/dev-accounts';
import { batchItem, type BatchItem, type BatchOutcome } from '../../src/domain/market/batch-list';
import { createBatchListActors } from '../../src/flows/batch-list/batch-list.actors';
import type { Api } from '../../src/services/api/create-api';
import type { WalletSigner } from '../../src/services/wallet-session/wallet-signer';
import { devnetPerFile, taprootAccount } from './devnet-world';

/**
 * The batch listing's preparing step against the devnet (issue 29, the reviews' findings): each item is located by
 * the indexer, and an item that would sell something the dialog does not show is refused on that item, before the
 * market is asked to prepare it. The signer only gives the account: nothing is signed here.
 */
const devnet = devnetPerFile();
const [one, , alice] = deriveAccounts();

const signerOf = (dev: DevAccount) => ({ walletType: 'unisat', account: taprootAccount(dev), ensureBound: async () => {} }) as unknown as WalletSigner;
const itemsOf = async (api: Api, address: string, names: readonly string[]): Promise<BatchItem[]> => {
  const held = (await api.query.accountInscriptions(address, 100)).list;
  return names.map((name) => {
    const found = held.find((i) => i.collectionItemName === name)!;
    return { ...batchItem({ id: found.inscriptionId, category: 'collection', title: name, nameKind: 'name' }), priceSats: '1200000' };
  });
};
const prepare = async (api: Api, dev: DevAccount, items: readonly BatchItem[]) => {
  const actors = createBatchListActors({ api: async () => api, signer: signerOf(dev), network: 'testnet' });
  return toPromise(createActor(actors.createAll, { input: { items } }).start()) as Promise<readonly BatchOutcome[]>;
};

describe('batch listing: what the preparing step refuses, on the devnet', () => {
  it('an item whose output also holds another inscription (Devnet Punk #3 and its note) is refused on that item', async () => {
    const { api } = await devnet(alice!);
    const out = await prepare(api, alice!, await itemsOf(api, alice!.ordinalsAddress, ['Devnet Punk #3']));
    expect(out).toEqual([
      {
        id: expect.any(String),
        change: { stage: 'failed', reason: 'Its output also holds another inscription, which would be sold with it. List it from its page.' },
      },
    ]);
  });

  it('the same output twice is prepared once; the other item says why; the prepared one is held to where the indexer says it is', async () => {
    const { api } = await devnet(one!);
    const [punk] = await itemsOf(api, one!.ordinalsAddress, ['Devnet Punk #1']);
    const out = await prepare(api, one!, [punk!, { ...punk!, id: `${punk!.id}`, title: 'Devnet Punk #1 (again)' }]);
    expect(out[0]!.change.stage).toBe('created');
    const utxo = (await api.query.inscriptionInfo(punk!.id)).utxo!;
    expect(out[0]!.change.created?.item).toEqual({ txid: utxo.txid, vout: utxo.vout });
    expect(out[1]!.change).toEqual({
      stage: 'failed',
      reason: 'It shares its output with Devnet Punk #1: listed apart, a buyer of either would get both. List them from their pages.',
    });
  });
});
