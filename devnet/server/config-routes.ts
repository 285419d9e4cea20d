import type { ApiRoute } from './api-surface';
import { ok } from './http-utils';
import { chainAddress } from './input-checks';
import type { StateStore } from './state';

/** The site's remote config (the control's flags) and the card payment provider's stand-in (Buy BTC). */
export function createConfigRoutes(deps: { store: StateStore }): ApiRoute[] {
  return [
    {
      layer: 'basicConfig',
      method: 'GET',
      path: '/config',
      handle: ({ res }) => {
        const { flags } = deps.store.get();
        ok(res, {
          market: {
            access: flags.marketAccess,
            maintenance: flags.marketMaintenance,
            brc20ReadOnly: flags.brc20ReadOnly,
            domainReadOnly: flags.domainReadOnly,
            arc20ReadOnly: flags.arc20ReadOnly,
            runesReadOnly: flags.runesReadOnly,
          },
          swap: { access: flags.swapAccess, maintenance: flags.swapMaintenance },
        });
      },
    },
    /** Card payment (Buy BTC): the provider's page to open, here the devnet's stand-in. */
    {
      layer: 'external',
      method: 'POST',
      path: '/moonpay/create',
      handle: ({ body, res }) => ok(res, { url: `/devnet/card-payment?address=${encodeURIComponent(chainAddress(String(body.address ?? '')))}` }),
    },
  ];
}
