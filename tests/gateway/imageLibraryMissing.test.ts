import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { imagePipeline } from '../../gateway/src/images/route.ts';

/*
 * A process that cannot load sharp (a permission model without --allow-addons, a platform
 * package left out of the install) still shows every picture: a `?w=` request gets the
 * picture as the legacy API has it, through the next handler (the proxy), never a 500.
 */
vi.mock('sharp', () => {
  throw new Error('Could not load the "sharp" module using the linux-x64 runtime');
});

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
let upstream: Server;
let gateway: Server;
let gatewayUrl = '';
let cacheDir = '';
const proxied: string[] = [];

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'no-sharp-'));
  upstream = createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG));
  const upstreamUrl = await listen(upstream);
  const app = express();
  app.use(
    imagePipeline({
      upstreamUrl,
      cacheDir,
      cacheMaxBytes: 1_000_000,
      timeoutMs: 5_000,
      maxInputBytes: 1_000_000,
      maxInputPixels: 1_000_000,
      concurrency: 1,
      maxWaiting: 4,
    }),
  );
  // Stands for the image proxy mounted after the pipeline.
  app.use((req, res) => {
    proxied.push(req.url);
    res.type('image/jpeg').send(JPEG);
  });
  gateway = createServer(app);
  gatewayUrl = await listen(gateway);
});

afterAll(async () => {
  await Promise.all([gateway, upstream].map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(cacheDir, { recursive: true, force: true });
});

it('serves the original picture through the proxy when sharp cannot be loaded', async () => {
  const answer = await fetch(`${gatewayUrl}/uploads/shop/a.jpg?v=2&w=360`, { headers: { accept: 'image/webp' } });
  expect(answer.status).toBe(200);
  expect(Buffer.from(await answer.arrayBuffer())).toEqual(JPEG);
  // What the proxy forwards is the source the pipeline would have resized: the path alone (images/variantQuery.ts).
  expect(proxied).toEqual(['/uploads/shop/a.jpg']);
});
