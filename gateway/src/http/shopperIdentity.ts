import type { Request } from 'express';
import { createHash } from 'node:crypto';
import type { ForwardedHeaders } from '../upstream/client.ts';
import { REQUEST_ID } from '../upstream/exchange.ts';
import { scopeOf } from '../telemetry/requestScope.ts';
import { clientAddressHeaders, type ClientAddressHeaders } from './clientAddress.ts';

/** Longest `token`, `lang` or `language` header taken: a longer one counts as not sent. */
const MAX_HEADER_LENGTH = 512;

/** Not read from the request yet (undefined is an answer: the header was not sent). */
const UNREAD = null;

function header(req: Request, name: string): string | undefined {
  const value = req.get(name);
  return value && value.length <= MAX_HEADER_LENGTH ? value : undefined;
}

/** The session key of a token, as a request's identity makes it (e.g. of one a sign-in just answered). */
export function tokenSessionKey(token: string): string {
  return `token:${createHash('sha256').update(token).digest('hex')}`;
}

/**
 * Who is asking, as every part of the gateway reads it: the session token (one rule for all of
 * them), the session key, the language and the client's address. Each is read from the request
 * when first asked and kept: a part that does not need one (a page needs only the address, the
 * session hash only mutations and the limits) never pays for it; TRUST_PROXY is consulted once.
 */
export class ShopperIdentity {
  private tokenHeader: string | undefined | typeof UNREAD = UNREAD;
  private languagesRead = false;
  private langHeader: string | undefined;
  private languageHeader: string | undefined;
  private ip: string | undefined | typeof UNREAD = UNREAD;
  private session: string | undefined;
  private address: ClientAddressHeaders | undefined;
  private forwarded: ForwardedHeaders | undefined;

  constructor(private readonly req: Request) {}

  /** The session token sent (non-empty, at most 512 characters), never kept anywhere as such. */
  get token(): string | undefined {
    if (this.tokenHeader === UNREAD) this.tokenHeader = header(this.req, 'token');
    return this.tokenHeader;
  }

  /** The language asked for: `lang`, else `language` (e.g. "en"); undefined when neither is sent. */
  get lang(): string | undefined {
    if (!this.languagesRead) this.readLanguages();
    return this.langHeader;
  }

  /** The `language` header as forwarded upstream: `language`, else `lang`. */
  get language(): string | undefined {
    if (!this.languagesRead) this.readLanguages();
    return this.languageHeader;
  }

  /** The client's address (per TRUST_PROXY: behind a trusted proxy, the forwarded one). */
  get clientAddress(): string {
    return this.peerIp() ?? 'unknown';
  }

  /**
   * Who is asking, for the general rate limit, the duplicate-submit rule and the upload places:
   * a hash of the token (the token itself is never kept), else the client address.
   */
  get sessionKey(): string {
    if (this.session === undefined) {
      const token = this.token;
      this.session = token ? tokenSessionKey(token) : `ip:${this.clientAddress}`;
    }
    return this.session;
  }

  /** Who asked, as the gateway tells the legacy API (http/clientAddress.ts). */
  get addressHeaders(): ClientAddressHeaders {
    this.address ??= clientAddressHeaders(this.req, this.peerIp());
    return this.address;
  }

  /**
   * The headers a GraphQL request's legacy calls go with: who asked as the REST passthrough says
   * it (worked out when a call first reads them: an operation that calls nothing never consults
   * TRUST_PROXY), the token and the languages.
   */
  get forwardedHeaders(): ForwardedHeaders {
    if (!this.forwarded) {
      // Own enumerable accessors (the upstream client reads them with for…in, a copy spreads them),
      // written as a literal: V8 makes that object at once, where defining accessors one by one
      // turns it into a slow dictionary (measured: most of this identity's cost per request).
      const address = () => this.addressHeaders;
      this.forwarded = {
        get 'x-forwarded-for'() {
          return address()['x-forwarded-for'];
        },
        get 'x-real-ip'() {
          return address()['x-real-ip'];
        },
        token: this.token,
        lang: this.lang,
        language: this.language,
        [REQUEST_ID]: scopeOf(this.req)?.requestId,
      };
    }
    return this.forwarded;
  }

  private peerIp(): string | undefined {
    if (this.ip === UNREAD) this.ip = this.req.ip;
    return this.ip;
  }

  private readLanguages(): void {
    const language = header(this.req, 'language');
    this.langHeader = header(this.req, 'lang') ?? language;
    this.languageHeader = language ?? this.langHeader;
    this.languagesRead = true;
  }
}

/** Each request's identity, made when first asked (a request object of its own, such as a page's anonymous one, has its own). */
const identities = new WeakMap<Request, ShopperIdentity>();

/** The identity of the shopper behind `req`. */
export function shopperOf(req: Request): ShopperIdentity {
  let identity = identities.get(req);
  if (!identity) {
    identity = new ShopperIdentity(req);
    identities.set(req, identity);
  }
  return identity;
}
