import type { BitcoinAssetsWidgetGlobal, WidgetHandle, WidgetOptions, WidgetUpdate } from './widget-api';
import { WIDGET_VERSION } from './version';

/**
 * The script a host page adds with one tag. It defines `window.BitcoinAssetsWidget` and loads the widget
 * itself (widget.js, beside this file) when the first widget is created, or at once with `data-preload`.
 * Until the widget has loaded, a handle keeps what it was asked (open, close, update, destroy) and replays
 * it. It is a few hundred bytes: nothing of the app is in it.
 */
type Module = { createWidget(options: WidgetOptions): WidgetHandle };

const script = document.currentScript as HTMLScriptElement | null;
const moduleUrl = new URL('widget.js', script?.src ?? location.href).href;
let loading: Promise<Module> | null = null;
const load = (): Promise<Module> => (loading ??= import(/* @vite-ignore */ moduleUrl) as Promise<Module>);

function create(options: WidgetOptions): WidgetHandle {
  let real: WidgetHandle | null = null;
  let destroyed = false;
  const queue: ((handle: WidgetHandle) => void)[] = [];
  const call = (action: (handle: WidgetHandle) => void) => {
    if (destroyed) return;
    if (real) action(real);
    else queue.push(action);
  };
  load().then(
    (m) => {
      if (destroyed) return;
      try {
        real = m.createWidget(options);
      } catch (error) {
        // A mistake in the options: said where the host looks (the console, and its onError).
        console.error(error);
        options.onError?.({ kind: options.kind, rejected: false, message: error instanceof Error ? error.message : String(error), code: null });
        destroyed = true;
        return;
      }
      queue.splice(0).forEach((action) => action(real!));
    },
    (error: unknown) => {
      const message = 'The widget could not be loaded. Check the connection, and that the page allows scripts from ' + new URL(moduleUrl).origin + '.';
      console.error(message, error);
      options.onError?.({ kind: options.kind, rejected: false, message, code: null });
    },
  );
  return {
    open: () => call((h) => h.open()),
    close: () => call((h) => h.close()),
    update: (next: WidgetUpdate) => call((h) => h.update(next)),
    destroy: () => {
      call((h) => h.destroy());
      destroyed = true;
    },
  };
}

const api: BitcoinAssetsWidgetGlobal = {
  version: WIDGET_VERSION,
  create,
  preload: () => load().then(() => undefined),
};
(window as unknown as { BitcoinAssetsWidget: BitcoinAssetsWidgetGlobal }).BitcoinAssetsWidget = api;
if (script?.hasAttribute('data-preload')) void api.preload();
