import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { createWalletConnectActors } from '../../flows/wallet-connect/wallet-connect.actors';
import { walletConnectMachine } from '../../flows/wallet-connect/wallet-connect.machine';
import { switchedAccountAddress } from '../../domain/wallet-session';
import type { WalletAdapter } from '../../services/wallets/wallet-adapter';
import { sessionExtras, type SessionExtras } from '../../services/reads/session-extras';
import { createWalletSession, type WalletSession } from '../../services/wallet-session/wallet-session';
import { useServices } from '../hooks/services';
import { useFlow } from '../hooks/use-flow';
import { useToaster } from '../components/toast';
import { useNetwork } from '../hooks/network-context';
import type { UserSession } from '../hooks/user-session-context';
import type { WalletContextValue, WalletSessionRuntimeProps } from '../hooks/wallet-types';

/** The cross-tab channel of the site's tabs. */
export const SITE_WALLET_CHANNEL = 'bitcoin-assets-wallet';

/**
 * The runtime of the wallet session, loaded right after the first render (the machine and the session
 * service stay off the home page's first render). It renders nothing: it runs the wallet-connect machine
 * over a wallet session and hands the light provider what to put in context: the machine's actors and actions are the
 * session's calls; the session's warnings go to the toaster; the API's session-invalid and bind events
 * and the wallet's account and network changes become forced disconnects; the user session the shell
 * shows, and the signing contract dialogs use, come from here.
 */
