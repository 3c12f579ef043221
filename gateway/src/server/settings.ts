import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { fragment, setting } from '../settingFragment.ts';
import { redisFields, redisTarget } from '../shared/redisSettings.ts';

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

/** `true`/`false` as a boolean; unset stays undefined, for a default that depends on another setting. */
const toFlag = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');

/** Gateway processes sharing PORT (GATEWAY_WORKERS; `auto`: one per core); more than one needs Redis (the rule below names it). */
const workers = setting(
  'GATEWAY_WORKERS',
  z
    .string()
    .default('1')
    .refine(
      (value) => value === 'auto' || /^[1-9]\d{0,2}$/.test(value),
      'must be a whole number from 1, or auto (one per core)',
    )
    .transform((value) => (value === 'auto' ? availableParallelism() : Number(value)))
    .describe(
      'Gateway processes serving `PORT` together (Node\'s cluster; `auto`: one per core). More than one needs Redis (`REDIS_URL`, `REDIS_SENTINELS` or `REDIS_CLUSTER_NODES`), so the workers share limits, the duplicate guard and persisted queries as separate instances do; `/metrics` adds the workers up; a dead worker is replaced (see "Worker processes" in docs/gateway.md).',
    ),
);

/** The gateway's processes: where they listen, how many run, what they show of the schema, how they shed load and drain. */
export const serverSettings = fragment(
  {
    port: setting(
      'PORT',
      z.coerce
        .number()
        .int()
        .min(0)
        .max(65535)
        .default(4000)
        .describe('The one port of everything: storefront, GraphQL, upload, explorer, images, health.'),
    ),
    host: setting('HOST', z.string().default('0.0.0.0').describe('The interface to listen on.')),
    production: setting(
      'NODE_ENV',
      z
        .string()
        .default('development')
        .transform((value) => value === 'production')
        .describe(
          '`production` turns introspection, the sandbox and the explorer off, and hides "Did you mean…" suggestions.',
        ),
    ),
    /** The origin browsers reach the gateway at; derived from each request when unset. */
    publicUrl: setting(
      'PUBLIC_URL',
      z.url().optional().meta({
        description: 'The origin browsers reach the gateway at; image URLs are made absolute against it.',
        unset: 'from each request',
      }),
    ),
    introspection: setting(
      'GRAPHQL_INTROSPECTION',
      z.enum(['true', 'false']).optional().transform(toFlag).meta({
        description: '`true`/`false`: introspection, the sandbox and the explorer, whatever `NODE_ENV` says.',
        unset: 'on unless `NODE_ENV=production`',
      }),
    ),
    publishSchema: setting(
      'PUBLISH_SCHEMA',
      z.enum(['true', 'false']).optional().transform(toFlag).meta({
        description:
          "`true`/`false`: `GET /graphql/schema.graphql` serves the schema's SDL (for codegen and editors), whatever introspection says; `true` in production publishes the schema without turning introspection on.",
        unset: 'served while introspection is on',
      }),
    ),
    /** Express's `trust proxy`: whose X-Forwarded-For/-Host/-Proto are believed (see server/app.ts). */
    trustProxy: setting(
      'TRUST_PROXY',
      z
        .string()
        .default('loopback')
        .transform(parseTrustProxy)
        .describe(
          "Whose `X-Forwarded-For`, `-Host` and `-Proto` count (Express's `trust proxy`): `false`/`none`, `true` (only behind a proxy that overwrites them), a hop count, or addresses, CIDRs and `loopback`/`linklocal`/`uniquelocal`, comma-separated. Used for the client address (rate limits, duplicate guard), the origin of image URLs and HSTS.",
        ),
    ),
    /** Redis shared by every instance (public cache, duplicate guard, rate limits, persisted queries); none: in process. */
    redis: redisFields,
    instances: setting(
      'GATEWAY_INSTANCES',
      z.coerce
        .number()
        .int()
        .min(1)
        .max(1000)
        .default(1)
        .describe(
          'Separate gateway instances (each of `GATEWAY_WORKERS` processes): while Redis is away each process counts alone and allows its share of every limit, so that together they allow no more than one would.',
        ),
    ),
    /** Event-loop delay above which new requests are refused with 503; 0 turns shedding off. */
    shedLagMs: setting(
      'SHED_LAG_MS',
      z.coerce
        .number()
        .int()
        .min(0)
        .default(1000)
        .describe('Event-loop delay above which new requests get an immediate 503 + Retry-After; `0`: off.'),
    ),
    drainMs: setting(
      'DRAIN_MS',
      z.coerce.number().int().min(0).optional().meta({
        description:
          'On SIGTERM/SIGINT: how long the gateway keeps serving with `/readyz` at 503 before it stops accepting connections, so a load balancer takes it out first (longer than its health-check interval × threshold); then it finishes the requests in flight and closes the kept-alive connections once idle (see "Readiness and drain" in docs/gateway.md).',
        unset: '`5000` with `NODE_ENV=production`, else `0`',
      }),
    ),
    workers,
  },
  ({ introspection, publishSchema, drainMs, instances, redis: redisRead, ...server }, context) => {
    const redis = redisTarget(redisRead, context);
    // Each worker would keep its own rate limits, duplicate-submit memory and persisted queries:
    // limits N times looser and a payment sent twice to two workers let through.
    if (server.workers > 1 && !redis) {
      context.addIssue({
        code: 'custom',
        path: [workers.variable],
        message: `${server.workers} workers need REDIS_URL (or REDIS_SENTINELS, REDIS_CLUSTER_NODES), so that they share rate limits, the duplicate-submit guard and persisted queries, as separate instances do`,
      });
    }
    const shown = introspection ?? !server.production;
    return {
      ...server,
      /** The shared Redis (one node, through sentinels, or a cluster), or undefined: all in process. */
      redis,
      /** Introspection and the sandbox: on unless production, overridable either way. */
      introspection: shown,
      /** `GET /graphql/schema.graphql`: with introspection unless PUBLISH_SCHEMA says otherwise. */
      publishSchema: publishSchema ?? shown,
      /** How long the gateway serves on, unready, after SIGTERM before it stops accepting connections. */
      drainMs: drainMs ?? (server.production ? 5000 : 0),
      /**
       * Processes that each count alone while Redis is away (GATEWAY_WORKERS × GATEWAY_INSTANCES):
       * each then allows this share of every limit, so together they allow no more than one.
       */
      processes: server.workers * instances,
    };
  },
);

export type ServerSettings = z.output<typeof serverSettings>;
