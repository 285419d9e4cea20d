import type { ApiRoute } from '../server/api-surface';
import type { createAuth } from '../server/auth';
import { ok } from '../server/http-utils';
import { chainAddress } from '../server/input-checks';
import type { BlindMint } from './blind-mint';

/**
 * The collection calls of spec 001 section 7 beyond list and info (the answers are ours): limits, an address's mints,
 * recent mints, and the blind payment (create, confirm, status; an address's blind mints).
 */
export function createBlindRoutes(deps: { blind: BlindMint; auth: ReturnType<typeof createAuth> }): ApiRoute[] {
  const { blind, auth } = deps;
  const num = (text: string | null) => (text !== null && /^\d+$/.test(text) ? Number(text) : NaN);
  return [
    {
      layer: 'basic',
      method: 'GET',
      path: '/collection/limit',
      handle: ({ query, res }) => {
        const address = query.get('address');
        ok(res, blind.limit(query.get('collectionId') ?? '', address ? chainAddress(address) : null));
      },
    },
    {
      layer: 'basic',
      method: 'GET',
      path: '/collection/address_info',
      handle: ({ query, res }) => ok(res, blind.addressInfo(chainAddress(query.get('address') ?? ''), query.get('collectionId') ?? '')),
    },
    { layer: 'basic', method: 'GET', path: '/collection/recent', handle: ({ query, res }) => ok(res, blind.recent(query.get('collectionId') ?? '')) },
    {
      layer: 'basic',
      method: 'GET',
      path: '/collection/create_blind_payment',
      handle: ({ query, session, res }) =>
        ok(
          res,
          blind.create(auth.requireSession(session), {
            address: chainAddress(query.get('address') ?? ''),
            pubkey: query.get('pubkey') ?? '',
            receiveAddress: query.get('receiveAddress') ? chainAddress(query.get('receiveAddress')!) : null,
            collectionId: query.get('collectionId') ?? '',
            count: num(query.get('count')),
            feeRate: num(query.get('feeRate')),
          }),
        ),
    },
    {
      layer: 'basic',
      method: 'POST',
      path: '/collection/confirm_blind_payment',
      handle: ({ body, session, res }) => ok(res, blind.confirm(auth.requireSession(session), body)),
    },
    { layer: 'basic', method: 'GET', path: '/collection/blind_status', handle: ({ query, res }) => ok(res, blind.status(query.get('orderId') ?? '')) },
    {
      layer: 'basic',
      method: 'GET',
      path: '/collection/address_blind_status',
      handle: ({ query, res }) => ok(res, blind.ofAddress(chainAddress(query.get('address') ?? ''))),
    },
  ];
}
