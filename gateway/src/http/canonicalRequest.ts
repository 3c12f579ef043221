import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { canonicalPath, routeKey, type CanonicalPath } from './canonicalPath.ts';

/** A refused path, as a refusal handler is told of it. */
type RefusedPath = Extract<CanonicalPath, { ok: false }>;

/**
 * Answers a refused path in the way of the part of the gateway it was sent to (the REST
 * passthrough answers the legacy envelope); false when the path is not its own.
 */
export type PathRefusal = (req: Request, res: Response, refused: RefusedPath) => boolean;

/** The canonical path of each request that went through `canonicalRequestPath`. */
const canonicalPaths = new WeakMap<IncomingMessage, string>();

/** The scheme and authority of an absolute-form request target (`GET http://host/path`), which servers must accept. */
const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/;

function splitUrl(url: string): { path: string; query: string } {
  const mark = url.indexOf('?');
  const target = mark < 0 ? url : url.slice(0, mark);
  const query = mark < 0 ? '' : url.slice(mark);
  const authority = ABSOLUTE_FORM.exec(target);
  return { path: authority ? target.slice(authority[0].length) || '/' : target, query };
}

/** The 400 of a refused path that no part claims: answered by the gateway's error handler. */
function badPathError(): Error & { status: number } {
  return Object.assign(new Error('The request path is not valid.'), { status: 400, expose: true });
}

/**
 * The first thing that looks at a path: every request's path is made canonical
 * (canonicalPath.ts) before anything routes, limits or forwards it — `req.url` and
 * `req.originalUrl` become the canonical path and the query string as sent — or the
 * request is refused with 400 and goes no further.
 */
export function canonicalRequestPath(refusals: readonly PathRefusal[] = []): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const { path, query } = splitUrl(req.url);
    const result = canonicalPath(path);
    if (!result.ok) {
      // The path only (never the query string, which may carry a token), cut short.
      req.log?.info({ path: path.slice(0, 200), reason: result.reason }, 'request path refused');
      if (!refusals.some((refuse) => refuse(req, res, result))) next(badPathError());
      return;
    }
    const canonicalUrl = `${result.path}${query}`;
    if (canonicalUrl !== req.url) {
      req.url = canonicalUrl;
      req.originalUrl = canonicalUrl;
    }
    canonicalPaths.set(req, result.path);
    next();
  };
}

/** The canonical path of a request (without its query string), also when it was mounted under a path. */
export function canonicalPathOf(req: IncomingMessage & { originalUrl?: string }): string {
  const known = canonicalPaths.get(req);
  if (known !== undefined) return known;
  const { path } = splitUrl(req.originalUrl ?? req.url ?? '/');
  const result = canonicalPath(path);
  return result.ok ? result.path : path;
}

/** The key a request's route is limited and guarded under (canonical, lower-cased, no trailing slash). */
export function routeKeyOf(req: IncomingMessage & { originalUrl?: string }): string {
  return routeKey(canonicalPathOf(req));
}
