/**
 * The widths the gateway makes of a picture (`?w=<width>`; gateway/src/images/widths.ts has
 * the same list, and a width outside it is refused). A fixed set, so a CDN holds few variants
 * of each picture and no one can make the server compute arbitrary ones.
 */
export const PICTURE_WIDTHS = [96, 160, 240, 360, 480, 720, 960, 1280] as const;

export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The largest width: what the full-screen viewer asks for. */
export const LARGEST_PICTURE_WIDTH: PictureWidth = 1280;

/** The `src` of a resizable picture, for a browser that reads no `srcset`. */
export const PICTURE_FALLBACK_WIDTH: PictureWidth = 480;
