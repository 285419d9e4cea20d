import type { SessionUser } from '../user-menu';

/**
 * Who places an inscribe order, as the open API's V5 orders name them (the swagger marks V2 deprecated): the
 * connected wallet's ordinals address (`userAddress`, and the order's `clientId`, so an address's orders are its
 * own) and its public key, and where a refund goes (the address that pays: a two-address wallet's payment address).
 */
export interface OrderPayer {
  readonly userAddress: string;
  readonly userPubkey: string;
  readonly refundAddress: string;
}

export function orderPayer(user: SessionUser): OrderPayer {
  return { userAddress: user.address, userPubkey: user.publicKey, refundAddress: user.paymentAddress ?? user.address };
}
