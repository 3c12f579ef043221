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

/**
 * Sends a page made for this request: compressed as the browser accepts (brotli, else gzip;
 * a page is a few KB, so this costs well under a millisecond), with an ETag of its content so
 * a revalidation is a 304, never stored by a browser without asking, and kept by a CDN only
 * when it may be (see PageCaching).
 */
export function sendPage(req: Request, res: Response, html: string, caching: PageCaching, times: SharedCacheTimes) {
  const body = Buffer.from(html, 'utf8');
  const encoding =
    req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : undefined;
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  const etag = `"${tag}${encoding ? `-${encoding}` : ''}"`;
  res.setHeader(
    'Cache-Control',
    caching.shared && times.maxAgeS > 0
      ? `public, max-age=0, s-maxage=${times.maxAgeS}, stale-while-revalidate=${times.staleWhileRevalidateS}`
      : 'no-cache',
  );
  for (const header of ['Accept-Encoding', ...caching.vary]) res.vary(header);
  res.setHeader('ETag', etag);
  res.type('html');
  const asked = req.headers['if-none-match'];
  if (asked !== undefined && asked.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)) {
    res.status(304).end();
    return;
  }
  if (encoding === 'br') {
    res.setHeader('Content-Encoding', 'br');
    res.end(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (encoding === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    res.end(gzipSync(body, { level: 6 }));
  } else {
    res.end(body);
  }
}
