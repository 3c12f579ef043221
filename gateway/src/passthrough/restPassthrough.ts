import express, { type Request, type RequestHandler, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { sessionKeyOf } from '../context.ts';
import type { DuplicateStore } from '../server/duplicateGuard.ts';
import type { Endpoint } from '../upstream/endpoints.ts';
import { RefusalMessages } from './refusalMessages.ts';
import type { TrafficRecorder } from './traffic.ts';

/** What the passthrough forwards: the legacy API's own paths, as the existing app calls them. */
const FORWARDED = /^\/(api|merchant)\//;
/** The same paths, for mounting what applies to the passthrough only (its general rate limit). */
export const PASSTHROUGH_PATHS = ['/api', '/merchant'];
/** Largest non-multipart body read (to apply the duplicate rule), as the legacy stand-in accepts. */
export const PASSTHROUGH_BODY_LIMIT = '100kb';

export interface PassthroughOptions {
  upstreamUrl: string;
  timeoutMs: number;
  duplicateWindowMs: number;
  /** Where attempts are remembered: the GraphQL duplicate guard's store, so the rule is one. */
  duplicateStore: DuplicateStore;
  /** The legacy paths the gateway knows, so that traffic is counted by route. */
  endpoints: Record<string, Endpoint>;
  traffic: TrafficRecorder;
  logger: Logger;
}

/** A request whose body was read to compare it, then forwarded from the buffer. */
type ReadRequest = IncomingMessage & { body?: unknown; passthrough?: { started: number; failed: boolean } };

function isMultipart(req: IncomingMessage): boolean {
  return (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
}

/** The legacy envelope of a refusal, as the existing app reads any failure: code ≠ 1 and a message. */
function envelope(code: number, msg: string): string {
  return JSON.stringify({ code, msg, time: String(Math.floor(Date.now() / 1000)), data: null });
}

/**
 * `LEGACY_PASSTHROUGH=true`: the gateway also forwards `/api/*` and `/merchant/*` unchanged
 * to the legacy API, so the existing app and the new storefront can share one origin while
 * shoppers move over. Method, path, query, headers and body go up as sent, the status,
 * headers and body come back as answered, streamed both ways (an upload is never held in
 * memory).
 *
 * On top, the spec's duplicate-submit rule, which the existing app applied in the browser:
 * the same POST or PUT (same session, URL and body) within the window is refused with
 * "data is being processed, do not resubmit" unless the header `repeatSubmit: false` is
 * sent. Multipart uploads are streamed without being compared (the original client's own
 * guard could not tell two uploads apart either).
 */
export function restPassthrough(options: PassthroughOptions): RequestHandler {
  const { upstreamUrl, timeoutMs, duplicateWindowMs, duplicateStore, traffic, logger } = options;
  const messages = new RefusalMessages();
  const known = new Set(['/merchant/merchant/verify_pay', ...Object.values(options.endpoints).map((endpoint) => endpoint.path)]);
  const routeOf = (path: string) => (known.has(path) ? path : 'other');
  const languageOf = (req: IncomingMessage) => {
    const value = req.headers['lang'] ?? req.headers['language'];
    return Array.isArray(value) ? value[0] : value;
  };

  const readBody = express.raw({
    // The bytes as sent (no inflating): they are forwarded exactly.
    inflate: false,
    limit: PASSTHROUGH_BODY_LIMIT,
    type: (req) => !isMultipart(req),
  });

  const proxy = createProxyMiddleware<Request, Response>({
    target: upstreamUrl,
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: timeoutMs,
    timeout: timeoutMs,
    on: {
      proxyReq: (proxyReq: ClientRequest, req: ReadRequest) => {
        // The body was read to compare it: send those bytes on.
        if (Buffer.isBuffer(req.body) && req.body.length > 0) {
          proxyReq.setHeader('content-length', req.body.length);
          proxyReq.write(req.body);
        }
      },
      error: (error: Error & { code?: string }, req: IncomingMessage, res: ServerResponse | Socket) => {
        const state = (req as ReadRequest).passthrough;
        if (state) state.failed = true;
        // http-proxy aborts a call over proxyTimeout, which surfaces as a reset: tell them apart by time.
        const timedOut = performance.now() - (state?.started ?? 0) >= timeoutMs - 5 || error.code === 'ETIMEDOUT';
        // The path only: a query string may carry a token.
        logger.warn({ err: { code: error.code, message: error.message }, path: (req.url ?? '').split('?')[0] }, 'passthrough: legacy API unreachable');
        if (!('writeHead' in res) || res.headersSent) {
          res.destroy();
          return;
        }
        const status = timedOut ? 504 : 502;
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(envelope(status, messages.text(timedOut ? 'timeout' : 'network', languageOf(req))));
      },
    },
  });

  /** The spec's rule: the same POST or PUT (session, URL, body) within the window, unless `repeatSubmit: false`. */
  async function isDuplicate(req: Request): Promise<boolean> {
    const method = req.method.toUpperCase();
    if (duplicateWindowMs <= 0 || (method !== 'POST' && method !== 'PUT') || isMultipart(req)) return false;
    if (req.get('repeatsubmit')?.toLowerCase() === 'false') return false;
    const body = (req as ReadRequest).body;
    const key = createHash('sha256')
      .update(sessionKeyOf(req))
      .update('\0')
      .update(`${method} ${req.originalUrl}`)
      .update('\0')
      .update(Buffer.isBuffer(body) ? body : Buffer.alloc(0))
      .digest('hex');
    return duplicateStore.seenWithin(`passthrough:${key}`, duplicateWindowMs);
  }

  return (req, res, next) => {
    if (!FORWARDED.test(req.path)) {
      next();
      return;
    }
    const state = { started: performance.now(), failed: false };
    (req as ReadRequest).passthrough = state;
    let duplicate = false;
    res.once('close', () => {
      traffic.record({
        route: routeOf(req.path),
        method: req.method,
        status: res.statusCode,
        outcome: duplicate ? 'duplicate' : state.failed ? 'failed' : 'forwarded',
        durationMs: performance.now() - state.started,
      });
    });
    readBody(req, res, (error?: unknown) => {
      if (error) {
        next(error);
        return;
      }
      isDuplicate(req)
        .then((refused) => {
          if (!refused) return proxy(req, res, next);
          duplicate = true;
          res.status(200).type('application/json').send(envelope(0, messages.text('duplicate', languageOf(req))));
          return undefined;
        })
        .catch(next);
    });
  };
}
