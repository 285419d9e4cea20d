/**
 * The gateway as the browser tests drive it: the production build (dist/, npm run build) and the widget, in front of
 * the fake open API (fake-upstream.ts), on fixed ports: the gateway on 5190 (its content origin on 7190), the fake
 * upstream on 5191. Started by tests/browser/servers.ts. On testnet unless GATEWAY_NETWORK names another network
 * (server/gateway/networks.ts): only the calls that network's UniSat host serves are forwarded (the swap: fractal).
 */
import { resolve } from 'node:path';
import { createGateway } from '../../server/gateway/gateway-app';
import { memorySessionStore } from '../../server/auth/session-store';
import { buildPolicy } from '../../server/site-headers';
import { isNetworkName } from '../../server/gateway/networks';
import { startFakeUpstream, TEST_KEY } from './fake-upstream';

const PORT = Number(process.env.GATEWAY_PORT ?? 5190);
const network = process.env.GATEWAY_NETWORK ?? 'testnet';
if (!isNetworkName(network)) throw new Error(`GATEWAY_NETWORK=${network} is no network of the gateway`);
const upstream = await startFakeUpstream(PORT + 1);
const site = resolve('dist');
const gateway = createGateway({
  network,
  upstream: upstream.origin,
  mempool: `${upstream.origin}/mempool`,
  contentUpstream: upstream.origin,
  contentBase: () => `http://127.0.0.1:${PORT + 2000}`,
  apiKey: TEST_KEY,
  marketFeeAddress: null,
  siteDir: site,
  sitePolicy: buildPolicy({}, site),
  widgetDir: resolve('dist-widget'),
  flagsFile: null,
  sessions: memorySessionStore(),
  allowOrigins: [],
  rate: { ip: { burst: 1000, perSecond: 500 }, session: { burst: 1000, perSecond: 500 } },
  trustProxy: false,
  fetch,
  now: Date.now,
  log: (line) => {
    if (process.env.GATEWAY_LOG) console.log(line);
  },
});
await gateway.start(PORT, PORT + 2000);
console.log(`gateway e2e: http://127.0.0.1:${PORT}/ on ${network} in front of the fake open API at ${upstream.origin}`);
// The probe (GATEWAY_LOG=1): what the pages asked that the fake upstream has no answer for.
if (process.env.GATEWAY_LOG) setInterval(() => upstream.missing.length && console.log(`missing: ${[...new Set(upstream.missing.splice(0))].join(', ')}`), 2000);
