import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';

/*
 * The GraphQL-over-HTTP conformance audit of graphql-http (every MUST, SHOULD and MAY of the
 * spec it checks) against the gateway over real HTTP, as production runs it (NODE_ENV=production)
 * with introspection on, which some audits use. Its queries ({ __typename } and the like) need no
 * upstream: a port nobody listens on stands for one.
 */
let gateway: Gateway;
let url: string;

beforeAll(async () => {
  const config = readConfig({
    LOG_LEVEL: 'silent',
    SHED_LAG_MS: '0',
    METRICS_PORT: '0',
    NODE_ENV: 'production',
    GRAPHQL_INTROSPECTION: 'true',
  });
  gateway = await createGateway({ config, upstreamUrl: 'http://127.0.0.1:9', logger: createLogger('silent') });
  ({ url } = await gateway.listen(0, '127.0.0.1'));
});
afterAll(async () => {
  await gateway?.close();
});

describe('the graphql-http audit', () => {
  it('finds no MUST failure', async () => {
    const results = await auditServer({ url: `${url}/graphql` });
    const failures = results.filter((result) => result.status === 'error');
    expect(
      failures.map((failure) => `${failure.id} ${failure.name}: ${'reason' in failure ? failure.reason : ''}`),
    ).toEqual([]);
    // Every audit ran and most passed outright; the others are recommendations (SHOULD, MAY).
    expect(results.length).toBeGreaterThan(50);
    expect(results.filter((result) => result.status === 'ok').length).toBeGreaterThanOrEqual(50);
  }, 60_000);
});
