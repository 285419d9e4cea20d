import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { WalletType } from '../../domain/wallets';
import { walletConnectMachine, type RestoreResult } from '../../machines/wallet-connect/wallet-connect.machine';
import { isApiError } from '../../services/http/api-error';
import type { WalletAdapter } from '../../services/wallets/wallet-adapter';
import { useServices } from '../app/services';
import { useToaster } from '../components/toast';
import { useNetwork } from '../session/network-context';
import { UserSessionProvider, type UserSession } from '../session/user-session-context';
import { WALLET_STORE_KEY, readStoredWallet, type StoredWallet } from './stored-wallet';

export type WalletConnectActor = ActorRefFrom<typeof walletConnectMachine>;

interface WalletContextValue {
  readonly actorRef: WalletConnectActor;
  readonly adapters: readonly WalletAdapter[];
}
const WalletContext = createContext<WalletContextValue | null>(null);

/** The wallet flow, where the app runs one (a test may give the shell a fixed session instead). */
export function useWalletConnect(): WalletContextValue | null {
  return useContext(WalletContext);
}

/**
 * The wallets the site offers so far (the UniSat-interface family). They load on first use (restore at
 * load, or the chooser), off the first render's path.
 */
let adaptersLoading: Promise<{ adapters: WalletAdapter[]; notInstalled: (type: WalletType, name: string) => Error }> | null = null;
function loadAdapters() {
  return (adaptersLoading ??= Promise.all([import('../../services/wallets/unisat-family-adapter'), import('../../services/wallets/wallet-adapter')]).then(([family, base]) => ({
    adapters: (Object.keys(family.UNISAT_FAMILY) as (keyof typeof family.UNISAT_FAMILY)[]).map((type) => family.createUnisatFamilyAdapter(type)),
    notInstalled: (type: WalletType, name: string) => new base.WalletError('not-installed', `${name} not installed`, type),
  })));
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
  useEffect(() => {
    let live = true;
    void loadAdapters().then((loaded) => live && setAdapters(loaded.adapters));
    return () => {
      live = false;
    };
  }, []);
  const adapterFor = async (type: WalletType) => {
    const { adapters: all, notInstalled } = await loadAdapters();
    const adapter = all.find((a) => a.type === type);
    if (!adapter) throw notInstalled(type, type);
    if (!adapter.isInstalled()) throw notInstalled(adapter.type, adapter.name);
    return adapter;
  };
  const walletNetwork = services.config.devnet || network === 'testnet' ? 'testnet' : 'livenet';

  const actorRef = useActorRef(
    walletConnectMachine.provide({
      actors: {
        restoreAccount: fromPromise<RestoreResult | null>(async () => {
          const stored = readStoredWallet((k) => services.localStore.get(k));
          if (!stored) return null;
          // Not installed yet: the extension may still be injecting; the machine retries.
          const adapter = await adapterFor(stored.walletType);
          const account = await adapter.restore();
          if (!account || account.ordinalsAddress !== stored.address) return null;
          // The session comes back only if the server still accepts it; its user data is refreshed on the way.
          const api = await services.api();
          try {
            const fresh = await api.basic.user(stored.address);
            return { walletType: stored.walletType, account, user: { ...stored.user, inscribeCount: fresh.inscribeCount, ogPassCount: fresh.ogPassCount, swapAccess: fresh.access?.swapAccess?.access === true } };
          } catch (error) {
            if (isApiError(error) && (error.code === -501 || error.code === -502)) return null;
            return { walletType: stored.walletType, account, user: stored.user };
          }
        }),
        connectWallet: fromPromise(async ({ input }) => {
          const adapter = await adapterFor(input.walletType);
          const account = await adapter.connect();
          await adapter.switchNetwork(walletNetwork);
          return account;
        }),
        signIn: fromPromise(async ({ input }) => {
          const adapter = await adapterFor(input.walletType);
          const api = await services.api();
          const address = input.account.ordinalsAddress;
          const { signMsg } = await api.basic.preload(address);
          const sign = await adapter.signMessage(signMsg, 'bip322-simple');
          const user = await api.basic.login({ address, pubkey: input.account.ordinalsPubKey, sign, walletType: input.walletType });
          return { session: user.session, inscribeCount: user.inscribeCount ?? 0, ogPassCount: user.ogPassCount ?? 0, swapAccess: user.access?.swapAccess?.access === true };
        }),
      },
      actions: {
        persist: ({ context }) => {
          if (!context.walletType || !context.account || !context.user) return;
          services.localStore.set(WALLET_STORE_KEY, JSON.stringify({ walletType: context.walletType, address: context.account.ordinalsAddress, user: context.user } satisfies StoredWallet));
        },
        forget: () => services.localStore.remove(WALLET_STORE_KEY),
        announceDisconnect: ({ context }) => {
          if (context.lastDisconnect === 'user') return;
          const message =
            context.lastDisconnect === 'bind-required'
              ? 'Wallet connection outdated. Please connect to your wallet again.'
              : 'Your wallet was disconnected. Click to reload the page.';
          // Stays until clicked, then reloads (spec 001 section 8).
          toaster.warning(message, { durationMs: 0, onClose: () => window.location.reload() });
        },
      },
    }),
  );

  const connected = useSelector(actorRef, (s) => s.matches('connected'));
  const walletType = useSelector(actorRef, (s) => s.context.walletType);

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
    return adapter?.onChange((change) => actorRef.send({ type: change.type === 'accounts' ? 'ACCOUNT_CHANGED' : 'NETWORK_CHANGED' }));
  }, [connected, walletType, adapters, actorRef]);

  const status = useSelector(actorRef, (s) => (s.matches('connected') ? 'connected' : s.matches('connecting') ? 'connecting' : 'disconnected'));
  const account = useSelector(actorRef, (s) => s.context.account);
  const user = useSelector(actorRef, (s) => s.context.user);
  const session = useMemo<UserSession>(
    () => ({
      status,
      user: status === 'connected' && account && user ? { address: account.ordinalsAddress, inscribeCount: user.inscribeCount, ogPassCount: user.ogPassCount, swapAccess: user.swapAccess, isDeployer: false } : null,
      connect: () => actorRef.send({ type: 'CONNECT' }),
      disconnect: () => actorRef.send({ type: 'DISCONNECT' }),
    }),
    [status, account, user, actorRef],
  );
  const wallet = useMemo(() => ({ actorRef, adapters }), [actorRef, adapters]);
  return (
    <WalletContext.Provider value={wallet}>
      <UserSessionProvider session={session}>{children}</UserSessionProvider>
    </WalletContext.Provider>
  );
}
