/**
 * The widths the gateway makes of a picture (`?w=<width>`; gateway/src/images/widths.ts has
 * the same list, and a width outside it is refused). A fixed set, so a CDN holds few variants
 * of each picture and no one can make the server compute arbitrary ones.
 */
export const PICTURE_WIDTHS = [96, 160, 240, 360, 480, 720, 960, 1280] as const;

type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The largest width: what the full-screen viewer asks for. */
export const LARGEST_PICTURE_WIDTH: PictureWidth = 1280;

/** The `src` of a resizable picture, for a browser that reads no `srcset`. */
export const PICTURE_FALLBACK_WIDTH: PictureWidth = 480;

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
