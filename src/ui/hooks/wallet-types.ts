import type { ActorRefFrom } from 'xstate';
import type { walletConnectMachine } from '../../flows/wallet-connect/wallet-connect.machine';
import type { WalletSession } from '../../services/wallet-session/wallet-session';
import type { WalletSessionDeps } from '../../services/wallet-session/wallet-session-deps';
import type { WalletSigner } from '../../services/wallet-session/wallet-signer';
import type { WalletAdapter } from '../../services/wallets/wallet-adapter';
import type { UserSession } from './user-session-context';

/** The types the light provider and the runtime share (types only: no code of the runtime in the first render). */
export type WalletConnectActor = ActorRefFrom<typeof walletConnectMachine>;

export interface WalletContextValue {
  readonly actorRef: WalletConnectActor;
  readonly adapters: readonly WalletAdapter[];
  /** The adapters could not be loaded (the chooser says so; the next Connect tries again). */
  readonly adaptersFailed: boolean;
  readonly session: WalletSession;
  /** The signing contract while a wallet is connected, else null. */
  readonly signer: WalletSigner | null;
}

export interface WalletSessionRuntimeProps {
  /** The session to run (a test or the widget makes its own); by default the site's, made once here. */
  readonly session?: WalletSession;
  /** Host parts of the default session (the site: window.location and its reload). */
  readonly host?: Partial<Pick<WalletSessionDeps, 'pathname' | 'reload' | 'channelName' | 'createChannel' | 'passthrough' | 'psbtChecks'>>;
  /**
   * A wallet-connect machine whose actors the caller has already provided (the model-based tests settle
   * them step by step); the session's actions still run. By default the session's calls are the actors.
   */
  readonly machine?: typeof walletConnectMachine;
  /** Hands the running actor to the caller (the model-based tests drive the wallet's and server's events). */
  readonly onActor?: (actor: WalletConnectActor) => void;
  /** Where the runtime hands its values: the light provider puts them in context. */
  readonly onValue: (value: { wallet: WalletContextValue; session: UserSession }) => void;
  /**
   * Set when the visitor clicked Connect before the runtime had loaded: it connects at once. The runtime
   * puts its own connect here, for a click between its start and the context's update.
   */
  readonly pendingConnect: { current: boolean; connect?: (() => void) | undefined };
  /** The address of the session stored when the page loaded (restored with no prompt), or null. */
  readonly storedAddress?: string | null;
}
