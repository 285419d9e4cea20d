import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '../../src/domain/messages';
import { BASES, makeApi } from './helpers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('text inscription content (spec 000 section 8)', () => {
  it('reads UTF-8 text', async () => {
    server.use(http.get(`${BASES.content}/content/abci0`, () => new HttpResponse('{"p":"brc-20","op":"transfer"} ✓')));
    await expect(makeApi().api.content.text('abci0')).resolves.toEqual({ ok: true, text: '{"p":"brc-20","op":"transfer"} ✓' });
  });
  it("'request failed', 'load failed', 'parse failed'", async () => {
    server.use(
      http.get(`${BASES.content}/content/down`, () => HttpResponse.error()),
      http.get(`${BASES.content}/content/gone`, () => new HttpResponse('', { status: 404 })),
      http.get(`${BASES.content}/content/binary`, () => new HttpResponse(new Uint8Array([0xff, 0xfe, 0x00, 0xc3]))),
    );
    const { api } = makeApi();
    const result = async (id: string) => {
      const r = await api.content.text(id);
      return r.ok ? r.text : formatMessage(r.error);
    };
    expect(await result('down')).toBe('request failed');
    expect(await result('gone')).toBe('load failed');
    expect(await result('binary')).toBe('parse failed');
  });
});
