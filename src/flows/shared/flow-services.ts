import type { Network } from '../../domain/network';
import type { WalletType } from '../../domain/wallets';
import type { Api } from '../../services/api/create-api';
import type { WalletSigner } from '../../services/wallet-session/wallet-signer';
import { runStep } from './run-step';
import type { StepFailure } from './step-failure';

/** What a flow's actors take from the app: the API, the wallet's signing contract and the network the visitor works on. */
export interface FlowServices {
  readonly api: () => Promise<Api>;
  readonly signer: WalletSigner | null;
  /** The check reads addresses on it. */
  readonly network: Network;
  /** Told when a step fails or the user says no in the wallet (the widget's host hears it). */
  readonly onFailure?: (failure: StepFailure) => void;
}

/** A step of a flow: its failure in the user's words (a wallet rejection told apart), told to `onFailure` too. */
export function stepRunner(services: Pick<FlowServices, 'signer' | 'onFailure'>) {
  const walletType: WalletType | null = services.signer?.walletType ?? null;
  return <T>(run: () => Promise<T>): Promise<T> =>
    runStep(walletType, run).catch((failure: StepFailure) => {
      services.onFailure?.(failure);
      throw failure;
    });
}

/** The connected wallet, or the words a step fails with when there is none. */
export function connectedSigner(services: Pick<FlowServices, 'signer'>, doing = 'do this'): WalletSigner {
  if (!services.signer) throw new Error(`Connect a wallet to ${doing}.`);
  return services.signer;
}
