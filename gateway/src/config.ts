import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
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
    UPSTREAM_BREAKER_FAILURES: z.coerce
      .number()
      .int()
      .min(0)
      .default(5)
      .describe(
        'Failures in a row of one legacy call (timeouts, connection errors, 502/503/504) that open its circuit breaker: the call then fails at once with `UPSTREAM_UNAVAILABLE` and `retryAfter` instead of waiting for the deadline (see "The legacy API\'s bad days" in docs/gateway.md); `0`: no breakers.',
      ),
    UPSTREAM_BREAKER_HALF_OPEN_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(3000)
      .describe(
        'How long an open breaker refuses its call before it lets one through to test the legacy API: an answer closes it, another failure opens it again. At 3 s a signed-in screen is answered again within about 3 s of the legacy API coming back (`npm run bench:outage`), at the cost of one probe per open call every 3 s while it is down.',
      ),
    UPSTREAM_BULKHEAD: z.coerce
      .number()
      .int()
      .positive()
      .default(64)
      .describe(
        'Calls to one legacy endpoint in flight at most, so that one slow endpoint cannot hold every connection of `UPSTREAM_MAX_SOCKETS`; further calls wait (within their deadline).',
      ),
    UPSTREAM_BULKHEAD_QUEUE: z.coerce
      .number()
      .int()
      .min(0)
      .default(256)
      .describe(
        'Calls to one legacy endpoint waiting for a place in its bulkhead at most; one more fails at once with `UPSTREAM_UNAVAILABLE`.',
      ),
    UPSTREAM_RETRY_READS: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('true')
      .describe(
        '`true`: a read (marked `idempotent` in the endpoint table) that met a connection error, 502, 503 or 504 is asked once more after a jittered pause of about 100 ms, within its deadline. Writes and uploads are never sent twice.',
      ),
    PUBLIC_CACHE_TTL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(30_000)
      .describe(
        "How long user-independent answers (banners, categories…) are shared: the public cache's TTL; `0` turns it off.",
      ),
    STALE_IF_ERROR_S: z.coerce
      .number()
      .int()
      .min(0)
      .default(24 * 60 * 60)
      .describe(
        'How long past `PUBLIC_CACHE_TTL_MS` a public answer is kept (in process and in Redis), to be served at once while one request refreshes it and for as long as the legacy API fails (timeout, no connection, 5xx, a broken answer, an open breaker); the answer then says so in `extensions.stale` and no cache may store it. `0`: an answer is gone when it stops being fresh.',
      ),
    PAGE_DATA_DEADLINE_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(800)
      .describe(
        "How long a public page (Home, a product, a shop, the lists) waits for the data of its head (title, description, picture, price, structured data), run in process, before it is sent without it (or with the last good answer, while the legacy API fails); the data's call goes on and serves the next page. `0`: pages never wait, and have their data only once an earlier page fetched it.",
      ),
    PAGE_RENDER_DEADLINE_MS: z.coerce
      .number()
      .int()
      .min(1)
      .default(2000)
      .describe(
        "How long the server rendering of a public page (its app's markup and data, ADR 0009) may take in all, data included (which waits at most `PAGE_DATA_DEADLINE_MS`): past it the page is sent as the client renders it (the boot splash, its head kept), and the browser draws it as without server rendering. Keep it above `PAGE_DATA_DEADLINE_MS`.",
      ),
    PAGE_SHARED_MAX_AGE_S: z.coerce
      .number()
      .int()
      .min(0)
      .default(60)
      .describe(
        "How long a CDN may keep a public page (`s-maxage`): pages are made without the visitor's token, so they are the same for everyone of a language. Browsers revalidate every time (ETag). A page made without its data, or with a stale part, is never kept. `0`: no CDN keeps them.",
      ),
    PAGE_STALE_WHILE_REVALIDATE_S: z.coerce
      .number()
      .int()
      .min(0)
      .default(60)
      .describe(
        "How long past `PAGE_SHARED_MAX_AGE_S` a CDN may still send a public page while it fetches a fresh one (`stale-while-revalidate`). A page names the scripts of its release: after a deploy, keep the previous release's `assets/` reachable for both times together (or purge the CDN).",
      ),
    PAGE_RATE_LIMIT: z.coerce
      .number()
      .int()
      .min(0)
      .default(3000)
      .describe(
        "Pages (the HTML of a storefront route: a page the gateway keeps, one it renders, the built page) per client address and `RATE_LIMIT_WINDOW_S`; past it a 429 page in the shopper's language. Sized for a carrier-grade NAT address: a shopper loads a page only on arriving, reloading or following a link (the app moves between screens without one), so this is half of `RATE_LIMIT_GENERAL`. The built assets (`/assets/*`), `/graphql` and pictures are not pages. `0`: off.",
      ),
    PAGE_RENDER_RATE_LIMIT: z.coerce
      .number()
      .int()
      .min(0)
      .default(600)
      .describe(
        "Of those, pages made afresh per client address and window: rendered on the server, or their head made from data, rather than sent as the gateway keeps them (about 20 ms of the gateway's CPU each, against 5 ms for a kept one). A flood of searches no one asked before is stopped here; a crowd mostly asks pages someone already did. `0`: off.",
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
    PUBLISH_SCHEMA: z.enum(['true', 'false']).optional().meta({
      description:
        "`true`/`false`: `GET /graphql/schema.graphql` serves the schema's SDL (for codegen and editors), whatever introspection says; `true` in production publishes the schema without turning introspection on.",
      unset: 'served while introspection is on',
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
    UPLOAD_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(120_000)
      .describe(
        "How long an upload's bytes may stop arriving: `POST /upload` then answers 408 `UPLOAD_TIMEOUT`. With `LEGACY_PASSTHROUGH`, the same idle limit guards a multipart upload forwarded to the legacy API (504 in its envelope). The legacy upload itself only starts once the whole file has come, and has `UPSTREAM_TIMEOUT_MS` for it (504 `UPSTREAM_TIMEOUT`).",
      ),
    UPLOAD_MIN_BYTES_PER_S: z.coerce
      .number()
      .int()
      .min(0)
      .default(1024)
      .describe(
        'The slowest `POST /upload` body accepted: after `UPLOAD_RATE_GRACE_MS`, each second must have brought this many bytes on average, or the upload answers 408 `UPLOAD_TIMEOUT` (a body trickling in a byte at a time holds a place for nothing). 1 KB/s is a tenth of a weak 2G uplink; `0`: no minimum, only `UPLOAD_TIMEOUT_MS`.',
      ),
    UPLOAD_RATE_GRACE_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(10_000)
      .describe(
        "How long an upload may take before `UPLOAD_MIN_BYTES_PER_S` applies (a phone's connection warming up); each byte after it buys 1/`UPLOAD_MIN_BYTES_PER_S` of a second more.",
      ),
    UPLOAD_MAX_PIXELS: z.coerce
      .number()
      .int()
      .positive()
      .default(24_000_000)
      .describe(
        'Most pixels (width × height, every frame of an animation counted) an uploaded image may have; more is refused with 400 before anything is stored. 24 million is a 6000×4000 camera photo: a few KB of compressed bytes can otherwise decode to gigabytes on every phone that shows it.',
      ),
    UPLOAD_CONCURRENCY: z.coerce
      .number()
      .int()
      .positive()
      .default(16)
      .describe(
        'Uploads one gateway process receives or sends at once, each holding at most twice `UPLOAD_MAX_BYTES` in memory (the file, then the body sent of it); the legacy upload gets a connection pool of this size of its own, apart from `UPSTREAM_MAX_SOCKETS`. One more answers 503 `RATE_LIMITED` with `retryAfter` at once.',
      ),
    UPLOAD_PER_SESSION: z.coerce
      .number()
      .int()
      .positive()
      .default(4)
      .describe(
        'Uploads of one session (its token) at once in one process; one more answers 429 `RATE_LIMITED` with `retryAfter`. The storefront sends two at a time, however many pictures are chosen.',
      ),
    UPLOAD_PER_ADDRESS: z.coerce
      .number()
      .int()
      .positive()
      .default(8)
      .describe(
        'Uploads of one client address at once in one process, whatever tokens they carry (a client inventing tokens gets no more); one more answers 429 `RATE_LIMITED` with `retryAfter`.',
      ),
    PERSISTED_DOCUMENTS: z
      .enum(['any', 'only'])
      .default('any')
      .describe(
        "`only`: trusted documents — the gateway runs the client's own operations (codegen's `client/src/gql/persisted-documents.json`) and refuses any other with `PERSISTED_QUERY_NOT_IN_LIST`; `any` runs every document.",
      ),
    PERSISTED_QUERY_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024)
      .default(8 * 1024)
      .describe(
        "With `PERSISTED_DOCUMENTS=any`, the largest document an automatic persisted query may register, in bytes as sent (comments and whitespace count); a larger one is refused with `BAD_USER_INPUT` (rule `maxBytes`). The storefront's largest document is under 1 KB.",
      ),
    PERSISTED_QUERY_MAX_DOCUMENTS: z.coerce
      .number()
      .int()
      .positive()
      .default(1000)
      .describe(
        'With `PERSISTED_DOCUMENTS=any`, registered documents kept (in Redis for every instance, and in each process); past it the oldest go. With `PERSISTED_QUERY_MAX_BYTES`, the bound of what registrations cost: 1000 × 8 KB, about 8 MB, by default.',
      ),
    PERSISTED_QUERY_REGISTRATIONS: z.coerce
      .number()
      .int()
      .min(0)
      .default(20)
      .describe(
        'With `PERSISTED_DOCUMENTS=any`, automatic persisted-query registrations per client address in `RATE_LIMIT_WINDOW_S`; past it the query still runs, its document is not kept. `0`: off.',
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
      .default(6000)
      .describe(
        'Requests to `/graphql`, `/upload` and the REST passthrough per window: of a signed-in shopper, per session (its token, hashed); of anonymous ones, per client address, which many shoppers may share behind a carrier-grade NAT (see "Rate limits" in README.md); `0`: off.',
      ),
    RATE_LIMIT_GENERAL_SESSIONS: z.coerce
      .number()
      .int()
      .min(0)
      .default(60_000)
      .describe(
        'The same requests of every session together per client address and window: the ceiling for a client that invents a new token for each request to escape `RATE_LIMIT_GENERAL`; `0`: off.',
      ),
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
    WEB_VITALS_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(0)
      .max(600)
      .default(12)
      .describe(
        "Web Vitals beacons (`POST /vitals`, the shoppers' measured page speed) accepted per client address and minute; `0` turns the endpoint off.",
      ),
    SHED_LAG_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(1000)
      .describe('Event-loop delay above which new requests get an immediate 503 + Retry-After; `0`: off.'),
    DRAIN_MS: z.coerce.number().int().min(0).optional().meta({
      description:
        'On SIGTERM/SIGINT: how long the gateway keeps serving with `/readyz` at 503 before it stops accepting connections, so a load balancer takes it out first (longer than its health-check interval × threshold); then it finishes the requests in flight and closes the kept-alive connections once idle (see "Readiness and drain" in docs/gateway.md).',
      unset: '`5000` with `NODE_ENV=production`, else `0`',
    }),
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
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional().meta({
      description:
        'OpenTelemetry: the OTLP/HTTP collector (Jaeger, Tempo, an OpenTelemetry Collector), e.g. `http://collector:4318`; spans go to its `/v1/traces`. Set it (or the next) and tracing is on (see "Tracing" in docs/gateway.md).',
      unset: 'tracing off (no cost)',
    }),
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z
      .url()
      .optional()
      .describe('The full URL spans are posted to, when it is not `OTEL_EXPORTER_OTLP_ENDPOINT` + `/v1/traces`.'),
    OTEL_EXPORTER_OTLP_PROTOCOL: z
      .enum(['http/protobuf', 'http/json'], { error: 'must be http/protobuf or http/json (gRPC is not supported)' })
      .default('http/protobuf')
      .describe('How spans are sent: `http/protobuf` or `http/json`.'),
    OTEL_SERVICE_NAME: z.string().min(1).default('storefront-gateway').describe("The traces' `service.name`."),
    OTEL_TRACES_SAMPLER: z
      .enum([
        'always_on',
        'always_off',
        'traceidratio',
        'parentbased_always_on',
        'parentbased_always_off',
        'parentbased_traceidratio',
      ])
      .default('parentbased_always_on')
      .describe(
        "Which requests are traced: `parentbased_*` follows a caller's `traceparent` decision and applies the rest to requests without one; `traceidratio` keeps the share `OTEL_TRACES_SAMPLER_ARG`.",
      ),
    OTEL_TRACES_SAMPLER_ARG: z.coerce
      .number()
      .min(0)
      .max(1)
      .default(1)
      .describe('The share of traces kept by the `*traceidratio` samplers, from `0` to `1`.'),
    IMAGE_CACHE_DIR: z.string().optional().meta({
      description:
        "Directory of the image pipeline's disk cache of picture variants (`?w=` URLs); created when missing. Several workers may share it.",
      unset: '`storefront-image-cache` in the OS temp directory',
    }),
    IMAGE_CACHE_MAX_MB: z.coerce
      .number()
      .int()
      .min(0)
      .default(512)
      .describe(
        'Megabytes of variants the disk cache keeps at most (per gateway process); the least recently used go first. `0`: nothing is kept, every variant is made anew.',
      ),
    IMAGE_MAX_INPUT_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(20 * 1024 * 1024)
      .describe(
        'Largest source picture the pipeline reads from the legacy API; a longer one answers 422 without the rest being read.',
      ),
    IMAGE_MAX_INPUT_PIXELS: z.coerce
      .number()
      .int()
      .positive()
      .default(50_000_000)
      .describe(
        'Pixels (width × height) a source picture may have; more answers 422 before it is decoded (a decompression bomb).',
      ),
    IMAGE_TRANSFORMS: z.coerce.number().int().positive().optional().meta({
      description:
        'Picture variants made at once (one core each); further ones wait in the queue. Leave cores to `/graphql`.',
      unset: 'one fewer than the cores, at least 1',
    }),
    IMAGE_QUEUE_MAX: z.coerce
      .number()
      .int()
      .min(0)
      .default(128)
      .describe(
        'Picture variants that may wait for a transform (a cold Home page asks for some 60 at once); one more answers 503 + Retry-After at once, and so does one more of an address that already has half of them waiting (the other half stays for everyone else). Each waiting one holds its source in memory (a few hundred KB for a product photo).',
      ),
    IMAGE_RATE_LIMIT: z.coerce
      .number()
      .int()
      .min(0)
      .default(6000)
      .describe(
        "Cold picture requests per client address and `RATE_LIMIT_WINDOW_S` on `/uploads/…` and `/static/…`: a variant neither in the disk cache nor being made, or a file through the plain proxy (each goes upstream); cache hits are not counted. Past it 429 + Retry-After. As high as `RATE_LIMIT_GENERAL`, as many shoppers share one carrier's address (a cold Home asks for some 60 pictures); `0`: off.",
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

/** OTLP/HTTP's rule: the signal's path is added to the general endpoint. */
function tracesUrl(endpoint: string | undefined): string | undefined {
  return endpoint === undefined ? undefined : `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}

/** GRAPHQL_INTROSPECTION when set, else on unless production. */
function introspectionOn(variable: 'true' | 'false' | undefined, production: boolean): boolean {
  return variable ? variable === 'true' : !production;
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
    /** Breakers, bulkheads and the retry of reads (upstream/resilience/). */
    resilience: {
      breaker: { failures: values.UPSTREAM_BREAKER_FAILURES, halfOpenAfterMs: values.UPSTREAM_BREAKER_HALF_OPEN_MS },
      bulkhead: { limit: values.UPSTREAM_BULKHEAD, queue: values.UPSTREAM_BULKHEAD_QUEUE },
      retryReads: values.UPSTREAM_RETRY_READS === 'true',
    },
    /** Connections to the legacy API at most (kept alive); further calls wait for one. */
    upstreamMaxSockets: values.UPSTREAM_MAX_SOCKETS,
    publicCacheTtlMs: values.PUBLIC_CACHE_TTL_MS,
    /** How long past its freshness a public answer may still be served (refreshing, or the legacy API failing). */
    staleIfErrorMs: values.STALE_IF_ERROR_S * 1000,
    duplicateWindowMs: values.DUPLICATE_WINDOW_MS,
    /** The public pages' heads and sitemaps (ssr/): the data's deadline and how long a CDN keeps a page. */
    pages: {
      dataDeadlineMs: values.PAGE_DATA_DEADLINE_MS,
      renderDeadlineMs: values.PAGE_RENDER_DEADLINE_MS,
      sharedCache: {
        maxAgeS: values.PAGE_SHARED_MAX_AGE_S,
        staleWhileRevalidateS: values.PAGE_STALE_WHILE_REVALIDATE_S,
      },
      /** Pages per client address and rate-limit window, of every kind; 0: off. */
      pagesPerAddress: values.PAGE_RATE_LIMIT,
      /** Pages made afresh (rendered, not kept) per client address and window; 0: off. */
      rendersPerAddress: values.PAGE_RENDER_RATE_LIMIT,
    },
    /** Introspection and the sandbox: on unless production, overridable either way. */
    introspection: introspectionOn(values.GRAPHQL_INTROSPECTION, production),
    /** `GET /graphql/schema.graphql`: with introspection unless PUBLISH_SCHEMA says otherwise. */
    publishSchema: values.PUBLISH_SCHEMA
      ? values.PUBLISH_SCHEMA === 'true'
      : introspectionOn(values.GRAPHQL_INTROSPECTION, production),
    /** Operator overrides of legacy paths, by operation name (see upstream/endpoints.ts). */
    pathOverrides: parseOverrides(values.LEGACY_PATHS),
    logLevel: values.LOG_LEVEL,
    /** POST /upload: what one body must bring, what it may be, and how many run at once (server/upload.ts). */
    uploads: {
      maxBytes: values.UPLOAD_MAX_BYTES,
      idleTimeoutMs: values.UPLOAD_TIMEOUT_MS,
      minBytesPerSecond: values.UPLOAD_MIN_BYTES_PER_S,
      rateGraceMs: values.UPLOAD_RATE_GRACE_MS,
      maxPixels: values.UPLOAD_MAX_PIXELS,
      concurrency: values.UPLOAD_CONCURRENCY,
      perSession: values.UPLOAD_PER_SESSION,
      perAddress: values.UPLOAD_PER_ADDRESS,
    },
    /**
     * `any`: every document runs (the client's own are known by hash from the start, others may
     * register as automatic persisted queries); `only`: trusted documents, the client's own alone.
     */
    persistedDocuments: values.PERSISTED_DOCUMENTS,
    /** What automatic persisted queries may cost (`any`): bytes a document, documents kept, registrations an address and window. */
    persistedQueries: {
      maxBytes: values.PERSISTED_QUERY_MAX_BYTES,
      maxDocuments: values.PERSISTED_QUERY_MAX_DOCUMENTS,
      registrationsPerWindow: values.PERSISTED_QUERY_REGISTRATIONS,
    },
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
      /** Every request to /graphql, /upload and the REST passthrough: per session when signed in, else per address. */
      general: values.RATE_LIMIT_GENERAL,
      /** The signed-in requests of one client address together (every session). */
      generalSessions: values.RATE_LIMIT_GENERAL_SESSIONS,
    },
    metricsPort: values.METRICS_PORT,
    metricsHost: values.METRICS_HOST,
    /** Web Vitals beacons per client address and minute (POST /vitals); 0: the endpoint is off. */
    webVitalsPerMinute: values.WEB_VITALS_PER_MINUTE,
    /** Event-loop delay above which new requests are refused with 503; 0 turns shedding off. */
    shedLagMs: values.SHED_LAG_MS,
    /** Gateway processes sharing PORT (GATEWAY_WORKERS; `auto`: one per core); more than one needs Redis. */
    workers: values.GATEWAY_WORKERS,
    /** How long the gateway serves on, unready, after SIGTERM before it stops accepting connections. */
    drainMs: values.DRAIN_MS ?? (production ? 5000 : 0),
    /** The image pipeline (images/): its disk cache, input limits and transform queue. */
    images: {
      cacheDir: values.IMAGE_CACHE_DIR ?? join(tmpdir(), 'storefront-image-cache'),
      cacheMaxBytes: values.IMAGE_CACHE_MAX_MB * 1024 * 1024,
      maxInputBytes: values.IMAGE_MAX_INPUT_BYTES,
      maxInputPixels: values.IMAGE_MAX_INPUT_PIXELS,
      concurrency: values.IMAGE_TRANSFORMS ?? Math.max(1, availableParallelism() - 1),
      maxWaiting: values.IMAGE_QUEUE_MAX,
      /** Cold picture requests (cache misses, plain proxied files) per client address and rate-limit window; 0: off. */
      rateLimit: values.IMAGE_RATE_LIMIT,
    },
    /** OpenTelemetry (the standard OTEL_* variables); no endpoint: tracing off. */
    tracing: {
      endpoint: values.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? tracesUrl(values.OTEL_EXPORTER_OTLP_ENDPOINT),
      protocol: values.OTEL_EXPORTER_OTLP_PROTOCOL,
      serviceName: values.OTEL_SERVICE_NAME,
      sampler: values.OTEL_TRACES_SAMPLER,
      samplerRatio: values.OTEL_TRACES_SAMPLER_ARG,
    },
  };
}

export type GatewayConfig = ReturnType<typeof toSettings>;
export type RateLimitSettings = GatewayConfig['rateLimits'];
export type UploadSettings = GatewayConfig['uploads'];

/** One variable the gateway cannot start with. */
interface ConfigurationProblem {
  variable: string;
  /** The value as set, or a mask when it is a secret (see shownValue). */
  value: string | undefined;
  problem: string;
}

/** What readConfig throws: every variable that is wrong, for one log line naming each (main.ts). */
export class ConfigurationError extends Error {
  constructor(
    message: string,
    readonly problems: ConfigurationProblem[],
  ) {
    super(message);
    this.name = 'ConfigurationError';
  }
}

/** Names whose values are secrets: never written anywhere, even when wrong. */
const SECRET_NAME = /KEY|SECRET|PASSWORD|TOKEN|HEADERS|CREDENTIAL/i;

/** A value fit for a log line: a secret's masked, a URL's password too (e.g. REDIS_URL's). */
function shownValue(variable: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (SECRET_NAME.test(variable)) return '[masked]';
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*):[^@/\s]*@/i, '$1:[masked]@');
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const result = variables.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const variable = issue.path.join('.');
      return { variable, value: shownValue(variable, env[variable]), problem: issue.message };
    });
    throw new ConfigurationError(
      `Invalid gateway configuration:\n  ${problems.map((item) => `${item.variable}: ${item.problem}`).join('\n  ')}`,
      problems,
    );
  }
  try {
    return toSettings(result.data);
  } catch (error) {
    // LEGACY_PATHS and LEGACY_HOST_ALIASES are read here; their messages start with the variable's name.
    const message = error instanceof Error ? error.message : String(error);
    const variable = /^[A-Z][A-Z0-9_]+/.exec(message)?.[0] ?? 'configuration';
    throw new ConfigurationError(message, [{ variable, value: shownValue(variable, env[variable]), problem: message }]);
  }
}
