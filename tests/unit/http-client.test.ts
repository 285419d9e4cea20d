import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/services/http/api-error';
import { createHttpClient } from '../../src/services/http/http-client';
import { createServerTimeService } from '../../src/services/time/server-time';

const BASE = 'http://api.test/basic';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (timeoutMs = 30_000) => createHttpClient({ baseUrl: BASE, fetch: (...a) => fetch(...a), timeoutMs });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as ApiError,
  );

describe('http core', () => {
  it('unwraps the envelope on code 0 and sends the query', async () => {
    server.use(
      http.get(`${BASE}/base/preload`, ({ request }) =>
        HttpResponse.json({ code: 0, msg: 'ok', data: { signMsg: new URL(request.url).searchParams.get('address') } }),
      ),
    );
    await expect(client().get('/base/preload', { query: { address: 'tb1qxyz', skip: undefined } })).resolves.toEqual({ signMsg: 'tb1qxyz' });
  });
  it('turns a nonzero code into a server error with the code and message', async () => {
    server.use(http.post(`${BASE}/base/login`, () => HttpResponse.json({ code: -501, msg: 'Session expired', data: null })));
    const error = await failure(client().post('/base/login', { a: 1 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', code: -501, serverMessage: 'Session expired', path: '/base/login' });
  });
  it('non-200, empty body, non-JSON body and network failure each have their kind', async () => {
    server.use(
      http.get(`${BASE}/s500`, () => new HttpResponse('oops', { status: 500 })),
      http.get(`${BASE}/empty`, () => new HttpResponse('', { status: 200 })),
      http.get(`${BASE}/html`, () => new HttpResponse('<html>', { status: 200 })),
      http.get(`${BASE}/shape`, () => HttpResponse.json({ hello: 1 })),
      http.get(`${BASE}/down`, () => HttpResponse.error()),
    );
    expect(await failure(client().get('/s500'))).toMatchObject({ kind: 'status', status: 500, path: '/s500' });
    expect(await failure(client().get('/empty'))).toMatchObject({ kind: 'no-data', message: 'response_no_data' });
    expect(await failure(client().get('/html'))).toMatchObject({ kind: 'bad-response' });
    expect(await failure(client().get('/shape'))).toMatchObject({ kind: 'bad-response' });
    expect(await failure(client().get('/down'))).toMatchObject({ kind: 'network', message: 'network_error' });
  });
  it('aborts a call that runs past its time-out', async () => {
    server.use(
      http.get(`${BASE}/slow`, async () => {
        await delay(2_000);
        return HttpResponse.json({ code: 0, msg: '', data: 1 });
      }),
    );
    expect(await failure(client(50).get('/slow'))).toMatchObject({ kind: 'timeout' });
  });
});

describe('server time', () => {
  it('reads /ts2 and takes the middle of the round trip as local time', async () => {
    server.use(http.get(`${BASE}/ts2`, () => HttpResponse.json({ code: 0, msg: '', data: { ts: 1_795_262_400 } })));
    const times = [1_000, 3_000];
    const service = createServerTimeService({ fetchServerTime: () => client().get('/ts2'), clock: { now: () => times.shift() ?? 0 } });
    await expect(service.read()).resolves.toEqual({ serverTimeMs: 1_795_262_400_000, localTimeMs: 2_000 });
  });
  it('a reading without a usable time is an error, not drift', async () => {
    server.use(http.get(`${BASE}/ts2`, () => HttpResponse.json({ code: 0, msg: '', data: {} })));
    const service = createServerTimeService({ fetchServerTime: () => client().get('/ts2'), clock: { now: () => 0 } });
    expect(await failure(service.read())).toMatchObject({ kind: 'bad-response', path: '/ts2' });
  });
});
