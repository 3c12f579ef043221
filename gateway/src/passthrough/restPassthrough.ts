import express, { type Request, type RequestHandler } from 'express';
import type { IncomingMessage } from 'node:http';
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { routeKey } from '../http/canonicalPath.ts';
import { canonicalPathOf, routeKeyOf, type PathRefusal } from '../http/canonicalRequest.ts';
import { shopperOf } from '../http/shopperIdentity.ts';
import { DuplicateMemoryUnavailable, type DuplicateStore } from '../server/duplicateGuard.ts';
import { movesMoney } from '../server/moneyMoving.ts';
import type { Endpoint } from '../upstream/endpoints.ts';
import type { UpstreamTransport } from '../upstream/transport.ts';
import { sendEnvelope } from './legacyEnvelope.ts';
import { RefusalMessages } from './refusalMessages.ts';
import type { PassthroughOutcome, TrafficRecorder } from './traffic.ts';
import { isMultipart, upstreamForwarder } from './upstreamForwarder.ts';

/** What the passthrough forwards: the legacy API's own paths (any case, as its router reads them). */
const FORWARDED = /^\/(api|merchant)\//i;
/** The first segments of those paths, lower-cased: a refused path under them is answered in the legacy envelope. */
const FORWARDED_PREFIXES = new Set(['api', 'merchant']);
/** The same paths, for mounting what applies to the passthrough only (its general rate limit). */
export const PASSTHROUGH_PATHS = ['/api', '/merchant'];
/** Largest non-multipart body read (to apply the duplicate rule), as the legacy stand-in accepts. */
export const PASSTHROUGH_BODY_LIMIT = '100kb';

export interface PassthroughOptions {
  /** The legacy host, its passthrough pool, its deadline (UPSTREAM_TIMEOUT_MS) and the trace headers. */
  transport: UpstreamTransport;
  /** A multipart upload's idle limit (UPLOAD_TIMEOUT_MS), in place of the API deadline. */
  uploadIdleMs: number;
  duplicateWindowMs: number;
  /** Where attempts are remembered: the GraphQL duplicate guard's store, so the rule is one. */
  duplicateStore: DuplicateStore;
  /** The legacy paths the gateway knows, so that traffic is counted by route. */
  endpoints: Record<string, Endpoint>;
  traffic: TrafficRecorder;
  logger: Logger;
}

