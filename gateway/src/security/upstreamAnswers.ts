import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/**
 * The only upstream answer headers a browser gets, on everything the gateway serves from the
 * legacy API (the image proxy, the REST passthrough): what describes the body and how it may be
 * cached. An allow-list, not a list of what to drop: every other header is the gateway's to say
 * (its security headers, security/headers.ts), and the headers a browser acts on keep growing
 * (Clear-Site-Data, Service-Worker-Allowed, Speculation-Rules, Origin-Agent-Cluster…), so a
 * deny-list would pass the next one. The legacy contract names no other answer header its
 * clients read. `location` is the passthrough's to rewrite (a redirect to its own paths);
 * the image proxy answers no redirect at all.
 */
const PASSED_ON: readonly string[] = [
  'content-type',
  'content-length',
  'content-encoding',
  'content-language',
  'content-disposition',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
  'expires',
  'vary',
  'location',
  'retry-after',
];

/**
 * Types a browser shows as a picture and nothing else: no script, no links, no markup. Anything
 * else (SVG, HTML, XHTML, XML, no type at all, a type the browser might read as a document) is
 * active content.
 */
const PASSIVE_IMAGES: ReadonlySet<string> = new Set([
  'image/png',
  'image/apng',
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
]);

/**
 * Active content from upstream (the customer-service or merchant page, an SVG, whatever a file
 * claims to be) on the storefront's origin: no script, sandboxed into an origin of its own, so it
 * can never reach the storefront's cookies or storage; framable by the storefront only (it frames
 * the customer-service page), which may open the page's links in a new tab.
 */
const UPSTREAM_CONTENT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; " +
  "frame-ancestors 'self'; sandbox allow-popups allow-popups-to-escape-sandbox";

/** `image/svg+xml; charset=utf-8` → `image/svg+xml`; undefined without a type. */
function essence(contentType: string | undefined): string | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === '' ? undefined : type;
}

/**
 * The headers an upstream answer is sent to the browser with: the allowed upstream ones (that
 * `keep` also keeps), and the sandbox policy unless the answer is a passive picture. The gateway's
 * own security headers, already on the answer, stay as they are (among them
 * `X-Content-Type-Options: nosniff`, so a browser takes the type as said and never sniffs an
 * active one out of a passive or missing type).
 */
export function upstreamAnswerHeaders(
  headers: IncomingHttpHeaders,
  keep: (name: string) => boolean = () => true,
): OutgoingHttpHeaders {
  const passed: OutgoingHttpHeaders = {};
  for (const name of PASSED_ON) {
    const value = headers[name];
    if (value !== undefined && keep(name)) passed[name] = value;
  }
  const type = essence(headers['content-type']);
  if (type === undefined || !PASSIVE_IMAGES.has(type)) {
    passed['content-security-policy'] = UPSTREAM_CONTENT_CSP;
    // For browsers without frame-ancestors.
    passed['x-frame-options'] = 'SAMEORIGIN';
  }
  return passed;
}
