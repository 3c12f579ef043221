import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS as CLIENT_WIDTHS } from '../../client/src/lib/pictureWidths.ts';
import { readConfig } from '../../gateway/src/config.ts';
import { PICTURE_WIDTHS } from '../../gateway/src/images/widths.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import { notAnImage } from '../fixtures/images.ts';

/*
 * The image pipeline over HTTP: the real gateway in front of a small upstream that serves
 * pictures made here with sharp, and records what it was asked. Sources are small (size does
 * not matter here) except the one that must be wider than every width.
 */

interface Served {
  body: Buffer;
  type: string;
  status?: number;
  /** Never answers (until the test ends): a stalled upstream. */
  stall?: boolean;
}

const served = new Map<string, Served>();
const asked: { url: string; headers: IncomingMessage['headers'] }[] = [];
const stalled: ServerResponse[] = [];
let upstream: Server;
let gateway: Gateway | undefined;
let base: string;
let cacheDir: string;

const MAX_INPUT_BYTES = 300_000;

/** A PNG that declares `width`×`height` pixels but holds a few rows: what a decompression bomb's header says. */
function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((1 + width * 3) * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function started(): Gateway {
  if (!gateway) throw new Error('the gateway is not started');
  return gateway;
}

async function transforms(outcome: string): Promise<number> {
  const { values } = await started().metrics.imageTransforms.get();
  return values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
}

async function cacheLookups(result: string): Promise<number> {
  const { values } = await started().metrics.imageCache.get();
  return values.find((value) => value.labels.result === result)?.value ?? 0;
}

async function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const response = await fetch(`${base}${path}`, { headers });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

const AVIF = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP = 'image/webp,*/*';
const NEITHER = 'image/*,*/*;q=0.8';

beforeAll(async () => {
  const wide = await sharp({
    create: { width: 1400, height: 700, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  // 200×100 stored sideways: EXIF orientation 6 says "turn 90° clockwise to show", so 100×200.
  const sideways = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'shop photographer' } } })
    .toBuffer();
  const transparent = await sharp({
    create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  const frame = (colour: string) =>
    sharp({ create: { width: 20, height: 20, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const animated = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
    .gif()
    .toBuffer();
  const noise = await sharp({
    create: {
      width: 600,
      height: 600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#888888' } })
    .jpeg()
    .toBuffer();
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#f80"/></svg>',
  );
  const add = (path: string, entry: Served) => served.set(path, entry);
  add('/uploads/wide.jpg', { body: wide, type: 'image/jpeg' });
  add('/uploads/sideways.jpg', { body: sideways, type: 'image/jpeg' });
  add('/uploads/transparent.png', { body: transparent, type: 'image/png' });
  add('/uploads/moving.gif', { body: animated, type: 'image/gif' });
  add('/static/img/logo/logo.svg', { body: svg, type: 'image/svg+xml' });
  add('/uploads/photo.jpg', { body: photo, type: 'image/jpeg' });
  add('/uploads/coalesced.jpg', { body: photo, type: 'image/jpeg' });
  add('/uploads/cached.jpg', { body: photo, type: 'image/jpeg' });
  add('/uploads/query.jpg', { body: photo, type: 'image/jpeg' });
  add('/uploads/bomb.png', { body: bombPng(20_000, 20_000), type: 'image/png' });
  add('/uploads/sheet.jpg', { body: notAnImage(), type: 'image/jpeg' });
  add('/uploads/cut.jpg', { body: wide.subarray(0, Math.floor(wide.length / 2)), type: 'image/jpeg' });
  add('/uploads/huge.png', { body: noise, type: 'image/png' });
  add('/uploads/broken.jpg', { body: Buffer.from('upstream error'), type: 'text/plain', status: 500 });
  add('/uploads/slow.jpg', { body: photo, type: 'image/jpeg', stall: true });
  expect(noise.length).toBeGreaterThan(MAX_INPUT_BYTES);

  upstream = createServer((req, res) => {
    asked.push({ url: req.url ?? '', headers: req.headers });
    const entry = served.get(req.url ?? '');
    if (!entry) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    if (entry.stall) return void stalled.push(res);
    res.writeHead(entry.status ?? 200, { 'content-type': entry.type, 'content-length': entry.body.length });
    res.end(entry.body);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

  cacheDir = await mkdtemp(join(tmpdir(), 'image-pipeline-test-'));
  const config = readConfig({
    LOG_LEVEL: 'silent',
    SHED_LAG_MS: '0',
    METRICS_PORT: '0',
    UPSTREAM_TIMEOUT_MS: '2000',
    IMAGE_CACHE_DIR: cacheDir,
    IMAGE_MAX_INPUT_BYTES: String(MAX_INPUT_BYTES),
  });
  gateway = await createGateway({ config, upstreamUrl, logger: createLogger('silent') });
  ({ url: base } = await gateway.listen(0, '127.0.0.1'));
});

afterAll(async () => {
  for (const res of stalled) res.destroy();
  await gateway?.close();
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
  await rm(cacheDir, { recursive: true, force: true });
});

describe('variants by width and Accept', () => {
  it('keeps its widths in step with the storefront copy', () => {
    expect([...CLIENT_WIDTHS]).toEqual([...PICTURE_WIDTHS]);
  });

  it.each([
    ['AVIF', AVIF, 'image/avif', 'heif'],
    ['WebP', WEBP, 'image/webp', 'webp'],
    ['neither', NEITHER, 'image/jpeg', 'jpeg'],
  ])('makes every width in the format a browser accepting %s gets', async (_label, accept, type, format) => {
    for (const width of PICTURE_WIDTHS) {
      const answer = await get(`/uploads/wide.jpg?w=${width}`, { accept });
      expect(answer.status, `w=${width}`).toBe(200);
      expect(answer.headers.get('content-type')).toBe(type);
      expect(answer.headers.get('vary')).toMatch(/accept/i);
      expect(answer.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=604800');
      const metadata = await sharp(answer.body).metadata();
      expect(metadata.format).toBe(format);
      expect(metadata.width).toBe(width);
      expect(metadata.height).toBe(width / 2);
    }
  });

  it('never makes a picture wider than its source', async () => {
    const answer = await get('/uploads/photo.jpg?w=1280', { accept: WEBP });
    expect((await sharp(answer.body).metadata()).width).toBe(400);
  });

  it('applies the EXIF orientation and strips the metadata', async () => {
    const answer = await get('/uploads/sideways.jpg?w=96', { accept: NEITHER });
    const metadata = await sharp(answer.body).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 96, height: 192 });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('keeps transparency: PNG for a browser without WebP or AVIF', async () => {
    const answer = await get('/uploads/transparent.png?w=160', { accept: NEITHER });
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect((await sharp(answer.body).metadata()).hasAlpha).toBe(true);
  });

  it('passes SVG and animated GIF through untouched, the SVG sandboxed', async () => {
    const svg = await get('/static/img/logo/logo.svg?w=240', { accept: AVIF });
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toContain('sandbox');
    expect(svg.body.equals(served.get('/static/img/logo/logo.svg')?.body ?? Buffer.alloc(0))).toBe(true);
    const gif = await get('/uploads/moving.gif?w=96', { accept: AVIF });
    expect(gif.headers.get('content-type')).toBe('image/gif');
    expect(gif.body.equals(served.get('/uploads/moving.gif')?.body ?? Buffer.alloc(0))).toBe(true);
  });

  it('asks the upstream for the path alone (w and any other parameter dropped), with none of the shopper’s headers', async () => {
    const answer = await get('/uploads/query.jpg?v=2&w=96', { accept: WEBP, cookie: 'session=secret', token: 't' });
    expect(answer.status).toBe(200);
    const request = asked.find((seen) => seen.url.startsWith('/uploads/query.jpg'));
    expect(request?.url).toBe('/uploads/query.jpg');
    expect(request?.headers.cookie).toBeUndefined();
    expect(request?.headers.token).toBeUndefined();
  });

  it('leaves a request without w to the proxy, as it was', async () => {
    const answer = await get('/uploads/photo.jpg', { accept: AVIF });
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.body.equals(served.get('/uploads/photo.jpg')?.body ?? Buffer.alloc(0))).toBe(true);
  });
});

describe('refused requests and sources', () => {
  it.each(['100', '97', 'abc', '', '0360', '360.0', '-96', '1280&w=96'])(
    'refuses w=%s with 400 and asks nothing upstream',
    async (width) => {
      const before = asked.length;
      const answer = await get(`/uploads/photo.jpg?w=${width}`);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(answer.body.toString()).toBe(
        'The w parameter must be given once, as one of these widths: 96, 160, 240, 360, 480, 720, 960, 1280.',
      );
      expect(asked.length).toBe(before);
    },
  );

  it.each([
    ['a decompression bomb', '/uploads/bomb.png', 422, 'The picture has too many pixels to be resized.'],
    ['a file that is not a picture', '/uploads/sheet.jpg', 415, 'The file at this address is not a picture.'],
    ['a truncated picture', '/uploads/cut.jpg', 422, 'The picture is damaged or truncated and cannot be resized.'],
    ['a source over the byte limit', '/uploads/huge.png', 422, 'The picture file is too large to be resized.'],
    ['a missing source', '/uploads/none.jpg', 404, 'There is no picture at this address.'],
    ['a failing upstream', '/uploads/broken.jpg', 502, 'The picture could not be fetched from its source.'],
    ['a stalled upstream', '/uploads/slow.jpg', 504, 'The picture took too long to arrive from its source.'],
  ])('answers %s with a clear status and text', async (_label, path, status, text) => {
    const answer = await get(`${path}?w=360`, { accept: AVIF });
    expect(answer.status).toBe(status);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.toString()).toBe(text);
  });

  it('counts each refusal and still serves pictures after them', async () => {
    expect(await transforms('too-many-pixels')).toBeGreaterThanOrEqual(1);
    expect(await transforms('not-an-image')).toBeGreaterThanOrEqual(1);
    expect(await transforms('unreadable')).toBeGreaterThanOrEqual(1);
    expect((await get('/uploads/photo.jpg?w=240', { accept: WEBP })).status).toBe(200);
  });
});

describe('the variant cache', () => {
  it('serves a variant made once from the cache, with the same ETag, and 304 for that ETag', async () => {
    const first = await get('/uploads/cached.jpg?w=160', { accept: WEBP });
    const made = await transforms('ok');
    const hits = await cacheLookups('hit');
    const again = await get('/uploads/cached.jpg?w=160', { accept: WEBP });
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await transforms('ok')).toBe(made);
    expect(await cacheLookups('hit')).toBe(hits + 1);
    // As a browser revalidates (fetch() would add `Cache-Control: no-cache` to a conditional request).
    const revalidated = await get('/uploads/cached.jpg?w=160', {
      accept: WEBP,
      'cache-control': 'max-age=0',
      'if-none-match': first.headers.get('etag') ?? '',
    });
    expect(revalidated.status).toBe(304);
    expect(asked.filter((seen) => seen.url === '/uploads/cached.jpg')).toHaveLength(1);
  });

  it('keeps one variant per format: another Accept is another variant', async () => {
    const webp = await get('/uploads/cached.jpg?w=240', { accept: WEBP });
    const jpeg = await get('/uploads/cached.jpg?w=240', { accept: NEITHER });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(webp.headers.get('etag')).not.toBe(jpeg.headers.get('etag'));
  });

  it('makes a variant asked for by many at once a single time', async () => {
    const made = await transforms('ok');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => get('/uploads/coalesced.jpg?w=480', { accept: AVIF })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 8 }, () => 200));
    expect(new Set(answers.map((answer) => answer.headers.get('etag'))).size).toBe(1);
    expect(await transforms('ok')).toBe(made + 1);
    expect(asked.filter((seen) => seen.url === '/uploads/coalesced.jpg')).toHaveLength(1);
  });
});
