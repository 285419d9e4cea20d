import { MARKET_CATEGORIES } from '../../src/domain/entities';
import { createApi } from '../../src/services/api/create-api';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { tickToHex } from '../../src/services/api/query-api';

const BASES = {
  basic: 'http://h/basic',
  basicConfig: 'http://h/basicConfig',
  swap: 'http://h/swap',
  market: 'http://h/market',
  query: 'http://h/query',
  query5: 'http://h/query5',
  external: 'http://h/external',
  mempool: 'http://h/mempool',
  content: 'http://h/content',
};
const ARG = 'ARG';

export interface RecordedCall {
  /** `layer METHOD /path` with parameters as {x} and categories as {c}. */
  readonly call: string;
  /** Which function made it. */
  readonly fn: string;
}

/** Calls every typed function of the API with placeholder arguments and records what each requested. */
export async function recordAllCalls(): Promise<RecordedCall[]> {
  const recorded: RecordedCall[] = [];
  let current = '';
  const fetchRecorder = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const [, layer, ...rest] = url.pathname.split('/');
    let path = `/${rest.join('/')}`;
    for (const c of MARKET_CATEGORIES) path = path.replace(new RegExp(`^/${c}/auction/`), '/{c}/auction/');
    path = path.split(ARG).join('{x}').split(tickToHex(ARG)).join('{x}');
    // A composite call (query.accountInscriptions) asks names-data for each category by its name.
    path = path.replace(/\/category\/[a-z]+\/names-data$/, '/category/{x}/names-data');
    recorded.push({ call: `${layer} ${init?.method ?? 'GET'} ${path}`, fn: current });
    const body =
      layer === 'mempool'
        ? path.includes('blocks')
          ? []
          : { fastestFee: 3, halfHourFee: 2, hourFee: 1, minimumFee: 1 }
        : { code: 0, msg: '', data: { ts: 1 } };
    return new Response(JSON.stringify(body), { status: 200 });
  };
  const api = createApi({
    bases: BASES,
    fetch: fetchRecorder,
    clock: { now: () => 0 },
    localStore: createKeyValueStore(null),
    sessionStore: createKeyValueStore(null),
    appId: 'a',
    frontVersion: 'v',
    getSession: () => null,
  });
  const groups: Record<string, object> = {
    basic: api.basic,
    swap: api.swap,
    query: api.query,
    external: api.external,
    fees: api.fees,
    content: api.content,
    market: Object.fromEntries(Object.entries(api.market).filter(([name]) => name !== 'forCategory')),
    ...Object.fromEntries(MARKET_CATEGORIES.map((c) => [`market.${c}`, api.market.forCategory(c)])),
  };
  for (const [group, functions] of Object.entries(groups)) {
    for (const [name, fn] of Object.entries(functions)) {
      if (typeof fn !== 'function') continue;
      current = `${group}.${name}`;
      // Placeholder strings where path parameters and bodies go; swap and market calls take
      // (payload, signal), so only their payload gets one.
      const withSignal = group === 'swap' || group.startsWith('market.') || group === 'content';
      const args = Array.from({ length: withSignal ? 1 : Math.max(fn.length, 1) }, () => ARG);
      await (fn as (...a: unknown[]) => Promise<unknown>)(...args).catch(() => undefined);
      // A composite that failed early may still have requests on their way (each signed first, asynchronously):
      // they are this function's, so the next one starts only when no request came for a few turns.
      for (let quiet = 0, seen = recorded.length; quiet < 5; quiet = recorded.length === seen ? quiet + 1 : 0, seen = recorded.length)
        await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }
  return recorded;
}
