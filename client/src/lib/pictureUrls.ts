import { PICTURE_WIDTHS, type PictureWidth } from './pictureWidths.ts';

/**
 * `src` as a URL of the page's own origin that the gateway can resize, or undefined: a
 * picture on another host (a CDN) is used as it is, and an SVG scales by itself. `origin`:
 * the page's, where there is no `window` (a render on the server, components/pageOrigin.ts).
 */
function resizable(src: string, origin?: string): URL | undefined {
  const page = origin ?? (typeof window === 'undefined' ? undefined : window.location.href);
  if (page === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(src, page);
    if (url.origin !== new URL(page).origin) return undefined;
  } catch {
    return undefined;
  }
  if (/\.svg$/i.test(url.pathname)) return undefined;
  return url;
}

/** `src` at `width` when the gateway can resize it; `src` unchanged otherwise. */
export function pictureAt(src: string, width: PictureWidth, origin?: string): string {
  const url = resizable(src, origin);
  if (!url) return src;
  url.searchParams.set('w', String(width));
  // Same-origin: the path and query only, as the page wrote it (no loopback host baked in).
  return /^[a-z][a-z\d+.-]*:/i.test(src) ? url.href : `${url.pathname}${url.search}`;
}

/** The `srcset` of every width of `src`, or undefined when it is used as it is (see `resizable`). */
export function pictureSrcSet(src: string, origin?: string): string | undefined {
  if (!resizable(src, origin)) return undefined;
  return PICTURE_WIDTHS.map((width) => `${pictureAt(src, width, origin)} ${width}w`).join(', ');
}
