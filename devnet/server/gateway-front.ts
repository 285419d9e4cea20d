import type { IncomingMessage, ServerResponse } from 'node:http';
import { createGateway } from '../../server/gateway/gateway-app';
import type { SessionStore } from '../../server/auth/session-store';
import { buildPolicy } from '../../server/site-headers';
import type { NetworkName } from '../../server/gateway/networks';

/** The key the gateway in front of the devnet holds, and the only one the devnet's open API takes when it has one. */
export const DEVNET_API_KEY = 'devnet-operator-key';

/**
 * The gateway in front of the devnet (issue 42: one road to the chain): the site's /api is the gateway's, exactly as
 * on a real network (its sign-in, sessions, request proofs, its translation to the open API and what a network's
 * host does not serve), and its upstream is the devnet's open API on `origin` (the devnet's own server), with the
 * devnet's declared extensions for what the open API has not. Fee rates come from the devnet's mempool API and
 * inscription content from its content origin.
 */
export function createGatewayFront(options: {
  /** The network whose profile it runs on: the devnet's (its control page may change it, for the page walk per network). */
  readonly network: () => NetworkName;
  /** The devnet's own server (its open API, its mempool API). */
  readonly origin: string;
  /** The devnet's inscription content origin. */
  readonly content: string;
  /** The devnet's server clock (the control page skews it): the gateway's server time and its proofs' clock. */
  readonly now: () => number;
  /** The devnet's sessions (kept with its state: its control page expires them, a reset forgets them). */
  readonly sessions: SessionStore;
  /** The devnet's latency and injected failures on a call of the site's API (devnet-app.ts): true when it answered. */
  readonly interfere: (res: ServerResponse, apiPath: string) => Promise<boolean>;
}): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const gatewayOn = (network: NetworkName) =>
    createGateway({
      network,
      // The devnet's chain and dev wallet are a test chain's (tb1) on every profile: the calls offered are the host's.
      addressFormat: 'testnet',
      upstream: options.origin,
      mempool: `${options.origin}/mempool/api`,
      contentUpstream: options.content,
      contentBase: () => options.content,
      apiKey: DEVNET_API_KEY,
      marketFeeAddress: null,
      siteDir: null,
      sitePolicy: buildPolicy({}, null),
      widgetDir: null,
      flagsFile: null,
      sessions: options.sessions,
      allowOrigins: [],
      // One person's machine and the tests' many calls: the limits of a public gateway would only get in the way.
      rate: { ip: { burst: 100_000, perSecond: 10_000 }, session: { burst: 100_000, perSecond: 10_000 } },
      trustProxy: false,
      extensions: true,
      fetch,
      now: options.now,
      log: (line) => {
        if (process.env.DEVNET_GATEWAY_LOG) console.log(line);
      },
    });
  /** One gateway a network, made when first asked (its sessions are the devnet's, so a sign-in carries over). */
  const gateways = new Map<NetworkName, ReturnType<typeof createGateway>>();
  return async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://devnet.local').pathname;
    if (await options.interfere(res, path.slice('/api'.length) || '/')) return;
    const network = options.network();
    const gateway = gateways.get(network) ?? gatewayOn(network);
    gateways.set(network, gateway);
    await gateway.handle(req, res);
  };
}
