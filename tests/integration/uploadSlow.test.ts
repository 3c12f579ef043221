/**
 * Uploads on a slow network (issue 20): an upload's deadline is an idle one
 * (UPLOAD_TIMEOUT_MS, no byte for that long), not the 10 s deadline of API calls. A photo
 * that trickles up for longer than the API deadline but keeps moving is stored; one whose
 * bytes stop arriving, or whose legacy upload stops answering, gets a clear answer once
 * the idle limit has passed.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway } from '../../gateway/src/server/app.ts';
import { readFixture } from '../fixtures/images.ts';
import { startStack, type Stack } from './support/stack.ts';
import { upload } from './support/uploads.ts';

/** The idle limit the gateway under test runs with: short, so a stall is found quickly. */
const IDLE_MS = 2000;
/** The API calls' deadline, at its default: the trickle must outlast it. */
const API_DEADLINE_MS = 10_000;

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack({
    env: { UPLOAD_TIMEOUT_MS: String(IDLE_MS), UPSTREAM_TIMEOUT_MS: String(API_DEADLINE_MS) },
  });
  token = await stack.login();
});

afterAll(async () => {
  await stack?.close();
});

const BOUNDARY = 'slow-uplink';

function multipartHead(filename: string, type: string): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
}
const MULTIPART_TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

interface Answer {
  status: number;
  body: { url?: string; error?: { code?: string; message?: string } };
}

/** A POST /upload whose body the test writes piece by piece, as a slow uplink delivers it. */
function openUpload(gatewayUrl: string): { write: (bytes: Buffer) => void; end: () => void; answer: Promise<Answer> } {
  const target = new URL('/upload', gatewayUrl);
  const outgoing = httpRequest(target, {
    method: 'POST',
    headers: { token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'transfer-encoding': 'chunked' },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    outgoing.on('response', (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'],
        }),
      );
    });
    outgoing.on('error', reject);
  });
  return {
    write: (bytes) => outgoing.write(bytes),
    end: () => outgoing.end(),
    answer,
  };
}

/** The stand-in's stored file behind an upload URL. */
function storedBytes(url: string): Buffer {
  const match = /\/uploads\/(\d{8})\/([0-9a-f]{32}\.jpg)$/.exec(url);
  if (!match) throw new Error(`not an upload URL: ${url}`);
  return readFileSync(join(stack.legacy.uploadDir, match[1] ?? '', match[2] ?? ''));
}

describe('POST /upload on a slow uplink', () => {
  it('stores a photo that trickles up for longer than the API deadline, since it never stops moving', async () => {
    const photo = readFixture('product-60k.jpg');
    const started = Date.now();
    const sending = openUpload(stack.url);
    sending.write(multipartHead('slow.jpg', 'image/jpeg'));
    // Pieces well inside the idle limit apart, until even the upstream call (it starts once the
    // first 4 KB are known to be a JPEG) has outlasted the API deadline.
    const pieces = 48;
    const size = Math.ceil(photo.length / pieces);
    for (let offset = 0; offset < photo.length; offset += size) {
      sending.write(photo.subarray(offset, offset + size));
      // Time itself is what this test is about: the upload must still be moving past the deadline.
      await sleep(Math.ceil((API_DEADLINE_MS + 2000) / pieces));
    }
    sending.write(MULTIPART_TAIL);
    sending.end();
    const answer = await sending.answer;

    expect(Date.now() - started).toBeGreaterThan(API_DEADLINE_MS);
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/\/uploads\/\d{8}\/[0-9a-f]{32}\.jpg$/);
    expect(storedBytes(answer.body.url ?? '').equals(photo)).toBe(true);
  }, 60_000);

  it('answers 408 UPLOAD_TIMEOUT when the bytes stop arriving for the idle limit', async () => {
    const photo = readFixture('product-60k.jpg');
    const sending = openUpload(stack.url);
    sending.write(multipartHead('stalled.jpg', 'image/jpeg'));
    sending.write(photo.subarray(0, 20_000));
    // …and nothing more: the uplink is gone, the connection stays open.
    const answer = await sending.answer;
    expect(answer.status).toBe(408);
    expect(answer.body.error?.code).toBe('UPLOAD_TIMEOUT');
    expect(answer.body.error?.message).toBe(`No part of the upload arrived for ${IDLE_MS / 1000} s`);
  });
});

describe('POST /upload in front of a legacy upload that stops answering', () => {
  let silent: Server;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    // Takes the connection, reads what comes and never answers.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.resume();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('answers 504 UPSTREAM_TIMEOUT once the legacy upload went quiet for the idle limit', async () => {
    const address = silent.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const gateway = await createGateway({
      config: readConfig({ LOG_LEVEL: 'silent', SHED_LAG_MS: '0', METRICS_PORT: '0', UPLOAD_TIMEOUT_MS: '1000' }),
      upstreamUrl: `http://127.0.0.1:${address.port}`,
      logger: createLogger('silent'),
    });
    try {
      const { url } = await gateway.listen(0, '127.0.0.1');
      const answer = await upload(url, readFixture('receipt-5k.jpg'), {
        token: 'tok',
        type: 'image/jpeg',
        filename: 'receipt.jpg',
      });
      expect(answer.status).toBe(504);
      expect(answer.body.error?.code).toBe('UPSTREAM_TIMEOUT');
    } finally {
      await gateway.close();
    }
  });
});
