import { lazy, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { satsToBtc } from '../domain/currency';
import type { StepFailure } from '../machines/shared/step-failure';
import type { AppServices } from '../services/app-services';
import type { HostWallet as SessionHostWallet } from '../services/wallet-session/wallet-session';
import { ServicesProvider } from '../ui/app/services';
import { Modal } from '../ui/components/modal';
import { ToastProvider } from '../ui/components/toast';
import { readBuyListing } from '../ui/market/buy-listing';
import { RemoteStatus } from '../ui/market/market-bits';
import { useRemote } from '../ui/market/use-remote';
import { NetworkProvider } from '../ui/session/network-context';
import { UserSessionProvider, useUserSession } from '../ui/session/user-session-context';
import { PortalContainerContext } from '../ui/theme/portal-container';
import { lightThemeClass, themeClass, vars } from '../ui/theme/theme.css';
import { button } from '../ui/theme/ui.css';
import { WalletRequirements } from '../ui/wallet/wallet-requirements';
import { WalletSessionProvider, useWalletConnect } from '../ui/wallet/wallet-session';
import type { HostWallet, WidgetError, WidgetOptions, WidgetSuccess, WidgetTheme } from './widget-api';
import * as css from './widget.css';

// The public type of a host's wallet is the session's own: a change to either that breaks the other fails here.
const sameHostWallet = (wallet: HostWallet): SessionHostWallet => wallet;

// Each kind loads its own modules: a swap widget never loads the market's dialog, nor a buy widget the swap.
const SwapModule = lazy(() => import('../ui/swap/swap-module').then((m) => ({ default: m.SwapModule })));
const BuyDialog = lazy(() => import('../ui/market/buy-dialog').then((m) => ({ default: m.BuyDialog })));

/** The options' callbacks, read when called (the host may change them with `update`). */
export interface WidgetCallbacks {
  success(result: WidgetSuccess): void;
  error(error: WidgetError): void;
  close(): void;
  requestConnect: (() => void) | null;
}

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
}

/** The theme's variables the host may set, as inline custom properties (CSSOM: allowed under a strict CSP). */
function themeStyle(theme: WidgetTheme | undefined): CSSProperties {
  const style: Record<string, string> = {};
  const set = (variable: string, value: string) => {
    style[variable.replace(/^var\((--[^,)]+).*$/, '$1')] = value;
  };
  if (theme?.primaryColor) {
    for (const v of [vars.color.primary, vars.color.primaryFill, vars.color.primaryFillHover, vars.color.link, vars.color.focus, vars.color.primaryHover]) set(v, theme.primaryColor);
  }
  if (theme?.radius !== undefined && Number.isFinite(theme.radius) && theme.radius >= 0) {
    set(vars.radius.base, `${theme.radius}px`);
    set(vars.radius.large, `${theme.radius * 2}px`);
  }
  if (theme?.fontFamily) set(vars.font.body, theme.fontFamily);
  return style as CSSProperties;
}

const failureFor = (kind: WidgetOptions['kind'], failure: StepFailure): WidgetError => ({ kind, rejected: failure.rejected === true, message: failure.rejected ? '' : failure.message, code: failure.code ?? null });

/**
 * One widget: the app's providers (services, network, toasts, its own wallet session) around the swap or the
 * buy dialog, the same modules the site renders. It is shown inline or in a modal; the modal and the
 * toasts render inside the widget's own root, so they are inside its shadow root.
 */
