import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, startGateway } from './gateway-harness';
import { TEST_KEY } from './fake-upstream';

/**
 * The gateway in front of the devnet (`--devnet`, devnet/server/gateway-front.ts): a call of the site the open API has
 * not goes to the devnet's declared extensions, with the signed-in user named; in front of a real host it is -404 and
 * never sent.
 */
let g: Awaited<ReturnType<typeof startGateway>> | null = null;
afterEach(async () => {
  await g?.close();
  g = null;
});

describe("the devnet's declared extensions, through the gateway", () => {
  it('with --devnet: market_entry goes to /x-devnet/api with the key and the signed-in address, nothing of the browser', async () => {
    g = await startGateway({ extensions: true });
    const { api } = await g.signIn(ACCOUNTS[0]!);
    await api.market
      .forCategory('brc20')
      .marketEntry({})
      .catch(() => null);
    const call = g.upstream.calls.at(-1)!;
    expect(call.url).toBe('/x-devnet/api/market/brc20/auction/market_entry');
    expect(call.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(call.headers['x-devnet-user']).toBe(ACCOUNTS[0]!.ordinalsAddress);
    for (const header of ['x-sign', 'x-client-key', 'x-session']) expect(call.headers[header]).toBeUndefined();
  });

  it("with --devnet, never inscription content: the site's origin answers its content call -404 and asks the devnet nothing", async () => {
    g = await startGateway({ extensions: true });
    const before = g.upstream.calls.length;
    const res = await fetch(`${g.origin}/api/static/content/${'ab'.repeat(32)}i0`);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toMatchObject({ code: -404, data: null });
    expect(g.upstream.calls.length).toBe(before);
  });

  it('with --devnet, the config flags are the devnet’s: /v4/config is forwarded, no user named without a session', async () => {
    g = await startGateway({ extensions: true });
    await g
      .api()
      .basic.config()
      .catch(() => null);
    const call = g.upstream.calls.at(-1)!;
    expect(call.url).toBe('/x-devnet/api/v4/config');
    expect(call.headers['x-devnet-user']).toBeUndefined();
  });

  it('with --devnet, a sign-in answers what the devnet knows of the user (its counts, its swap access), asked for that address', async () => {
    g = await startGateway({ extensions: true });
    const { user } = await g.signIn(ACCOUNTS[1]!);
    expect({ inscribeCount: user.inscribeCount, ogPassCount: user.ogPassCount, access: user.access }).toEqual({
      inscribeCount: 7,
      ogPassCount: 1,
      access: { swapAccess: { access: false } },
    });
    const asked = g.upstream.calls.find((c) => c.url === '/x-devnet/api/base/user')!;
    expect(asked.headers['x-devnet-user']).toBe(ACCOUNTS[1]!.ordinalsAddress);
    expect(asked.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
  });

  it('without it (a real host): the same call is -404 in words and never sent', async () => {
    g = await startGateway();
    const { api } = await g.signIn(ACCOUNTS[0]!);
    const before = g.upstream.calls.length;
    const error = await api.market
      .forCategory('brc20')
      .marketEntry({})
      .then(
        () => null,
        (e: unknown) => e as { code?: number; message?: string },
      );
    expect(error?.code).toBe(-404);
    expect(error?.message).toBe(
      "This part of the site is not available on this network yet: UniSat's open API has no call for it (market_entry). It works on the devnet.",
    );
    expect(g.upstream.calls.length).toBe(before);
  });
});
