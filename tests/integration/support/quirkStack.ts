import { readConfig, type GatewayConfig } from '../../../gateway/src/config.ts';
import { createLogger } from '../../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../../gateway/src/server/app.ts';
import { startStandIn, type StandIn } from '../../legacy/support/standIn.ts';
import { ALIAS_HOST, UPSTREAM_ZONE } from './quirkVariations.ts';
import { passThrough, startRewritingProxy, type RewritingProxy } from './rewritingProxy.ts';

/** The deadline of the gateway that meets a slow upstream on purpose: short, so those cases stay fast. */
export const QUIRK_TIMEOUT_MS = 1000;

/**
 * The deadline of the gateway for every other case: one a busy machine never reaches, so a clean
 * or merely odd answer is never late (a sign-in's hashing outlasted 1 s on a loaded run).
 */
const CLEAN_TIMEOUT_MS = 30_000;

export interface GqlAnswer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, unknown> }>;
}

/** A gateway in front of the rewriting proxy, and a GraphQL call to it. */
export interface QuirkGateway {
  gateway: Gateway;
  url: string;
  gql(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlAnswer>;
}

export interface QuirkStack extends QuirkGateway {
  legacy: StandIn;
  proxy: RewritingProxy;
  /** A second gateway in front of the same proxy, with the short deadline (QUIRK_TIMEOUT_MS): for slow upstreams. */
  deadline: QuirkGateway;
  close(): Promise<void>;
}

async function startQuirkGateway(config: GatewayConfig, upstreamUrl: string): Promise<QuirkGateway> {
  const gateway = await createGateway({ config, upstreamUrl, logger: createLogger(config.logLevel) });
  const { url } = await gateway.listen(0, '127.0.0.1');
  return {
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
  };
}

/**
 * The seeded stand-in, the rewriting proxy in front of it, and a gateway pointed at the
 * proxy: short deadline, no public cache (every call reaches the proxy), the upstream's
 * zone and another name of its host configured as an operator would.
 */
export async function startQuirkStack(env: Record<string, string> = {}): Promise<QuirkStack> {
  const legacy = await startStandIn();
  const proxy = await startRewritingProxy(legacy.url);
  const settings = (timeoutMs: number) => ({
    LOG_LEVEL: 'silent',
    UPSTREAM_TIMEOUT_MS: String(timeoutMs),
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
  });
  const main = await startQuirkGateway(readConfig({ ...settings(CLEAN_TIMEOUT_MS), ...env }), proxy.url);
  const deadline = await startQuirkGateway(
    readConfig({ ...settings(QUIRK_TIMEOUT_MS), ...env, UPSTREAM_TIMEOUT_MS: String(QUIRK_TIMEOUT_MS) }),
    proxy.url,
  );
  return {
    ...main,
    legacy,
    proxy,
    deadline,
    async close() {
      proxy.use(passThrough);
      await Promise.all([main.gateway.close(), deadline.gateway.close()]);
      await proxy.close();
      await legacy.close();
    },
  };
}
