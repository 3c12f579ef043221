import { createProxyMiddleware } from 'http-proxy-middleware';
import type { RequestHandler } from 'express';

/** Upstream paths that hold images (the uploads, the stand-in's drawn pictures) and its own pages. */
const IMAGE_PATHS = ['/uploads', '/static'];

/** The route the proxy is mounted on (GET and HEAD), so no other request ever reaches it. */
export const IMAGE_ROUTE = new RegExp(`^(${IMAGE_PATHS.join('|')})/`);

/**
 * An upstream HTML page (the customer-service or merchant page) served on the
 * storefront's origin: the storefront may frame it, but it runs no script and
 * is sandboxed into an origin of its own, so it can never reach the storefront's
 * cookies or storage whatever upstream sends.
 */
const PROXIED_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; " +
  "frame-ancestors 'self'; sandbox allow-popups allow-popups-to-escape-sandbox";

/**
 * Serves upstream images (and pages) under the gateway's own origin (no cookies or
 * tokens forwarded), so pages never load from the upstream host directly. Mounted
 * with `app.get(IMAGE_ROUTE, …)`, which keeps the full path in `req.url`: the canonical
 * one (http/canonicalRequest.ts runs first), so `/uploads/../admin` never gets here.
 */
export function imageProxy(upstreamUrl: string): RequestHandler {
  return createProxyMiddleware({
    target: upstreamUrl,
    changeOrigin: true,
    on: {
      proxyReq: (proxyReq) => {
        proxyReq.removeHeader('cookie');
        proxyReq.removeHeader('token');
        proxyReq.removeHeader('x-admin-key');
      },
      proxyRes: (proxyRes) => {
        if (!/^text\/html/i.test(String(proxyRes.headers['content-type'] ?? ''))) return;
        proxyRes.headers['content-security-policy'] = PROXIED_PAGE_CSP;
        proxyRes.headers['x-frame-options'] = 'SAMEORIGIN';
        delete proxyRes.headers['set-cookie'];
      },
    },
  });
}
