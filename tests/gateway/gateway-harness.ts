import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_NETWORK } from '@scure/btc-signer';
import { createGateway, type GatewayOptions } from '../../server/gateway/gateway-app';
import { memorySessionStore } from '../../server/auth/session-store';
import { signMessageBip322Simple } from '../../server/auth/message-signing';
import { deriveAccounts, type DevAccount } from '../../devnet/wallet/dev-accounts';
import { createApi, type Api } from '../../src/services/api/create-api';
import { memoryKeyVault, type RequestKeyVault } from '../../src/services/http/request-key-vault';
import { clientDeps } from '../devnet/devnet-harness';
import { startFakeUpstream, TEST_KEY } from './fake-upstream';

export const ACCOUNTS: readonly DevAccount[] = deriveAccounts();

/**
 * The gateway on a free port in front of the fake upstream, the site's own API client pointed at it, and everything
 * the gateway said (its log) and answered (what went through `seen`), for the tests that look for the key.
 */
export async function startGateway(over: Partial<GatewayOptions> = {}) {
  const upstream = await startFakeUpstream();
  const log: string[] = [];
  const site = mkdtempSync(join(tmpdir(), 'gateway-site-'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><html><head><title>Bitcoin Assets</title></head><body><div id="root"></div></body></html>');
  const gateway = createGateway({
    network: 'testnet',
    upstream: upstream.origin,
    mempool: `${upstream.origin}/mempool`,
    contentUpstream: upstream.origin,
    contentBase: () => 'http://127.0.0.1:1',
    apiKey: TEST_KEY,
    marketFeeAddress: null,
    siteDir: site,
    sitePolicy: { connect: [], content: null, inlineScriptHashes: [] },
    widgetDir: null,
    flagsFile: null,
    sessions: memorySessionStore(),
    allowOrigins: [],
    rate: { ip: { burst: 1000, perSecond: 1000 }, session: { burst: 1000, perSecond: 1000 } },
    trustProxy: false,
    fetch,
    now: Date.now,
    log: (line) => void log.push(line),
    ...over,
  });
  const bound = await gateway.start(0, 0);
  const origin = `http://127.0.0.1:${bound.port}`;
  /** Every answer the gateway gave the tests' clients: status line, headers and body. */
  const seen: string[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const answer = await fetch(input, init);
    const copy = answer.clone();
    seen.push(`${answer.status} ${JSON.stringify([...answer.headers])} ${await copy.text()}`);
    return answer;
  };
  const api = (session: string | null = null, keys: RequestKeyVault = memoryKeyVault()): Api =>
    createApi({ ...clientDeps(origin, Date.now), keyVault: keys, getSession: () => session, fetch: recordingFetch });

  /** Signs in with a dev account's keys, as a wallet extension would sign the preload's message. */
  async function signIn(account: DevAccount) {
    const keys = memoryKeyVault();
    const { signMsg } = await api(null, keys).basic.preload(account.ordinalsAddress);
    const sign = signMessageBip322Simple(signMsg, account.taprootKey, account.ordinalsAddress, TEST_NETWORK);
    const login = await api(null, keys).basic.login({ address: account.ordinalsAddress, pubkey: account.ordinalsPubKey, sign, walletType: 'unisat' });
    return { session: login.session, user: login, keys, api: api(login.session, keys) };
  }
  return {
    origin,
    contentOrigin: `http://127.0.0.1:${bound.contentPort}`,
    upstream,
    log,
    seen,
    api,
    fetch: recordingFetch,
    signIn,
    close: async () => {
      await bound.close();
      await upstream.close();
    },
  };
}
