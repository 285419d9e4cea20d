import { lazy, Suspense, useEffect, useMemo, useRef, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import type { AppServices } from '../services/app-services';
import type { HostWallet as SessionHostWallet } from '../services/wallet-session/host-wallet';
import { ServicesProvider } from '../ui/hooks/services';
import { Modal } from '../ui/components/modal';
import { ToastProvider } from '../ui/components/toast';
import { NetworkProvider } from '../ui/hooks/network-context';
import { UserSessionProvider, useUserSession } from '../ui/hooks/user-session-context';
import { usePortalContainer, WithPortalContainer } from '../ui/theme/portal-container';
import { lightThemeClass, themeClass, vars } from '../ui/theme/theme.css';
import { WalletRequirements } from '../ui/wallet/wallet-requirements';
import { useWalletConnect } from '../ui/hooks/wallet-context';
import { WalletSessionProvider } from '../ui/wallet/wallet-session';
import type { HostWallet, WidgetOptions, WidgetTheme } from './widget-api';
import { failureFor, stageFor, type WidgetCallbacks } from './widget-callbacks';
import { textColorOn } from '../domain/contrast';
import * as css from './widget.css';

// The public type of a host's wallet is the session's own: a change to either that breaks the other fails here.
const sameHostWallet = (wallet: HostWallet): SessionHostWallet => wallet;

// Each kind loads its own modules: a swap widget never loads the market's dialog, nor a buy widget the swap.
const SwapModule = lazy(() => import('../ui/swap/swap-module').then((m) => ({ default: m.SwapModule })));
const BuyBody = lazy(() => import('./buy-widget').then((m) => ({ default: m.BuyBody })));

export interface WidgetViewProps {
  readonly options: WidgetOptions;
  readonly services: AppServices;
  readonly callbacks: WidgetCallbacks;
  /** Whether a modal widget shows. */
  readonly open: boolean;
  /** The user closed it. */
  readonly onClose: () => void;
  /** What "reload" means for the widget: a fresh mount. */
  readonly remount: () => void;
  /**
   * The host has just connected its wallet and passed it through (`update`): the widget signs in with it
   * at once, with no chooser and no connection prompt. Never on the page's load (no popup on load).
   */
  readonly signInNow: boolean;
  /** Who the widget's session is signed in as (null: no one), each time it changes: the page's other widgets follow. */
  readonly onSession?: (address: string | null) => void;
}

/** A CSS colour in any notation (a name, hsl()) as the browser computes it: rgb(). */
function computedColor(color: string): string {
  if (typeof document === 'undefined' || !document.body) return '';
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  return computed;
}

/** The theme's variables the host may set, as inline custom properties (CSSOM: allowed under a strict CSP). */
function themeStyle(theme: WidgetTheme | undefined): CSSProperties {
  const style: Record<string, string> = {};
  const set = (variable: string, value: string) => {
    style[variable.replace(/^var\((--[^,)]+).*$/, '$1')] = value;
  };
  if (theme?.primaryColor) {
    for (const v of [vars.color.primary, vars.color.primaryFill, vars.color.primaryFillHover, vars.color.link, vars.color.focus, vars.color.primaryHover])
      set(v, theme.primaryColor);
    // The text on the accent's fill: white or black, whichever reads on it (issue 45, 10: white on #f7931a is 2.3:1).
    const text = textColorOn(theme.primaryColor) ?? textColorOn(computedColor(theme.primaryColor));
    if (text) set(vars.color.primaryText, text);
  }
  if (theme?.radius !== undefined && Number.isFinite(theme.radius) && theme.radius >= 0) {
    set(vars.radius.base, `${theme.radius}px`);
    set(vars.radius.large, `${theme.radius * 2}px`);
  }
  if (theme?.fontFamily) set(vars.font.body, theme.fontFamily);
  return style as CSSProperties;
}

/** The swap's modal, opened once its container (in the shadow root, after the first render) is there. */
function SwapModal({ open, onClose, children }: { readonly open: boolean; readonly onClose: () => void; readonly children: ReactNode }) {
  const portal = usePortalContainer();
  return (
    <Modal open={open && portal !== null} title="Swap" onClose={onClose}>
      {children}
    </Modal>
  );
}

/**
 * One widget: the app's providers (services, network, toasts, its own wallet session) around the swap or the
 * buy dialog, the same modules the site renders. It is shown inline or in a modal; the modal and the
 * toasts render inside the widget's own root, so they are inside its shadow root.
 */
export function WidgetView({ options, services, callbacks, open, onClose, remount, signInNow, onSession }: WidgetViewProps) {
  const passthrough = options.wallet?.passthrough;
  const host = useMemo(
    () => ({
      pathname: () => (options.kind === 'swap' ? '/swap' : '/market'),
      reload: remount,
      channelName: 'bitcoin-assets-widget',
      ...(passthrough ? { passthrough: sameHostWallet(passthrough) } : {}),
    }),
    [options.kind, remount, passthrough],
  );
  const body =
    options.kind === 'swap' ? (
      <SwapBody options={options} callbacks={callbacks} />
    ) : (
      <BuyBody options={options} callbacks={callbacks} open={open} onClose={onClose} />
    );
  const modal = (options.display ?? 'modal') === 'modal';
  const loading = (
    <p role="status" className={css.loading}>
      Loading…
    </p>
  );
  return (
    <div
      className={`${options.theme?.mode === 'light' ? lightThemeClass : themeClass} ${css.root} ${modal ? '' : css.integrated} ${!modal && options.kind === 'swap' ? css.integratedSwap : ''}`}
      style={themeStyle(options.theme)}
      data-widget-root=""
    >
      <WithPortalContainer>
        <ServicesProvider services={services}>
          <NetworkProvider store={services.localStore} fixed={options.network ?? 'mainnet'}>
            <ToastProvider>
              <WalletSessionProvider host={host}>
                {signInNow && passthrough ? <SignInOnce /> : null}
                {onSession ? <SessionReport onSession={onSession} /> : null}
                <HostConnect request={callbacks.requestConnect}>
                  {passthrough || modal ? null : <WidgetAccount />}
                  {modal && options.kind === 'swap' ? (
                    // The modal outside the boundary, opened once its container (in the shadow root) is there: a form
                    // still loading suspends only what is inside the modal (issue 45, 5: on Preact, the first widget of a
                    // page suspended the modal's portal with it, and it never showed).
                    <SwapModal open={open} onClose={onClose}>
                      {passthrough ? null : <WidgetAccount />}
                      <Suspense fallback={loading}>{body}</Suspense>
                    </SwapModal>
                  ) : (
                    <Suspense fallback={loading}>{options.kind === 'swap' || open || !modal ? body : null}</Suspense>
                  )}
                  {/* Its own boundary: the wallet chooser loading must not suspend (and, in Preact, remount) the form. */}
                  <Suspense fallback={null}>
                    <WalletRequirements pathname={host.pathname()} />
                  </Suspense>
                </HostConnect>
              </WalletSessionProvider>
            </ToastProvider>
          </NetworkProvider>
        </ServicesProvider>
      </WithPortalContainer>
    </div>
  );
}

/** Who is signed in to the widget, and a way out: the widget's own connection (a host's passthrough is the host's to end). */
function WidgetAccount() {
  const session = useUserSession();
  if (session.status !== 'connected' || !session.user) return null;
  const address = session.user.address;
  return (
    <p className={css.account} data-testid="widget-account">
      <span title={address}>
        {address.slice(0, 8)}…{address.slice(-4)}
      </span>{' '}
      <button type="button" className={css.accountButton} onClick={() => session.disconnect()}>
        Disconnect
      </button>
    </p>
  );
}

/** Tells the widget's owner who is signed in, each time it changes. */
function SessionReport({ onSession }: { onSession: (address: string | null) => void }) {
  const session = useUserSession();
  const address = session.status === 'connected' ? (session.user?.address ?? null) : null;
  useEffect(() => onSession(address), [address, onSession]);
  return null;
}

/** Signs in with the host's wallet once the session has looked for a stored one (and found none). */
function SignInOnce() {
  const wallet = useWalletConnect();
  const session = useUserSession();
  const done = useRef(false);
  const ready = useSyncExternalStore(
    (listener) => {
      const subscription = wallet?.actorRef.subscribe(listener);
      return () => subscription?.unsubscribe();
    },
    () => wallet?.actorRef.getSnapshot().matches('disconnected') ?? false,
  );
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    session.connect();
  }, [ready, session]);
  return null;
}

