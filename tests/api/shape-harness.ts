import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createActor, toPromise, type AnyActorLogic, type InputFrom, type OutputFrom } from 'xstate';
import type { WalletSigner } from '../../src/services/wallet-session/wallet-signer';
import { siteRequestProblems } from '../helpers/swagger-request';
import { HOST, makeApi } from './helpers';

/** A request the site's client sent: its call (the path under the layer's base), query and JSON body. */
export interface Sent {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly body: unknown;
  /** What the swagger's request check finds wrong with it (tests/helpers/swagger-request.ts). */
  readonly problems: readonly string[];
}

/**
 * The site's API client over msw: every request to the test host is recorded (with the swagger check's findings)
 * and answered from `answers` by its path (`/market/brc20/auction/confirm_put_on`), as `{code: 0, data}`.
 */
export function shapeServer() {
  const sent: Sent[] = [];
  let answers: Record<string, (url: URL) => unknown> = {};
  let refusals: Record<string, { code: number; msg: string }> = {};
  const server = setupServer(
    http.all(`${HOST}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      sent.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? (JSON.parse(text) as unknown) : undefined,
        problems: await siteRequestProblems(request),
      });
      const refusal = refusals[url.pathname];
      if (refusal) return HttpResponse.json({ ...refusal, data: null });
      const answer = answers[url.pathname];
      if (!answer) return HttpResponse.json({ code: -1, msg: `no answer for ${url.pathname}`, data: null });
      return HttpResponse.json({ code: 0, msg: 'ok', data: answer(url) });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    sent.length = 0;
    answers = {};
    refusals = {};
  });
  afterAll(() => server.close());
  return {
    sent,
    /** Answers for paths: data, or a function of the request's URL giving it. */
    answer: (next: Record<string, unknown>) => {
      const made = Object.entries(next).map(([path, data]): [string, (url: URL) => unknown] => [
        path,
        typeof data === 'function' ? (data as (url: URL) => unknown) : () => data,
      ]);
      answers = { ...answers, ...Object.fromEntries(made) };
    },
    /** The server's refusal `{ code, msg }` for `path` (the gateway's -404 "not offered" on this network). */
    refuse: (path: string, code: number, msg: string) => {
      refusals = { ...refusals, [path]: { code, msg } };
    },
    /** The one request to `path`, checked clean against the swagger. */
    only: (path: string): Sent => {
      const matching = sent.filter((s) => s.path === path);
      expect(matching.map((s) => s.path)).toEqual([path]);
      expect(matching[0]!.problems).toEqual([]);
      return matching[0]!;
    },
  };
}

export const ACCOUNT = {
  ordinalsAddress: 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
  ordinalsPubKey: `02${'11'.repeat(32)}`,
  paymentAddress: 'tb1qpaypaypaypaypaypaypaypaypaypaypayp0yx3c',
  paymentPubKey: `03${'22'.repeat(32)}`,
};

/** A connected two-address wallet (Xverse): the flows read its account and bind it; nothing here signs. */
export const SIGNER = { walletType: 'xverse', account: ACCOUNT, ensureBound: async () => {} } as unknown as WalletSigner;

/** The flow services over the msw client. */
export function flowServices() {
  const { api } = makeApi({ session: 'session-1' });
  return { api: async () => api, signer: SIGNER, network: 'testnet' as const };
}

/** Runs one promise actor of a flow to its end with `input`. */
export const run = <L extends AnyActorLogic>(logic: L, input: InputFrom<L>): Promise<OutputFrom<L>> =>
  toPromise(createActor(logic, { input } as never).start()) as Promise<OutputFrom<L>>;
