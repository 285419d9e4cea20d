import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '../../src/domain/messages';
import { userMessageForError } from '../../src/services/http/error-routing';
import { BASES, failure, makeApi } from './helpers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const answer = (code: number, msg = 'server says no') => HttpResponse.json({ code, msg, data: null });
const text = (error: unknown) => {
  const m = userMessageForError(error);
  return m === null ? null : 'key' in m ? formatMessage(m.key, m.params) : m.text;
};

describe('error routing (spec 001 section 8, spec 000 section 8)', () => {
  it.each([-501, -502])('basic %i: session invalid', async (code) => {
    server.use(http.get(`${BASES.basic}/base/preload`, () => answer(code, 'Session expired')));
    const { api, events } = makeApi();
    const error = await failure(api.basic.preload('tb1q'));
    expect(error).toMatchObject({ kind: 'server', code, serverMessage: 'Session expired' });
    expect(events).toEqual([{ type: 'session-invalid', code }]);
    expect(text(error)).toBe('Session expired');
  });

  it('swap -2: op committing, and its message is suppressed', async () => {
    server.use(http.get(`${BASES.swap}/balance`, () => answer(-2, 'System commit in progress .')));
    const { api, events } = makeApi();
    const error = await failure(api.swap.balance({ address: 'tb1q', tick: 'ordi' }));
    expect(events).toEqual([{ type: 'op-committing' }]);
    expect(userMessageForError(error)).toBeNull();
  });

  it('swap -6: swap maintenance', async () => {
    server.use(http.get(`${BASES.swap}/config`, () => answer(-6, 'maintenance')));
    const { api, events } = makeApi();
    await failure(api.swap.config());
    expect(events).toEqual([{ type: 'swap-maintenance' }]);
  });

  it.each([-8, -10])('swap %i: slippage error', async (code) => {
    server.use(http.post(`${BASES.swap}/swap`, () => answer(code, '')));
    const { api, events } = makeApi();
    const error = await failure(api.swap.swap({ amountIn: '1' } as never));
    expect(events).toEqual([{ type: 'slippage-error', code }]);
    expect(text(error)).toBe(formatMessage('slippage_error'));
  });

  it.each([
    [-106, { type: 'market-maintained' }],
    [-116, { type: 'brc20-read-only' }],
    [-117, { type: 'domain-read-only' }],
    [-163, { type: 'session-invalid', code: -163 }],
    [-100, { type: 'refresh-list', code: -100 }],
    [-139, { type: 'refresh-list', code: -139 }],
  ])('market %i', async (code, event) => {
    server.use(http.post(`${BASES.market}/brc20/auction/create_bid_prepare`, () => answer(code)));
    const { api, events } = makeApi();
    const error = await failure(api.market.forCategory('brc20').createBidPrepare({ auctionId: 'a', bidPrice: 1, address: 'x', pubkey: 'y' }));
    expect(events).toEqual([event]);
    if (code === -100) expect(text(error)).toBe('This inscription has been sold or unlisted.');
    if (code === -139) expect(text(error)).toBe('The price has updated by the seller. Please try again.');
  });

  it.each(['Need to bind first', 'If you use the receive address, you need to bind first'])("'%s': bind required, wallet outdated", async (msg) => {
    server.use(http.post(`${BASES.market}/domain/auction/create_put_on`, () => answer(-1, msg)));
    const { api, events } = makeApi();
    const error = await failure(api.market.forCategory('domain').createPutOn({ nftType: 'domain', initPrice: '1', pubkey: 'p', marketType: 'fixedPrice' }));
    expect(events).toEqual([{ type: 'bind-required' }]);
    expect(text(error)).toBe('Wallet connection outdated. Please connect to your wallet again.');
  });

  it("'Validation error' is shown as 'Validation error, please try again later'", async () => {
    server.use(http.post(`${BASES.basic}/base/login`, () => answer(-1, 'Validation error')));
    const { api } = makeApi();
    const error = await failure(api.basic.login({ address: 'a', pubkey: 'p', sign: 's', walletType: 'unisat' }));
    expect(text(error)).toBe('Validation error, please try again later');
  });

  it("a failed basic-v4 config raises the market's maintenance, not the swap's (the swap reads its own config, issue 45, 4)", async () => {
    server.use(http.get(`${BASES.basicConfig}/config`, () => HttpResponse.error()));
    const { api, events } = makeApi();
    await failure(api.basic.config());
    expect(events).toEqual([{ type: 'market-maintained' }]);
  });

  it('a failed market config fetch raises market maintenance', async () => {
    server.use(http.post(`${BASES.market}/runes/auction/config`, () => new HttpResponse('', { status: 502 })));
    const { api, events } = makeApi();
    await failure(api.marketConfig('runes'));
    expect(events).toContainEqual({ type: 'market-maintained' });
  });

  it('a user-rejected wallet request is never shown; one rule per wallet decides what a rejection is', () => {
    expect(userMessageForError({ code: 4001, message: 'User rejected the request.' }, 'unisat')).toBeNull();
    expect(userMessageForError({ code: -32000, message: 'User rejected' }, 'xverse')).toBeNull();
    expect(userMessageForError({ code: 'USER_REJECTION' }, 'magic-eden')).toBeNull();
    expect(userMessageForError({ kind: 'user-rejected', userRejected: true, message: 'User rejected the request.' })).toBeNull();
    // For Leather -32000 is a server error: it is shown.
    expect(userMessageForError({ code: -32000, message: 'Internal error' }, 'hiro')).toEqual({ text: 'Internal error' });
    // A bare code without the wallet that raised it is not taken for a rejection.
    expect(userMessageForError({ code: 4001, message: 'Something else' })).toEqual({ text: 'Something else' });
  });

  it('other codes show the server message; failures of transport their catalogue message', async () => {
    server.use(
      http.get(`${BASES.query}/blockchain/info`, () => answer(-33, 'tick not found')),
      http.get(`${BASES.query}/brc20/status`, () => HttpResponse.error()),
      http.get(`${BASES.query}/fee-estimate`, () => new HttpResponse('bad gateway', { status: 502 })),
      http.get(`${BASES.query}/address/x/balance`, () => new HttpResponse('')),
      http.get(`${BASES.query}/address/x/names-summary`, () => new HttpResponse('<html>')),
    );
    const { api, events } = makeApi();
    expect(text(await failure(api.query.blockchainInfo()))).toBe('tick not found');
    expect(text(await failure(api.query.brc20Status()))).toBe(formatMessage('network_error'));
    expect(text(await failure(api.fees.feeEstimate()))).toBe('The server could not answer right now (error 502). Try again in a moment.');
    expect(text(await failure(api.query.addressBalance('x')))).toBe(formatMessage('response_no_data'));
    expect(text(await failure(api.query.namesSummary('x')))).toBe(formatMessage('response_invalid'));
    expect(events).toEqual([]);
  });
});
