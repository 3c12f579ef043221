import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { isTimeZone } from './upstream/decode/legacyTime.ts';

/** Connections to the legacy API at most, unless configured (UPSTREAM_MAX_SOCKETS). */
export const DEFAULT_MAX_SOCKETS = 256;

/**
 * The gateway's settings, all from the environment, checked once at start so a
 * typo fails loudly instead of half-working.
 */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  NODE_ENV: z.string().default('development'),
  LEGACY_API_URL: z.url().optional(),
  PUBLIC_URL: z.url().optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  UPSTREAM_MAX_SOCKETS: z.coerce.number().int().positive().default(DEFAULT_MAX_SOCKETS),
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  DUPLICATE_WINDOW_MS: z.coerce.number().int().min(0).default(1000),
  GRAPHQL_INTROSPECTION: z.enum(['true', 'false']).optional(),
  LEGACY_PATHS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(5 * 1024 * 1024),
  PERSISTED_DOCUMENTS: z.enum(['any', 'only']).default('any'),
  LEGACY_TIMEZONE: z
    .string()
    .default('UTC')
    .refine(isTimeZone, 'must be an IANA time zone name such as UTC or Asia/Shanghai'),
  LEGACY_HOST_ALIASES: z.string().default(''),
  UPSTREAM_CALL_BUDGET: z.coerce.number().int().positive().default(60),
  LEGACY_PASSTHROUGH: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  TRUST_PROXY: z.string().default('loopback'),
  REDIS_URL: z.url().optional(),
  RATE_LIMIT_WINDOW_S: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_ACCOUNT: z.coerce.number().int().min(0).default(10),
  RATE_LIMIT_IP: z.coerce.number().int().min(0).default(30),
  RATE_LIMIT_ACCOUNT_TOTAL: z.coerce.number().int().min(0).default(100),
  RATE_LIMIT_ACCOUNT_TOTAL_WINDOW_S: z.coerce.number().int().positive().default(24 * 60 * 60),
  GATEWAY_INSTANCES: z.coerce.number().int().min(1).max(1000).default(1),
  RATE_LIMIT_GENERAL: z.coerce.number().int().min(0).default(1200),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  METRICS_HOST: z.string().default('127.0.0.1'),
  SHED_LAG_MS: z.coerce.number().int().min(0).default(1000),
  GATEWAY_WORKERS: z
    .string()
    .default('1')
    .refine((value) => value === 'auto' || /^[1-9]\d{0,2}$/.test(value), 'must be a whole number from 1, or auto (one per core)')
    .transform((value) => (value === 'auto' ? availableParallelism() : Number(value))),
}).superRefine((values, context) => {
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

export interface GatewayConfig {
  port: number;
  host: string;
  production: boolean;
  /** The legacy API's base URL; unset means "start the embedded stand-in". */
  legacyApiUrl: string | undefined;
  /** The origin browsers reach the gateway at; derived from each request when unset. */
  publicUrl: string | undefined;
  upstreamTimeoutMs: number;
  /** Connections to the legacy API at most (kept alive); further calls wait for one. */
  upstreamMaxSockets: number;
  publicCacheTtlMs: number;
  duplicateWindowMs: number;
  /** Introspection and the sandbox: on unless production, overridable either way. */
  introspection: boolean;
  /** Operator overrides of legacy paths, by operation name (see upstream/endpoints.ts). */
  pathOverrides: Record<string, string>;
  logLevel: string;
  uploadMaxBytes: number;
  /**
   * `any`: every document runs (the client's own are known by hash from the start, others may
   * register as automatic persisted queries); `only`: trusted documents, the client's own alone.
   */
  persistedDocuments: 'any' | 'only';
  /** The legacy server's zone, in which its "Y-m-d H:i:s" times are read. */
  legacyTimeZone: string;
  /** The legacy API's other host names (host or host:port): its image URLs on them are served by the gateway. */
  legacyHostAliases: string[];
  /** Upstream calls one GraphQL operation may make. */
  upstreamCallBudget: number;
  /** Also forward /api/* and /merchant/* unchanged to the legacy API (see passthrough/). */
  legacyPassthrough: boolean;
  /** Express's `trust proxy`: whose X-Forwarded-For/-Host/-Proto are believed (see server/app.ts). */
  trustProxy: boolean | number | string;
  /** Redis shared by every instance (public cache, duplicate guard, rate limits, persisted queries); unset: in process. */
  redisUrl: string | undefined;
  rateLimits: RateLimitSettings;
  metricsPort: number;
  metricsHost: string;
  /** Event-loop delay above which new requests are refused with 503; 0 turns shedding off. */
  shedLagMs: number;
  /** Gateway processes sharing PORT (GATEWAY_WORKERS; `auto`: one per core); more than one needs Redis. */
  workers: number;
}

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:]+\](?::\d{1,5})?$/i;

