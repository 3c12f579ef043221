import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import { EXPLORER_DISABLED } from '../../gateway/src/server/explorer.ts';
import { INTROSPECTION_OFF } from '../../gateway/src/server/formatError.ts';

/*
 * The gateway's behaviour by configuration, without a live upstream: readiness
 * when the upstream is down, and introspection, the sandbox and the explorer in
 * production (off) and with the GRAPHQL_INTROSPECTION override (on again).
 */

/** A loopback port nobody listens on: bound, read, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface Running {
  url: string;
  gateway: Gateway;
}

const running: Running[] = [];

async function start(env: Record<string, string>): Promise<string> {
  const config = readConfig({ LOG_LEVEL: 'silent', UPSTREAM_TIMEOUT_MS: '2000', SHED_LAG_MS: '0', ...env });
  const gateway = await createGateway({
    config,
    upstreamUrl: `http://127.0.0.1:${await closedPort()}`,
    logger: createLogger('silent'),
  });
  const { url } = await gateway.listen(0, '127.0.0.1');
  running.push({ url, gateway });
  return url;
}

let development: string;
let production: string;
let productionWithIntrospection: string;

beforeAll(async () => {
  development = await start({});
  production = await start({ NODE_ENV: 'production' });
  productionWithIntrospection = await start({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' });
});
afterAll(async () => {
  await Promise.all(running.map(({ gateway }) => gateway.close()));
});

async function post(
  base: string,
  query: string,
): Promise<{
  status: number;
  body: { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: [] } };
}

const INTROSPECTION = '{ __schema { queryType { name } } }';
/** The script Apollo's development landing page loads to embed the sandbox. */
const SANDBOX_SCRIPT = 'embeddable-sandbox.umd';

describe('with the upstream down', () => {
  it('GET /healthz still answers 200: the process itself is fine', async () => {
    const response = await fetch(`${development}/healthz`);
    expect(response.status).toBe(200);
  });

  it('GET /readyz stays 200 and says the upstream is unreachable: a balancer keeps the instance, which can still answer', async () => {
    const response = await fetch(`${development}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', upstream: 'unreachable' });
  });

  it('a query needing the upstream fails with UPSTREAM_UNAVAILABLE, without the upstream address', async () => {
    const { status, body } = await post(development, '{ platform { name } }');
    expect(status).toBe(200);
    expect(body.errors?.[0]?.extensions?.['code']).toBe('UPSTREAM_UNAVAILABLE');
    expect(JSON.stringify(body)).not.toContain('127.0.0.1');
  });
});

describe('development (the default)', () => {
  it('still suggests names to a developer', async () => {
    const { body } = await post(development, '{ orders(filter: AL) { total } }');
    expect(body.errors?.[0]?.message).toMatch(/Did you mean the enum value "ALL"\?/);
  });

  it('answers introspection and serves the sandbox (on /graphql?sandbox) and the explorer', async () => {
    expect((await post(development, INTROSPECTION)).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const sandbox = await fetch(`${development}/graphql?sandbox`, { headers: { accept: 'text/html' } });
    expect(sandbox.status).toBe(200);
    expect(await sandbox.text()).toContain(SANDBOX_SCRIPT);
    const explorer = await fetch(`${development}/explorer`);
    // 200 with a bundle, 503 without one; never the "disabled" answer.
    expect([200, 503]).toContain(explorer.status);
    expect(await explorer.text()).not.toBe(EXPLORER_DISABLED);
  });
});

describe('NODE_ENV=production', () => {
  it('refuses introspection, saying which variable turns it on', async () => {
    const { status, body } = await post(production, INTROSPECTION);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.['code']).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(body.errors?.[0]?.message).toBe(INTROSPECTION_OFF);
    expect(body.errors?.[0]?.message).toContain('GRAPHQL_INTROSPECTION=true');
    expect(body.errors?.[0]?.message).not.toContain('ApolloServer');
  });

  it('does not suggest field names in errors (they would leak the schema)', async () => {
    const { body } = await post(production, '{ platfor { name } }');
    expect(body.errors?.[0]?.message).toBe('Cannot query field "platfor" on type "Query".');
  });

  it('does not suggest enum values either', async () => {
    const { status, body } = await post(production, '{ orders(filter: AL) { total } }');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.['code']).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(body.errors?.[0]?.message).toBe('Value "AL" does not exist in "OrderFilter" enum.');
  });

  it('serves no landing page to a browser opening /graphql: nothing that loads a third-party script', async () => {
    const response = await fetch(`${production}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain('<script');
    expect(text).not.toContain('apollographql.com');
  });

  it('turns the explorer off with a plain explanation', async () => {
    const response = await fetch(`${production}/explorer`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toBe(EXPLORER_DISABLED);
  });
});

describe('NODE_ENV=production with GRAPHQL_INTROSPECTION=true', () => {
  it('answers introspection again', async () => {
    const { status, body } = await post(productionWithIntrospection, INTROSPECTION);
    expect(status).toBe(200);
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('serves the self-hosted explorer again, but not the sandbox (a third-party script)', async () => {
    const sandbox = await fetch(`${productionWithIntrospection}/graphql?sandbox`, { headers: { accept: 'text/html' } });
    expect(sandbox.url).toBe(`${productionWithIntrospection}/explorer`);
    expect(await sandbox.text()).not.toContain(SANDBOX_SCRIPT);
    const explorer = await fetch(`${productionWithIntrospection}/explorer`);
    expect(await explorer.text()).not.toBe(EXPLORER_DISABLED);
  });
});
