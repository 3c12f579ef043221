import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { isTimeZone } from './upstream/decode/legacyTime.ts';

/** Connections to the legacy API at most, unless configured (UPSTREAM_MAX_SOCKETS). */
export const DEFAULT_MAX_SOCKETS = 256;

/*
 * The one source of the gateway's settings: each variable's rule, default and
 * description (`.describe()`) live here, the TypeScript type is inferred, and the
 * configuration tables of README.md and docs/gateway.md are generated from this
 * (`npm run docs:config`; tests/gateway/configDocs.test.ts fails when they are stale).
 * To add a setting: one line below with its default and `.describe()` (or
 * `.meta({ description, unset })` when unset means something other than "off"),
 * its camelCase field in `toSettings`, then `npm run docs:config`.
 */

/**
 * The gateway's variables, all from the environment, checked once at start so a
 * typo fails loudly instead of half-working.
 */
export const variables = z
  .object({
    PORT: z.coerce
      .number()
      .int()
      .min(0)
      .max(65535)
      .default(4000)
      .describe('The one port of everything: storefront, GraphQL, upload, explorer, images, health.'),
    HOST: z.string().default('0.0.0.0').describe('The interface to listen on.'),
    NODE_ENV: z
      .string()
      .default('development')
      .describe(
        '`production` turns introspection, the sandbox and the explorer off, and hides "Did you mean…" suggestions.',
      ),
    LEGACY_API_URL: z
      .url()
      .optional()
      .describe(
        "The legacy API's base URL. Unset: start the embedded stand-in and use it. Reached directly: `HTTP_PROXY`/`HTTPS_PROXY` are not used for it.",
      ),
    PUBLIC_URL: z.url().optional().meta({
      description: 'The origin browsers reach the gateway at; image URLs are made absolute against it.',
      unset: 'from each request',
    }),
    UPSTREAM_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(10_000)
      .describe('Deadline of every legacy call, the whole body included (the REST passthrough answers 504 after it).'),
    UPSTREAM_MAX_SOCKETS: z.coerce
      .number()
      .int()
      .positive()
      .default(DEFAULT_MAX_SOCKETS)
      .describe(
        "Kept-alive connections to the legacy API at most; further calls wait for a free one (set it near the legacy server's worker count).",
      ),
    PUBLIC_CACHE_TTL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(30_000)
      .describe(
        "How long user-independent answers (banners, categories…) are shared: the public cache's TTL; `0` turns it off.",
      ),
    DUPLICATE_WINDOW_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(1000)
      .describe('The duplicate-submit window for mutations; `0` turns the guard off.'),
    GRAPHQL_INTROSPECTION: z.enum(['true', 'false']).optional().meta({
      description: '`true`/`false`: introspection, the sandbox and the explorer, whatever `NODE_ENV` says.',
      unset: 'on unless `NODE_ENV=production`',
    }),
    LEGACY_PATHS: z
      .string()
      .optional()
      .describe(
        'JSON re-pointing legacy calls by operation name, e.g. `{"login":"/api/v2/user/login"}` (see "Re-pointing a legacy call" in docs/gateway.md).',
      ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info')
      .describe(
        'pino level: `fatal` … `trace`, or `silent`; tokens and passwords are always redacted. At `info` and below (`debug`, `trace`) one line per request; above it (`warn`, `error`, `silent`) the request logger is left out of the request path entirely.',
      ),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(5 * 1024 * 1024)
      .describe(
        'Largest image `POST /upload` accepts (the client also refuses larger files before sending, at the default 5 MB).',
      ),
    PERSISTED_DOCUMENTS: z
      .enum(['any', 'only'])
      .default('any')
      .describe(
        "`only`: trusted documents — the gateway runs the client's own operations (codegen's `client/src/gql/persisted-documents.json`) and refuses any other with `PERSISTED_QUERY_NOT_IN_LIST`; `any` runs every document.",
      ),
    LEGACY_TIMEZONE: z
      .string()
      .default('UTC')
      .refine(isTimeZone, 'must be an IANA time zone name such as UTC or Asia/Shanghai')
      .describe(
        'IANA zone of the legacy server (e.g. `Asia/Shanghai`): it writes the times of fund, recharge and withdrawal records and logistics steps as `"Y-m-d H:i:s"` wall clock there, and the gateway reads them in it; the embedded stand-in writes them in it too. A name the runtime does not know stops the gateway at start.',
      ),
    LEGACY_HOST_ALIASES: z
      .string()
      .default('')
      .describe(
        "The legacy API's other host names, comma-separated (`img.example.com, 10.0.0.5:8080`; a URL is reduced to its host). Image URLs on them, like those on `LEGACY_API_URL`'s host, are served from the gateway's origin.",
      ),
    UPSTREAM_CALL_BUDGET: z.coerce
      .number()
      .int()
      .positive()
      .default(60)
      .describe('Legacy calls one GraphQL operation may make; past it the operation fails with `QUERY_TOO_EXPENSIVE`.'),
    LEGACY_PASSTHROUGH: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .describe(
        '`true`: the gateway also forwards `/api/*` and `/merchant/*` to the legacy API, so the existing app can share the storefront\'s origin (paths made canonical and limited in every spelling, `..` refused with 400; hop-by-hop headers, `X-Admin-Key` and foreign cookies not forwarded; 504 on timeout, 502 on a broken answer, 5xx bodies and off-site redirects replaced with the legacy envelope; duplicate submits refused, tokens kept out of logs, traffic counted; see "REST passthrough" in docs/gateway.md).',
      ),
    TRUST_PROXY: z
      .string()
      .default('loopback')
      .describe(
        "Whose `X-Forwarded-For`, `-Host` and `-Proto` count (Express's `trust proxy`): `false`/`none`, `true` (only behind a proxy that overwrites them), a hop count, or addresses, CIDRs and `loopback`/`linklocal`/`uniquelocal`, comma-separated. Used for the client address (rate limits, duplicate guard), the origin of image URLs and HSTS.",
      ),
    REDIS_URL: z
      .url()
      .optional()
      .describe(
        'Redis shared by every instance: public cache, duplicate guard, rate limits, persisted queries. Unset: all in process. Redis going away is survived.',
      ),
    RATE_LIMIT_WINDOW_S: z.coerce
      .number()
      .int()
      .positive()
      .default(60)
      .describe("The rate limits' window, in seconds."),
    RATE_LIMIT_ACCOUNT: z.coerce
      .number()
      .int()
      .min(0)
      .default(10)
      .describe(
        'Sign-in, sign-up, forgotten-password and payment-code failures in a row per account and client address in a window (a success starts afresh); `0`: off.',
      ),
    RATE_LIMIT_IP: z.coerce
      .number()
      .int()
      .min(0)
      .default(30)
      .describe('The same attempts per client address and window; `0`: off.'),
    RATE_LIMIT_ACCOUNT_TOTAL: z.coerce
      .number()
      .int()
      .min(0)
      .default(100)
      .describe('Failures per account from every address together, in `RATE_LIMIT_ACCOUNT_TOTAL_WINDOW_S`.'),
    RATE_LIMIT_ACCOUNT_TOTAL_WINDOW_S: z.coerce
      .number()
      .int()
      .positive()
      .default(24 * 60 * 60)
      .describe('The window of `RATE_LIMIT_ACCOUNT_TOTAL`, in seconds.'),
    GATEWAY_INSTANCES: z.coerce
      .number()
      .int()
      .min(1)
      .max(1000)
      .default(1)
      .describe(
        'Separate gateway instances (each of `GATEWAY_WORKERS` processes): while Redis is away each process counts alone and allows its share of every limit, so that together they allow no more than one would.',
      ),
    RATE_LIMIT_GENERAL: z.coerce
      .number()
      .int()
      .min(0)
      .default(1200)
      .describe('Requests to `/graphql`, `/upload` and the REST passthrough per client address and window; `0`: off.'),
    METRICS_PORT: z.coerce
      .number()
      .int()
      .min(0)
      .max(65535)
      .default(9464)
      .describe('Port of Prometheus `GET /metrics` (`0`: any free port).'),
    METRICS_HOST: z
      .string()
      .default('127.0.0.1')
      .describe('Interface of the metrics port (e.g. `0.0.0.0` for a scraper on another host).'),
    SHED_LAG_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(1000)
      .describe('Event-loop delay above which new requests get an immediate 503 + Retry-After; `0`: off.'),
    GATEWAY_WORKERS: z
      .string()
      .default('1')
      .refine(
        (value) => value === 'auto' || /^[1-9]\d{0,2}$/.test(value),
        'must be a whole number from 1, or auto (one per core)',
      )
      .transform((value) => (value === 'auto' ? availableParallelism() : Number(value)))
      .describe(
        'Gateway processes serving `PORT` together (Node\'s cluster; `auto`: one per core). More than one needs `REDIS_URL`, so the workers share limits, the duplicate guard and persisted queries as separate instances do; `/metrics` adds the workers up; a dead worker is replaced (see "Worker processes" in docs/gateway.md).',
      ),
  })
  .superRefine((values, context) => {
    // Each worker would keep its own rate limits, duplicate-submit memory and persisted queries:
    // limits N times looser and a payment sent twice to two workers let through.
    if (values.GATEWAY_WORKERS > 1 && !values.REDIS_URL) {
      context.addIssue({
        code: 'custom',
        path: ['GATEWAY_WORKERS'],
        message: `${values.GATEWAY_WORKERS} workers need REDIS_URL, so that they share rate limits, the duplicate-submit guard and persisted queries, as separate instances do`,
      });
    }
  });

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:]+\](?::\d{1,5})?$/i;

