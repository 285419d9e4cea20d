import { createRoot, type Root } from 'react-dom/client';
import { apiBasesUnder, createAppServices, type AppServices } from '../services/app-services';
import { browserStorage, createKeyValueStore } from '../services/storage/key-value-store';
import type { WidgetHandle, WidgetOptions, WidgetUpdate } from './widget-api';
import { WIDGET_VERSION } from './version';
import type { WidgetCallbacks } from './widget-callbacks';
import { WidgetView } from './widget-view';

/**
 * The widget's whole stylesheet. The widget build puts the CSS of every module here (see
 * vite.widget.config.ts), so it is adopted into each widget's shadow root and never added to the host page.
 */
const WIDGET_CSS = '__BA_WIDGET_CSS__';

/**
 * The host element: the widget's own tag, so a host's `div { … }` or `section { … }` never matches it, and
 * `all: initial` (important, which beats the host's important rules on this element) so nothing the host sets
 * on its page is inherited inside.
 */
const HOST_CSS = ':host{all:initial !important;display:block !important;}:host([data-display="modal"]){display:contents !important;}';

/** Keys in the host's storage: only the widget's own, under this prefix. */
export const WIDGET_STORAGE_PREFIX = 'bitcoin-assets-widget:';

function sheetFor(root: ShadowRoot, text: string): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  // Older engines: a style element inside the shadow root (needs style-src 'unsafe-inline' under a CSP).
  const style = document.createElement('style');
  style.textContent = text;
  root.append(style);
}

/** The options a host passes, checked before anything renders: a mistake gets a message that names it. */
export function checkOptions(options: WidgetOptions): void {
  const fail = (message: string): never => {
    throw new TypeError(`Bitcoin Assets widget: ${message}`);
  };
  if (!options || typeof options !== 'object') fail('create() takes an options object.');
  if (options.kind !== 'swap' && options.kind !== 'buy') fail(`kind must be 'swap' or 'buy' (got ${JSON.stringify(options.kind)}).`);
  if (options.display !== undefined && options.display !== 'integrated' && options.display !== 'modal')
    fail(`display must be 'integrated' or 'modal' (got ${JSON.stringify(options.display)}).`);
  if (options.display === 'integrated' && !options.target) fail('an integrated widget needs a target: an element or a CSS selector.');
  if (!options.api || typeof options.api.base !== 'string' || options.api.base === '') fail('api.base is required: the URL of the API the widget calls.');
  if (options.network !== undefined && options.network !== 'mainnet' && options.network !== 'testnet')
    fail(`network must be 'mainnet' or 'testnet' (got ${JSON.stringify(options.network)}).`);
  if (options.kind === 'buy' && !options.buy) fail('a buy widget needs buy: { category, auctionId } or { inscriptionId }.');
  const passthrough = options.wallet?.passthrough;
  if (passthrough && (!passthrough.account?.ordinalsAddress || typeof passthrough.signMessage !== 'function' || typeof passthrough.signPsbt !== 'function')) {
    fail('wallet.passthrough needs walletType, account (its addresses and public keys), signMessage and signPsbt.');
  }
}

/**
 * The page's widgets and who each is signed in as. One signing in tells the others on the same API and network: a
 * signed-out one starts again, and so signs in from the session the first stored (the widgets share their storage).
 * A host's passthrough wallet is the host's to connect, and a widget with one is left alone.
 */
interface LiveWidget {
  address: string | null;
  same: string;
  passthrough: boolean;
  readonly remount: () => void;
}
const liveSessions = new Set<LiveWidget>();
const sessionScope = (options: WidgetOptions) => `${new URL(options.api.base, location.href).href}|${options.network ?? 'mainnet'}`;
function sessionChanged(widget: LiveWidget, address: string | null): void {
  const was = widget.address;
  widget.address = address;
  // A host's passthrough session is the host's: the others are not signed in with it.
  if (address === null || address === was || widget.passthrough) return;
  for (const other of liveSessions) {
    if (other !== widget && other.address === null && !other.passthrough && other.same === widget.same) other.remount();
  }
}

function resolveTarget(target: string | HTMLElement): HTMLElement {
  const element = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
  if (!element) throw new TypeError(`Bitcoin Assets widget: no element matches the target ${JSON.stringify(target)}.`);
  return element;
}

/**
 * One set of services for the page's widgets on the same API, network and market: one request key and one client,
 * so a session one widget signs in is one the others can take up (issue 28, 9: two widgets, two connections).
 */
const sharedServices = new Map<string, { services: AppServices; users: number }>();
const servicesKey = (options: WidgetOptions) =>
  JSON.stringify([options.api, options.network ?? 'mainnet', options.appId ?? null, options.marketFeeAddress ?? null]);