export function WidgetView({ options, services, callbacks, open, onClose, remount, signInNow }: WidgetViewProps) {
  const [portal, setPortal] = useState<HTMLDivElement | null>(null);
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
  return (
    <div className={`${options.theme?.mode === 'light' ? lightThemeClass : themeClass} ${css.root} ${modal ? '' : css.integrated}`} style={themeStyle(options.theme)} data-widget-root="">
      <PortalContainerContext.Provider value={portal}>
        <ServicesProvider services={services}>
          <NetworkProvider store={services.localStore} fixed={options.network ?? 'mainnet'}>
            <ToastProvider>
              <WalletSessionProvider host={host}>
                {signInNow && passthrough ? <SignInOnce /> : null}
                <HostConnect request={callbacks.requestConnect}>
                  <Suspense fallback={<p role="status" className={css.loading}>Loading…</p>}>
                    {modal && options.kind === 'swap' ? (
                      <Modal open={open} title="Swap" onClose={onClose}>
                        {body}
                      </Modal>
                    ) : options.kind === 'swap' || open || !modal ? (
                      body
                    ) : null}
                  </Suspense>
                  <WalletRequirements pathname={host.pathname()} />
                </HostConnect>
              </WalletSessionProvider>
            </ToastProvider>
          </NetworkProvider>
        </ServicesProvider>
      </PortalContainerContext.Provider>
      <div ref={setPortal} data-portal-root="" />
    </div>
  );
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
function HostConnect({ request, children }: { request: (() => void) | null; children: React.ReactNode }) {
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
        preset={preset}
        onSuccess={(r) => callbacks.success({ kind: 'swap', operationId: r.id, tickIn: r.tickIn, tickOut: r.tickOut, amountIn: r.amountIn, amountOut: r.amountOut })}
        onFailure={(f) => callbacks.error(failureFor('swap', f))}
      />
    </div>
  );
}

/**
 * The buy widget: the listing as it is now, and Buy (or Place a bid) to open the market's buy dialog. As a
 * modal it opens the dialog at once; integrated, a card shows the item and its price first.
 */
function BuyBody({ options, callbacks, open, onClose }: { options: WidgetOptions; callbacks: WidgetCallbacks; open: boolean; onClose: () => void }) {
  const session = useUserSession();
  const target = options.buy!;
  const modal = (options.display ?? 'modal') === 'modal';
  const [dialog, setDialog] = useState(false);
  const [version, setVersion] = useState(0);
  const listing = useRemote(`widget-buy:${JSON.stringify(target)}:${version}`, (api, signal) => readBuyListing(api.reads, target, signal));
  const connected = session.status === 'connected';
  const showDialog = connected && listing.data && (modal ? open : dialog);
  const closeDialog = () => {
    setDialog(false);
    if (modal) onClose();
  };
  const card = (
    <section className={css.card} aria-label="Buy" data-testid="widget-buy">
      <RemoteStatus remote={listing} what="this listing" retry={listing.retry} />
      {listing.status === 'ready' && !listing.data ? <p role="status">This item is not for sale now.</p> : null}
      {listing.data ? (
        <>
          <h2 className={css.title}>{listing.data.title}</h2>
          <p className={css.price}>
            {listing.data.marketType === 'auction' ? 'Least next bid: ' : 'Price: '}
            <strong>{satsToBtc(String(listing.data.priceSats)).toFixed()} BTC</strong> ({listing.data.priceSats.toLocaleString('en-US')} sats)
          </p>
          {connected ? (
            <button type="button" className={`${button.primary} ${css.action}`} onClick={() => setDialog(true)} data-testid="widget-buy-open">
              {listing.data.marketType === 'auction' ? 'Place a bid' : 'Buy'}
            </button>
          ) : (
            <button type="button" className={`${button.primary} ${css.action}`} onClick={session.connect} disabled={session.status === 'connecting'}>
              {session.status === 'connecting' ? 'Connecting…' : 'Connect wallet to buy'}
            </button>
          )}
        </>
      ) : null}
    </section>
  );
  return (
    <>
      {modal && connected && listing.data ? null : modal ? (
        <Modal open={open} title="Buy" onClose={onClose}>
          {card}
        </Modal>
      ) : (
        card
      )}
      {showDialog ? (
        <BuyDialog
          listing={listing.data!}
          onClose={closeDialog}
          onChanged={() => setVersion((v) => v + 1)}
          onSuccess={(r) => callbacks.success({ kind: 'buy', auctionId: r.auctionId, txid: r.txid, bidId: r.bidId })}
          onFailure={(f) => callbacks.error(failureFor('buy', f))}
        />
      ) : null}
    </>
  );
}
