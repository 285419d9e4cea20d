import { createServer, type IncomingMessage, type Server } from 'node:http';
import { MINIMAL as SWAP_ANSWERS } from '../api/swap-answers';
import { INDEXER_MINIMAL } from '../api/indexer-answers';
import { templatePattern } from '../../server/gateway/call-table';

const ITEM = `${'ab'.repeat(32)}i0`;
export const LISTED_ITEM = `${'cd'.repeat(32)}i0`;
/** A listed item whose inscription_info says not where it is: `utxo: {}`, as the swagger documents the field. */
export const UNPLACED_ITEM = `${'ee'.repeat(32)}i0`;
/** A seller of a runes lot on the fake market. */
export const RUNES_SELLER = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c';
/** The market's reads the pages make, in the swagger's shapes (/v3/market/{category}/auction/...): a brc-20 listing and an item. */
const MARKET_ANSWERS = [
  {
    // A runes lot, found among its seller's listings of its rune (the open API has no read by auctionId).
    pattern: /^\/v3\/market\/runes\/auction\/list$/,
    body: RUNES_SELLER,
    answer: {
      list: [
        {
          auctionId: 'r7',
          nftType: 'runes',
          marketType: 'fixedPrice',
          price: 64000,
          unitPrice: 64,
          amount: 1000,
          tick: 'DOG•GO•TO•THE•MOON',
          address: RUNES_SELLER,
        },
      ],
      total: 1,
    },
  },
  {
    pattern: /^\/v3\/market\/[a-z0-9]+\/auction\/list$/,
    answer: {
      list: [
        {
          auctionId: 'a1',
          inscriptionId: ITEM,
          inscriptionNumber: 7,
          nftType: 'brc20',
          marketType: 'fixedPrice',
          price: 150000,
          tick: 'ordi',
          amount: 400,
          unitPrice: 375,
        },
      ],
      total: 1,
    },
  },
  {
    // A listed item: its inscription_info states the listing (the open API has no read by auctionId).
    pattern: /^\/v3\/market\/[a-z0-9]+\/auction\/inscription_info$/,
    body: LISTED_ITEM,
    answer: {
      inscriptionId: LISTED_ITEM,
      inscriptionNumber: 8,
      auctionId: 'a2',
      marketType: 'fixedPrice',
      nftType: 'brc20',
      price: 120000,
      unitPrice: 400,
      tick: 'ordi',
      amount: 300,
      address: 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
      contentType: 'text/plain;charset=utf-8',
      utxo: { txid: 'cd'.repeat(32), vout: 0, satoshi: 546, inscriptions: [{ inscriptionId: LISTED_ITEM, offset: 0 }] },
    },
  },
  {
    pattern: /^\/v3\/market\/[a-z0-9]+\/auction\/inscription_info$/,
    body: UNPLACED_ITEM,
    answer: {
      inscriptionId: UNPLACED_ITEM,
      inscriptionNumber: 9,
      auctionId: 'a5',
      marketType: 'fixedPrice',
      nftType: 'brc20',
      price: 90000,
      tick: 'ordi',
      amount: 200,
      utxo: {},
    },
  },
  {
    pattern: /^\/v3\/market\/[a-z0-9]+\/auction\/inscription_info$/,
    answer: {
      inscriptionId: ITEM,
      inscriptionNumber: 7,
      address: 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
      contentType: 'text/plain;charset=utf-8',
      utxo: { txid: 'ab'.repeat(32), vout: 0, satoshi: 546, inscriptions: [{ inscriptionId: ITEM, offset: 0 }] },
    },
  },
];

/** The indexer's answers its conformance test builds from the swagger, by the open API's path (a `{param}` is one segment). */
const INDEXER_ANSWERS = INDEXER_MINIMAL.map(([, path, , answer]) => ({
  pattern: templatePattern(path.startsWith('/v1/') ? path : `/v1/indexer${path}`),
  answer,
}));

export const TEST_KEY = 'test-upstream-key-0f3c9a7e51d24b8c';

/**
 * How the fake upstream misbehaves on its next answers (the fault tests). 'echo-key': every answer echoes the
 * Authorization it got, in a header, in its message, in a field of its data and, JSON-escaped, in another.
 */
export type Fault = 'none' | 'slow' | 'status-500' | 'not-json' | 'close' | 'huge' | 'echo-key';

