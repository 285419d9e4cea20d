import { RELOAD_403_THROTTLE_MS } from '../../domain/constants';
import type { KeyValueStore } from '../storage/key-value-store';
import type { Clock } from '../time/clock';

export const WEB_VERSION_HEADER = 'x-web-version';

/**
 * Decides when a server answer reloads the page (the client then raises a 'reload' event, and the app
 * reloads): HTTP 403 at most once per 30 minutes, and a web version other than the one this page was loaded with (once per new version,
 * so a server that flips between two versions cannot loop the page).
 */
export function createReloadGuard(deps: { clock: Clock; store: KeyValueStore }) {
  let pageVersion: string | null = null;
  return {
    on403(): boolean {
      const last = Number(deps.store.get('reload403At') ?? '0');
      const now = deps.clock.now();
      if (Number.isFinite(last) && now - last < RELOAD_403_THROTTLE_MS) return false;
      deps.store.set('reload403At', String(now));
      return true;
    },
    onWebVersion(version: string | null): boolean {
      if (!version) return false;
      if (pageVersion === null) {
        pageVersion = version;
        return false;
      }
      if (version === pageVersion || deps.store.get('reloadedForVersion') === version) return false;
      deps.store.set('reloadedForVersion', version);
      return true;
    },
  };
}

export type ReloadGuard = ReturnType<typeof createReloadGuard>;
