import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';

/*
 * Issue 34's security review, replayed over real HTTP: the gateway in front of a small upstream
 * that serves any `/uploads/<name>.jpg` (one real photo under many names, so every name is a
 * cold picture of its own) and an SVG, and counts what it was asked. Client addresses are told
 * apart by X-Forwarded-For, which the gateway believes from loopback (TRUST_PROXY's default).
 */

const WEBP = 'image/webp,*/*';
const FLOODER = '203.0.113.9';
const SHOPPER = '198.51.100.7';

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
}

interface Rig {
  gateway: Gateway;
  base: string;
  cacheDir: string;
  /** Upstream requests, by URL as asked. */
  asked: string[];
  close(): Promise<void>;
}

let photo: Buffer;
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#f80"/></svg>',
);

async function startRig(env: Record<string, string>): Promise<Rig> {
  const asked: string[] = [];
  const upstream: Server = createServer((req, res) => {
    const url = req.url ?? '';
    asked.push(url);
    const path = url.split('?')[0] ?? '';
    if (/^\/uploads\/[\w-]+\.jpg$/.test(path)) {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': photo.length }).end(photo);
    } else if (path === '/static/x.svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'content-length': SVG.length }).end(SVG);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const cacheDir = await mkdtemp(join(tmpdir(), 'image-bounded-work-test-'));
  const config = readConfig({
    LOG_LEVEL: 'silent',
    SHED_LAG_MS: '0',
    METRICS_PORT: '0',
    IMAGE_CACHE_DIR: cacheDir,
    // One conversion slot, as on the machine of the review: whose conversion runs next is the question.
    IMAGE_TRANSFORMS: '1',
    ...env,
  });
  const gateway = await createGateway({ config, upstreamUrl, logger: createLogger('silent') });
  const { url: base } = await gateway.listen(0, '127.0.0.1');
  return {
    gateway,
    base,
    cacheDir,
    asked,
    async close() {
      await gateway.close();
      upstream.closeAllConnections();
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}

async function get(rig: Rig, path: string, from: string, accept = WEBP): Promise<Answer> {
  const response = await fetch(`${rig.base}${path}`, { headers: { accept, 'x-forwarded-for': from } });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

async function transforms(rig: Rig, outcome: string): Promise<number> {
  const { values } = await rig.gateway.metrics.imageTransforms.get();
  return values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
}

/** A gauge of the gateway's registry, as a scrape reads it. */
async function gauge(rig: Rig, name: string): Promise<number> {
  const metric = rig.gateway.metrics.registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  return (await metric.get()).values[0]?.value ?? 0;
}

/** Variant files in the disk cache (not the temporary files of a write under way). */
async function cacheFiles(rig: Rig): Promise<number> {
  return (await readdir(rig.cacheDir)).filter((name) => !name.startsWith('.')).length;
}

beforeAll(async () => {
  // Wide enough that 960 is a real resize: each conversion takes a moment of the one slot.
  photo = await sharp({
    create: {
      width: 1600,
      height: 1000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
});

describe('parameters other than w', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await startRig({});
  });
  afterAll(() => rig.close());

  it('make no new fetch, conversion or cache file: junk is dropped, W is w', async () => {
    const first = await get(rig, '/uploads/junk.jpg?w=360', SHOPPER);
    expect(first.status).toBe(200);
    const made = await transforms(rig, 'ok');
    const files = await cacheFiles(rig);
    const junk = [
      ...Array.from({ length: 10 }, (_, n) => `/uploads/junk.jpg?w=360&junk=${n}`),
      '/uploads/junk.jpg?cb=1&w=360',
      '/uploads/junk.jpg?w=360&utm_source=share&fbclid=abc',
      '/uploads/junk.jpg?W=360',
      '/uploads/junk.jpg?%77=360',
    ];
    const answers = await Promise.all(junk.map((path) => get(rig, path, SHOPPER)));
    expect({
      conversions: (await transforms(rig, 'ok')) - made,
      cacheFiles: (await cacheFiles(rig)) - files,
      fetched: rig.asked.filter((url) => url.startsWith('/uploads/junk.jpg')),
    }).toEqual({ conversions: 0, cacheFiles: 0, fetched: ['/uploads/junk.jpg'] });
    expect(answers.map((answer) => answer.status)).toEqual(junk.map(() => 200));
    expect(new Set(answers.map((answer) => answer.headers.get('etag')))).toEqual(new Set([first.headers.get('etag')]));
  });

  it('keep an anonymous SVG with cache-busters from filling the cache', async () => {
    const passedBefore = await transforms(rig, 'passthrough');
    const filesBefore = await cacheFiles(rig);
    for (let n = 0; n < 10; n += 1) expect((await get(rig, `/static/x.svg?w=1280&cb=${n}`, FLOODER)).status).toBe(200);
    expect((await transforms(rig, 'passthrough')) - passedBefore).toBe(1);
    expect((await cacheFiles(rig)) - filesBefore).toBe(1);
  });

  it('count w and W as one parameter given twice: 400', async () => {
    const before = rig.asked.length;
    const answer = await get(rig, '/uploads/twice.jpg?w=360&W=96', SHOPPER);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(rig.asked.length).toBe(before);
  });
});

describe('a flood of cold pictures from one address', () => {
  const FLOOD = 12;
  let rig: Rig;
  beforeAll(async () => {
    rig = await startRig({});
  });
  afterAll(() => rig.close());

  it("leaves another address's cold picture next in line, not behind the flood", async () => {
    const done: string[] = [];
    const flood = Array.from({ length: FLOOD }, (_, n) =>
      get(rig, `/uploads/flood-${n}.jpg?w=960`, FLOODER).then((answer) => {
        done.push('flood');
        return answer.status;
      }),
    );
    // Every flood picture fetched and in the queue (or already made) before the shopper asks.
    await expect
      .poll(
        async () =>
          (await gauge(rig, 'gateway_image_transforms_running')) +
          (await gauge(rig, 'gateway_image_transforms_waiting')) +
          done.length,
        { timeout: 60_000, interval: 5 },
      )
      .toBe(FLOOD);
    const floodDoneWhenAsked = done.length;
    const shopper = get(rig, '/uploads/shopper.jpg?w=960', SHOPPER).then((answer) => {
      done.push('shopper');
      return answer.status;
    });
    expect(await shopper).toBe(200);
    expect(await Promise.all(flood)).toEqual(flood.map(() => 200));
    const floodServedFirst = done.indexOf('shopper') - floodDoneWhenAsked;
    // The one converting when the shopper's picture joined the queue, and one that may have
    // started while its source was being fetched; without fairness it waits for all of them.
    expect(floodServedFirst, `${floodDoneWhenAsked} of ${FLOOD} done when the shopper asked`).toBeLessThanOrEqual(2);
  });
});

describe('the rate limit of cold pictures', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await startRig({ IMAGE_RATE_LIMIT: '3' });
  });
  afterAll(() => rig.close());

  it('refuses cold work past the allowance with 429 and Retry-After, while another address is served', async () => {
    for (let n = 0; n < 3; n += 1)
      expect((await get(rig, `/uploads/limited-${n}.jpg?w=240`, FLOODER)).status).toBe(200);
    const asked = rig.asked.length;
    const made = await transforms(rig, 'ok');

    const refused = await get(rig, '/uploads/limited-3.jpg?w=240', FLOODER);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('content-type')).toMatch(/^text\/plain/);
    // The plain proxy goes upstream too: it counts as cold work.
    expect((await get(rig, '/uploads/limited-4.jpg', FLOODER)).status).toBe(429);
    expect(rig.asked.length).toBe(asked);
    expect(await transforms(rig, 'ok')).toBe(made);

    // A picture already made costs no conversion: it is served past the allowance.
    expect((await get(rig, '/uploads/limited-0.jpg?w=240', FLOODER)).status).toBe(200);
    // Another address has its own allowance.
    expect((await get(rig, '/uploads/limited-3.jpg?w=240', SHOPPER)).status).toBe(200);
    const { values } = await rig.gateway.metrics.rateLimited.get();
    expect(values.find((value) => value.labels.limit === 'images')?.value).toBe(2);
  });
});
