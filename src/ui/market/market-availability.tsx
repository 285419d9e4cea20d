import { useEffect, useState } from 'react';
import type { BasicConfig, MarketCategory } from '../../domain/entities';
import { marketAvailability, type MarketAvailability, type MarketSignal } from '../../domain/market-availability';
import { formatMessage } from '../../domain/messages';
import { useServices } from '../hooks/services';
import * as css from './market-availability.css';

const SIGNALS: readonly MarketSignal[] = ['market-maintained', 'brc20-read-only', 'domain-read-only'];

/**
 * Whether each market of a page can be used now: the basic config (loaded once, cached) and what the
 * server has said since (codes -106, -116, -117 raise events). Loading: null.
 */
export function useMarketAvailability(categories: readonly MarketCategory[]): ReadonlyMap<MarketCategory, MarketAvailability> | null {
  const services = useServices();
  const [loaded, setLoaded] = useState<{ config: BasicConfig | null; failed: boolean } | null>(null);
  const [signals, setSignals] = useState<ReadonlySet<MarketSignal>>(new Set());
  useEffect(() => {
    let live = true;
    let stops: (() => void)[] = [];
    void services
      .api()
      .then((api) => {
        if (!live) return null;
        stops = SIGNALS.map((signal) => api.events.on(signal, () => setSignals((seen) => new Set(seen).add(signal))));
        return api.basicConfig();
      })
      .then(
        (config) => live && config && setLoaded({ config, failed: false }),
        () => live && setLoaded({ config: null, failed: true }),
      );
    return () => {
      live = false;
      stops.forEach((stop) => stop());
    };
  }, [services]);
  if (!loaded) return null;
  return new Map(categories.map((category) => [category, marketAvailability(category, { config: loaded.config, configFailed: loaded.failed, signals })]));
}

/**
 * A market page's notices: a maintenance page when the market is down or closed (nothing to act on), or
 * a read-only notice for each market that can be browsed but not traded.
 */
export function MarketAvailabilityNotices({
  categories,
  labels,
}: {
  categories: readonly MarketCategory[];
  labels: Readonly<Partial<Record<MarketCategory, string>>>;
}) {
  const availability = useMarketAvailability(categories);
  if (!availability) {
    return (
      <p className={css.checking} role="status">
        Checking whether the market is open…
      </p>
    );
  }
  const down = [...availability.values()].find((a) => a.state === 'maintenance' || a.state === 'closed');
  if (down && down.state !== 'open') {
    return (
      <section className={css.maintenance} role="status" data-testid="market-maintenance">
        <h2 className={css.maintenanceTitle}>{down.state === 'maintenance' ? 'Under maintenance' : 'Closed for now'}</h2>
        <p>{formatMessage(down.message)}</p>
        <p className={css.hint}>Listing, buying and bidding are off until it is back; nothing you hold is affected.</p>
      </section>
    );
  }
  const readOnly = categories.flatMap((category) => {
    const a = availability.get(category);
    return a?.state === 'read-only' ? [{ category, message: a.message }] : [];
  });
  if (!readOnly.length) return null;
  return (
    <ul className={css.notices} aria-label="Market notices">
      {readOnly.map(({ category, message }) => (
        <li key={category} className={css.readOnly} data-testid={`market-read-only-${category}`}>
          <strong>{labels[category] ?? category}: </strong>
          {formatMessage(message)}
        </li>
      ))}
    </ul>
  );
}
