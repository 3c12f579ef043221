/**
 * Arabic layout (issue 24's rough edges, where a browser's layout is the subject): the bag's
 * checkout button stays inside the screen, and the shop's cover carousel shows a picture,
 * not the blank panel the mirrored swiper slid to; a product's pictures full screen fill the
 * screen, counted "1 / n", and the controls' dialog speaks Arabic.
 */
import { describe, expect, test } from 'vitest';
import { appDrawn, hotProducts, journey } from './support/index.ts';

const trip = journey('arabic-layout');

describe('arabic layout', () => {
  test('bag and shop: the checkout button inside the screen, the cover carousel on a picture', async () => {
    const { page, stack, shot } = trip;
    const token = await trip.signIn();
    const product = (await hotProducts(stack, 20)).find((item) => item.stock > 0)!;
    await stack.gql(
      'mutation E2eAdd($input: ProductChoiceInput!) { addToCart(input: $input) { quantity } }',
      {
        input: {
          listingId: product.id,
          quantity: 1,
          specValues: product.specGroups.map((group) => group.values[0] ?? ''),
        },
      },
      token,
    );

    await page.goto('/language');
    await page.getByTestId('language-ar').click();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');

    await page.goto('/bag');
    const checkout = page.getByTestId('bag-checkout');
    await checkout.waitFor();
    await shot('bag');
    const width = page.viewportSize()!.width;
    const box = (await checkout.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // Its text is whole, not cut by the button's edge.
    const text = (await checkout.locator('span').first().boundingBox())!;
    expect(text.x).toBeGreaterThanOrEqual(box.x - 1);
    expect(text.x + text.width).toBeLessThanOrEqual(box.x + box.width + 1);

    // The server draws the shop's page; the signed-in app then draws it afresh, with the shop's follow state.
    await page.goto(`/shop/${product.shopId}`);
    await appDrawn(page);
    const banner = page.locator('.shop-banner img').first();
    await banner.waitFor();
    await shot('shop');
    const picture = (await banner.boundingBox())!;
    // The first cover is the one on screen.
    expect(picture.x).toBeGreaterThanOrEqual(-1);
    expect(picture.x + picture.width).toBeLessThanOrEqual(width + 1);

    // A product's pictures full screen: the first fills the screen's width (not shifted off an edge)
    // and the counter reads 1 / n, not n / 1.
    await page.goto(`/detail/${product.productId}/${product.shopId}`);
    // The page comes drawn by the server: a tap does something once the app has taken it over,
    // which on a loaded machine can be after the picture is on screen, so it is tapped until it opens.
    const dialog = page.getByRole('dialog', { name: 'الصور' });
    await expect
      .poll(
        async () => {
          if (!(await dialog.isVisible())) await page.locator('.detail-gallery-slide').first().click();
          return dialog.isVisible();
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(true);
    await expect
      .poll(() => dialog.getByRole('button', { name: 'إغلاق' }).evaluate((b) => b === b.ownerDocument.activeElement))
      .toBe(true);
    const full = page.locator('.adm-image-viewer-slide').first();
    await full.waitFor();
    await expect
      .poll(async () => {
        const slide = (await full.boundingBox())!;
        return [Math.round(slide.x), Math.round(slide.width)];
      })
      .toEqual([0, width]);
    const count = await page.locator('.detail-gallery-slide').count();
    await expect.poll(() => page.locator('.adm-image-viewer-indicator').textContent()).toBe(`1 / ${count}`);
    await shot('pictures');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});