/** "api.example.com, https://img.example.com:8443/" → ["api.example.com", "img.example.com:8443"]. */
function parseHostAliases(raw: string): string[] {
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
  if (wrong !== undefined)
    throw new Error(`LEGACY_HOST_ALIASES must list host names (host or host:port), not "${wrong}"`);
  return hosts;
}

/**
 * TRUST_PROXY as Express takes it: `false`/`none` trusts nobody, `true` everyone (only behind a
 * proxy that overwrites the headers), a number the hops to trust, else addresses, CIDRs or the
 * names loopback, linklocal, uniquelocal, comma-separated.
 */
function parseTrustProxy(raw: string): boolean | number | string {
  const value = raw.trim();
  if (value === 'false' || value === 'none' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function parseOverrides(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('LEGACY_PATHS must be a JSON object like {"login": "/api/v2/user/login"}');
  }
  const result = z.record(z.string(), z.string().startsWith('/')).safeParse(parsed);
  if (!result.success) throw new Error('LEGACY_PATHS must map operation names to paths starting with /');
  return result.data;
}

/**
 * The settings as the gateway's code reads them (the variables' names are for operators).
 * Runs only on variables that passed every rule above; what it throws (LEGACY_PATHS,
 * LEGACY_HOST_ALIASES) reaches the caller as it is.
 */
function toSettings(values: z.output<typeof variables>) {
  const production = values.NODE_ENV === 'production';
  return {
    port: values.PORT,
    host: values.HOST,
    production,
    /** The legacy API's base URL; unset means "start the embedded stand-in". */
    legacyApiUrl: values.LEGACY_API_URL,
    /** The origin browsers reach the gateway at; derived from each request when unset. */
    publicUrl: values.PUBLIC_URL,
    upstreamTimeoutMs: values.UPSTREAM_TIMEOUT_MS,
    /** Connections to the legacy API at most (kept alive); further calls wait for one. */
    upstreamMaxSockets: values.UPSTREAM_MAX_SOCKETS,
    publicCacheTtlMs: values.PUBLIC_CACHE_TTL_MS,
    duplicateWindowMs: values.DUPLICATE_WINDOW_MS,
    /** Introspection and the sandbox: on unless production, overridable either way. */
    introspection: values.GRAPHQL_INTROSPECTION ? values.GRAPHQL_INTROSPECTION === 'true' : !production,
    /** Operator overrides of legacy paths, by operation name (see upstream/endpoints.ts). */
    pathOverrides: parseOverrides(values.LEGACY_PATHS),
    logLevel: values.LOG_LEVEL,
    uploadMaxBytes: values.UPLOAD_MAX_BYTES,
    /**
     * `any`: every document runs (the client's own are known by hash from the start, others may
     * register as automatic persisted queries); `only`: trusted documents, the client's own alone.
     */
    persistedDocuments: values.PERSISTED_DOCUMENTS,
    /** The legacy server's zone, in which its "Y-m-d H:i:s" times are read. */
    legacyTimeZone: values.LEGACY_TIMEZONE,
    /** The legacy API's other host names (host or host:port): its image URLs on them are served by the gateway. */
    legacyHostAliases: parseHostAliases(values.LEGACY_HOST_ALIASES),
    /** Upstream calls one GraphQL operation may make. */
    upstreamCallBudget: values.UPSTREAM_CALL_BUDGET,
    /** Also forward /api/* and /merchant/* unchanged to the legacy API (see passthrough/). */
    legacyPassthrough: values.LEGACY_PASSTHROUGH === 'true',
    /** Express's `trust proxy`: whose X-Forwarded-For/-Host/-Proto are believed (see server/app.ts). */
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    /** Redis shared by every instance (public cache, duplicate guard, rate limits, persisted queries); unset: in process. */
    redisUrl: values.REDIS_URL,
    /** Attempts allowed per window; 0 turns that limit off. */
    rateLimits: {
      /** Seconds (the counters' granularity). */
      windowSeconds: values.RATE_LIMIT_WINDOW_S,
      /**
       * Sign-in, register, forgotten password, payment code: failures in a row per account and
       * client address (a success starts it afresh).
       */
      perAccount: values.RATE_LIMIT_ACCOUNT,
      /** Failures per account from every address together, in `accountTotalWindowSeconds`. */
      perAccountTotal: values.RATE_LIMIT_ACCOUNT_TOTAL,
      accountTotalWindowSeconds: values.RATE_LIMIT_ACCOUNT_TOTAL_WINDOW_S,
      /**
       * Processes that each count alone while Redis is away (GATEWAY_WORKERS × GATEWAY_INSTANCES):
       * each then allows this share of every limit, so together they allow no more than one.
       */
      processes: values.GATEWAY_WORKERS * values.GATEWAY_INSTANCES,
      /** The same operations: per client address. */
      perIp: values.RATE_LIMIT_IP,
      /** Every request to /graphql, /upload and the REST passthrough: per client address. */
      general: values.RATE_LIMIT_GENERAL,
    },
    metricsPort: values.METRICS_PORT,
    metricsHost: values.METRICS_HOST,
    /** Event-loop delay above which new requests are refused with 503; 0 turns shedding off. */
    shedLagMs: values.SHED_LAG_MS,
    /** Gateway processes sharing PORT (GATEWAY_WORKERS; `auto`: one per core); more than one needs Redis. */
    workers: values.GATEWAY_WORKERS,
  };
}

export type GatewayConfig = ReturnType<typeof toSettings>;
export type RateLimitSettings = GatewayConfig['rateLimits'];

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const result = variables.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid gateway configuration:\n  ${problems.join('\n  ')}`);
  }
  return toSettings(result.data);
}
