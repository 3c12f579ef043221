import type { Request } from 'express';
import type { PublicCache } from './cache/publicCache.ts';
import { ListingDirectory } from './catalog/listingDirectory.ts';
import { shopperOf, type ShopperIdentity } from './http/shopperIdentity.ts';
import { ImageUrls, upstreamHosts } from './images.ts';
import type { RateLimits } from './security/rateLimits.ts';
import type { UpstreamClient } from './upstream/client.ts';
import type { Endpoint, LegacyOperation } from './upstream/endpoints.ts';
import { CallBudget } from './upstream/callBudget.ts';
import { LegacyAccess } from './upstream/legacyAccess.ts';

/** What every resolver gets: this request's legacy access and image URL maker. */
export interface GatewayContext {
  readonly legacy: LegacyAccess;
  /** Worked out on first use (see RequestContext). */
  readonly images: ImageUrls;
  /** Who is asking (http/shopperIdentity.ts): the token, the session key, the languages, the address. */
  readonly shopper: ShopperIdentity;
  /** The forwarded language file name (e.g. "en"), for language-aware answers. */
  lang: string;
  /**
   * Who is asking, for the duplicate-submit guard: a hash of the token, else the client address.
   * Worked out on first use: only mutations need it.
   */
  sessionKey(): string;
  /** The client's address (per TRUST_PROXY: behind a trusted proxy, the forwarded one); worked out on first use. */
  readonly clientAddress: string;
  /** The gateway's rate limits, for the guarded mutations (security/guardedOperations.ts). */
  rateLimits: RateLimits;
  /** The request headers image URLs are made absolute from, for the answer's Vary (see originHeaders). */
  originHeaders(): readonly string[];
  /** Which shop and product each listing id served is (a listing is added to the bag by its id alone). */
  readonly listings: ListingDirectory;
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
  /** Shared by every request (with Redis when the gateway has one); one of the process's own when left out. */
  listings?: ListingDirectory;
}

/** What every request's context is made from, worked out once when the gateway starts. */
export interface ContextFactory {
  (req: Request): GatewayContext;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** A host name or address with an optional port: nothing that could end the origin or start a path. */
const ORIGIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin browsers use to reach the gateway (PUBLIC_URL, else the request's own).
 * Without PUBLIC_URL, req.protocol and req.host honour X-Forwarded-Proto/-Host from a
 * trusted proxy (see trust proxy in server/surfaces/everyRequest.ts), so an answer built from them varies
 * on them (originHeaders); a value that is no scheme or host is not taken at all.
 */
export function publicOrigin(req: Request, publicUrl: string | undefined): string {
  if (publicUrl) return withoutTrailingSlash(publicUrl);
  const protocol = req.protocol === 'https' ? 'https' : 'http';
  const host = req.host;
  return `${protocol}://${host && ORIGIN_HOST.test(host) ? host.toLowerCase() : 'localhost'}`;
}

// The three answers of originHeaders, the same arrays each time (HTTP caching keeps a Vary per array).
const NO_ORIGIN_HEADERS: readonly string[] = [];
const PROXIED_ORIGIN_HEADERS: readonly string[] = ['host', 'x-forwarded-host', 'x-forwarded-proto'];
const HOST_ONLY: readonly string[] = ['host'];

/** Express's compiled TRUST_PROXY (what req.protocol and req.host consult). */
type TrustFunction = (address: string | undefined, hop: number) => boolean;

/**
 * The request headers the public origin of an answer is read from, for its `Vary`: none
 * with PUBLIC_URL; else Host, and the forwarded host and scheme when the peer is a
 * trusted proxy (Express believes them only then; from anyone else they change nothing,
 * and varying on them would only split the caches).
 */
function originHeaders(req: Request, publicUrl: string | undefined): readonly string[] {
  if (publicUrl) return NO_ORIGIN_HEADERS;
  const trust = req.app?.get('trust proxy fn') as TrustFunction | undefined;
  // Not knowing whom Express trusts is counted as trusting: a Vary too many costs only hits.
  const trusted = typeof trust === 'function' ? trust(req.socket?.remoteAddress, 0) : true;
  return trusted ? PROXIED_ORIGIN_HEADERS : HOST_ONLY;
}

/** What every request's context shares, worked out once when the gateway starts. */
interface Shared {
  deps: ContextDeps;
  /** The legacy API's hosts (its origin and LEGACY_HOST_ALIASES), for image URLs. */
  upstreamHosts: ReadonlySet<string>;
  /** PUBLIC_URL without its trailing slash, when configured. */
  configuredOrigin: string | undefined;
  listings: ListingDirectory;
}

/**
 * One GraphQL request's context. What not every operation needs is worked out on first
 * use: the image URL maker (the request's origin reads the trusted-proxy headers), and
 * through the shopper's identity the client address (likewise) and the session hash
 * (mutations only). They are getters and methods of the prototype, and Apollo's copy of
 * the context (its own fields copied onto an object of the same prototype) keeps them lazy.
 */
class RequestContext implements GatewayContext {
  readonly legacy: LegacyAccess;
  readonly lang: string;
  readonly shopper: ShopperIdentity;
  readonly rateLimits: RateLimits;
  readonly listings: ListingDirectory;
  private imageUrls: ImageUrls | undefined;

  constructor(
    private readonly req: Request,
    private readonly shared: Shared,
  ) {
    const { deps } = shared;
    const shopper = shopperOf(req);
    // Who asked goes upstream as the REST passthrough says it, for the legacy API's own limits and checks.
    this.legacy = new LegacyAccess(
      deps.client,
      deps.endpoints,
      shopper.forwardedHeaders,
      deps.publicCache,
      new CallBudget(deps.callBudget ?? Number.POSITIVE_INFINITY),
    );
    this.lang = shopper.lang ?? 'en';
    this.shopper = shopper;
    this.rateLimits = deps.rateLimits;
    this.listings = shared.listings;
  }

  get images(): ImageUrls {
    this.imageUrls ??= new ImageUrls(
      this.shared.configuredOrigin ?? publicOrigin(this.req, undefined),
      this.shared.upstreamHosts,
    );
    return this.imageUrls;
  }

  get clientAddress(): string {
    return this.shopper.clientAddress;
  }

  sessionKey(): string {
    return this.shopper.sessionKey;
  }

  originHeaders(): readonly string[] {
    return originHeaders(this.req, this.shared.configuredOrigin);
  }
}

/**
 * Answers the function that builds a fresh context (and so fresh loaders) for one
 * GraphQL request. Whatever does not depend on the request (the upstream hosts,
 * a configured public origin) is worked out here once.
 */
export function contextFactory(deps: ContextDeps): ContextFactory {
  const shared: Shared = {
    deps,
    upstreamHosts: upstreamHosts([new URL(deps.client.baseUrl).origin, ...(deps.upstreamHostAliases ?? [])]),
    configuredOrigin: deps.publicUrl ? withoutTrailingSlash(deps.publicUrl) : undefined,
    listings: deps.listings ?? new ListingDirectory(),
  };
  return (req) => new RequestContext(req, shared);
}
