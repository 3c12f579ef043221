import { readConfig } from '../gateway/src/config.ts';
import { createLogger } from '../gateway/src/logger.ts';
import { createGateway } from '../gateway/src/server/app.ts';
import type { UpstreamClient } from '../gateway/src/upstream/client.ts';
import { answerBenchCommands } from './childCommands.ts';
import type { ChildReady } from './ipc.ts';

/*
 * The benchmark's gateway, in a process of its own, silent, in front of the
 * stand-in at BENCH_UPSTREAM. It counts every call that reaches the upstream
 * client (public-cache hits never do) and reports the counts on request.
 */
const upstreamUrl = process.env['BENCH_UPSTREAM'];
if (!upstreamUrl) throw new Error('BENCH_UPSTREAM is not set');

const counts: Record<string, number> = {};
const counting = (client: UpstreamClient): UpstreamClient => ({
  ...client,
  baseUrl: client.baseUrl,
  ping: () => client.ping(),
  send: (operation, body, headers) => client.send(operation, body, headers),
  call(operation, params, headers) {
    counts[operation] = (counts[operation] ?? 0) + 1;
    return client.call(operation, params, headers);
  },
});

const config = readConfig({
  NODE_ENV: process.env['NODE_ENV'],
  LOG_LEVEL: 'silent',
  PUBLIC_CACHE_TTL_MS: process.env['PUBLIC_CACHE_TTL_MS'] ?? '30000',
  // The bench is one client address making thousands of requests a second: the general
  // per-address limit (1,200 a minute by default) would answer most of them with 429.
  RATE_LIMIT_GENERAL: '0',
});
const gateway = await createGateway({ config, upstreamUrl, logger: createLogger('silent'), wrapClient: counting });
const { url } = await gateway.listen(0, '127.0.0.1');

answerBenchCommands(counts, () => gateway.close());
process.send?.({ type: 'ready', url } satisfies ChildReady);
