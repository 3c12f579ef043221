import { createProxyMiddleware } from 'http-proxy-middleware';
import type { RequestHandler } from 'express';

/** Upstream paths that hold images (the uploads, the stand-in's drawn pictures) and its own pages. */
export const IMAGE_PATHS = ['/uploads', '/static'];

/**
 * An upstream HTML page (the customer-service or merchant page) served on the
 * storefront's origin: the storefront may frame it, but it runs no script and
 * is sandboxed into an origin of its own, so it can never reach the storefront's
 * cookies or storage whatever upstream sends.
 */
export const PROXIED_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; " +
  "frame-ancestors 'self'; sandbox allow-popups allow-popups-to-escape-sandbox";

/**
 * Serves upstream images under the gateway's own origin (GET only, no cookies or
 * tokens forwarded), so pages never load from the upstream host directly.
 */
export function imageProxy(upstreamUrl: string): RequestHandler {
  return createProxyMiddleware({
    target: upstreamUrl,
    changeOrigin: true,
    pathFilter: (path, req) => req.method === 'GET' && IMAGE_PATHS.some((prefix) => path.startsWith(`${prefix}/`)),
    on: {
      proxyReq: (proxyReq) => {
        proxyReq.removeHeader('cookie');
        proxyReq.removeHeader('token');
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
