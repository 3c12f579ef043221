/**
 * The widths (CSS pixels × density, in image pixels) the image pipeline makes variants in:
 * a picture URL with `?w=<one of these>` is that picture at most this wide. A fixed set, so no
 * one can make the gateway compute (and cache) arbitrary sizes. The storefront keeps a copy
 * in client/src/lib/pictureWidths.ts for its `srcset`s; a test checks the two agree.
 */
export const PICTURE_WIDTHS = [96, 160, 240, 360, 480, 720, 960, 1280] as const;

type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** `w` as sent, if it is one of the widths (digits only, no sign, no leading zero). */
export function pictureWidth(raw: string): PictureWidth | undefined {
  if (!/^[1-9]\d{1,3}$/.test(raw)) return undefined;
  const width = Number(raw);
  return PICTURE_WIDTHS.find((allowed) => allowed === width);
}
