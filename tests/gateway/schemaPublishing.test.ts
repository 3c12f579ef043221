import express from 'express';
import { generate } from '@graphql-codegen/cli';
import { buildSchema } from 'graphql';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../client/build/routeTable.ts';
import { ROUTE_PATTERNS } from '../../client/src/app/routeFacts.ts';
import consumerConfig from '../../docs/consumers/codegen.ts';
import { readConfig } from '../../gateway/src/config.ts';
import { buildSdlSchema, printSdl } from '../../gateway/src/graphql/sdl.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import { clientApp } from '../../gateway/src/server/clientApp.ts';
import { ROUTE_TABLE_FILE } from '../../gateway/src/server/clientRoutes.ts';
import { SCHEMA_NOT_PUBLISHED, SCHEMA_SDL_PATH } from '../../gateway/src/server/schemaSdl.ts';

/*
 * The schema for outside consumers: the SDL at GET /graphql/schema.graphql (on with introspection,
 * or PUBLISH_SCHEMA=true in production), codegen of an outside project against it with
 * docs/consumers/codegen.ts, the browser's /graphql sent to the offline explorer, and a 404 (not
 * the storefront's page) for a path that is neither a file nor a route of the storefront.
 */

const gateways: Gateway[] = [];
const scratch = mkdtempSync(join(tmpdir(), 'schema-publishing-'));

async function start(env: Record<string, string>): Promise<string> {
  const config = readConfig({ LOG_LEVEL: 'silent', SHED_LAG_MS: '0', METRICS_PORT: '0', ...env });
  // No upstream is needed: a port nobody listens on stands for one.
  const gateway = await createGateway({ config, upstreamUrl: 'http://127.0.0.1:9', logger: createLogger('silent') });
  gateways.push(gateway);
  return (await gateway.listen(0, '127.0.0.1')).url;
}

let development: string;
let production: string;
let published: string;

beforeAll(async () => {
  [development, production, published] = await Promise.all([
    start({}),
    start({ NODE_ENV: 'production' }),
    start({ NODE_ENV: 'production', PUBLISH_SCHEMA: 'true' }),
  ]);
});
afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  rmSync(scratch, { recursive: true, force: true });
});

describe('GET /graphql/schema.graphql', () => {
  it('serves the whole SDL while introspection is on, revalidated by its ETag', async () => {
    const response = await fetch(`${development}${SCHEMA_SDL_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/graphql; charset=utf-8');
    const sdl = await response.text();
    expect(sdl).toBe(printSdl(buildSdlSchema()));
    const schema = buildSchema(sdl);
    expect(schema.getType('ErrorExtensions')).toBeDefined();
    expect(schema.getMutationType()?.getFields()['toggleProductLike']?.deprecationReason).toMatch(/setProductLiked/);
    const etag = response.headers.get('etag');
    const again = await fetch(`${development}${SCHEMA_SDL_PATH}`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('is off in production, saying which variables turn it on', async () => {
    const response = await fetch(`${production}${SCHEMA_SDL_PATH}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(SCHEMA_NOT_PUBLISHED);
  });

  it('is served in production with PUBLISH_SCHEMA=true, introspection staying off', async () => {
    const response = await fetch(`${published}${SCHEMA_SDL_PATH}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(printSdl(buildSdlSchema()));
    const introspection = await fetch(`${published}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
    });
    expect(introspection.status).toBe(400);
  });

  it("generates an outside project's types with docs/consumers/codegen.ts: scalars mapped, error codes kept", async () => {
    const project = join(scratch, 'consumer');
    mkdirSync(join(project, 'src'), { recursive: true });
    writeFileSync(
      join(project, 'src/products.ts'),
      "import { graphql } from './gql';\nexport const Hot = graphql(`query Hot { hotProducts { items { id price } } }`);\n",
    );
    // Its documents and schema URL, with this checkout as the working folder (where the plugins are installed).
    const outputs: Array<{ filename: string; content: string }> = await generate(
      {
        ...consumerConfig,
        schema: `${development}${SCHEMA_SDL_PATH}`,
        documents: [join(project, 'src/**/*.ts')],
        cwd: join(import.meta.dirname, '../..'),
        silent: true,
      },
      false,
    );
    const text = (name: string) => outputs.find((output) => output.filename.endsWith(name))?.content ?? '';
    expect(text('src/gql/graphql.ts')).toContain(
      'export type HotQuery = { hotProducts: { items: Array<{ id: string, price: string }> } };',
    );
    const types = text('src/gql/schema.ts');
    expect(types).toContain('Money: { input: string; output: string; }');
    expect(types).toContain('DateTime: { input: string; output: string; }');
    expect(types).toMatch(/export type ErrorCode =[\s\S]*\| 'NOT_FOUND'/);
    expect(types).toContain('export type ErrorExtensions = {');
    expect(types).toMatch(/export type ErrorRule =[\s\S]*\| 'wrongPaymentCode'/);
  }, 60_000);
});

describe('GET /graphql in a browser', () => {
  it('opens the offline explorer; the sandbox is a link away (?sandbox)', async () => {
    const response = await fetch(`${development}/graphql`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/explorer');
    const sandbox = await fetch(`${development}/graphql?sandbox`, { headers: { accept: 'text/html' } });
    expect(sandbox.status).toBe(200);
    expect(await sandbox.text()).toContain('embeddable-sandbox');
  });
});

describe('the storefront fallback', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const dist = join(scratch, 'client');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>storefront</title>');
    // The route table as the client's build writes it.
    const plugin = routeTable(ROUTE_PATTERNS);
    const hook = plugin.generateBundle;
    if (typeof hook !== 'function') throw new Error('routeTable has no generateBundle hook');
    const emitted: Array<{ fileName?: string; source?: unknown }> = [];
    await hook.call(
      { emitFile: (file: { fileName?: string; source?: unknown }) => emitted.push(file) } as never,
      {} as never,
      {},
      true,
    );
    expect(emitted.map((file) => file.fileName)).toEqual([ROUTE_TABLE_FILE]);
    writeFileSync(join(dist, ROUTE_TABLE_FILE), String(emitted[0]?.source));
    const app = express();
    app.use(clientApp(dist));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it.each(['/', '/home', '/Home/', '/detail/1/2', '/detail', '/shop/7', '/orderInfo', '/refund/1/SN1/2,3/9.50'])(
    'serves the page for the client route %s',
    async (path) => {
      const response = await fetch(`${url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('storefront');
    },
  );

  it.each(['/schema.graphql', '/schema', '/sdl', '/detail/1/2/3', '/homes', '/wp-login.php'])(
    'answers 404 for %s, which is neither a file nor a route',
    async (path) => {
      const response = await fetch(`${url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('storefront');
    },
  );
});
