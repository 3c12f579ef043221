import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** How a page may be kept: `shared` by a CDN for a while (anonymous, complete), else revalidated each time. */
export interface PageCaching {
  shared: boolean;
  /** The request headers the page was chosen by, for `Vary`. */
  vary: readonly string[];
}

export interface SharedCacheTimes {
  /** s-maxage: how long a CDN serves the page as it is. */
  maxAgeS: number;
  /** How long past that it may serve it while it fetches a fresh one. */
  staleWhileRevalidateS: number;
}

export type Encoding = 'br' | 'gzip';

/**
 * Starts the answer of a page (sent whole or streamed): what every page says of itself (HTML,
 * never stored by a browser without asking, kept by a CDN only when it may be, and what it
 * varies by). Answers the encoding the browser accepts: brotli, else gzip, else none.
 */
export function startPage(
  req: Request,
  res: Response,
  caching: PageCaching,
  times: SharedCacheTimes,
): Encoding | undefined {
  res.setHeader(
    'Cache-Control',
    caching.shared && times.maxAgeS > 0
      ? `public, max-age=0, s-maxage=${times.maxAgeS}, stale-while-revalidate=${times.staleWhileRevalidateS}`
      : 'no-cache',
  );
  for (const header of ['Accept-Encoding', ...caching.vary]) res.vary(header);
  res.type('html');
  if (req.acceptsEncodings('br') === 'br') return 'br';
  return req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : undefined;
}

function encode(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });
}

/**
 * A page's bytes with the tag of its content, and each compressed form once it was asked for
 * (brotli, else gzip: a page of about 100 KB costs a few milliseconds to compress, paid once
 * by a page kept for many shoppers).
 */
export class PageBytes {
  readonly body: Buffer;
  /** The ETag's content part. */
  readonly tag: string;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(html: string) {
    this.body = Buffer.from(html, 'utf8');
    this.tag = createHash('sha256').update(this.body).digest('base64url').slice(0, 22);
  }

  /** The bytes an LRU should count for this page: the page and, at most, its two compressed forms. */
  get size(): number {
    return Math.max(1, this.body.length * 2);
  }

  in(encoding: Encoding | undefined): Buffer {
    if (encoding === undefined) return this.body;
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = encode(this.body, encoding);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/**
 * Sends a page: compressed as the browser accepts, with an ETag of its content so a
 * revalidation is a 304 (startPage says the rest). `page` is the page's text, or its bytes kept
 * across requests (PageBytes), whose compressed forms are then made once.
 */
export function sendPage(
  req: Request,
  res: Response,
  page: string | PageBytes,
  caching: PageCaching,
  times: SharedCacheTimes,
) {
  const bytes = typeof page === 'string' ? new PageBytes(page) : page;
  const encoding = startPage(req, res, caching, times);
  const etag = `"${bytes.tag}${encoding ? `-${encoding}` : ''}"`;
  res.setHeader('ETag', etag);
  const asked = req.headers['if-none-match'];
  if (asked !== undefined && asked.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)) {
    res.status(304).end();
    return;
  }
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.end(bytes.in(encoding));
}
