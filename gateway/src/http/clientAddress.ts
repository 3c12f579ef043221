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
 * X-Forwarded-For it sent is not passed on. `ip` is the client's address (`req.ip`), already worked out
 * (http/shopperIdentity.ts).
 */
export function clientAddressHeaders(req: Request, ip: string | undefined): ClientAddressHeaders {
  const peer = req.socket.remoteAddress;
  const headers: ClientAddressHeaders = { 'x-forwarded-for': [...req.ips, ...(peer ? [peer] : [])].join(', ') };
  if (ip) headers['x-real-ip'] = ip;
  return headers;
}
