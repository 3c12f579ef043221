import type { DataLayer } from '../apollo/dataLayer.ts';
import { matchRouteParams } from '../app/matchRoute.ts';
import { queryOf } from '../app/routeQueries.ts';

/** At most this many data requests ahead of a tap at a time: the page's own come first. */
const IN_FLIGHT = 2;
/** A link's data is asked ahead once in this long. */
const AGAIN_AFTER_MS = 60_000;

const askedAt = new Map<string, number>();
const waiting: Array<() => Promise<unknown>> = [];
let inFlight = 0;

interface SlowConnection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Offline, or the phone asks to save data, or the network is 2G: nothing is fetched that was not asked for. */
function sparing(): boolean {
  if (!navigator.onLine) return true;
  const connection = (navigator as { connection?: SlowConnection }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

function next(): void {
  while (inFlight < IN_FLIGHT && waiting.length > 0) {
    const task = waiting.shift()!;
    inFlight += 1;
    void task()
      .catch(() => undefined)
      .finally(() => {
        inFlight -= 1;
        next();
      });
  }
}

/**
 * Fills the cache with what the route at `path` shows first (its route's prefetch, asked
 * ahead: cache-first), so that opening it paints at once. For links a shopper is likely to
 * open (a product card in view or touched); `now` for a touch, which jumps the queue.
 */
export function prefetchAhead(path: string, data: DataLayer, { now = false }: { now?: boolean } = {}): void {
  const last = askedAt.get(path);
  if ((last !== undefined && Date.now() - last < AGAIN_AFTER_MS) || sparing()) return;
  const match = matchRouteParams(new URL(path, window.location.href).pathname);
  const query = match && queryOf(match.route.path);
  if (!match || !query) return;
  askedAt.set(path, Date.now());
  const task = async () => {
    const [{ prefetch }, client] = await Promise.all([query(), data.load()]);
    await prefetch(client, match.params, { ahead: true });
  };
  if (now) waiting.unshift(task);
  else waiting.push(task);
  next();
}