/** The services of the widgets with these options, counted: the last widget to let go of them drops them. */
function servicesFor(options: WidgetOptions): AppServices {
  const key = servicesKey(options);
  const shared = sharedServices.get(key) ?? { services: newServices(options), users: 0 };
  shared.users += 1;
  sharedServices.set(key, shared);
  return shared.services;
}
function releaseServices(options: WidgetOptions): void {
  const key = servicesKey(options);
  const shared = sharedServices.get(key);
  if (shared && --shared.users <= 0) sharedServices.delete(key);
}
function newServices(options: WidgetOptions): AppServices {
  const { base, ...layers } = options.api;
  return createAppServices(
    {
      api: apiBasesUnder(base, layers),
      apiDocsUrl: 'https://docs.unisat.io/',
      appName: 'Bitcoin Assets',
      appId: options.appId ?? 'bitcoin-assets-widget',
      frontVersion: WIDGET_VERSION,
      devnet: false,
      atomicalsAllWallets: false,
      fixedNetwork: null,
      marketFeeAddress: options.marketFeeAddress ?? null,
    },
    {
      localStore: createKeyValueStore(browserStorage('local'), WIDGET_STORAGE_PREFIX),
      sessionStore: createKeyValueStore(browserStorage('session'), WIDGET_STORAGE_PREFIX),
      keyVaultName: `${WIDGET_STORAGE_PREFIX}request-key`,
    },
  );
}

/**
 * Creates a swap or buy widget on the host page: a `<bitcoin-assets-widget>` element with a shadow root
 * holding the widget's stylesheet and its React root. Integrated, it goes inside the target; as a modal, at
 * the end of the body, and it opens at once.
 */
export function createWidget(initial: WidgetOptions): WidgetHandle {
  checkOptions(initial);
  let options = initial;
  const display = options.display ?? 'modal';
  const element = document.createElement('bitcoin-assets-widget');
  element.setAttribute('data-kind', options.kind);
  element.setAttribute('data-display', display);
  const shadow = element.attachShadow({ mode: 'open' });
  sheetFor(shadow, HOST_CSS);
  sheetFor(shadow, WIDGET_CSS);
  const container = document.createElement('div');
  shadow.append(container);
  (display === 'integrated' ? resolveTarget(options.target!) : document.body).append(element);

  let services = servicesFor(options);
  let open = true;
  let generation = 0;
  /** Set when `update` passes a newly connected host wallet: the next mount signs in with it. */
  let signInNow = false;
  // Preact's root (the widget build's React layer) adds no listener to the document: destroy leaves none behind.
  let root: Root | null = createRoot(container);
  // A destroyed widget says nothing more (a step still running when it went, ends unheard).
  const callbacks: WidgetCallbacks = {
    success: (result) => root && options.onSuccess?.(result),
    error: (error) => root && options.onError?.(error),
    stage: (stage) => root && options.onStage?.(stage),
    close: () => root && options.onClose?.(),
    get requestConnect() {
      return options.onRequestConnectWallet && !options.wallet?.passthrough ? () => options.onRequestConnectWallet?.() : null;
    },
  };
  const close = () => {
    if (!root || !open) return;
    open = false;
    render();
    callbacks.close();
  };
  const remount = () => {
    generation += 1;
    render();
  };
  const live: LiveWidget = { address: null, same: sessionScope(options), passthrough: options.wallet?.passthrough !== undefined, remount };
  liveSessions.add(live);
  const onSession = (address: string | null) => root && sessionChanged(live, address);
  function render() {
    root?.render(
      <WidgetView
        key={generation}
        options={options}
        services={services}
        callbacks={callbacks}
        open={open}
        onClose={close}
        remount={remount}
        signInNow={signInNow}
        onSession={onSession}
      />,
    );
  }
  render();

  return {
    open() {
      if (!root || open) return;
      open = true;
      render();
    },
    close,
    update(next: WidgetUpdate) {
      if (!root) return;
      // A new pair keeps the host's slippage unless it gives another (issue 28, 9: update() reset it to the default).
      const slippage = options.swap?.slippage;
      const swap = next.swap && slippage !== undefined && next.swap.slippage === undefined ? { ...next.swap, slippage } : next.swap;
      const merged = { ...options, ...next, ...(swap ? { swap } : {}) } as WidgetOptions;
      const previous = options;
      checkOptions(merged);
      const walletChanged =
        next.wallet !== undefined && next.wallet?.passthrough?.account.ordinalsAddress !== options.wallet?.passthrough?.account.ordinalsAddress;
      const apiChanged = next.api !== undefined || next.network !== undefined || next.marketFeeAddress !== undefined || next.appId !== undefined;
      // A new pair, amount or listing is a new form: the widget starts it again with them.
      const contentChanged = next.swap !== undefined || next.buy !== undefined;
      options = merged;
      if (apiChanged) {
        // The new ones first: with the same key they are the same services, kept, not dropped and made again.
        services = servicesFor(options);
        releaseServices(previous);
      }
      live.same = sessionScope(options);
      live.passthrough = options.wallet?.passthrough !== undefined;
      // Another account (or API) is another session: the widget starts again with it.
      if (walletChanged || apiChanged || contentChanged) generation += 1;
      if (walletChanged) signInNow = next.wallet?.passthrough !== undefined;
      render();
    },
    destroy() {
      if (!root) return;
      root.unmount();
      root = null;
      liveSessions.delete(live);
      releaseServices(options);
      element.remove();
    },
  };
}
