import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_KEY } from './fake-upstream';
import { startGateway } from './gateway-harness';

const MiB = 1024 * 1024;
/** An inscription id (any 64 hex digits and an index). */
const id = (n: number) => `${n.toString(16).padStart(64, '0')}i0`;
/** `size` bytes that differ from one place to the next (a truncated or shifted copy does not compare equal). */
const bytes = (size: number, seed = 0) => {
  const body = Buffer.alloc(size);
  for (let i = 0; i < size; i++) body[i] = (i + seed) % 251;
  return body;
};
type Gateway = Awaited<ReturnType<typeof startGateway>>;
const get = async (g: Gateway, inscription: string) => {
  const answer = await fetch(`${g.contentOrigin}/content/${inscription}`);
  return { status: answer.status, headers: answer.headers, body: Buffer.from(await answer.arrayBuffer()) };
};

describe("the gateway's content origin keeps what it fetched (issue 41)", () => {
  let g: Gateway;
  beforeAll(async () => {
    g = await startGateway({ contentCache: { maxBytes: 2.5 * MiB, maxItemBytes: 2 * MiB, maxInFlight: 32 } });
  });
  afterAll(() => g.close());

  it('500 requests for one 1 MiB inscription make one fetch from the content host, and each gets its bytes', async () => {
    const inscription = id(1);
    const content = bytes(MiB);
    g.upstream.setContent(inscription, { body: content, type: 'image/png' });
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all(Array.from({ length: 25 }, () => get(g, inscription)));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('image/png');
        expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(answer.body.equals(content)).toBe(true);
      }
    }
    expect(g.upstream.contentFetches(inscription)).toBe(1);
  }, 60_000);

  it('requests for the same inscription at the same time share one fetch', async () => {
    const inscription = id(2);
    g.upstream.setContent(inscription, { body: 'gm, slowly', type: 'text/plain', delayMs: 300 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(g, inscription)));
    expect(answers.map((a) => `${a.status} ${a.body.toString()}`)).toEqual(Array.from({ length: 20 }, () => '200 gm, slowly'));
    expect(g.upstream.contentFetches(inscription)).toBe(1);
  });

  it('keeps at most its bound: past it, what was asked for longest ago is fetched again; a larger item is served but not kept', async () => {
    const [a, b, c, large] = [id(3), id(4), id(5), id(6)];
    for (const [n, inscription] of [a, b, c].entries()) g.upstream.setContent(inscription, { body: bytes(MiB, n + 1) });
    g.upstream.setContent(large, { body: bytes(3 * MiB) });
    const fetches = () => [a, b, c, large].map((i) => g.upstream.contentFetches(i));
    await get(g, a);
    await get(g, b);
    await get(g, a); // a is now the most recently asked for; b the least
    expect(fetches()).toEqual([1, 1, 0, 0]);
    await get(g, c); // 3 MiB past the 2.5 MiB bound: b goes
    await get(g, a);
    await get(g, c);
    expect(fetches()).toEqual([1, 1, 1, 0]);
    expect((await get(g, b)).body.equals(bytes(MiB, 2))).toBe(true);
    expect(fetches()).toEqual([1, 2, 1, 0]);
    for (let i = 0; i < 2; i++) expect((await get(g, large)).body.equals(bytes(3 * MiB))).toBe(true);
    expect(fetches()).toEqual([1, 2, 1, 2]);
  });

  it('keeps only what was answered with success: an inscription missing once is asked for again', async () => {
    const inscription = id(7);
    g.upstream.setContent(inscription, { body: 'not found', status: 404 });
    expect(await get(g, inscription)).toMatchObject({ status: 404 });
    expect((await get(g, inscription)).body.toString()).toBe('No such inscription.');
    g.upstream.setContent(inscription, { body: 'found now', type: 'text/plain' });
    expect((await get(g, inscription)).body.toString()).toBe('found now');
    expect((await get(g, inscription)).body.toString()).toBe('found now');
    expect(g.upstream.contentFetches(inscription)).toBe(3);
  });

  it('never sends the key to the content host, and serves no content that holds it', async () => {
    const [echoed, inBody, inType] = [id(8), id(9), id(10)];
    g.upstream.setFault('echo-key');
    try {
      g.upstream.setContent(echoed, { body: 'gm', type: 'text/plain' });
      const answer = await get(g, echoed);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-echoed-authorization')).toBeNull();
      expect(g.upstream.calls.findLast((c) => c.url === `/content/${echoed}`)?.headers.authorization).toBeUndefined();
    } finally {
      g.upstream.setFault('none');
    }
    g.upstream.setContent(inBody, { body: `{"key":"${TEST_KEY}"}`, type: 'application/json' });
    g.upstream.setContent(inType, { body: 'gm', type: `text/plain; key=${TEST_KEY}` });
    for (const inscription of [inBody, inType]) {
      const answer = await get(g, inscription);
      expect(answer.status).toBe(502);
      expect(answer.body.toString()).toBe('The content host answered something this gateway does not pass on.');
      expect(`${JSON.stringify([...answer.headers])} ${answer.body.toString()}`).not.toContain(TEST_KEY);
    }
  });
});

describe("the gateway's content origin is rate-limited and bounded", () => {
  it('a client past its limit gets 429 with words, and the content host is not asked', async () => {
    const g = await startGateway({
      rate: { ip: { burst: 100, perSecond: 100 }, session: { burst: 100, perSecond: 100 }, content: { burst: 3, perSecond: 0.001 } },
    });
    try {
      const inscription = id(11);
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await get(g, inscription)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const refused = await get(g, inscription);
      expect(refused.body.toString()).toBe('Too many requests from your address: wait a few seconds and try again.');
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(g.upstream.contentFetches(inscription)).toBe(1);
    } finally {
      await g.close();
    }
  });

  it('fetches at most maxInFlight inscriptions at once: one more is told to wait (503), and served afterwards', async () => {
    const g = await startGateway({ contentCache: { maxBytes: 10 * MiB, maxItemBytes: MiB, maxInFlight: 2 } });
    try {
      const ids = [id(12), id(13), id(14)];
      for (const inscription of ids) g.upstream.setContent(inscription, { body: inscription, type: 'text/plain', delayMs: 300 });
      const answers = await Promise.all(ids.map((inscription) => get(g, inscription)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 503]);
      const waited = ids[answers.findIndex((a) => a.status === 503)]!;
      expect(answers.find((a) => a.status === 503)!.body.toString()).toBe('The content host is busy: try again in a few seconds.');
      expect((await get(g, waited)).body.toString()).toBe(waited);
    } finally {
      await g.close();
    }
  });
});
