import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCompiledProduct, type CompiledProduct } from '../support/compiledProduct.ts';
import { buildServer } from '../../gateway/build.ts';

/*
 * What `npm start` runs: the gateway compiled by esbuild to one JavaScript file (its
 * embedded stand-in in a bundle of its own beside it), started with plain `node` and the
 * start script's flags (no TypeScript loader, no NODE_OPTIONS), with that stand-in on a
 * throw-away database. tests/gateway/selfContainedBuild.test.ts runs it with no checkout.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'compiled-gateway-'));
// Inside the checkout (dist/ is git-ignored), as `npm run build:server` writes it: packages
// are found in node_modules from the bundle's own folder.
mkdirSync(join(ROOT, 'dist'), { recursive: true });
const bundleDir = mkdtempSync(join(ROOT, 'dist', 'gateway-under-test-'));
const outfile = join(bundleDir, 'main.js');
let product: CompiledProduct | undefined;
let url: string;

beforeAll(async () => {
  await buildServer(outfile);
  product = await startCompiledProduct({
    entry: outfile,
    cwd: dir,
    scratch: dir,
    // A busy test machine is not an overloaded gateway: shedding has tests of its own.
    env: { SHED_LAG_MS: '0' },
    startMs: 30_000,
  });
  url = product.url;
});

afterAll(() => {
  if (product?.child.exitCode === null) product.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('is one JavaScript file with a source map, and imports no TypeScript', () => {
    expect(existsSync(`${outfile}.map`)).toBe(true);
    const code = readFileSync(outfile, 'utf8');
    expect(code).not.toMatch(/from\s+["'][^"']+\.ts["']/);
    expect(code).not.toMatch(/["']tsx["'/]/);
  });

  it('answers /readyz once its embedded stand-in is up', async () => {
    const response = await fetch(`${url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', upstream: expect.stringMatching(/^(up|slow)$/) });
  });

  it('answers a query from the stand-in’s seeded catalogue (schema files found from the bundle)', async () => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en' },
      body: JSON.stringify({ query: '{ categories { id name } hotProducts(limit: 3) { items { id title price } } }' }),
    });
    const body = (await response.json()) as {
      data?: {
        categories: Array<{ id: string; name: string }>;
        hotProducts: { items: Array<{ title: string; price: string }> };
      };
      errors?: unknown;
    };
    expect(body.errors).toBeUndefined();
    expect(body.data?.categories.length).toBeGreaterThan(0);
    expect(body.data?.hotProducts.items).toHaveLength(3);
    expect(body.data?.hotProducts.items[0]?.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('stops cleanly on SIGTERM', async () => {
    const { child } = product!;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
