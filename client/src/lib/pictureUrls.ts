import { PICTURE_WIDTHS, type PictureWidth } from './pictureWidths.ts';

/**
 * `src` as a URL of the page's own origin that the gateway can resize, or undefined: a
 * picture on another host (a CDN) is used as it is, and an SVG scales by itself.
 */
function resizable(src: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(src, window.location.href);
  } catch {
    return undefined;
  }
  if (url.origin !== window.location.origin) return undefined;
  if (/\.svg$/i.test(url.pathname)) return undefined;
  return url;
}

/** `src` at `width` when the gateway can resize it; `src` unchanged otherwise. */
export function pictureAt(src: string, width: PictureWidth): string {
  const url = resizable(src);
  if (!url) return src;
  url.searchParams.set('w', String(width));
  // Same-origin: the path and query only, as the page wrote it (no loopback host baked in).
  return /^[a-z][a-z\d+.-]*:/i.test(src) ? url.href : `${url.pathname}${url.search}`;
}

/** The `srcset` of every width of `src`, or undefined when it is used as it is (see `resizable`). */
export function pictureSrcSet(src: string): string | undefined {
  if (!resizable(src)) return undefined;
  return PICTURE_WIDTHS.map((width) => `${pictureAt(src, width)} ${width}w`).join(', ');
}
