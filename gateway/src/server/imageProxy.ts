import { createProxyMiddleware } from 'http-proxy-middleware';
import type { RequestHandler } from 'express';

/** Upstream paths that hold images: the uploads and the stand-in's drawn pictures. */
export const IMAGE_PATHS = ['/uploads', '/static'];

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
    },
  });
}
