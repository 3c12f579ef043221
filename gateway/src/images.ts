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
    if (trimmed.startsWith(this.upstreamOrigin)) {
      return `${this.publicOrigin}${trimmed.slice(this.upstreamOrigin.length)}`;
    }
    return trimmed;
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
    return url.startsWith(`${this.publicOrigin}/`) ? url.slice(this.publicOrigin.length) : url;
  }
}
