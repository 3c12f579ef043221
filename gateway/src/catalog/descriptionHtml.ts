import type { ImageUrls } from '../images.ts';

const IMAGE_SOURCE = /(\bsrc\s*=\s*)(["'])([^"']*)\2/gi;

/**
 * Merchants' descriptions may embed pictures by upstream path (`<img src="/uploads/…">`);
 * a browser would resolve those against the client's origin, so they are made
 * absolute like every other image URL. The rest of the HTML passes through.
 */
export function absoluteImageSources(html: string, images: ImageUrls): string {
  return html.replace(
    IMAGE_SOURCE,
    (_match, attribute: string, quote: string, url: string) =>
      `${attribute}${quote}${url === '' ? url : images.one(url)}${quote}`,
  );
}
