import type { Api } from '../api/create-api';
import type { WalletSession } from '../wallet-session/wallet-session';
import type { WalletBalance } from '../wallets/wallet-adapter';

/** What the shell shows of the signed-in address besides the session: its wallet's balance and whether it deployed ticks. */
export interface SessionExtras {
  readonly address: string;
  /** Null when the balance could not be read. */
  readonly balance: WalletBalance | null;
  /** False as well when the check could not be made. */
  readonly isDeployer: boolean;
}

/**
 * The balance of `paymentAddress` (through the wallet session) and the deployer check of `address`, read at once;
 * one that fails leaves its part empty rather than failing both.
 */
export async function sessionExtras(
  session: Pick<WalletSession, 'fetchBalance'>,
  api: () => Promise<Api>,
  address: string,
  paymentAddress: string,
): Promise<SessionExtras> {
  const ready = await api();
  const [balance, deployer] = await Promise.allSettled([session.fetchBalance(paymentAddress), ready.basic.deployerCheck(address)]);
  return {
    address,
    balance: balance.status === 'fulfilled' ? balance.value : null,
    isDeployer: deployer.status === 'fulfilled' && deployer.value.isDeployer === true,
  };
}
