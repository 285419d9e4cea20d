import { useEffect, useMemo, useRef } from 'react';
import type { BidRecord } from '../../domain/market/bid-standing';
import { tradeNotices, type TradeNoticeKind, type TradeSnapshot } from '../../domain/market/trade-notices';
import { createBidBook } from '../../services/market/bid-book';
import { MARKET_SCAN_EVERY_MS, tradeLook } from '../../services/market/trade-snapshot';
import { useToaster } from '../components/toast';
import type { ToastType } from '../components/toast-types';
import { useRemote } from './use-remote';
import { useServices } from './services';

/** How often the address's market is looked at while the tab is shown (a hidden tab asks nothing: the query client's way). */
export const TRADE_NOTICES_EVERY_MS = 30_000;

/** The query's key (a test reads again through it). */
export const tradeNoticesKey = (address: string) => `trade-notices:${address}`;

const TOAST_TYPE: Readonly<Record<TradeNoticeKind, ToastType>> = { sold: 'success', won: 'success', outbid: 'info', ending: 'info' };

/**
 * Notifications while the site is open (issue 44's trader features): looks at what `address` has on the market every
 * TRADE_NOTICES_EVERY_MS and shows, as toasts, what changed since the last look (the rule is trade-notices.ts's).
 * The first look after sign-in (or after switching account) shows nothing: nothing is new on load.
 */
export function useTradeNotices(address: string): void {
  const services = useServices();
  const toaster = useToaster();
  // The bids of the last look (an auction that ended leaves the market's open list, and its end is the news), and
  // when the market's open auctions were last scanned for the address's bids.
  const followed = useRef<{ address: string; bids: readonly BidRecord[]; scannedAt: number | null }>({ address, bids: [], scannedAt: null });
  const load = useMemo(
    () =>
      tradeLook(
        address,
        () => {
          const last = followed.current.address === address ? followed.current : { bids: [], scannedAt: null };
          return {
            bids: [...createBidBook(services.localStore).list(address), ...last.bids],
            scan: last.scannedAt === null || services.clock.now() - last.scannedAt >= MARKET_SCAN_EVERY_MS,
          };
        },
        () => services.clock.now(),
      ),
    [address, services],
  );
  const look = useRemote(tradeNoticesKey(address), load, { everyMs: TRADE_NOTICES_EVERY_MS });
  const before = useRef<{ address: string; snapshot: TradeSnapshot } | null>(null);
  const data = look.status === 'ready' ? look.data : null;
  useEffect(() => {
    if (data === null || before.current?.snapshot === data.snapshot) return;
    const last = before.current?.address === address ? before.current.snapshot : null;
    before.current = { address, snapshot: data.snapshot };
    const scannedAt = data.scanned ? data.snapshot.takenAt : followed.current.address === address ? followed.current.scannedAt : null;
    followed.current = { address, bids: data.bids, scannedAt };
    // A sale, a win or an outbid is news a trader must not miss while looking elsewhere: it stays until closed.
    for (const notice of tradeNotices(last, data.snapshot)) toaster.show({ type: TOAST_TYPE[notice.kind], message: notice.text, durationMs: 0 });
  }, [address, data, toaster]);
}
