/** What the host gives a wallet session: API, storage, network, path, reload, the tabs' channel, warnings and PSBT checks. */
import type { PsbtChecks } from '../../domain/psbt-intent';
import type { TxFacts } from '../../domain/tx-effect/tx-facts';
import type { Api } from '../api/create-api';
import type { KeyValueStore } from '../storage/key-value-store';
import type { WalletAdapter, WalletAdapterDeps } from '../wallets/wallet-adapter';
import type { HostWallet } from './host-wallet';

/** The cross-tab channel: BroadcastChannel's shape, so tests and hosts can give their own. */
export interface TabChannel {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** A warning for the host to show: sticky ones stay until the user acts, and acting reloads. */
export interface SessionWarning {
  readonly message: string;
  readonly onActivate: () => void;
}

export interface WalletSessionDeps {
  readonly api: () => Promise<Api>;
  /** Long-lived storage: the wallet chosen, the session, the request key, the bind record. */
  readonly storage: KeyValueStore;
  /** Per-tab storage: what to tell the user after a reload. */
  readonly tabStorage: KeyValueStore;
  readonly network: () => 'livenet' | 'testnet';
  /** The host's current path (the /atomicals and /swap rules). */
  readonly pathname: () => string;
  /** What "reload" means for the host (the site reloads the page; the widget remounts). */
  readonly reload: () => void;
  /** The channel the host's tabs share, or null for none. */
  readonly channelName: string | null;
  readonly createChannel?: (name: string) => TabChannel | null;
  /** Where warnings go; by default to the listeners of `onWarning` (the React provider's toaster). */
  readonly warn?: (warning: SessionWarning) => void;
  /** Passthrough: the host's already-connected wallet. */
  readonly passthrough?: HostWallet;
  /** The PSBT checks by intent, or a loader of them (they are loaded when the first PSBT is signed); a PSBT whose intent has none is refused. */
  readonly psbtChecks?: PsbtChecks | (() => Promise<PsbtChecks>);
  /** Looks up what the PSBTs' inputs spend (amounts, inscriptions, runes, ARC-20) before the check; none when absent. */
  readonly txFacts?: (psbtHexes: readonly string[]) => Promise<TxFacts>;
  /** The adapters (default: the ten, loaded with the flow). */
  readonly createAdapters?: (deps: WalletAdapterDeps) => WalletAdapter[];
}
