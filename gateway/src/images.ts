/**
 * Whether a URL is on this origin: "http://h:4100/x" is on "http://h:4100", but
 * "http://h:41000/x" and "http://h:4100.evil.example/x" are not.
 */
function startsWithOrigin(url: string, origin: string): boolean {
  if (!url.startsWith(origin)) return false;
  const next = url.charAt(origin.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}

/** The path (with query) of an http(s) URL on one of `hosts` (host or host:port), else undefined. */
function pathOnHosts(url: string, hosts: ReadonlySet<string>): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const host = parsed.host.toLowerCase();
  return hosts.has(host) || hosts.has(parsed.hostname.toLowerCase())
    ? `${parsed.pathname}${parsed.search}${parsed.hash}`
    : undefined;
}

/** The hosts (host or host:port, lower case) of the legacy API's origin and its other names. */
export function upstreamHosts(upstream: string | readonly string[]): ReadonlySet<string> {
  const names = typeof upstream === 'string' ? [upstream] : upstream;
  return new Set(
    names.map((name) =>
      name
        .trim()
        .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
        .replace(/\/.*$/, '')
        .toLowerCase(),
    ),
  );
}

/**
 * Image URLs from the legacy API are paths (`/uploads/...`, made so by the decoders) or
 * absolute URLs, some of them on the legacy host under one of its names. Browsers get
 * them absolute against the gateway's public origin, and the gateway serves those paths
 * by proxying them upstream, so no upstream or loopback address ever reaches a browser.
 * Absolute URLs on other hosts (a CDN) are kept.
 */
export class ImageUrls {
  private readonly upstreamHosts: ReadonlySet<string>;

  /**
   * `upstream`: the legacy API's origin, and the other names it goes by (origins or host[:port]),
   * or those names already made into hosts by `upstreamHosts` (once, not per request).
   */
  constructor(
    private readonly publicOrigin: string,
    upstream: string | readonly string[] | ReadonlySet<string>,
  ) {
    this.upstreamHosts = upstream instanceof Set ? upstream : upstreamHosts(upstream as string | readonly string[]);
  }

  one(url: string | null | undefined): string {
    if (!url) return '';
    const trimmed = url.trim();
    if (trimmed.startsWith('//')) return this.one(`https:${trimmed}`);
    if (trimmed.startsWith('/')) return `${this.publicOrigin}${trimmed}`;
    const upstreamPath = pathOnHosts(trimmed, this.upstreamHosts);
    if (upstreamPath !== undefined) return `${this.publicOrigin}${upstreamPath}`;
    return trimmed;
  }

  /**
   * A page a shopper opens or the storefront frames (customer service, merchant
   * entry): absolute like an image, and only ever an http(s) page, so a
   * `javascript:` or `data:` link from upstream never reaches a link or a frame.
   */
  page(url: string | null | undefined): string {
    const absolute = this.one(url);
    return /^https?:\/\//i.test(absolute) ? absolute : '';
  }

  /** A list of image paths (decoded), or a legacy comma-separated string, as absolute URLs. */
  list(urls: readonly string[] | string | null | undefined): string[] {
    if (!urls) return [];
    return (typeof urls === 'string' ? urls.split(',') : urls).map((url) => this.one(url)).filter((url) => url !== '');
  }

  /** Turns absolute URLs of this gateway back into the upstream's own paths before sending them upstream. */
  toUpstream(url: string): string {
    const trimmed = url.trim();
    return startsWithOrigin(trimmed, this.publicOrigin) ? trimmed.slice(this.publicOrigin.length) || '/' : trimmed;
  }
}
