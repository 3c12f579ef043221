import type { Request } from 'express';

/** The headers that tell the legacy API who asked. */
export interface ClientAddressHeaders {
  'x-forwarded-for': string;
  'x-real-ip'?: string;
}

/**
 * Who asked, as the gateway tells the legacy API on every call of a shopper's request (GraphQL
 * and REST passthrough alike), from what it trusts (TRUST_PROXY, Express's `trust proxy`): the
 * X-Forwarded-For chain of trusted proxies plus the peer, and the client's address as
 * X-Real-IP for servers that read that one. From an untrusted peer, only the peer: whatever
 * X-Forwarded-For it sent is not passed on.
 */
export function clientAddressHeaders(req: Request): ClientAddressHeaders {
  const peer = req.socket.remoteAddress;
  const headers: ClientAddressHeaders = { 'x-forwarded-for': [...req.ips, ...(peer ? [peer] : [])].join(', ') };
  if (req.ip) headers['x-real-ip'] = req.ip;
  return headers;
}

/**
 * The same headers, worked out when first read (a legacy call spreads them), not when the request's
 * context is made: an operation that never calls the legacy API never consults TRUST_PROXY.
 */
export function lazyClientAddressHeaders(req: Request): ClientAddressHeaders {
  let headers: ClientAddressHeaders | undefined;
  const read = (): ClientAddressHeaders => (headers ??= clientAddressHeaders(req));
  return Object.defineProperties({} as ClientAddressHeaders, {
    'x-forwarded-for': { enumerable: true, get: () => read()['x-forwarded-for'] },
    'x-real-ip': { enumerable: true, get: () => read()['x-real-ip'] },
  });
}
