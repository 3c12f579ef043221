/**
 * The storefront asks for pictures at the widths it lists in its srcsets
 * (client/src/lib/pictureWidths.ts) and the gateway makes only the widths of its own list
 * (gateway/src/images/widths.ts), refusing any other with a 400: the two lists must be the same,
 * or a phone would ask for widths that fail.
 */
import { describe, expect, test } from 'vitest';
import { PICTURE_WIDTHS as CLIENT_WIDTHS } from '../../client/src/lib/pictureWidths.ts';
import { PICTURE_WIDTHS as GATEWAY_WIDTHS, pictureWidth } from '../../gateway/src/images/widths.ts';

describe('picture widths', () => {
  test('the client asks for exactly the widths the gateway makes', () => {
    expect([...CLIENT_WIDTHS]).toEqual([...GATEWAY_WIDTHS]);
    for (const width of CLIENT_WIDTHS) expect(pictureWidth(String(width))).toBe(width);
  });
});
