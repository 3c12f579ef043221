import { readdirSync, readFileSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import type { ForwardedHeaders, UpstreamClient } from '../../gateway/src/upstream/client.ts';
import { startStack, type Stack } from './support/stack.ts';
import { readFixture } from '../fixtures/images.ts';
import { buildPng, pngOfSize, upload } from './support/uploads.ts';

const MAX = 5 * 1024 * 1024;

let stack: Stack;
let token: string;

/** Every file the stand-in has stored, so a refused upload can be shown to store nothing. */
function storedFiles(): string[] {
  const root = stack.legacy.uploadDir;
  return readdirSync(root).flatMap((day) => readdirSync(join(root, day)).map((name) => join(root, day, name)));
}

/** The stored file an upload URL points to. */
function storedFileOf(url: string): string {
  const match = /\/uploads\/(\d{8})\/([0-9a-f]{32}\.(?:png|jpg|gif|webp))$/.exec(url);
  if (!match) throw new Error(`not an upload URL: ${url}`);
  return join(stack.legacy.uploadDir, match[1] ?? '', match[2] ?? '');
}

beforeAll(async () => {
  stack = await startStack();
  token = await stack.login();
});

afterAll(async () => {
  await stack.close();
});

describe('POST /upload', () => {
  it('sends an image to the legacy upload and answers its URL on the gateway', async () => {
    const png = buildPng(8, 5);
    const before = storedFiles().length;
    const answer = await upload(stack.url, png, { token });

    expect(answer.status).toBe(200);
    const url = answer.body.url ?? '';
    expect(url).toMatch(new RegExp(`^${stack.url}/uploads/\\d{8}/[0-9a-f]{32}\\.png$`));
    // No loopback upstream address reaches the browser: only the gateway's own origin.
    expect(url).not.toContain(new URL(stack.legacy.url).host);
    expect(Object.keys(answer.body)).toEqual(['url']);

    // The stand-in stored exactly these bytes, and they load back through the gateway.
    expect(storedFiles()).toHaveLength(before + 1);
    expect(readFileSync(storedFileOf(url))).toEqual(png);
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
  });

  it('recognises the type by content, whatever the name and declared type say', async () => {
    // A real GIF sent as "photo.png" with a text type is stored as the GIF it is.
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const answer = await upload(stack.url, gif, { token, filename: 'photo.png', type: 'text/plain' });
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/\.gif$/);
    expect(readFileSync(storedFileOf(answer.body.url ?? ''))).toEqual(gif);
  });

  it('refuses a text file renamed .png without sending it upstream', async () => {
    const before = storedFiles().length;
    const answer = await upload(stack.url, Buffer.from('just some text, not a picture\n'.repeat(20)), {
      token,
      filename: 'evidence.png',
      type: 'image/png',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'file',
      message: 'Only JPEG, PNG, GIF and WebP images can be uploaded',
    });
    expect(storedFiles()).toHaveLength(before);
  });

  it('answers a refusal the client reads while it is still sending the rest of its body', async () => {
    // A text file 16 MB long, sent as fast as it goes: the gateway refuses it from its first bytes, long
    // before the last piece. Closing the connection at once reset the client mid-write (EPIPE, ECONNRESET)
    // before it read why; the rest is read and dropped instead (lingeringClose.ts).
    const boundary = 'lingering-boundary';
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="photo.png"\r\ncontent-type: image/png\r\n\r\n`,
    );
    const piece = Buffer.alloc(64 * 1024, 'not a picture, only words. ');
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const pieces = 256;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent < pieces) controller.enqueue(piece);
        else {
          controller.enqueue(tail);
          controller.close();
        }
        sent += 1;
      },
    });
    const response = await fetch(`${stack.url}/upload`, {
      method: 'POST',
      headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    });
    const answer = { status: response.status, body: await response.text() };
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'BAD_USER_INPUT', reason: { rule: 'imageType' } } });
  });

  it('refuses an SVG (it can carry scripts) and an empty file', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgAnswer = await upload(stack.url, svg, { token, filename: 'a.svg', type: 'image/svg+xml' });
    expect(svgAnswer.status).toBe(400);
    expect(svgAnswer.body.error?.code).toBe('BAD_USER_INPUT');
    const empty = await upload(stack.url, Buffer.alloc(0), { token });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.code).toBe('BAD_USER_INPUT');
  });

  it('accepts a file of exactly 5 MB and answers 413 for one byte more, storing nothing', async () => {
    const atLimit = await upload(stack.url, pngOfSize(MAX), { token, headers: { repeatSubmit: 'false' } });
    expect(atLimit.status).toBe(200);
    expect(statSync(storedFileOf(atLimit.body.url ?? '')).size).toBe(MAX);

    const before = storedFiles().length;
    const over = await upload(stack.url, pngOfSize(MAX + 1), { token });
    expect(over.status).toBe(413);
    expect(over.body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'file',
      message: `The file is larger than ${MAX} bytes`,
    });
    // The upstream request was aborted mid-way, so the stand-in kept nothing.
    await sleep(100);
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a small file of more than 24 million pixels before storing it', async () => {
    // 7000 × 7000 of one colour: 1.9 KB as a WebP, 196 MB once a phone decodes it.
    const bomb = readFixture('huge-7000.webp');
    const before = storedFiles().length;
    const answer = await upload(stack.url, bomb, { token, type: 'image/webp', filename: 'small.webp' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'file',
      reason: { field: 'file', rule: 'maxPixels', limit: 24_000_000 },
    });
    expect(storedFiles()).toHaveLength(before);
    // A 6000 × 4000 camera photo is still taken.
    const photo = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    expect((await upload(stack.url, photo, { token, type: 'image/jpeg', filename: 'camera.jpg' })).status).toBe(200);
  });

  it('answers 401 without a token, and with a token the upstream does not know', async () => {
    const before = storedFiles().length;
    const none = await upload(stack.url, buildPng());
    expect(none.status).toBe(401);
    expect(none.body.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Please login first' });

    const stale = await upload(stack.url, buildPng(), { token: 'not-a-real-token' });
    expect(stale.status).toBe(401);
    expect(stale.body.error?.code).toBe('UNAUTHENTICATED');
    // The upstream refuses before reading a large body; the rest is discarded, not left hanging.
    const staleLarge = await upload(stack.url, pngOfSize(3 * 1024 * 1024), { token: 'not-a-real-token' });
    expect(staleLarge.status).toBe(401);
    expect(staleLarge.body.error?.code).toBe('UNAUTHENTICATED');
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a missing file, a file in another field, a second file and a body that is not multipart', async () => {
    const before = storedFiles().length;
    const post = async (body: FormData | string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${stack.url}/upload`, { method: 'POST', headers: { token, ...headers }, body });
      return { status: response.status, body: (await response.json()) as { error?: { code: string; field?: string } } };
    };

    const noFile = new FormData();
    noFile.append('note', 'no file here');
    const missing = await post(noFile);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file' });

    const wrongField = await upload(stack.url, buildPng(), { token, field: 'image' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file' });

    const two = new FormData();
    two.append('file', new Blob([buildPng()], { type: 'image/png' }), 'one.png');
    two.append('file', new Blob([buildPng(2, 2)], { type: 'image/png' }), 'two.png');
    const second = await post(two);
    expect(second.status).toBe(400);
    expect(second.body.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file' });

    const json = await post(JSON.stringify({ file: 'abc' }), { 'content-type': 'application/json' });
    expect(json.status).toBe(400);
    expect(json.body.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file' });

    await sleep(100);
    expect(storedFiles()).toHaveLength(before);
  });
});

describe('POST /upload, watched from the upstream side', () => {
  interface Sent {
    headers: ForwardedHeaders & Record<string, string | undefined>;
    body: Buffer;
    /** Whether the test's client had sent its whole body when the upstream call began. */
    clientDone: boolean;
  }
  let gateway: Gateway;
  let url: string;
  const sent: Sent[] = [];
  let clientDone = true;

  beforeAll(async () => {
    // The same stand-in behind a second gateway whose client records what goes up, and when.
    const watch = (client: UpstreamClient): UpstreamClient => ({
      baseUrl: client.baseUrl,
      ping: () => client.ping(),
      call: (operation, params, headers) => client.call(operation, params, headers),
      send(operation, body, headers) {
        sent.push({ headers: { ...headers }, body: Buffer.from(body), clientDone });
        return client.send(operation, body, headers);
      },
    });
    gateway = await createGateway({
      config: readConfig({ LOG_LEVEL: 'silent', SHED_LAG_MS: '0' }),
      upstreamUrl: stack.legacy.url,
      logger: createLogger('silent'),
      wrapClient: watch,
    });
    ({ url } = await gateway.listen(0, '127.0.0.1'));
  });

  afterAll(async () => {
    await gateway.close();
  });

  /** Uploads being received or sent by the watched gateway now (its gauge). */
  async function uploadsInFlight(): Promise<number> {
    const metric = await gateway.metrics.registry.getSingleMetric('gateway_uploads_in_flight')?.get();
    return metric?.values[0]?.value ?? 0;
  }

  it('forwards the token and language, and the file received whole with its length', async () => {
    sent.length = 0;
    const png = buildPng();
    const answer = await upload(url, png, { token, headers: { lang: 'de', language: 'de' } });
    expect(answer.status).toBe(200);
    expect(sent).toHaveLength(1);
    const headers = sent[0]?.headers ?? {};
    expect(headers.token).toBe(token);
    expect(headers.lang).toBe('de');
    expect(headers.language).toBe('de');
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[0]?.body.includes(png)).toBe(true);
  });

  it('starts the legacy upload only once the client has sent the whole file', async () => {
    sent.length = 0;
    clientDone = false;
    const boundary = 'gateway-whole-test';
    const png = buildPng();
    const half = Buffer.alloc(1024 * 1024, 0x41);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(
          encoder.encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
        );
        controller.enqueue(png);
        controller.enqueue(half);
        // Hold back the second half until the gateway has taken the upload (or, streaming it,
        // already begun the legacy upload with the first half: what this test refuses).
        while (sent.length === 0 && (await uploadsInFlight()) === 0) await sleep(20);
        clientDone = true;
        controller.enqueue(half);
        controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
        controller.close();
      },
    });
    const response = await fetch(`${url}/upload`, {
      method: 'POST',
      headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    });
    const answer = (await response.json()) as { url?: string };

    expect(response.status).toBe(200);
    expect(sent.map((one) => one.clientDone)).toEqual([true]);
    expect(readFileSync(storedFileOf(answer.url ?? '')).length).toBe(png.length + 2 * half.length);
  });

  it('sends nothing upstream for a file past 5 MB', async () => {
    sent.length = 0;
    const before = storedFiles().length;
    const answer = await upload(url, pngOfSize(MAX + 64 * 1024), { token });
    expect(answer.status).toBe(413);
    expect(sent).toHaveLength(0);
    expect(storedFiles()).toHaveLength(before);
  });

  it('answers the upstream failure as JSON with its code when the legacy API is down', async () => {
    const down = await createGateway({
      config: readConfig({ LOG_LEVEL: 'silent', SHED_LAG_MS: '0' }),
      upstreamUrl: 'http://127.0.0.1:9',
      logger: createLogger('silent'),
    });
    const { url: downUrl } = await down.listen(0, '127.0.0.1');
    try {
      const answer = await upload(downUrl, buildPng(), { token });
      expect(answer.status).toBe(502);
      expect(answer.body.error).toEqual({ code: 'UPSTREAM_UNAVAILABLE', message: 'The legacy API cannot be reached' });
    } finally {
      await down.close();
    }
  });
});
