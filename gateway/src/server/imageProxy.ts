import { createProxyMiddleware } from 'http-proxy-middleware';
import type { RequestHandler } from 'express';

/** Upstream paths that hold images: the uploads and the stand-in's drawn pictures. */
export const IMAGE_PATHS = ['/uploads', '/static'];

/** The route the proxy is mounted on (GET and HEAD), so no other request ever reaches it. */
export const IMAGE_ROUTE = new RegExp(`^(${IMAGE_PATHS.join('|')})/`);

/**
 * Serves upstream images under the gateway's own origin (no cookies or tokens
 * forwarded), so pages never load from the upstream host directly. Mounted with
 * `app.get(IMAGE_ROUTE, …)`, which keeps the full path in `req.url`.
 */
export function imageProxy(upstreamUrl: string): RequestHandler {
  return createProxyMiddleware({
    target: upstreamUrl,
    changeOrigin: true,
    on: {
      proxyReq: (proxyReq) => {
        proxyReq.removeHeader('cookie');
        proxyReq.removeHeader('token');
      },
    },
  });
}
