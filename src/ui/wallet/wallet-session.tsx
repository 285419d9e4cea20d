import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { walletConnectMachine, type RestoreResult } from '../../machines/wallet-connect/wallet-connect.machine';
import { BIND_STORE_KEY } from '../../domain/wallet-rules';
import type { WalletAdapter, WalletBalance } from '../../services/wallets/wallet-adapter';
import type { WalletFlow, WalletFlowDeps } from './wallet-flow';
import { useServices } from '../app/services';
import { useToaster } from '../components/toast';
import { useNetwork } from '../session/network-context';
import { UserSessionProvider, type UserSession } from '../session/user-session-context';
import { formatWalletMessage } from '../../domain/wallet-messages';
import { WALLET_STORE_KEY, type StoredWallet } from './stored-wallet';

export type WalletConnectActor = ActorRefFrom<typeof walletConnectMachine>;

interface WalletContextValue {
  readonly actorRef: WalletConnectActor;
  readonly adapters: readonly WalletAdapter[];
  /** xverse_bind before a market action, for two-address wallets (spec 001 section 7). */
  readonly ensureBound: () => Promise<void>;
}
const WalletContext = createContext<WalletContextValue | null>(null);

/** The wallet flow, where the app runs one (a test may give the shell a fixed session instead). */
export function useWalletConnect(): WalletContextValue | null {
  return useContext(WalletContext);
}

/** The channel the site's tabs tell each other of a disconnect on (none where BroadcastChannel is missing). */
const disconnectChannel = (): BroadcastChannel | null => (typeof BroadcastChannel === 'function' ? new BroadcastChannel('bitcoin-assets-wallet') : null);

/** The wallet calls and adapters load on first use (restore at load, or the chooser), off the first render's path. */
let flowLoading: Promise<WalletFlow> | null = null;
function loadFlow(deps: WalletFlowDeps): Promise<WalletFlow> {
  return (flowLoading ??= import('./wallet-flow').then((m) => m.createWalletFlow(deps)));
}

/**
 * Runs the wallet-connect machine for the site: gives it the adapters and the sign-in calls, keeps the
 * choice between loads, turns the API's session-invalid and bind events and the wallet's account and
 * network changes into forced disconnects, and provides the user session the shell shows.
 */