export function WalletSessionRuntime({ session: given, host, machine, onActor, onValue, pendingConnect, storedAddress = null }: WalletSessionRuntimeProps) {
  const services = useServices();
  const toaster = useToaster();
  const { network } = useNetwork();
  // The session reads the network the visitor has chosen when it needs it.
  const walletNetwork = useRef<'livenet' | 'testnet'>('livenet');
  walletNetwork.current = services.config.devnet || network === 'testnet' ? 'testnet' : 'livenet';
  const [session] = useState<WalletSession>(
    () =>
      given ??
      createWalletSession({
        api: services.api,
        storage: services.localStore,
        tabStorage: services.sessionStore,
        network: () => walletNetwork.current,
        pathname: host?.pathname ?? (() => window.location.pathname),
        reload: host?.reload ?? (() => window.location.reload()),
        channelName: host?.channelName === undefined ? SITE_WALLET_CHANNEL : host.channelName,
        ...(host?.createChannel ? { createChannel: host.createChannel } : {}),
        ...(host?.passthrough ? { passthrough: host.passthrough } : {}),
        // The transaction-effect check by default, loaded with the first signature (it carries the PSBT decoder),
        // and what it needs from the chain, looked up by the app itself.
        psbtChecks: host?.psbtChecks ?? (() => import('../../domain/tx-effect/psbt-checks').then((m) => m.PSBT_CHECKS)),
        txFacts: async (psbts) => {
          const { gatherTxFacts } = await import('../../services/psbt/tx-facts');
          return services.api().then((api) => gatherTxFacts(api.query, psbts));
        },
      }),
  );
  // Nothing to dispose here: every subscription below ends with its effect (StrictMode mounts twice).

  const [, actorRef] = useFlow(walletConnectMachine, {
    testing: { ...(machine ? { machine } : {}), ...(onActor ? { onActor } : {}) },
    actors: createWalletConnectActors(session),
    // The parts of the session the shell shows are selected below.
    subscribe: false,
    actions: {
      persist: ({ context }) => {
        if (context.walletType && context.account && context.user)
          session.persist({ walletType: context.walletType, account: context.account, user: context.user });
      },
      forget: () => session.forget(),
      // An account switch the wallet named is offered a sign-in (the machine's 'switched'): no reload warning besides.
      announceDisconnect: ({ context, event }) =>
        session.end(context.lastDisconnect ?? 'user', {
          wallet: event.type === 'ACCOUNT_CHANGED' ? event.wallet : undefined,
          signInOffered: context.switchedTo !== null,
        }),
    },
  });

  // The wallets' adapters (the wallet libraries) load once a wallet is in play: the chooser opens, or a stored session
  // comes back. A visitor's first render loads none of them (issue 45, 11; issue 46).
  const inPlay = useSelector(actorRef, (s) => !s.matches('restoring') && !s.matches('disconnected'));
  const [adapters, setAdapters] = useState<readonly WalletAdapter[]>([]);
  const [adaptersFailed, setAdaptersFailed] = useState(false);
  useEffect(() => {
    if (!inPlay) return;
    let live = true;
    setAdaptersFailed(false);
    session.adapters().then(
      (loaded) => live && setAdapters(loaded),
      () => live && setAdaptersFailed(true),
    );
    return () => {
      live = false;
    };
  }, [session, inPlay]);

  // Forced disconnects: a sticky warning that reloads when clicked.
  useEffect(
    () => session.onWarning((warning) => toaster.warning(warning.message, { durationMs: 0, onActivate: warning.onActivate, onClose: warning.onActivate })),
    [session, toaster],
  );

  // How the last session ended, told once at load (after the reload, or when restore was refused).
  const restoring = useSelector(actorRef, (s) => s.matches('restoring'));
  const connected = useSelector(actorRef, (s) => s.matches('connected'));
  const noticeId = useRef<number | null>(null);
  useEffect(() => {
    if (restoring) return;
    const notice = session.takeNotice();
    if (notice) noticeId.current = toaster.warning(notice, { durationMs: 0 });
  }, [restoring, session, toaster]);
  // Signed in again: the notice has done its work.
  useEffect(() => {
    if (!connected || noticeId.current === null) return;
    toaster.dismiss(noticeId.current);
    noticeId.current = null;
  }, [connected, toaster]);

  const walletType = useSelector(actorRef, (s) => s.context.walletType);

  // Another tab disconnected: this one drops the same stored session.
  useEffect(
    () =>
      session.onOtherTabDisconnect(() => {
        if (actorRef.getSnapshot().matches('connected')) actorRef.send({ type: 'DISCONNECT' });
      }),
    [session, actorRef],
  );

  // The API's session-invalid and bind events disconnect.
  useEffect(() => {
    let stops: (() => void)[] = [];
    let live = true;
    void services.api().then((api) => {
      if (!live) return;
      stops = [
        api.events.on('session-invalid', () => actorRef.send({ type: 'SESSION_INVALID' })),
        api.events.on('bind-required', () => actorRef.send({ type: 'BIND_REQUIRED' })),
      ];
    });
    return () => {
      live = false;
      stops.forEach((stop) => stop());
    };
  }, [services, actorRef]);

  // The wallet's account or network change disconnects; the account it switched to is offered a sign-in.
  useEffect(() => {
    if (!connected || !walletType) return;
    return session.watchWallet(walletType, (change) => {
      if (change.type !== 'accounts') return actorRef.send({ type: 'NETWORK_CHANGED' });
      const address = switchedAccountAddress(change.accounts);
      actorRef.send({ type: 'ACCOUNT_CHANGED', wallet: walletType, ...(address ? { address } : {}) });
    });
  }, [connected, walletType, session, actorRef]);

  const status = useSelector(actorRef, (s) => (s.matches('connected') ? 'connected' : s.matches('connecting') ? 'connecting' : 'disconnected'));
  const account = useSelector(actorRef, (s) => s.context.account);
  const user = useSelector(actorRef, (s) => s.context.user);

  // Session data for the shell: the balance and the deployer check, for the address signed in.
  const [extras, setExtras] = useState<SessionExtras | null>(null);
  const address = status === 'connected' ? (account?.ordinalsAddress ?? null) : null;
  const paymentAddress = status === 'connected' ? (account?.paymentAddress ?? null) : null;
  useEffect(() => {
    if (!address || !paymentAddress) return;
    let live = true;
    void sessionExtras(session, services.api, address, paymentAddress).then((extras) => live && setExtras(extras));
    return () => {
      live = false;
    };
  }, [address, paymentAddress, services, session]);

  const mine = extras && extras.address === address ? extras : null;
  // In passthrough the host has connected its wallet: Connect goes straight to signing in with it (no chooser, no connection prompt).
  const hostWallet = host?.passthrough?.walletType ?? null;
  const connect = useCallback(() => {
    actorRef.send({ type: 'CONNECT' });
    if (hostWallet) actorRef.send({ type: 'SELECT', walletType: hostWallet });
  }, [actorRef, hostWallet]);
  const userSession = useMemo<UserSession>(
    () => ({
      status,
      user:
        status === 'connected' && account && user
          ? {
              address: account.ordinalsAddress,
              publicKey: account.ordinalsPubKey,
              inscribeCount: user.inscribeCount,
              ogPassCount: user.ogPassCount,
              swapAccess: user.swapAccess,
              isDeployer: mine?.isDeployer ?? false,
              balanceSats: mine?.balance?.total ?? null,
              ...(account.paymentAddress !== account.ordinalsAddress ? { paymentAddress: account.paymentAddress } : {}),
            }
          : null,
      connect,
      disconnect: () => actorRef.send({ type: 'DISCONNECT' }),
      restoring: restoring && storedAddress ? { address: storedAddress } : null,
    }),
    [status, account, user, actorRef, mine, connect, restoring, storedAddress],
  );
  const signer = useMemo(
    () => (status === 'connected' && walletType && account ? session.signer(walletType, account) : null),
    [status, walletType, account, session],
  );
  const wallet = useMemo<WalletContextValue>(
    () => ({ actorRef, adapters, adaptersFailed, session, signer }),
    [actorRef, adapters, adaptersFailed, session, signer],
  );
  useEffect(() => onValue({ wallet, session: userSession }), [onValue, wallet, userSession]);
  // A Connect clicked while this loaded. The flag is cleared only once the chooser is open: StrictMode
  // runs this effect twice around a restart of the actor, and the first CONNECT may be lost with it.
  useEffect(() => {
    // From now on a Connect on the page before its context has updated comes straight here.
    pendingConnect.connect = connect;
    if (pendingConnect.current) connect();
    return () => {
      pendingConnect.connect = undefined;
    };
  }, [pendingConnect, connect]);
  const choosing = useSelector(actorRef, (s) => s.matches('choosing') || s.matches('connecting'));
  useEffect(() => {
    if (choosing) pendingConnect.current = false;
  }, [choosing, pendingConnect]);
  return null;
}
