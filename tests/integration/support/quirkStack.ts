import { readConfig } from '../../../gateway/src/config.ts';
import { createLogger } from '../../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../../gateway/src/server/app.ts';
import { startStandIn, type StandIn } from '../../legacy/support/standIn.ts';
import { ALIAS_HOST, UPSTREAM_ZONE } from './quirkVariations.ts';
import { passThrough, startRewritingProxy, type RewritingProxy } from './rewritingProxy.ts';

/** Short, so the broken-upstream cases stay fast. */
export const QUIRK_TIMEOUT_MS = 1000;

export interface GqlAnswer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, unknown> }>;
}

export interface QuirkStack {
  legacy: StandIn;
  proxy: RewritingProxy;
  gateway: Gateway;
  url: string;
  gql(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlAnswer>;
  close(): Promise<void>;
}

/**
 * The seeded stand-in, the rewriting proxy in front of it, and a gateway pointed at the
 * proxy: short deadline, no public cache (every call reaches the proxy), the upstream's
 * zone and another name of its host configured as an operator would.
 */
export async function startQuirkStack(env: Record<string, string> = {}): Promise<QuirkStack> {
  const legacy = await startStandIn();
  const proxy = await startRewritingProxy(legacy.url);
  const config = readConfig({
    LOG_LEVEL: 'silent',
    UPSTREAM_TIMEOUT_MS: String(QUIRK_TIMEOUT_MS),
    PUBLIC_CACHE_TTL_MS: '0',
    DUPLICATE_WINDOW_MS: '0',
    LEGACY_TIMEZONE: UPSTREAM_ZONE,
    LEGACY_HOST_ALIASES: ALIAS_HOST,
    // Hundreds of requests from one address in a minute, some of them heavy on purpose: the
    // rate limits and load shedding are not what these tests are about.
    RATE_LIMIT_GENERAL: '0',
    RATE_LIMIT_IP: '0',
    RATE_LIMIT_ACCOUNT: '0',
    SHED_LAG_MS: '0',
    ...env,
  });
  const gateway = await createGateway({ config, upstreamUrl: proxy.url, logger: createLogger(config.logLevel) });
  const { url } = await gateway.listen(0, '127.0.0.1');
  return {
    legacy,
    proxy,
    gateway,
    url,
    async gql(query, variables = {}, token) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: 'en', ...(token ? { token } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, ...((await response.json()) as Omit<GqlAnswer, 'status'>) };
    },
    async close() {
      proxy.use(passThrough);
      await gateway.close();
      await proxy.close();
      await legacy.close();
    },
  };
}
