import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Request, RequestHandler, Response } from 'express';
import { upstreamAnswerHeaders } from '../security/upstreamAnswers.ts';
import { scopeOf } from '../telemetry/requestScope.ts';
import { propagationHeaders } from '../telemetry/tracing.ts';
import type { UpstreamTransport } from '../upstream/transport.ts';

/** Upstream paths that hold images (the uploads, the stand-in's drawn pictures) and its own pages. */
const IMAGE_PATHS = ['/uploads', '/static'];

/** The route the proxy is mounted on (GET and HEAD), so no other request ever reaches it. */
export const IMAGE_ROUTE = new RegExp(`^(${IMAGE_PATHS.join('|')})/`);

const REDIRECT_REFUSAL = Buffer.from('The legacy API answered this picture with a redirect, which is not followed.');

/**
 * A redirect is neither followed (the gateway would fetch from wherever upstream points) nor
 * passed on (the browser would be sent there from the storefront's origin): a 502, as the REST
 * passthrough answers one, never stored. 304 is an answer, not a redirect.
 */
function isRedirect(status: number): boolean {
  return status >= 300 && status < 400 && status !== 304;
}

function refuseRedirect(res: ServerResponse): void {
  res.writeHead(502, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(REDIRECT_REFUSAL.length),
    'cache-control': 'no-store',
  });
  res.end(REDIRECT_REFUSAL);
}

/**
 * Serves upstream images (and pages) under the gateway's own origin (no cookies or
 * tokens forwarded), so pages never load from the upstream host directly. Mounted
 * with `app.get(IMAGE_ROUTE, …)`, which keeps the full path in `req.url`: the canonical
 * one (http/canonicalRequest.ts runs first), so `/uploads/../admin` never gets here.
 * The answer is the gateway's own: its security headers, the upstream's body and the few
 * headers that describe it, and the sandbox on anything but a passive picture
 * (security/upstreamAnswers.ts), whatever the query asked of the picture pipeline in front.
 * The legacy host is the transport's (upstream/transport.ts), and the request goes with its id and
 * trace context. Without an agent, as before: http-proxy opens one connection per file and closes
 * it after (`Connection: close`).
 */
export function imageProxy(transport: UpstreamTransport): RequestHandler {
  return createProxyMiddleware<Request, Response>({
    target: transport.baseUrl,
    changeOrigin: true,
    // The answer is written here, so that nothing of the upstream's reaches the browser unless chosen.
    selfHandleResponse: true,
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.removeHeader('cookie');
        proxyReq.removeHeader('token');
        proxyReq.removeHeader('x-admin-key');
        const requestId = scopeOf(req)?.requestId;
        if (requestId) proxyReq.setHeader('x-request-id', requestId);
        for (const [name, value] of Object.entries(propagationHeaders())) proxyReq.setHeader(name, value);
      },
      proxyRes: (proxyRes, _req, res) => {
        const status = proxyRes.statusCode ?? 502;
        if (isRedirect(status)) {
          proxyRes.resume();
          refuseRedirect(res);
          return;
        }
        res.writeHead(status, upstreamAnswerHeaders(proxyRes.headers));
        // An answer that breaks off closes the browser's connection rather than ending as if whole.
        pipeline(proxyRes, res, () => undefined);
      },
    },
  });
}
