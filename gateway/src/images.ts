/**
 * Whether a URL is on this origin: "http://h:4100/x" is on "http://h:4100", but
 * "http://h:41000/x" and "http://h:4100.evil.example/x" are not.
 */
function startsWithOrigin(url: string, origin: string): boolean {
  if (!url.startsWith(origin)) return false;
  const next = url.charAt(origin.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}

/**
 * Image URLs from the legacy API are relative (`/uploads/...`) or point at the
 * legacy host itself. Browsers get them absolute against the gateway's public
 * origin, and the gateway serves those paths by proxying them upstream, so no
 * upstream or loopback address ever reaches a browser.
 */
export class ImageUrls {
  constructor(
    private readonly publicOrigin: string,
    private readonly upstreamOrigin: string,
  ) {}

  one(url: string | null | undefined): string {
    if (!url) return '';
    const trimmed = url.trim();
    if (trimmed.startsWith('//')) return `https:${trimmed}`;
    if (trimmed.startsWith('/')) return `${this.publicOrigin}${trimmed}`;
    if (startsWithOrigin(trimmed, this.upstreamOrigin)) {
      return `${this.publicOrigin}${trimmed.slice(this.upstreamOrigin.length)}`;
    }
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

  /** A legacy comma-separated list of URLs as an array of absolute URLs. */
  list(urls: string | null | undefined): string[] {
    if (!urls) return [];
    return urls
      .split(',')
      .map((url) => this.one(url))
      .filter((url) => url !== '');
  }

  /** Turns absolute URLs of this gateway back into the upstream's own paths before sending them upstream. */
  toUpstream(url: string): string {
    const trimmed = url.trim();
    return startsWithOrigin(trimmed, this.publicOrigin) ? trimmed.slice(this.publicOrigin.length) || '/' : trimmed;
  }
}