function languageOf(req: IncomingMessage): string | undefined {
  const value = req.headers['lang'] ?? req.headers['language'];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Answers a refused path under `/api` or `/merchant` (an escaped `/`, `\` or `..`, or a `..`
 * climbing out: http/canonicalPath.ts) as the legacy API's clients read a failure: HTTP 400
 * and the envelope with the legacy client's own "system interface 400 abnormal", translated.
 * Counted like the passthrough's other traffic (route "other", outcome "refused").
 */
export function passthroughPathRefusal(traffic: TrafficRecorder): PathRefusal {
  const messages = new RefusalMessages();
  return (req, res, refused) => {
    if (refused.prefix === undefined || !FORWARDED_PREFIXES.has(refused.prefix)) return false;
    sendEnvelope(res, 400, messages.text('httpStatus', languageOf(req), { status: 400 }));
    traffic.record({ route: 'other', method: req.method, status: 400, outcome: 'refused', durationMs: 0 });
    return true;
  };
}

/**
 * `LEGACY_PASSTHROUGH=true`: the gateway also forwards `/api/*` and `/merchant/*` to the
 * legacy API, so the existing app and the new storefront can share one origin while shoppers
 * move over. Method, canonical path, query, end-to-end headers and body go up; the status,
 * headers and body come back (upstreamForwarder.ts: small answers held until complete, large
 * ones and uploads streamed; 5xx bodies, redirects off the legacy API, broken and late
 * answers replaced with the legacy envelope).
 *
 * On top, the spec's duplicate-submit rule, which the existing app applied in the browser:
 * the same POST or PUT (same session, URL and body) within the window is refused with
 * "data is being processed, do not resubmit" unless the header `repeatSubmit: false` is
 * sent. Multipart uploads are streamed without being compared (the original client's own
 * guard could not tell two uploads apart either).
 */
export function restPassthrough(options: PassthroughOptions): RequestHandler {
  const { transport, uploadIdleMs, duplicateWindowMs, duplicateStore, traffic, logger } = options;
  const messages = new RefusalMessages();
  // By route key, so every spelling of a known path is counted under its one label.
  const known = new Map(
    ['/merchant/merchant/verify_pay', ...Object.values(options.endpoints).map((endpoint) => endpoint.path)].map(
      (path) => [routeKey(path), path],
    ),
  );
  const routeOf = (req: IncomingMessage) => known.get(routeKeyOf(req)) ?? 'other';
  const forward = upstreamForwarder({
    transport,
    uploadIdleMs,
    message: (key, req, values) => messages.text(key, languageOf(req), values),
  });

  const readBody = express.raw({
    // The bytes as sent (no inflating): they are forwarded exactly.
    inflate: false,
    limit: PASSTHROUGH_BODY_LIMIT,
    type: (req) => !isMultipart(req),
  });

  /** The spec's rule: the same POST or PUT (session, URL, body) within the window, unless `repeatSubmit: false`. */
  async function isDuplicate(req: Request): Promise<boolean | 'unavailable'> {
    const method = req.method.toUpperCase();
    if (duplicateWindowMs <= 0 || (method !== 'POST' && method !== 'PUT') || isMultipart(req)) return false;
    if (req.get('repeatsubmit')?.toLowerCase() === 'false') return false;
    const body: unknown = req.body;
    // The route as the legacy router reads it, so that another spelling is the same submission.
    const query = req.originalUrl.slice(canonicalPathOf(req).length);
    const key = createHash('sha256')
      .update(shopperOf(req).sessionKey)
      .update('\0')
      .update(`${method} ${routeKeyOf(req)}${query}`)
      .update('\0')
      .update(Buffer.isBuffer(body) ? body : Buffer.alloc(0))
      .digest('hex');
    // Money-moving calls fail closed while the shared memory is away (server/moneyMoving.ts).
    return duplicateStore
      .seenWithin(`passthrough:${key}`, duplicateWindowMs, { failClosed: movesMoney(routeKeyOf(req)) })
      .catch((error: unknown) => {
        if (error instanceof DuplicateMemoryUnavailable) return 'unavailable' as const;
        throw error;
      });
  }

  return (req, res, next) => {
    if (!FORWARDED.test(req.path)) {
      next();
      return;
    }
    const started = performance.now();
    const record = (status: number, outcome: PassthroughOutcome) =>
      traffic.record({
        route: routeOf(req),
        method: req.method,
        status,
        outcome,
        durationMs: performance.now() - started,
      });
    readBody(req, res, (error?: unknown) => {
      if (error) {
        next(error);
        return;
      }
      isDuplicate(req)
        .then(async (refused) => {
          if (refused === 'unavailable') {
            // Not run rather than perhaps run twice; the existing app shows its "backend abnormal".
            sendEnvelope(res, 200, messages.text('network', languageOf(req)), 0);
            record(200, 'duplicate');
            return;
          }
          if (refused) {
            sendEnvelope(res, 200, messages.text('duplicate', languageOf(req)), 0);
            record(200, 'duplicate');
            return;
          }
          const result = await forward(req, res);
          record(result.status, result.outcome);
          if (result.outcome !== 'forwarded' || result.status >= 500) {
            // The path only: a query string may carry a token.
            logger.warn(
              {
                path: canonicalPathOf(req),
                status: result.status,
                outcome: result.outcome,
                problem: result.problem,
                code: result.errorCode,
              },
              'passthrough: no usable answer from the legacy API',
            );
          }
        })
        .catch(next);
    });
  };
}
