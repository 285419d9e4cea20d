import { DevnetError } from '../devnet-error';
import type { ApiRoute } from '../server/api-surface';
import type { createAuth } from '../server/auth';
import { ok } from '../server/http-utils';
import { chainAddress } from '../server/input-checks';
import type { Deployer } from './deployer';

/** The deployer's calls: who deploys which ticks, what they can claim, and the claim itself (for the address signed in). */
export function createDeployerRoutes(deps: { deployer: Deployer; auth: ReturnType<typeof createAuth> }): ApiRoute[] {
  const { deployer, auth } = deps;
  return [
    {
      layer: 'basic',
      method: 'GET',
      path: '/deployer/check',
      handle: ({ query, res }) => {
        const address = chainAddress(query.get('address') ?? '');
        const flagged = auth.deployer(address);
        ok(res, { isDeployer: flagged.isDeployer || deployer.isDeployer(address), ticks: deployer.info(address).ticks.map((t) => t.tick) });
      },
    },
    {
      layer: 'market',
      method: 'POST',
      path: '/deployer/deployer_info',
      handle: ({ body, res }) => ok(res, deployer.info(chainAddress(String(body.address ?? '')))),
    },
    {
      layer: 'market',
      method: 'POST',
      path: '/deployer/claimable_info',
      handle: ({ body, res }) => ok(res, deployer.claimable(chainAddress(String(body.address ?? '')))),
    },
    {
      layer: 'market',
      method: 'POST',
      path: '/deployer/history_info',
      handle: ({ body, res }) => ok(res, deployer.history(chainAddress(String(body.address ?? '')))),
    },
    {
      layer: 'market',
      method: 'POST',
      path: '/deployer/claim',
      handle: ({ body, session, res }) => {
        if (auth.requireMarketSession(session) !== body.address) throw new DevnetError(-1, 'Claim for the address signed in.');
        ok(res, deployer.claim(body));
      },
    },
  ];
}