/** "api.example.com, https://img.example.com:8443/" → ["api.example.com", "img.example.com:8443"]. */
function parseHostAliases(raw: string): string[] {
  const hosts = raw
    .split(',')
    .map((item) => item.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/.*$/, '').toLowerCase())
    .filter((item) => item !== '');
  const wrong = hosts.find((host) => !HOST.test(host));
  if (wrong !== undefined) throw new Error(`LEGACY_HOST_ALIASES must list host names (host or host:port), not "${wrong}"`);
  return hosts;
}

/** Attempts allowed per window; 0 turns that limit off. */
export interface RateLimitSettings {
  /** Seconds (the counters' granularity). */
  windowSeconds: number;
  /**
   * Sign-in, register, forgotten password, payment code: failures in a row per account and
   * client address (a success starts it afresh).
   */
  perAccount: number;
  /** Failures per account from every address together, in `accountTotalWindowSeconds`. */
  perAccountTotal: number;
  accountTotalWindowSeconds: number;
  /**
   * Processes that each count alone while Redis is away (GATEWAY_WORKERS × GATEWAY_INSTANCES):
   * each then allows this share of every limit, so together they allow no more than one.
   */
  processes: number;
  /** The same operations: per client address. */
  perIp: number;
  /** Every request to /graphql, /upload and the REST passthrough: per client address. */
  general: number;
}

/**
 * TRUST_PROXY as Express takes it: `false`/`none` trusts nobody, `true` everyone (only behind a
 * proxy that overwrites the headers), a number the hops to trust, else addresses, CIDRs or the
 * names loopback, linklocal, uniquelocal, comma-separated.
 */
export function parseTrustProxy(raw: string): boolean | number | string {
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

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid gateway configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = result.data;
  const production = values.NODE_ENV === 'production';
  return {
    port: values.PORT,
    host: values.HOST,
    production,
    legacyApiUrl: values.LEGACY_API_URL,
    publicUrl: values.PUBLIC_URL,
    upstreamTimeoutMs: values.UPSTREAM_TIMEOUT_MS,
    upstreamMaxSockets: values.UPSTREAM_MAX_SOCKETS,
    publicCacheTtlMs: values.PUBLIC_CACHE_TTL_MS,
    duplicateWindowMs: values.DUPLICATE_WINDOW_MS,
    introspection: values.GRAPHQL_INTROSPECTION ? values.GRAPHQL_INTROSPECTION === 'true' : !production,
    pathOverrides: parseOverrides(values.LEGACY_PATHS),
    logLevel: values.LOG_LEVEL,
    uploadMaxBytes: values.UPLOAD_MAX_BYTES,
    persistedDocuments: values.PERSISTED_DOCUMENTS,
    legacyTimeZone: values.LEGACY_TIMEZONE,
    legacyHostAliases: parseHostAliases(values.LEGACY_HOST_ALIASES),
    upstreamCallBudget: values.UPSTREAM_CALL_BUDGET,
    legacyPassthrough: values.LEGACY_PASSTHROUGH === 'true',
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    redisUrl: values.REDIS_URL,
    rateLimits: {
      windowSeconds: values.RATE_LIMIT_WINDOW_S,
      perAccount: values.RATE_LIMIT_ACCOUNT,
      perAccountTotal: values.RATE_LIMIT_ACCOUNT_TOTAL,
      accountTotalWindowSeconds: values.RATE_LIMIT_ACCOUNT_TOTAL_WINDOW_S,
      processes: values.GATEWAY_WORKERS * values.GATEWAY_INSTANCES,
      perIp: values.RATE_LIMIT_IP,
      general: values.RATE_LIMIT_GENERAL,
    },
    metricsPort: values.METRICS_PORT,
    metricsHost: values.METRICS_HOST,
    shedLagMs: values.SHED_LAG_MS,
    workers: values.GATEWAY_WORKERS,
  };
}