export function WalletSessionProvider({ children }: { children: ReactNode }) {
  const services = useServices();
  const toaster = useToaster();
  const { network } = useNetwork();
  const [adapters, setAdapters] = useState<readonly WalletAdapter[]>([]);
  // The flow is made once; it reads the network the visitor has chosen when it needs it.
  const walletNetwork = useRef<'livenet' | 'testnet'>('livenet');
  walletNetwork.current = services.config.devnet || network === 'testnet' ? 'testnet' : 'livenet';
  const flow = () => loadFlow({ api: services.api, localStore: services.localStore, network: () => walletNetwork.current, pathname: () => window.location.pathname });
  useEffect(() => {
    let live = true;
    void flow().then((loaded) => live && setAdapters(loaded.adapters));
    return () => {
      live = false;
    };
    // The flow is made once per page; it reads the services when called.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const actorRef = useActorRef(
    walletConnectMachine.provide({
      actors: {
        restoreAccount: fromPromise<RestoreResult | null>(async () => (await flow()).restore()),
        connectWallet: fromPromise(async ({ input }) => (await flow()).connect(input.walletType)),
        signIn: fromPromise(async ({ input }) => (await flow()).signIn(input.walletType, input.account)),
      },
      actions: {
        persist: ({ context }) => {
          if (!context.walletType || !context.account || !context.user) return;
          services.localStore.set(
            WALLET_STORE_KEY,
            JSON.stringify({ walletType: context.walletType, address: context.account.ordinalsAddress, account: context.account, user: context.user } satisfies StoredWallet),
          );
        },
        forget: () => {
          services.localStore.remove(WALLET_STORE_KEY);
          services.localStore.remove(BIND_STORE_KEY);
        },
        announceDisconnect: ({ context, event }) => {
          // The disconnect event: the other tabs of the site drop the same session (spec 001 section 4).
          const channel = disconnectChannel();
          channel?.postMessage({ type: 'disconnect', reason: context.lastDisconnect });
          channel?.close();
          if (context.lastDisconnect === 'user') return;
          const message =
            context.lastDisconnect === 'bind-required'
              ? formatWalletMessage('wallet_outdated')
              : event.type === 'ACCOUNT_CHANGED' && event.wallet === 'okx'
                ? formatWalletMessage('okx_account_changed')
                : formatWalletMessage('wallet_disconnected');
          // Stays until clicked, then reloads (spec 001 section 8).
          toaster.warning(message, { durationMs: 0, onClose: () => window.location.reload() });
        },
      },
    }),
  );

  const connected = useSelector(actorRef, (s) => s.matches('connected'));
  const walletType = useSelector(actorRef, (s) => s.context.walletType);

  // Another tab disconnected: this one drops the session too (it is the same stored session).
  useEffect(() => {
    const channel = disconnectChannel();
    if (!channel) return;
    channel.onmessage = (message: MessageEvent<{ type?: string }>) => {
      if (message.data?.type === 'disconnect' && actorRef.getSnapshot().matches('connected')) actorRef.send({ type: 'DISCONNECT' });
    };
    return () => channel.close();
  }, [actorRef]);

  // The API's session-invalid and bind events disconnect.
  useEffect(() => {
    let stops: (() => void)[] = [];
    let live = true;
    void services.api().then((api) => {
      if (!live) return;
      stops = [api.events.on('session-invalid', () => actorRef.send({ type: 'SESSION_INVALID' })), api.events.on('bind-required', () => actorRef.send({ type: 'BIND_REQUIRED' }))];
    });
    return () => {
      live = false;
      stops.forEach((stop) => stop());
    };
  }, [services, actorRef]);

  // The wallet's account or network change disconnects (unisat, phantom: spec 001 section 4).
  useEffect(() => {
    if (!connected || !walletType) return;
    const adapter = adapters.find((a) => a.type === walletType);
    return adapter?.onChange((change) => actorRef.send(change.type === 'accounts' ? { type: 'ACCOUNT_CHANGED', wallet: adapter.type } : { type: 'NETWORK_CHANGED' }));
  }, [connected, walletType, adapters, actorRef]);

  const status = useSelector(actorRef, (s) => (s.matches('connected') ? 'connected' : s.matches('connecting') ? 'connecting' : 'disconnected'));
  const account = useSelector(actorRef, (s) => s.context.account);
  const user = useSelector(actorRef, (s) => s.context.user);

  // Session data for the shell: the balance and the deployer check, for the address signed in.
  const [extras, setExtras] = useState<{ address: string; balance: WalletBalance | null; isDeployer: boolean } | null>(null);
  const address = status === 'connected' ? (account?.ordinalsAddress ?? null) : null;
  const paymentAddress = status === 'connected' ? (account?.paymentAddress ?? null) : null;
  useEffect(() => {
    if (!address || !paymentAddress) return;
    let live = true;
    void (async () => {
      const api = await services.api();
      const [balance, deployer] = await Promise.allSettled([(await flow()).fetchBalance(paymentAddress), api.basic.deployerCheck(address)]);
      if (live) setExtras({ address, balance: balance.status === 'fulfilled' ? balance.value : null, isDeployer: deployer.status === 'fulfilled' && deployer.value.isDeployer === true });
    })();
    return () => {
      live = false;
    };
    // flow() reads the services when called.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address, paymentAddress, services]);

  const mine = extras && extras.address === address ? extras : null;
  const session = useMemo<UserSession>(
    () => ({
      status,
      user:
        status === 'connected' && account && user
          ? {
              address: account.ordinalsAddress,
              inscribeCount: user.inscribeCount,
              ogPassCount: user.ogPassCount,
              swapAccess: user.swapAccess,
              isDeployer: mine?.isDeployer ?? false,
              balanceSats: mine?.balance?.total ?? null,
              ...(account.paymentAddress !== account.ordinalsAddress ? { paymentAddress: account.paymentAddress } : {}),
            }
          : null,
      connect: () => actorRef.send({ type: 'CONNECT' }),
      disconnect: () => actorRef.send({ type: 'DISCONNECT' }),
    }),
    [status, account, user, actorRef, mine],
  );
  const wallet = useMemo<WalletContextValue>(
    () => ({
      actorRef,
      adapters,
      ensureBound: async () => {
        const { walletType: type, account: current } = actorRef.getSnapshot().context;
        if (type && current) await (await flow()).ensureBound(type, current);
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [actorRef, adapters],
  );
  return (
    <WalletContext.Provider value={wallet}>
      <UserSessionProvider session={session}>{children}</UserSessionProvider>
    </WalletContext.Provider>
  );
}
