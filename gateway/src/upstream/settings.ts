import { z } from 'zod';
import { fragment, setting } from '../settingFragment.ts';
import { isTimeZone } from './decode/legacyTime.ts';

/** Connections to the legacy API at most, unless configured (UPSTREAM_MAX_SOCKETS). */
export const DEFAULT_MAX_SOCKETS = 256;

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:]+\](?::\d{1,5})?$/i;

/** "api.example.com, https://img.example.com:8443/" → ["api.example.com", "img.example.com:8443"]. */
function parseHostAliases(raw: string, context: z.RefinementCtx): string[] {
  const hosts = raw
    .split(',')
    .map((item) =>
      item
        .trim()
        .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
        .replace(/\/.*$/, '')
        .toLowerCase(),
    )
    .filter((item) => item !== '');
  const wrong = hosts.find((host) => !HOST.test(host));
  if (wrong === undefined) return hosts;
  context.addIssue({
    code: 'custom',
    message: `LEGACY_HOST_ALIASES must list host names (host or host:port), not "${wrong}"`,
  });
  return z.NEVER;
}

const PATHS = z.record(z.string(), z.string().startsWith('/'));

function parseOverrides(raw: string | undefined, context: z.RefinementCtx): Record<string, string> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    context.addIssue({
      code: 'custom',
      message: 'LEGACY_PATHS must be a JSON object like {"login": "/api/v2/user/login"}',
    });
    return z.NEVER;
  }
  const result = PATHS.safeParse(parsed);
  if (result.success) return result.data;
  context.addIssue({ code: 'custom', message: 'LEGACY_PATHS must map operation names to paths starting with /' });
  return z.NEVER;
}

/** The legacy API: where it is, how long and how many calls to it may take, and what it calls things. */
export const upstreamSettings = fragment({
  /** The legacy API's base URL; unset means "start the embedded stand-in". */
  legacyApiUrl: setting(
    'LEGACY_API_URL',
    z
      .url()
      .optional()
      .describe(
        "The legacy API's base URL. Unset: start the embedded stand-in and use it. Reached directly: `HTTP_PROXY`/`HTTPS_PROXY` are not used for it.",
      ),
  ),
  upstreamTimeoutMs: setting(
    'UPSTREAM_TIMEOUT_MS',
    z.coerce
      .number()
      .int()
      .positive()
      .default(10_000)
      .describe('Deadline of every legacy call, the whole body included (the REST passthrough answers 504 after it).'),
  ),
  /** Connections to the legacy API at most (kept alive); further calls wait for one. */
  upstreamMaxSockets: setting(
    'UPSTREAM_MAX_SOCKETS',
    z.coerce
      .number()
      .int()
      .positive()
      .default(DEFAULT_MAX_SOCKETS)
      .describe(
        "Kept-alive connections to the legacy API at most; further calls wait for a free one (set it near the legacy server's worker count).",
      ),
  ),
  /** Breakers, bulkheads and the retry of reads (upstream/resilience/). */
  resilience: {
    breaker: {
      failures: setting(
        'UPSTREAM_BREAKER_FAILURES',
        z.coerce
          .number()
          .int()
          .min(0)
          .default(5)
          .describe(
            'Failures in a row of one legacy call (timeouts, connection errors, 502/503/504) that open its circuit breaker: the call then fails at once with `UPSTREAM_UNAVAILABLE` and `retryAfter` instead of waiting for the deadline (see "The legacy API\'s bad days" in docs/gateway.md); `0`: no breakers.',
          ),
      ),
      halfOpenAfterMs: setting(
        'UPSTREAM_BREAKER_HALF_OPEN_MS',
        z.coerce
          .number()
          .int()
          .positive()
          .default(3000)
          .describe(
            'How long an open breaker refuses its call before it lets one through to test the legacy API: an answer closes it, another failure opens it again. At 3 s a signed-in screen is answered again within about 3 s of the legacy API coming back (`npm run bench:outage`), at the cost of one probe per open call every 3 s while it is down.',
          ),
      ),
    },
    bulkhead: {
      limit: setting(
        'UPSTREAM_BULKHEAD',
        z.coerce
          .number()
          .int()
          .positive()
          .default(64)
          .describe(
            'Calls to one legacy endpoint in flight at most, so that one slow endpoint cannot hold every connection of `UPSTREAM_MAX_SOCKETS`; further calls wait (within their deadline).',
          ),
      ),
      queue: setting(
        'UPSTREAM_BULKHEAD_QUEUE',
        z.coerce
          .number()
          .int()
          .min(0)
          .default(256)
          .describe(
            'Calls to one legacy endpoint waiting for a place in its bulkhead at most; one more fails at once with `UPSTREAM_UNAVAILABLE`.',
          ),
      ),
    },
    retryReads: setting(
      'UPSTREAM_RETRY_READS',
      z
        .enum(['true', 'false'], { error: 'must be true or false' })
        .default('true')
        .transform((value) => value === 'true')
        .describe(
          '`true`: a read (marked `idempotent` in the endpoint table) that met a connection error, 502, 503 or 504 is asked once more after a jittered pause of about 100 ms, within its deadline. Writes and uploads are never sent twice.',
        ),
    ),
  },
  /** Operator overrides of legacy paths, by operation name (see upstream/endpoints.ts). */
  pathOverrides: setting(
    'LEGACY_PATHS',
    z
      .string()
      .optional()
      .transform(parseOverrides)
      .describe(
        'JSON re-pointing legacy calls by operation name, e.g. `{"login":"/api/v2/user/login"}` (see "Re-pointing a legacy call" in docs/gateway.md).',
      ),
  ),
  /** The legacy server's zone, in which its "Y-m-d H:i:s" times are read. */
  legacyTimeZone: setting(
    'LEGACY_TIMEZONE',
    z
      .string()
      .default('UTC')
      .refine(isTimeZone, 'must be an IANA time zone name such as UTC or Asia/Shanghai')
      .describe(
        'IANA zone of the legacy server (e.g. `Asia/Shanghai`): it writes the times of fund, recharge and withdrawal records and logistics steps as `"Y-m-d H:i:s"` wall clock there, and the gateway reads them in it; the embedded stand-in writes them in it too. A name the runtime does not know stops the gateway at start.',
      ),
  ),
  /** The legacy API's other host names (host or host:port): its image URLs on them are served by the gateway. */
  legacyHostAliases: setting(
    'LEGACY_HOST_ALIASES',
    z
      .string()
      .default('')
      .transform(parseHostAliases)
      .describe(
        "The legacy API's other host names, comma-separated (`img.example.com, 10.0.0.5:8080`; a URL is reduced to its host). Image URLs on them, like those on `LEGACY_API_URL`'s host, are served from the gateway's origin.",
      ),
  ),
  /** Upstream calls one GraphQL operation may make. */
  upstreamCallBudget: setting(
    'UPSTREAM_CALL_BUDGET',
    z.coerce
      .number()
      .int()
      .positive()
      .default(60)
      .describe('Legacy calls one GraphQL operation may make; past it the operation fails with `QUERY_TOO_EXPENSIVE`.'),
  ),
});

export type UpstreamSettings = z.output<typeof upstreamSettings>;