/** With `onRequestConnectWallet`, Connect asks the host to connect instead of opening the widget's chooser. */
function HostConnect({ request, children }: { request: (() => void) | null; children: ReactNode }) {
  const session = useUserSession();
  const value = useMemo(() => (request && session.status !== 'connected' ? { ...session, connect: request } : session), [request, session]);
  return <UserSessionProvider session={value}>{children}</UserSessionProvider>;
}

function SwapBody({ options, callbacks }: { options: WidgetOptions; callbacks: WidgetCallbacks }) {
  const swap = options.swap;
  const preset = {
    ...(swap?.tickIn ? { tickIn: swap.tickIn } : {}),
    ...(swap?.tickOut ? { tickOut: swap.tickOut } : {}),
    ...(swap?.amount ? { amount: swap.amount } : {}),
    ...(swap?.slippage ? { slippagePercent: swap.slippage } : {}),
    ...(swap?.fixed ? { fixed: true } : {}),
  };
  return (
    <div className={css.swap}>
      <SwapModule
        tabs={['swap']}
        aside={false}
        // The site is served where its API is (the devnet, the gateway): its deposit page is the way in for brc-20
        // that is in the wallet and not in the swap.
        depositHref={(tick) => `${new URL(options.api.base, location.href).origin}/swap?tab=deposit&tick=${encodeURIComponent(tick)}`}
        preset={preset}
        onSuccess={(r) =>
          callbacks.success({ kind: 'swap', operationId: r.id, tickIn: r.tickIn, tickOut: r.tickOut, amountIn: r.amountIn, amountOut: r.amountOut })
        }
        onFailure={(f) => callbacks.error(failureFor('swap', f))}
        onStage={(s) => callbacks.stage(stageFor('swap', s))}
      />
    </div>
  );
}
