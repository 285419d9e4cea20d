import { useCallback, useEffect, useRef, useState } from 'react';
import { assetKey, type ListingQuery, type ListingRow, type MarketAsset } from '../../domain/market/market-reads';
import { LISTING_LIST_PAGE_SIZE } from '../../services/market/market-reads';
import { failureMessage } from '../../services/http/error-routing';
import { notOfferedWords } from '../../services/http/api-error';
import { useServices } from '../hooks/services';

/** How long the list must rest before the pages it shows are asked for: a fast scroll asks for none it passes. */
export const LISTING_SCROLL_REST_MS = 150;
/** A page shown that could not be read is asked again after this long, a few times, so the list never ends on "Loading…". */
const RETRY_MS = 1_000;
const RETRIES = 3;

type Pages = {
  readonly key: string;
  readonly total: number | null;
  readonly rows: ReadonlyMap<number, readonly ListingRow[]>;
  readonly error: string | null;
  /** The network's upstream has not the market's list: asking again can never succeed (the words say where it works). */
  readonly notOffered?: boolean;
};

/** What was asked for under a key: each page's call (kept once answered, in `done`), its failures, and the rows last shown. */
type Asked = {
  key: string;
  pages: Map<number, AbortController>;
  done: Set<number>;
  tries: Map<number, number>;
  wanted: { first: number; last: number };
};
const pageOf = (row: number) => Math.floor(row / LISTING_LIST_PAGE_SIZE);
const fresh = (key: string): Asked => ({ key, pages: new Map(), done: new Set(), tries: new Map(), wanted: { first: 0, last: 0 } });

/**
 * The pages of an asset's listings under a query, as many rows a call as the open API's list gives (99), fetched for
 * the rows the list shows once it rests (`show`); a page asked for and scrolled past before its answer is dropped.
 * Everything starts over when the asset or the query changes.
 */
export function useListingPages(asset: MarketAsset, query: ListingQuery) {
  const services = useServices();
  const key = `${asset.category}:${assetKey(asset)}:${JSON.stringify(query)}`;
  const [pages, setPages] = useState<Pages>({ key, total: null, rows: new Map(), error: null });
  const asked = useRef<Asked>(fresh(''));
  const rest = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const current = pages.key === key ? pages : { key, total: null, rows: new Map<number, readonly ListingRow[]>(), error: null };

  // The query on screen: a call made under an earlier one (its rest timer, its retry) asks for nothing.
  const latest = useRef(key);
  latest.current = key;

  const load = useCallback(
    (page: number) => {
      if (key !== latest.current) return;
      if (asked.current.key !== key) {
        for (const c of asked.current.pages.values()) c.abort();
        asked.current = fresh(key);
      }
      const mine = asked.current;
      if (mine.pages.has(page)) return;
      const controller = new AbortController();
      mine.pages.set(page, controller);
      const shown = () => page >= pageOf(mine.wanted.first) && page <= pageOf(mine.wanted.last);
      void services
        .api()
        .then((api) => api.reads.listings(asset, query, page * LISTING_LIST_PAGE_SIZE, controller.signal))
        .then(
          (answer) => {
            if (controller.signal.aborted) return;
            mine.done.add(page);
            setPages((p) => {
              const base = p.key === key ? p : { key, total: null, rows: new Map<number, readonly ListingRow[]>(), error: null };
              return { ...base, total: answer.total, rows: new Map(base.rows).set(page, answer.list), error: null };
            });
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            mine.pages.delete(page);
            const notOffered = notOfferedWords(error);
            setPages((p) => ({
              ...(p.key === key ? p : { key, total: null, rows: new Map() }),
              error: notOffered ?? failureMessage(error),
              notOffered: notOffered !== null,
            }));
            // A page still shown is asked again (a few times): the list does not stay on rows that say "Loading…".
            const tries = (mine.tries.get(page) ?? 0) + 1;
            mine.tries.set(page, tries);
            if (notOffered === null && page > 0 && tries <= RETRIES)
              // A pause before asking again, no flow of its own (the read is a plain call, its words the list's status line).
              // eslint-disable-next-line no-restricted-globals
              setTimeout(() => {
                if (asked.current === mine && shown()) load(page);
              }, RETRY_MS);
          },
        );
    },
    // asset and query are named by the key
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [services, key],
  );

  /** The rows the list shows now: once it rests, their pages are asked for, and pages asked for and no longer shown are dropped. */
  const show = useCallback(
    (first: number, last: number) => {
      clearTimeout(rest.current);
      // The platform's timer waits for the scroll to rest: a debounce, no flow of its own.
      // eslint-disable-next-line no-restricted-globals
      rest.current = setTimeout(() => {
        const mine = asked.current;
        mine.wanted = { first, last };
        const [from, to] = [pageOf(first), pageOf(last)];
        for (const [page, controller] of mine.pages)
          if ((page < from || page > to) && !mine.done.has(page)) {
            controller.abort();
            mine.pages.delete(page);
          }
        for (let p = from; p <= to; p++) load(p);
      }, LISTING_SCROLL_REST_MS);
    },
    [load],
  );

  useEffect(() => {
    load(0);
    // A rest timer set under the last query would ask for its pages with its own `load`, taking the list back to
    // that query: a new query clears it.
    return () => clearTimeout(rest.current);
  }, [load]);
  useEffect(
    () => () => {
      // Unmounted (or StrictMode's trial unmount): what was asked is dropped, and asked again on a mount.
      clearTimeout(rest.current);
      for (const c of asked.current.pages.values()) c.abort();
      asked.current = fresh('');
    },
    [],
  );
  const retry = () => {
    for (const c of asked.current.pages.values()) c.abort();
    asked.current = fresh('');
    setPages({ key, total: null, rows: new Map(), error: null });
    load(0);
  };
  const row = (index: number) => current.rows.get(pageOf(index))?.[index % LISTING_LIST_PAGE_SIZE];
  return { ...current, load, show, row, retry };
}
