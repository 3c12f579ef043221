import { describe, expect, it } from 'vitest';
import { drawImage } from '../../legacy/images/draw.ts';

/*
 * The stand-in's product pictures drew five page dots on every picture, so a product of three
 * pictures showed five dots above the storefront's own "1/3" counter (issue 24).
 */
describe("the stand-in's product pictures", () => {
  it('draw no page dots, whichever of the views', () => {
    for (let view = 1; view <= 5; view += 1) {
      const svg = drawImage({ kind: 'product', categoryId: 3, productId: 42, view, initials: 'WH' });
      const dots = [...svg.matchAll(/<circle [^>]*r="4"/g)];
      expect(dots, `view ${view}`).toHaveLength(0);
      expect(svg).toContain(`picture ${view}`);
    }
  });
});
