import { fromPromise } from 'xstate';
import type { ConnectedAccount } from '../../domain/wallet-session';
import type { WalletType } from '../../domain/wallets';
import type { WalletSession } from '../../services/wallet-session/wallet-session';
import type { RestoreResult } from './wallet-connect.machine';

/** The wallet-connect flow's side effects: the wallet session's restore, connect, sign-in message, signature and log-in. No React. */
export function createWalletConnectActors(session: WalletSession) {
  return {
    restoreAccount: fromPromise<RestoreResult | null>(() => session.restore()),
    connectWallet: fromPromise<ConnectedAccount, { walletType: WalletType }>(({ input, signal }) => session.connect(input.walletType, signal)),
    fetchSignInMessage: fromPromise<string, { walletType: WalletType; account: ConnectedAccount }>(({ input, signal }) =>
      session.fetchSignInMessage(input.walletType, input.account, signal),
    ),
    signSignInMessage: fromPromise<string, { walletType: WalletType; message: string }>(({ input, signal }) =>
      session.signSignInMessage(input.walletType, input.message, signal),
    ),
    logIn: fromPromise(({ input, signal }: { input: { walletType: WalletType; account: ConnectedAccount; signature: string }; signal: AbortSignal }) =>
      session.logIn(input.walletType, input.account, input.signature, signal),
    ),
  };
}
