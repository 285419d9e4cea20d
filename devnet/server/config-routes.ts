import { DevnetError } from '../devnet-error';
import type { ApiRoute } from './api-surface';
import { ok } from './http-utils';
import { chainAddress } from './input-checks';
import type { StateStore } from './state';

/** The operator's password on the devnet (/manager/maintain; the README says it): a real market keeps its own. */
export const DEVNET_OPERATOR_PASSWORD = 'devnet-operator';

/** The site's remote config (the control's flags), the operator's maintenance switch and the card payment stand-in (Buy BTC). */
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
    /**
     * The operator stops the market for maintenance (the spec's /manager/maintain with its password). The answer is
     * ours (`{maintenance: true}`); a wrong password changes nothing. The control page's flag opens the market again.
     */
    {
      layer: 'market',
      method: 'POST',
      path: '/manager/maintain',
      handle: ({ body, res }) => {
        if (typeof body.password !== 'string' || body.password === '') throw new DevnetError(-1, 'password is required.');
        if (body.password !== DEVNET_OPERATOR_PASSWORD) throw new DevnetError(-1, 'The password is not right. Nothing was changed.');
        deps.store.update((s) => ({ ...s, flags: { ...s.flags, marketMaintenance: true } }));
        ok(res, { maintenance: true });
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
