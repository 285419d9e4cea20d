import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { DevnetState } from '../../devnet/server/state';
import { DEVNET_TEST_EPOCH } from './devnet-clock';
import { createServer, type Server } from 'node:http';
import { TEST_NETWORK } from '@scure/btc-signer';
import { createDevnet, type Devnet } from '../../devnet/server/devnet-app';
import { keepIdleSocketsAMinute } from '../../devnet/server/keep-alive';
import type { DevnetOptions } from '../../devnet/server/devnet-options';
import { signMessageBip322Simple } from '../../server/auth/message-signing';
import { createDevWallet, type ApprovalRequest } from '../../devnet/wallet/dev-wallet';
import type { DevAccount } from '../../devnet/wallet/dev-accounts';
import { createApi, type Api } from '../../src/services/api/create-api';
import type { MarketCategory } from '../../src/domain/entities';
import { allInputs, signInputs } from '../../devnet/wallet/sign-inputs';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { memoryKeyVault, type RequestKeyVault } from '../../src/services/http/request-key-vault';

/** The site's API client settings for a devnet at `origin`, with the client's own clock. */
export function clientDeps(origin: string, now: () => number) {
  const base = `${origin}/api`;
  return {
    bases: {
      basic: base,
      basicConfig: `${base}/v4`,
      swap: `${base}/swap`,
      market: `${base}/market`,
      query: `${base}/query`,
      query5: `${base}/query-5byte`,
      external: `${base}/external`,
      mempool: `${base}/mempool`,
      content: `${base}/static`,
    },
    clock: { now },
    localStore: createKeyValueStore(null),
    sessionStore: createKeyValueStore(null),
    appId: 'devnet-test',
    frontVersion: '1',
    getSession: (): string | null => null,
  };
}

/** A devnet on a free port, and the site's own API client pointed at it (what a browser would use). */
export async function startDevnet(options: DevnetOptions = {}) {
  let now = DEVNET_TEST_EPOCH;
  // The seed made once for the run (tests/global-setup.ts), where there is one and the test starts at the epoch.
  const seedFile = options.seed === false ? undefined : inject('devnetSeedFile');
  const seededState = seedFile && existsSync(seedFile) ? (JSON.parse(readFileSync(seedFile, 'utf8')) as DevnetState) : undefined;
  const devnet: Devnet = createDevnet({ dataFile: null, autoMine: false, now: () => now, ...(seededState ? { seededState } : {}), ...options });
  const server: Server = keepIdleSocketsAMinute(createServer((req, res) => void devnet.handle(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const origin = `http://127.0.0.1:${port}`;

  /** An API client as one browser has it: `keys` keeps its request key (a new browser when omitted). */
  const api = (session: string | null = null, keys: RequestKeyVault = memoryKeyVault()): Api =>
    createApi({ ...clientDeps(origin, () => now), keyVault: keys, getSession: () => session, fetch: (input, init) => fetch(input, init) });

  /** Signs in as a dev account (BIP-322 with its ordinals address) and returns its API client, with the session's key. */
  async function signIn(account: DevAccount): Promise<Api & { session: string; keys: RequestKeyVault }> {
    const keys = memoryKeyVault();
    const { signMsg } = await api(null, keys).basic.preload(account.ordinalsAddress);
    const sign = signMessageBip322Simple(signMsg, account.taprootKey, account.ordinalsAddress, TEST_NETWORK);
    const { session } = await api(null, keys).basic.login({ address: account.ordinalsAddress, pubkey: account.ordinalsPubKey, sign, walletType: 'unisat' });
    return Object.assign(api(session, keys), { session, keys });
  }

  const control = async (path: string, body?: unknown) =>
    (await (await fetch(`${origin}/devnet/api${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) })).json()) as {
      code: number;
      msg: string;
      data: Record<string, unknown>;
    };

  /** The dev wallet as a page on another site would have it, answering its prompts with `answer`. */
  function devWallet(answer: (request: ApprovalRequest) => boolean = () => true) {
    const seen: ApprovalRequest[] = [];
    const memory = new Map<string, string>();
    const w = createDevWallet({
      fetch: (input, init) => fetch(`${origin}${String(input)}`, init),
      approve: async (request) => {
        seen.push(request);
        return answer(request);
      },
      store: { get: (k) => memory.get(k) ?? null, set: (k, v) => void memory.set(k, v) },
      origin: 'http://site.test',
    });
    return { w, seen };
  }

  return {
    devnet,
    origin,
    api,
    signIn,
    control,
    devWallet,
    advance: (ms: number) => {
      now += ms;
    },
    now: () => now,
    // Connections still in use (a read a page left behind when it was unmounted) end with the server: closing waits for none.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Signs the inputs given of a PSBT (hex) as a wallet does, each with the account key its address needs. */
export { signInputs } from '../../devnet/wallet/sign-inputs';

/** Bids as the buyer's wallet would: prepare, create, sign its inputs (and the padding split), confirm. */
export async function buyAs(api: Api, account: DevAccount, auctionId: string, price: number, category: MarketCategory = 'brc20') {
  const market = api.market.forCategory(category);
  await market.createBidPrepare({ auctionId, bidPrice: price, address: account.paymentAddress, pubkey: account.paymentPubKey });
  const bid = await market.createBid({
    auctionId,
    bidPrice: price,
    address: account.paymentAddress,
    pubkey: account.paymentPubKey,
    feeRate: 5,
    nftAddress: account.ordinalsAddress,
  });
  const psbtBid2 = bid.psbtBid2 ? signInputs(bid.psbtBid2, account, allInputs(bid.psbtBid2)) : '';
  return market.confirmBid({
    auctionId,
    bidId: bid.bidId,
    psbtBid: signInputs(bid.psbtBid, account, bid.bidSignIndexes ?? []),
    psbtBid2,
    psbtSettle: bid.psbtSettle,
    fromBase64: false,
  });
}

export const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as Record<string, unknown>,
  );
