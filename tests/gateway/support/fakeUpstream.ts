import { HttpResponse } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * A fake legacy API at the HTTP level: msw intercepts the requests axios makes
 * through Node's http module, so the gateway's real client, agent, headers and
 * serialisation are what get tested. The host name is distinctive so a test can
 * prove it never leaks into an error.
 */
export const UPSTREAM_HOST = 'legacy-upstream.internal:8123';
export const UPSTREAM = `http://${UPSTREAM_HOST}`;

/** One request that reached the fake upstream, as it arrived. */
interface Hit {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The raw query string, without the "?". */
  rawQuery: string;
  headers: Headers;
  /** The raw request body ('' for GET), read from a copy of the request. */
  body: Promise<string>;
}

/** The legacy success envelope. */
export function ok(data: unknown, msg = 'ok'): Response {
  return HttpResponse.json({ code: 1, msg, time: '1732233600', data });
}

/** The legacy business-failure envelope. */
export function refused(msg: string, code = 0, status = 200): Response {
  return HttpResponse.json({ code, msg, time: '1732233600', data: null }, { status });
}

export interface FakeUpstream {
  server: SetupServer;
  /** Every request that reached the fake upstream since the test began. */
  hits: Hit[];
  /** The hits on one path. */
  hitsOn(path: string): Hit[];
}

/**
 * Starts msw for a test file: every request to the fake upstream is recorded;
 * requests to loopback (a gateway under test) pass through; anything else fails
 * the test. Handlers added with `server.use` are reset after each test.
 */
export function useFakeUpstream(): FakeUpstream {
  const server = setupServer();
  const hits: Hit[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.host !== UPSTREAM_HOST) return;
    const hit: Hit = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      rawQuery: url.search.replace(/^\?/, ''),
      headers: request.headers,
      // A copy, so the handler can still read the body.
      body: request.clone().text(),
    };
    hits.push(hit);
  });
  beforeAll(() =>
    server.listen({
      onUnhandledRequest(request, print) {
        const { hostname } = new URL(request.url);
        if (hostname === '127.0.0.1' || hostname === 'localhost') return;
        print.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    hits.length = 0;
  });
  afterAll(() => server.close());
  return { server, hits, hitsOn: (path) => hits.filter((hit) => hit.path === path) };
}

/** A promise with its resolve function, to hold fake answers until a test lets them go. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