/** An inscription's content on the fake content host: its bytes, type, and how long it takes to answer. */
export interface FakeContent {
  readonly body: Buffer | string;
  /** Another status than 200 (the body is then the host's words). */
  readonly status?: number;
  readonly type?: string;
  readonly delayMs?: number;
}

/** `text` written with a JSON escape for every character (`\u0074…`): the same string once parsed. */
const escaped = (text: string) => [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

/**
 * A stand-in for UniSat's open API, written from its swagger (../shared/reference/unisat-openapi.yaml): it refuses a
 * call without `Authorization: Bearer <TEST_KEY>` with 401 as the real one does, and answers the calls the tests
 * make with bodies of the swagger's shapes (`{code, msg, data}`, the schema's field names and types). It records
 * every call it got, headers included, so a test can see what the gateway sent.
 */
export async function startFakeUpstream(port = 0) {
  /** Calls it has no answer for (the probe prints them). */
  const missing: string[] = [];
  const calls: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  let fault: Fault = 'none';
  const contents = new Map<string, FakeContent>();
  const answers: Record<string, (url: URL, body: string) => unknown> = {
    // The devnet's extension: what it knows of the user the gateway names (its counts, its swap access).
    'GET /x-devnet/api/base/user': () => ({ inscribeCount: 7, ogPassCount: 1, access: { swapAccess: { access: false } } }),
    'GET /v1/indexer/brc20/status': (url) => ({
      height: 870000,
      total: 1,
      start: Number(url.searchParams.get('start') ?? 0),
      detail: [
        {
          ticker: 'ordi',
          holdersCount: 12,
          historyCount: 40,
          inscriptionNumber: 348020,
          inscriptionId: 'b61b0172d95e266c18aea0c624db987e971a5d6d4ebc2aaed85da4642d635735i0',
          max: '21000000',
          limit: '1000',
          minted: '21000000',
          totalMinted: '21000000',
          confirmedMinted: '21000000',
          confirmedMinted1h: '0',
          confirmedMinted24h: '0',
          mintTimes: 21000,
          decimal: 18,
          creator: 'bc1pxaneaf3w4d27hl2y93fuft2xk6m4u3wc4rafevc6slgd7f5tq2dqyfgy06',
          txid: 'b61b0172d95e266c18aea0c624db987e971a5d6d4ebc2aaed85da4642d635735',
          deployHeight: 779832,
          deployBlocktime: 1678248991,
          completeHeight: 779900,
          completeBlocktime: 1678300000,
          inscriptionNumberStart: 348020,
          inscriptionNumberEnd: 400000,
        },
      ],
    }),
    // The brc-20 market's ticks over a window (the swagger's shape: no floor, sales or listings), and one tick's.
    'POST /v3/market/brc20/auction/brc20_types': () => ({
      BTCPrice: 65000,
      list: [
        { tick: 'ordi', curPrice: 375, changePrice: 4.17, btcVolume: 2_400_000, amountVolume: 6400, cap: '7875000000' },
        { tick: 'pepe', curPrice: 12.5, changePrice: -2.5, btcVolume: 900_000, amountVolume: 72_000, cap: '262500000' },
      ],
    }),
    'POST /v3/market/brc20/auction/brc20_types_specified': () => ({ tick: 'ordi', curPrice: 375, changePrice: 4.17, btcVolume: 2_400_000, amountVolume: 6400 }),
    // A tick's price points: three, a step apart, ending at the range's end (prices in sats a unit, times in ms).
    'POST /v3/market/brc20/auction/brc20_kline': (_url, body) => {
      const { timeEnd, timeStep } = JSON.parse(body) as { timeEnd: number; timeStep: number };
      return [360, 372, 375].map((price, i) => ({ price, timestamp: timeEnd - (2 - i) * timeStep }));
    },
    // The swap's calls: the answers its conformance test builds from the sequencer's schema.
    ...Object.fromEntries(
      SWAP_ANSWERS.map(([call, , answer]) => [
        `${/^(swap|send|deploy_pool|add_liq|remove_liq|confirm_\w+)$/.test(call) ? 'POST' : 'GET'} /v1/brc20-swap/${call}`,
        () => answer,
      ]),
    ),
    // mempool.space's fee calls (no key: a public API).
    'GET /mempool/v1/fees/recommended': () => ({ fastestFee: 12, halfHourFee: 10, hourFee: 8, economyFee: 4, minimumFee: 1 }),
    'GET /mempool/v1/fees/mempool-blocks': () => [
      { blockSize: 1_600_000, blockVSize: 997_000, nTx: 3000, totalFees: 9_000_000, medianFee: 10, feeRange: [2, 8, 10, 14, 40] },
    ],
    'GET /v5/inscribe/order/abc123': () => ({
      orderId: 'abc123',
      status: 'pending',
      payAddress: 'tb1pay',
      amount: 10_000,
      minerFee: 2_000,
      createTimestamp: 1_700_000_000_000,
    }),
    'POST /v5/inscribe/order/create': (_url, body) => ({
      orderId: 'new-order',
      status: 'pending',
      payAddress: 'tb1pay',
      amount: 10_000,
      echoedFiles: (JSON.parse(body) as { files?: unknown[] }).files?.length ?? 0,
    }),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://upstream.test');
      const body = Buffer.concat(chunks).toString('utf8');
      calls.push({ method: req.method ?? 'GET', url: `${url.pathname}${url.search}`, headers: req.headers, body });
      // The content host: public, no key (UniSat's static host).
      if (/^\/content\/[0-9a-f]{64}i\d+$/.test(url.pathname)) {
        const content = contents.get(url.pathname.slice('/content/'.length));
        const echo = fault === 'echo-key' ? { 'X-Echoed-Authorization': req.headers.authorization ?? 'none' } : {};
        if (!content) return void res.writeHead(200, { 'Content-Type': 'text/plain;charset=utf-8', ...echo }).end('gm from the content host');
        const send = () => res.writeHead(content.status ?? 200, { 'Content-Type': content.type ?? 'application/octet-stream', ...echo }).end(content.body);
        return void (content.delayMs ? setTimeout(send, content.delayMs) : send());
      }
      const mempool = url.pathname.startsWith('/mempool/');
      if (mempool && req.headers.authorization) return void res.writeHead(400, { 'Content-Type': 'text/plain' }).end('mempool.space takes no key');
      if (!mempool && req.headers.authorization !== `Bearer ${TEST_KEY}`)
        return void res.writeHead(401, { 'Content-Type': 'text/plain' }).end('Invalid API Key');
      if (fault === 'close') return void req.socket.destroy();
      if (fault === 'huge') {
        // 17 MiB of valid JSON, written in pieces: more than the gateway passes on.
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write('{"code":0,"msg":"OK","data":{"detail":["');
        const piece = 'x'.repeat(1024 * 1024);
        for (let i = 0; i < 17; i++) res.write(piece);
        return void res.end('"]}}');
      }
      if (fault === 'status-500') return void res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal Server Error');
      if (fault === 'not-json') return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Cloudflare: checking your browser</html>');
      const indexed = (req.method === 'GET' ? INDEXER_ANSWERS : MARKET_ANSWERS).find(
        (a) => a.pattern.test(url.pathname) && (!('body' in a) || body.includes(String(a.body))),
      );
      const answer = answers[`${req.method} ${url.pathname}`] ?? (indexed ? () => indexed.answer : undefined);
      if (!answer) missing.push(`${req.method} ${url.pathname}`);
      const auth = req.headers.authorization ?? '';
      const text = () =>
        fault === 'echo-key'
          ? JSON.stringify({
              code: 0,
              msg: `OK for ${auth}`,
              data: { ...(answer!(url, body) as object), requestedWith: auth, escapedAuth: 'ESCAPED' },
            }).replace('ESCAPED', escaped(auth))
          : JSON.stringify({ code: 0, msg: 'OK', data: answer!(url, body) });
      const send = () =>
        answer
          ? res
              .writeHead(200, {
                'Content-Type': 'application/json',
                'Set-Cookie': 'upstream=1',
                ...(fault === 'echo-key' ? { 'X-Echoed-Authorization': auth } : {}),
              })
              .end(text())
          : res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: -1, msg: 'not found', data: null }));
      if (fault === 'slow') setTimeout(send, 1_500);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    calls,
    missing,
    setFault: (next: Fault) => {
      fault = next;
    },
    /** Puts an inscription's content on the fake content host. */
    setContent: (id: string, content: FakeContent) => void contents.set(id, content),
    /** How many times the content host was asked for `id`'s content. */
    contentFetches: (id: string) => calls.filter((c) => c.url.split('?')[0] === `/content/${id}`).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
