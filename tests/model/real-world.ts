import { bypass, http, HttpResponse, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import type { EventObject } from 'xstate';
import { isDoneEvent, isErrorEvent } from '../../src/flows/testing/flow-events';

/**
 * The world a flow's real actors run in, for the generated paths: every request goes through msw to a devnet
 * (its real answers, in its real shapes), except the one request each invoked actor's outcome turns on, which
 * waits until the path says how it ends. Then it is answered as the path says: a success forwards the request
 * to the devnet (or shapes the devnet's own answer), a failure answers what the market or the swap answers
 * when it fails (`{ code, msg, data: null }`), or the connection drops. A wallet's prompt waits the same way
 * (`gate`), so nothing moves on before the path's step.
 */
export type Outcome = EventObject & ({ output: unknown } | { error: unknown });

/** How the request an actor turns on is answered, when a path's step settles it. */
export type Answer = (outcome: Outcome, forward: () => Promise<Response>, request: Request) => Promise<Response> | Response;

/**
 * The actor a request belongs to: its outcome waits for the path's step; or `{ follows }`, a later request of
 * an actor whose step has come already (its answer follows from that outcome, with no wait of its own).
 */
export type Route = string | { readonly follows: string };

export interface WorldSpec {
  /**
   * The request each invoked actor's outcome turns on, by invoke id (matched on the URL's path); or a function
   * naming the actor for a path (two actors of one machine that make the same request, told apart by state).
   */
  readonly routes: Readonly<Record<string, RegExp>> | ((path: string) => Route | null);
  /** An answer no step turns on, reshaped as the path's world has it (the account's listings), else as the devnet gives it. */
  readonly reshape?: (path: string) => ((answer: Response) => Promise<Response>) | null;
  /** Actors whose request comes only after a poll of a child machine (the op-commit wait): time is moved on for them. */
  readonly polled?: readonly string[];
  /** A success or failure answered otherwise than forwarding, or the market's `{ code, msg }`. */
  readonly answers?: Readonly<Record<string, Answer>>;
  /**
   * The path's own session: a request a step turns on that carries another (an actor of an earlier path, stopped while
   * its promise chain went on, asking after this world took over) gets a dropped connection and waits for no step.
   */
  readonly session: string;
}

/** What a failure in a flow's model means on the wire: a market or swap code, or a dropped connection. */
export function failureResponse(error: unknown): Response {
  const failure = error as { code?: number | null; message?: string } | null;
  if (error instanceof Error || failure?.code === null || failure?.code === undefined) return HttpResponse.error();
  return HttpResponse.json({ code: failure.code, msg: failure.message ?? '', data: null });
}

/** Runs `fetch` against the devnet itself, past msw. */
const forwardOf = (request: Request) => () => fetch(bypass(request));

export function createWorld(spec: WorldSpec) {
  const waiting = new Map<string, ((outcome: Outcome) => void)[]>();
  /** The outcome each actor was last settled with (what its later requests follow). */
  const settled = new Map<string, Outcome>();
  /** Calls the test itself makes to the devnet while answering (they are not the actors' and wait for nothing). */
  let direct = 0;
  /** What went wrong on the way that the machine's words do not say (a failed look-up's own error): a failure's message names it. */
  const notes: string[] = [];
  const queued = (id: string) => waiting.get(id) ?? waiting.set(id, []).get(id)!;

  /** Waits for the path's step that settles `id` (an HTTP request or a wallet prompt); a `follows` route does not wait. */
  const gate = (route: Route, signal?: AbortSignal): Promise<Outcome> => {
    if (typeof route !== 'string') {
      const outcome = settled.get(route.follows);
      if (!outcome) throw new Error(`'${route.follows}' has not been settled: nothing to follow`);
      return Promise.resolve(outcome);
    }
    return new Promise((resolve) => {
      const list = queued(route);
      list.push(resolve);
      // A request its actor dropped (the user typed again) waits for no step: a step settles the request made after it.
      signal?.addEventListener('abort', () => {
        const at = list.indexOf(resolve);
        if (at >= 0) list.splice(at, 1);
      });
    });
  };

  const server = setupServer(
    http.all('*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      const { routes } = spec;
      const route = typeof routes === 'function' ? routes(path) : Object.keys(routes).find((key) => routes[key]!.test(path));
      if (direct > 0) return passthrough();
      if (!route) {
        const reshape = spec.reshape?.(path);
        return reshape ? reshape(await forwardOf(request)()) : passthrough();
      }
      const id = typeof route === 'string' ? route : route.follows;
      const session = request.headers.get('X-Session');
      if (session && session !== spec.session) return HttpResponse.error();
      const outcome = await gate(route, request.signal);
      const answer = spec.answers?.[id];
      if (answer) return answer(outcome, forwardOf(request), request);
      if (!isDoneEvent(outcome)) return failureResponse(outcome.error);
      // The signing step's outcome: signed, then refused by the market (its code) or not answered.
      const ended = outcome.output as { outcome?: string; failure?: unknown } | null;
      return ended?.outcome === 'failed' ? failureResponse(ended.failure) : forwardOf(request)();
    }),
  );

  return {
    gate,
    /** Keeps what went wrong on the way (a look-up's own error), for a failure's message. */
    note: (text: string) => void notes.push(text),
    /** The notes kept so far, or 'none'. */
    notes: (): string => notes.join('; ') || 'none',
    /** What still waits for a path's step, by actor (a failure's message names it). */
    waitingFor: (): string =>
      [...waiting]
        .filter(([, list]) => list.length > 0)
        .map(([id, list]) => `${id} ×${list.length}`)
        .join(', ') || 'nothing',
    /**
     * Settles the newest waiting `id` (an earlier one belongs to a step the user left) as the path's event says;
     * `advance` moves the clock on meanwhile, for an actor whose request waits for a poll (`polled`).
     */
    async settle(id: string, event: EventObject, advance: () => Promise<unknown>): Promise<void> {
      if (!isDoneEvent(event) && !isErrorEvent(event)) throw new Error(`${event.type} settles nothing`);
      const pass = spec.polled?.includes(id) ? advance : () => new Promise((resolve) => setImmediate(resolve));
      const deadline = performance.now() + 5_000;
      while (queued(id).length === 0) {
        if (performance.now() > deadline) throw new Error(`Nothing of '${id}' is waiting for the path: the actor made no request it turns on`);
        await pass();
      }
      settled.set(id, event as Outcome);
      queued(id).pop()!(event as Outcome);
    },
    /** Runs the test's own calls to the devnet (an answer made from another request), past the gates. */
    async direct<T>(run: () => Promise<T>): Promise<T> {
      direct++;
      try {
        return await run();
      } finally {
        direct--;
      }
    },
    listen: () => server.listen({ onUnhandledRequest: 'bypass' }),
    close: () => server.close(),
    /** Ends every request still waiting (the dropped connection a closed dialog leaves). */
    release: () => {
      for (const list of waiting.values()) for (const resolve of list.splice(0)) resolve({ type: 'xstate.error.actor.released', error: new Error('released') });
    },
  };
}

export type World = ReturnType<typeof createWorld>;
