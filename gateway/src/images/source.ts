import type { ClientRequest, IncomingMessage } from 'node:http';
import type { UpstreamTransport } from '../upstream/transport.ts';
import { ImageRefusal } from './refusal.ts';

/** Fetches a source picture: `path` with its query, at most `maxBytes` of it. */
export type PictureSource = (path: string, maxBytes: number) => Promise<Buffer>;

/** Reads an answer up to `maxBytes`, refusing (and dropping) one that is longer. */
function readCapped(answer: IncomingMessage, maxBytes: number, done: (error: ImageRefusal | Buffer) => void): void {
  const chunks: Buffer[] = [];
  let length = 0;
  answer.on('data', (chunk: Buffer) => {
    length += chunk.length;
    if (length > maxBytes) {
      done(new ImageRefusal('too-large'));
      answer.destroy();
      return;
    }
    chunks.push(chunk);
  });
  answer.on('end', () => done(answer.complete ? Buffer.concat(chunks, length) : new ImageRefusal('upstream-failed')));
  answer.on('error', () => done(new ImageRefusal('upstream-failed')));
  // Closed before the whole answer came: never a picture read as complete.
  answer.on('close', () => {
    if (!answer.complete) done(new ImageRefusal('upstream-failed'));
  });
}

/**
 * The source pictures from the legacy API (`path` with its query, the `w` of the variant
 * removed), through the transport (upstream/transport.ts): its pictures pool, its deadline
 * (the whole answer included) and the request's id and trace context. Nothing of the
 * shopper's request is forwarded (no cookie, no token), redirects are not followed (the
 * gateway fetches from its upstream only), and every way it can fail is one refusal: missing
 * (404), failed or broken (502), too slow (504), too long (422). `path` is appended to the
 * upstream's URL as the image proxy does, so it never leaves that host.
 */
export function pictureSource(transport: UpstreamTransport): PictureSource {
  const basePath = new URL(transport.baseUrl).pathname.replace(/\/+$/, '');
  return (path, maxBytes) =>
    new Promise<Buffer>((resolve, reject) => {
      let out: ClientRequest;
      try {
        // The bytes as stored: nothing to uncompress before they are counted.
        const headers = { accept: 'image/*', 'accept-encoding': 'identity' };
        out = transport.request('pictures', { method: 'GET', path: `${basePath}${path}`, headers });
      } catch {
        // A path Node will not send (it cannot be a legacy picture's).
        reject(new ImageRefusal('upstream-failed'));
        return;
      }
      let settled = false;
      const done = (outcome: ImageRefusal | Buffer) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        if (outcome instanceof ImageRefusal) {
          out.destroy();
          reject(outcome);
        } else resolve(outcome);
      };
      const deadline = setTimeout(() => done(new ImageRefusal('upstream-timeout')), transport.timeoutMs).unref();
      out.on('error', () => done(new ImageRefusal('upstream-failed')));
      out.on('response', (answer) => {
        const status = answer.statusCode ?? 0;
        if (status === 404 || status === 410) return done(new ImageRefusal('upstream-missing'));
        if (status !== 200) return done(new ImageRefusal('upstream-failed'));
        const declared = Number(answer.headers['content-length'] ?? NaN);
        if (declared > maxBytes) return done(new ImageRefusal('too-large'));
        readCapped(answer, maxBytes, done);
      });
      out.end();
    });
}
