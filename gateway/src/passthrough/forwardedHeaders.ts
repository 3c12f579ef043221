import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { Request } from 'express';
import { shopperOf } from '../http/shopperIdentity.ts';
import { scopeOf } from '../telemetry/requestScope.ts';
import { upstreamAnswerHeaders } from '../security/upstreamAnswers.ts';

/**
 * Headers that describe one connection, not the message (RFC 9110 §7.6.1): never passed from one
 * side of the passthrough to the other. The body is framed once again for each side instead
 * (`Content-Length`, or chunks when its length is not known), so an upstream never sees two framings.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
]);

/** Sent by the caller but the gateway's to set, or not for the legacy API at all. */
const NOT_FORWARDED = new Set([
  // The upstream's own host; the caller's goes as X-Forwarded-Host.
  'host',
  // The gateway answers `100 Continue` itself, and sends the body it already holds.
  'expect',
  // The stand-in's (and an operator tool's) key: never from a shopper's request.
  'x-admin-key',
  // Who asked is said by the gateway from what it trusts (TRUST_PROXY), not by the caller.
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  // Only the storefront's own cookies are forwarded (below).
  'cookie',
]);

/**
 * The cookies the storefront itself sets on this origin (client/src/session/cookies.ts): the
 * session token the legacy client used, and the chosen language. Any other cookie of the origin
 * (an analytics one, another app's session) is none of the legacy API's business.
 */
const FORWARDED_COOKIES = new Set(['Admin-Token', 'Local_Lang']);

/** The header names a `Connection` header lists, which are hop-by-hop too. */
function connectionNamed(headers: IncomingHttpHeaders): Set<string> {
  const value = headers.connection;
  const listed = Array.isArray(value) ? value.join(',') : (value ?? '');
  return new Set(
    listed
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== ''),
  );
}

function isHopByHop(name: string, named: Set<string>): boolean {
  return HOP_BY_HOP.has(name) || name.startsWith('proxy-') || named.has(name);
}

/** The storefront's own cookies of a `Cookie` header, or undefined when it has none of them. */
function storefrontCookies(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const kept = header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => FORWARDED_COOKIES.has(pair.slice(0, Math.max(0, pair.indexOf('='))).trim()));
  return kept.length > 0 ? kept.join('; ') : undefined;
}

/**
 * The headers a request goes upstream with: the caller's end-to-end headers (the `token`,
 * `lang`, content type…), without hop-by-hop ones, the operator key or foreign cookies; the
 * upstream's own `Host`; and who asked as the gateway trusts it — the address chain of trusted
 * proxies plus the peer (`X-Forwarded-For`, and `X-Real-IP` for servers that read that one),
 * the protocol and host the caller used. The body's framing is the caller's to add, the request's
 * id and trace context the transport's.
 */
export function upstreamRequestHeaders(req: Request, upstreamHost: string): OutgoingHttpHeaders {
  const named = connectionNamed(req.headers);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || isHopByHop(name, named) || NOT_FORWARDED.has(name)) continue;
    headers[name] = value;
  }
  const cookies = storefrontCookies(req.headers.cookie);
  if (cookies) headers['cookie'] = cookies;
  headers['host'] = upstreamHost;
  // The request's own id and trace context replace whatever the caller sent: upstream/transport.ts adds them.
  Object.assign(headers, shopperOf(req).addressHeaders);
  const requestId = scopeOf(req)?.requestId;
  if (requestId) headers['x-request-id'] = requestId;
  headers['x-forwarded-proto'] = req.protocol;
  if (req.host) headers['x-forwarded-host'] = req.host;
  return headers;
}

/**
 * The headers an upstream answer is passed on with: those the gateway passes on from any upstream
 * answer (security/upstreamAnswers.ts: what describes the body, never a header that changes what
 * the browser allows, nor what names the upstream's software), without hop-by-hop ones, and the
 * sandbox policy on anything but a passive picture.
 */
export function clientResponseHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = connectionNamed(headers);
  return upstreamAnswerHeaders(headers, (name) => !isHopByHop(name, named));
}
