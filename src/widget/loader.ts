import type { BitcoinAssetsWidgetGlobal, WidgetHandle, WidgetOptions, WidgetUpdate } from './widget-api';
import { WIDGET_VERSION } from './version';
import { importMapText, widgetSpecifier, type WidgetFile } from './integrity-map';

/**
 * The script a host page adds with one tag. It defines `window.BitcoinAssetsWidget` and loads the widget
 * itself (widget.js, beside this file) when the first widget is created, or at once with `data-preload`.
 * Until the widget has loaded, a handle keeps what it was asked (open, close, update, destroy) and replays
 * it. Nothing of the app is in it: its code, and the hash of every file of the widget (integrity-map.ts).
 *
 * Before it imports widget.js it adds an import map whose `integrity` key gives each file's hash: the browser
 * refuses a file whose bytes differ, before any code of the widget runs. When a file is refused, the loader
 * fetches the candidates with their hashes to say which one did not match, and stops every widget.
 */
type Module = { createWidget(options: WidgetOptions): WidgetHandle; checkChunksWith?(check: (error: unknown) => Promise<unknown>): void };

declare const __BA_WIDGET_FILES__: readonly WidgetFile[];
const files = __BA_WIDGET_FILES__;

const script = document.currentScript as HTMLScriptElement | null;
const base = new URL('.', script?.src ?? location.href).href;
const urlOf = (index: number) => new URL(files[index]![0], base).href;
const integrityOf = (index: number) => `sha384-${files[index]![1]}`;
/** A file and every file it imports statically: what the browser loads with it. */
const graphOf = (index: number, seen = new Set<number>()): Set<number> => {
  if (seen.has(index)) return seen;
  seen.add(index);
  files[index]![2].forEach((i) => graphOf(i, seen));
  return seen;
};
const fetchChecked = (index: number) => fetch(urlOf(index), { integrity: integrityOf(index) }).then((r) => r.arrayBuffer());

/** Set when a file of the widget did not match its hash: every widget stops, and no new one starts. */
let stopped: string | null = null;
const stoppers = new Set<(message: string) => void>();

const changedMessage = (path: string) =>
  `The widget was stopped: its file ${path} is not the one this loader was built with (its SHA-384 hash does not match), so none of its code was run. Serve the widget's files as they were built, next to loader.js.`;

/** The first of these files whose bytes are not the build's: fetched with its hash, then without (a change, not a failed connection). */
async function changedFile(indexes: Iterable<number>): Promise<string | null> {
  const found = await Promise.all(
    [...indexes].map((index) =>
      fetchChecked(index).then(
        () => null,
        () =>
          fetch(urlOf(index)).then(
            (r) => (r.ok ? files[index]![0] : null),
            () => null,
          ),
      ),
    ),
  );
  return found.find((path) => path !== null) ?? null;
}

/** After the browser refused a lazy chunk (chunk-guard.ts): if a file was changed, every widget stops. */
async function checkChunk(error: unknown): Promise<void> {
  const text = String((error as Error | null)?.message ?? error);
  const refused = files.findIndex((_, index) => text.includes(urlOf(index)));
  const path = stopped ? null : await changedFile(refused < 0 ? files.keys() : graphOf(refused));
  if (path && !stopped) {
    stopped = changedMessage(path);
    stoppers.forEach((stop) => stop(stopped!));
  }
}

/** The import map, and whether the page's CSP blocked it (told by the event, a task after the map was added). */
let map: HTMLScriptElement | null = null;
let mapBlocked = false;
const noteBlocked = (event: SecurityPolicyViolationEvent) => (mapBlocked ||= event.blockedURI === 'inline' && event.target === map);

function start(): Promise<Module> {
  // Without import maps (older browsers) the first files are checked by fetching them with their hashes first.
  if (!HTMLScriptElement.supports?.('importmap')) return Promise.all([...graphOf(0)].map(fetchChecked)).then(() => import(/* @vite-ignore */ urlOf(0)));
  map = document.createElement('script');
  map.type = 'importmap';
  // An inline script: a page under a strict CSP gives the loader's tag its nonce (nonce or data-nonce).
  map.nonce = script?.nonce || script?.dataset.nonce || '';
  map.textContent = importMapText(base, files);
  document.addEventListener('securitypolicyviolation', noteBlocked);
  document.head.append(map);
  return import(/* @vite-ignore */ widgetSpecifier(files));
}

let loading: Promise<Module> | null = null;
const load = (): Promise<Module> =>
  (loading ??= start().then(
    (m: Module) => (document.removeEventListener('securitypolicyviolation', noteBlocked), m.checkChunksWith?.(checkChunk), m),
    async (error: unknown) => {
      console.error(error);
      const path = await changedFile(graphOf(0));
      document.removeEventListener('securitypolicyviolation', noteBlocked);
      throw new Error(
        path
          ? changedMessage(path)
          : mapBlocked
            ? `The widget could not be loaded: the page's Content Security Policy blocked the loader's import map (the hashes of the widget's files). Give the loader's script tag the page's nonce.`
            : `The widget could not be loaded. Check the connection, and that the page allows scripts from ${new URL(base).origin}.`,
      );
    },
  ));

function create(options: WidgetOptions): WidgetHandle {
  let real: WidgetHandle | null = null;
  let destroyed = false;
  const queue: ((handle: WidgetHandle) => void)[] = [];
  const call = (action: (handle: WidgetHandle) => void) => {
    if (destroyed) return;
    if (real) action(real);
    else queue.push(action);
  };
  const stop = (message: string) => {
    if (destroyed) return;
    real?.destroy();
    destroyed = true;
    stoppers.delete(stop);
    console.error(message);
    options.onError?.({ kind: options.kind, rejected: false, message, code: null });
  };
  stoppers.add(stop);
  (stopped ? Promise.reject(new Error(stopped)) : load()).then(
    (m) => {
      if (destroyed) return;
      try {
        real = m.createWidget(options);
      } catch (error) {
        // A mistake in the options: said where the host looks (the console, and its onError).
        stop(error instanceof Error ? error.message : String(error));
        return;
      }
      queue.splice(0).forEach((action) => action(real!));
    },
    (error: Error) => stop(error.message),
  );
  return {
    open: () => call((h) => h.open()),
    close: () => call((h) => h.close()),
    update: (next: WidgetUpdate) => {
      if (!destroyed) options = { ...options, ...next } as WidgetOptions;
      call((h) => h.update(next));
    },
    destroy: () => {
      call((h) => h.destroy());
      destroyed = true;
      stoppers.delete(stop);
    },
  };
}

const api: BitcoinAssetsWidgetGlobal = {
  version: WIDGET_VERSION,
  create,
  preload: () => load().then(() => undefined),
};
(window as unknown as { BitcoinAssetsWidget: BitcoinAssetsWidgetGlobal }).BitcoinAssetsWidget = api;
// A failure is told to each widget's onError.
if (script?.hasAttribute('data-preload')) api.preload().catch(() => undefined);
