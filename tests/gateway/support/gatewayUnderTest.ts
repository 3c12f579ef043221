import type { Logger } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { readConfig } from '../../../gateway/src/config.ts';
import { createLogger } from '../../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../../gateway/src/server/app.ts';
import { UPSTREAM } from './fakeUpstream.ts';

/** What the gateway answered over HTTP. */
export interface Answer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; path?: string[]; locations?: unknown; extensions?: Record<string, unknown> }>;
}

export interface GatewayUnderTest {
  /** The gateway's base URL once started. */
  readonly url: string;
  readonly gateway: Gateway;
  post(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<Answer>;
}

/**
 * The real gateway (Express, Apollo, plugins, context, resolvers) in front of the
 * msw fake upstream of `useFakeUpstream()`, which must be set up first in the file.
 */
export function useGateway(
  env: Record<string, string> = {},
  logger: Logger = createLogger('silent'),
  /** The built storefront it serves (dist/client unless a test builds its own). */
  clientDist?: () => string,
): GatewayUnderTest {
  let started: { url: string; gateway: Gateway } | undefined;
  beforeAll(async () => {
    // Load shedding off unless a test sets it: a test worker's loop lags for reasons of its own.
    const config = readConfig({ LOG_LEVEL: 'silent', SHED_LAG_MS: '0', ...env });
    const gateway = await createGateway({ config, upstreamUrl: UPSTREAM, logger, clientDist: clientDist?.() });
    const { url } = await gateway.listen(0, '127.0.0.1');
    started = { url, gateway };
  });
  afterAll(async () => {
    await started?.gateway.close();
  });
  const need = () => {
    if (!started) throw new Error('the gateway is not started yet');
    return started;
  };
  return {
    get url() {
      return need().url;
    },
    get gateway() {
      return need().gateway;
    },
    async post(query, variables = {}, headers = {}) {
      const response = await fetch(`${need().url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as Omit<Answer, 'status'>;
      return { status: response.status, ...body };
    },
  };
}
