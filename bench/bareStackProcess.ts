import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { PublicCache } from '../gateway/src/cache/publicCache.ts';
import { readConfig } from '../gateway/src/config.ts';
import { contextFactory, type GatewayContext } from '../gateway/src/context.ts';
import { createLogger } from '../gateway/src/logger.ts';
import { buildGatewaySchema } from '../gateway/src/schema.ts';
import { RateLimits } from '../gateway/src/security/rateLimits.ts';
import { connectRedis } from '../gateway/src/shared/redis.ts';
import { configuredUpstream } from '../gateway/src/upstream/compose.ts';
import { resolveEndpoints } from '../gateway/src/upstream/endpoints.ts';
import { answerBenchCommands } from './childCommands.ts';
import type { ChildReady } from './ipc.ts';

/*
 * The bench's floor for the gateway (issue 12): the stack the design fixes — Express 5,
 * Apollo Server 5, graphql-js, the upstream client on axios — with the gateway's own
 * schema, resolvers, context, decoders and public cache, and NOTHING of the gateway's
 * around them: no request logger, security headers, load shedder, rate limits, query
 * limits (graphql-armor), duplicate-submit guard, metrics, cost budget, HTTP caching
 * headers, compression check or error screening. Never a way to run the product: it
 * says what those layers cost, and how far the stack itself can go on this machine.
 */
const upstreamUrl = process.env['BENCH_UPSTREAM'];
if (!upstreamUrl) throw new Error('BENCH_UPSTREAM is not set');

const counts: Record<string, number> = {};
const config = readConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  PUBLIC_CACHE_TTL_MS: process.env['PUBLIC_CACHE_TTL_MS'] ?? '30000',
});
const logger = createLogger('silent');
const endpoints = resolveEndpoints(config.pathOverrides);
const { client } = configuredUpstream(config, upstreamUrl, endpoints, logger);
const redis = connectRedis(undefined, logger);
const createContext = contextFactory({
  client: {
    ...client,
    call(operation, params, headers, options) {
      counts[operation] = (counts[operation] ?? 0) + 1;
      return client.call(operation, params, headers, options);
    },
  },
  endpoints,
  publicCache: new PublicCache(config.publicCacheTtlMs),
  publicUrl: undefined,
  // Only the context's shape needs it: no guarded mutation runs in the bench.
  rateLimits: new RateLimits(config.rateLimits, redis),
});

const apollo = new ApolloServer<GatewayContext>({
  schema: buildGatewaySchema(),
  // Apollo's default cache-control plugin wraps every field; the gateway turns it off too.
  plugins: [ApolloServerPluginCacheControlDisabled()],
  stopOnTerminationSignals: false,
});
await apollo.start();

const app = express();
app.set('etag', false);
app.use(
  '/graphql',
  express.json({ limit: '100kb' }),
  expressMiddleware(apollo, { context: async ({ req }) => createContext(req) }),
);
const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
  const listening = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(listening)));
});
const { port } = server.address() as AddressInfo;

answerBenchCommands(counts, async () => {
  const closing = new Promise((resolve) => server.close(resolve));
  server.closeAllConnections();
  await closing;
  await apollo.stop();
});
process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}` } satisfies ChildReady);
