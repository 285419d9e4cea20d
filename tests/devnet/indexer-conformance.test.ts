import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { createApi, type Api } from '../../src/services/api/create-api';
import { memoryKeyVault } from '../../src/services/http/request-key-vault';
import { INDEXER_MINIMAL } from '../api/indexer-answers';
import { clientDeps, failure, startDevnet } from './devnet-harness';

/**
 * The devnet's query answers as UniSat's open API's (issue 25): every open-API call the app decodes is made once on
 * the seeded devnet, its raw answer kept, and each goes through the same schema as the swagger-made answer
 * (tests/api/indexer-conformance.test.ts). And nothing the open API lacks where the app reads it.
 */
const [me, friend] = deriveAccounts();
let h: Awaited<ReturnType<typeof startDevnet>>;
let api: Api;
/** The devnet's answers (`data`), by the query layer's path. */
const raw = new Map<string, unknown>();
beforeAll(async () => {
  h = await startDevnet();
  const recording: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    const path = /\/api\/query(\/.+)$/.exec(new URL(input instanceof Request ? input.url : String(input)).pathname)?.[1];
    const body = path ? ((await res.clone().json()) as { code: number; data: unknown }) : null;
    if (path && body?.code === 0) raw.set(path, body.data);
    return res;
  };
  api = createApi({ ...clientDeps(h.origin, h.now), keyVault: memoryKeyVault(), getSession: () => null, fetch: recording });
});
afterAll(() => h.close());

/** The swagger's path template as the query layer asks it (the collection indexer under the same base). */
const pattern = (template: string) => new RegExp(`^${template.replace(/^\/v1/, '').replace(/\{[^}]+\}/g, '[^/]+')}$`);

describe('the devnet answers every open-API query call in the real shapes', () => {
  it('each call the app decodes, once; every answer decodes through its schema', async () => {
    const q = api.query;
    const a = me!.ordinalsAddress;
    await q.blockchainInfo();
    await q.addressBalance(a);
    const page = await q.inscriptionData(a, 0, 100);
    const first = page.inscription[0]!;
    await q.inscriptionInfo(first.inscriptionId);
    const [txid, vout] = first.output.split(':') as [string, string];
    await q.utxo(txid, Number(vout));
    await q.brc20Status({ start: 0, limit: 20 });
    await q.tickInfo('ordi');
    await q.tickHolders('ordi', 0, 20);
    await q.tickHistory('ordi', { type: 'inscribe-mint', height: (await q.blockchainInfo()).blocks }, 0, 20);
    await q.addressBrc20Summary(a);
    await q.addressTickInfo(a, 'ordi');
    await q.transferableInscriptions(a, 'ordi', 0, 20);
    await q.runesInfoList(0, 20);
    const runes = await q.addressRunes(a);
    expect(runes.detail.length).toBeGreaterThan(0);
    for (const u of h.devnet.chain.utxosOf(a)) await q.utxoRunes(u.txid, u.vout);
    // The collection indexer's calls, made by the account page's list.
    expect((await q.accountInscriptions(friend!.ordinalsAddress, 100)).list.some((i) => i.collectionItemName)).toBe(true);

    // The devnet has no address brc-20 history (nothing in the site reads it; tests/devnet/devnet.test.ts).
    for (const [call, path, schema] of INDEXER_MINIMAL.filter(([c]) => c !== 'brc20/{tick}/history')) {
      const answers = [...raw].filter(([p]) => pattern(path).test(p)).map(([, data]) => data);
      expect(answers.length, `the devnet was asked ${call} (${path})`).toBeGreaterThan(0);
      for (const answer of answers) {
        const result = v.safeParse(schema, answer);
        expect(result.success ? null : `${call}: ${JSON.stringify(result.issues[0]?.path?.map((p) => p.key))} ${result.issues[0]?.message}`).toBeNull();
      }
    }
  });

  it('the shapes the issue names: inscription-data by cursor, transferableInscriptions, {detail,start,total}, runes counts as text', () => {
    const get = (re: RegExp) => [...raw].find(([p]) => re.test(p))![1] as Record<string, unknown>;
    expect(get(/\/inscription-data$/)).toMatchObject({ cursor: 0, total: expect.any(Number), inscription: expect.any(Array) });
    expect(get(/\/inscription-data$/)).not.toHaveProperty('list');
    expect(get(/\/address\/[^/]+\/brc20\/ordi\/info$/)).toMatchObject({
      transferableInscriptions: expect.any(Array),
      availableBalanceSafe: expect.any(String),
    });
    expect(get(/\/address\/[^/]+\/brc20\/ordi\/info$/)).not.toHaveProperty('detail');
    expect(Object.keys(get(/\/transferable-inscriptions$/)).sort()).toEqual(['detail', 'start', 'total']);
    const rune = (get(/^\/runes\/info-list$/).detail as Record<string, unknown>[])[0]!;
    expect(typeof rune.mints).toBe('string');
    if (rune.terms) expect(typeof (rune.terms as { cap: unknown }).cap).toBe('string');
  });

  it("a tick's history takes the open API's type and height (issue 42): without them refused by name; as of a block before the deploy, none", async () => {
    // The old request (no type, no height), sent through the client as it was.
    expect(await failure(api.query.tickHistory('ordi', {} as never, 0, 20))).toMatchObject({
      code: -1,
      serverMessage: 'type is required: one of inscribe-deploy, inscribe-mint, inscribe-transfer, transfer, send, receive.',
    });
    expect(await failure(api.query.tickHistory('ordi', { type: 'transfer' } as never, 0, 20))).toMatchObject({
      code: -1,
      serverMessage: 'height is required: a block height.',
    });
    const tip = (await api.query.blockchainInfo()).blocks;
    const deploys = await api.query.tickHistory('ordi', { type: 'inscribe-deploy', height: tip }, 0, 20);
    expect(deploys.detail.map((e) => e.type)).toEqual(['inscribe-deploy']);
    const before = deploys.detail[0]!.height! - 1;
    expect((await api.query.tickHistory('ordi', { type: 'inscribe-deploy', height: before }, 0, 20)).total).toBe(0);
  });
});
