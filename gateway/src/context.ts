import type { Request } from 'express';
import { createHash } from 'node:crypto';
import type { PublicCache } from './cache/publicCache.ts';
import { ImageUrls } from './images.ts';
import type { RateLimits } from './security/rateLimits.ts';
import type { UpstreamClient } from './upstream/client.ts';
import type { Endpoint, LegacyOperation } from './upstream/endpoints.ts';
import { CallBudget } from './upstream/callBudget.ts';
import { LegacyAccess } from './upstream/legacyAccess.ts';

/** What every resolver gets: this request's legacy access and image URL maker. */
export interface GatewayContext {
  legacy: LegacyAccess;
  images: ImageUrls;
  /** The forwarded language file name (e.g. "en"), for language-aware answers. */
  lang: string;
  /**
   * Who is asking, for the duplicate-submit guard: a hash of the token, else the client address.
   * A function, worked out on first use: only mutations need it, and Apollo copies the context
   * of every operation (a getter would be run by the copy).
   */
  sessionKey(): string;
  /** The client's address (per TRUST_PROXY: behind a trusted proxy, the forwarded one). */
  clientAddress: string;
  /** The gateway's rate limits, for the guarded mutations (security/guardedOperations.ts). */
  rateLimits: RateLimits;
}

export interface ContextDeps {
  client: UpstreamClient;
  endpoints: Record<LegacyOperation, Endpoint>;
  publicCache: PublicCache;
  /** The configured public origin; derived from the request when unset. */
  publicUrl: string | undefined;
  /** The legacy API's other host names (LEGACY_HOST_ALIASES). */
  upstreamHostAliases?: readonly string[];
  /** Upstream calls one operation may make (UPSTREAM_CALL_BUDGET). */
  callBudget?: number;
  rateLimits: RateLimits;
}

/** What every request's context is made from, worked out once when the gateway starts. */
export interface ContextFactory {
  (req: Request): GatewayContext;
}

function header(req: Request, name: string): string | undefined {
  const value = req.get(name);
  return value && value.length <= 512 ? value : undefined;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The origin browsers use to reach the gateway (PUBLIC_URL, else the request's own). */
export function publicOrigin(req: Request, publicUrl: string | undefined): string {
  if (publicUrl) return withoutTrailingSlash(publicUrl);
  // req.host honours X-Forwarded-Host from a trusted proxy (see trust proxy in server/app.ts).
  return `${req.protocol}://${req.host ?? 'localhost'}`;
}

/**
 * Who is asking, for the duplicate-submit rule: a hash of the session token (the token
 * itself is never kept), else the client address.
 */
export function sessionKeyOf(req: Request): string {
  const token = header(req, 'token');
  return token ? `token:${createHash('sha256').update(token).digest('hex')}` : `ip:${req.ip ?? 'unknown'}`;
}

/**
 * Answers the function that builds a fresh context (and so fresh loaders) for one
 * GraphQL request. Whatever does not depend on the request (the upstream origins,
 * a configured public origin) is worked out here once; the session hash is only
 * computed when something asks for it (the duplicate guard, for mutations).
 */
export function contextFactory(deps: ContextDeps): ContextFactory {
  const upstreamOrigins = [new URL(deps.client.baseUrl).origin, ...(deps.upstreamHostAliases ?? [])];
  const configuredOrigin = deps.publicUrl ? withoutTrailingSlash(deps.publicUrl) : undefined;
  return (req) => {
    const lang = header(req, 'lang') ?? header(req, 'language');
    const headers = { token: header(req, 'token'), lang, language: header(req, 'language') ?? lang };
    let sessionKey: string | undefined;
    return {
      legacy: new LegacyAccess(
        deps.client,
        deps.endpoints,
        headers,
        deps.publicCache,
        new CallBudget(deps.callBudget ?? Number.POSITIVE_INFINITY),
      ),
      images: new ImageUrls(configuredOrigin ?? publicOrigin(req, undefined), upstreamOrigins),
      lang: lang ?? 'en',
      sessionKey() {
        sessionKey ??= sessionKeyOf(req);
        return sessionKey;
      },
      clientAddress: req.ip ?? 'unknown',
      rateLimits: deps.rateLimits,
    };
  };
}
