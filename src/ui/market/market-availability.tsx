import { useEffect, useState } from 'react';
import type { BasicConfig, MarketCategory } from '../../domain/entities';
import { marketAvailability, type MarketAvailability, type MarketSignal } from '../../domain/market-availability';
import { formatMessage } from '../../domain/messages';
import { useServices } from '../hooks/services';
import { readEntryInspection } from '../../services/market/entry-inspection';
import { useRemote } from '../hooks/use-remote';
import { useUserSession } from '../hooks/user-session-context';
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
export function MarketAvailabilityNotices(props: { categories: readonly MarketCategory[]; labels: Readonly<Partial<Record<MarketCategory, string>>> }) {
  return (
    <>
      <EntryInspectionNotice />
      <AvailabilityNotices {...props} />
    </>
  );
}

/**
 * The market's check of the signed-in address on entry (entry_inspection, cached an hour): a flagged address is told
 * so, with the market's reason, before it lists, buys or bids. Nothing while it is read, for a visitor, or when clear.
 */
function EntryInspectionNotice() {
  const session = useUserSession();
  const address = session.status === 'connected' ? (session.user?.address ?? null) : null;
  // A visitor's key reads nothing. An inspection that cannot be read blocks nothing: the market checks again at each action.
  const inspection = useRemote(`entry-inspection:${address ?? ''}`, (api) => readEntryInspection(api, address));
  const flagged = inspection.status === 'ready' && inspection.data?.flagged ? inspection.data : null;
  if (!flagged || flagged.address !== address) return null;
  return (
    <p className={css.readOnly} role="alert" data-testid="entry-flagged">
      <strong>The market has flagged this address: </strong>
      {flagged.reason}. Listing, buying and bidding may be refused; if you think this is a mistake, contact the market&apos;s support before you trade.
    </p>
  );
}

function AvailabilityNotices({ categories, labels }: { categories: readonly MarketCategory[]; labels: Readonly<Partial<Record<MarketCategory, string>>> }) {
  const availability = useMarketAvailability(categories);
  // Nothing while it is read: a line that shows and goes would shift the page under a phone's thumb (issue 46); the
  // lists below say they are loading, and trading waits for the answer.
  if (!availability) return null;
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
