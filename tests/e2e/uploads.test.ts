/**
 * Pictures as a shopper sends them (issue 9): real encoded images of every size that
 * matters — receipts of a few KB (they timed out after 10 s before), screenshots, a
 * phone photo, a 4.9 MB scan, WebP from the browser's own encoder, GIF — through the
 * recharge, refund and review forms of `npm start` (gateway + embedded stand-in). A file
 * over the limit or not an image is a failed tile that says why, in the shopper's
 * language, with the "+" still there. A camera photo is scaled in the browser before it
 * goes (issue 20), so it goes up a 400 kbps uplink in seconds, in English and Arabic.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { cameraJpeg, fixturePath, gifOfSize, notAnImage, photoPng, readFixture } from '../fixtures/images.ts';
import { journey, placeOrder, toast } from './support/index.ts';

const trip = journey('uploads');
const MAX = 5 * 1024 * 1024;

/** Picture tiles of the field that is `field` (a locator inside the form). */
function uploadedTiles(page: Page, testId: string) {
  return page.getByTestId(testId).locator('[data-status="done"] img');
}

/** A WebP made by Chromium's own encoder (canvas.toBlob), as a phone's browser would make one. */
async function browserWebp(page: Page): Promise<Buffer> {
  // Run in the page (a string, so this Node file needs no DOM types).
  const bytes = await page.evaluate<number[]>(`(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 360;
    const context = canvas.getContext('2d');
    const gradient = context.createLinearGradient(0, 0, 480, 360);
    gradient.addColorStop(0, '#ff7a45');
    gradient.addColorStop(1, '#2f54eb');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 480, 360);
    for (let i = 0; i < 400; i += 1) {
      context.fillStyle = 'hsl(' + ((i * 37) % 360) + ' 70% 60% / 0.5)';
      context.beginPath();
      context.arc((i * 97) % 480, (i * 53) % 360, 6 + (i % 17), 0, Math.PI * 2);
      context.fill();
    }
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', 0.85));
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  })()`);
  const webp = Buffer.from(bytes);
  expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
  return webp;
}

describe('uploads', () => {
  test('recharge: refused files are failed tiles that say why; a phone photo goes up and is sent', async () => {
    const { page, phone, shot } = trip;
    await trip.signIn();
    await page.goto('/cardTopUp');
    const field = page.getByTestId('evidence-uploader');
    await field.waitFor();
    await page.getByTestId('recharge-amount').locator('input').fill('80');
    const input = field.locator('input[type=file]');

    // Not an image: refused before sending, and the only slot keeps its "+".
    await input.setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: notAnImage() });
    const failed = field.locator('[data-status="failed"]');
    await field.getByRole('alert').getByText('Only JPEG, PNG, GIF and WebP pictures can be uploaded').waitFor();
    await field.getByRole('button', { name: 'Add picture' }).waitFor();
    await shot('not-an-image');
    await failed.getByRole('button', { name: 'Remove picture' }).click();

    // A spreadsheet named like a photo gets past the browser; the gateway reads the bytes and refuses it.
    await input.setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: notAnImage() });
    await field.getByRole('alert').getByText('Only JPEG, PNG, GIF and WebP pictures can be uploaded').waitFor();
    // Sending the same bytes again cannot help: no Retry on a refused file.
    expect(await failed.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await failed.getByRole('button', { name: 'Remove picture' }).click();

    // One byte over the limit (a GIF: the browser scales photos, never GIFs, which may be animated).
    await input.setInputFiles({ name: 'scan.gif', mimeType: 'image/gif', buffer: gifOfSize(MAX + 1) });
    await field.getByRole('alert').getByText('The picture is larger than 5 MB').waitFor();
    await shot('over-the-limit');
    await failed.getByRole('button', { name: 'Remove picture' }).click();

    // The network drops while a receipt goes up: a failed tile with Retry, which works once back online.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await input.setInputFiles(fixturePath('receipt-5k.jpg'));
    await field.getByRole('alert').getByText('backend interface connection abnormal').waitFor();
    await shot('offline');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await failed.getByRole('button', { name: 'Retry' }).click();
    await uploadedTiles(page, 'evidence-uploader').first().waitFor();
    expect(await field.getByRole('alert').count()).toBe(0);
    await field.getByRole('button', { name: 'Remove picture' }).click();

    // A 1 MB 2000×1500 photo from the phone's camera, over a slow mobile uplink: scaled to 1600 px
    // first, then the tile shows how far it is.
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 80,
      downloadThroughput: 1_000_000,
      uploadThroughput: 60_000,
    });
    await input.setInputFiles(fixturePath('photo.jpg'));
    const progress = field.getByRole('progressbar');
    await expect
      .poll(async () => Number((await progress.getAttribute('aria-valuenow').catch(() => null)) ?? 0), {
        timeout: 15_000,
      })
      .toBeGreaterThan(10);
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeLessThan(100);
    await shot('photo-uploading');
    await uploadedTiles(page, 'evidence-uploader').first().waitFor({ timeout: 30_000 });
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const src = await uploadedTiles(page, 'evidence-uploader').first().getAttribute('src');
    expect(src).toMatch(/\/uploads\/\d{8}\/[0-9a-f]{32}\.jpg$/);
    const stored = Buffer.from(await (await page.request.get(src!)).body());
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(stored.length).toBeLessThan(readFixture('photo.jpg').length);
    expect(await field.getByRole('button', { name: 'Add picture' }).count()).toBe(0);
    await shot('photo-uploaded');

    await page.getByTestId('recharge-submit').click();
    await toast(page, 'Application successful').waitFor();
    await page.waitForURL('**/topUpRecord');
    expect(phone.pageErrors).toEqual([]);
  });

  test('refund: a 5 KB receipt, a 19 KB screenshot, a 62 KB photo and a WebP go up together', async () => {
    const { page, phone, stack, shot } = trip;
    const token = await trip.signIn();
    const order = await placeOrder(stack, token, { paymentCode: '123456' });
    await page.goto(`/refund/${order.id}/${order.orderNo}/all/${order.total}`);
    await page.getByTestId('refund-submit').waitFor();
    const form = page.locator('form');
    await form.getByRole('option', { name: 'Parcel not received' }).click();
    await form.getByPlaceholder('Tell us what happened').fill('The parcel has not left the shop for days.');

    const files = ['receipt-5k.jpg', 'screenshot-20k.png', 'product-60k.jpg', 'sticker.webp'];
    await page.getByTestId('photo-uploader').locator('input[type=file]').setInputFiles(files.map(fixturePath));
    await expect.poll(() => uploadedTiles(page, 'photo-uploader').count(), { timeout: 10_000 }).toBe(4);
    expect(await page.getByTestId('photo-uploader').locator('[data-status="failed"]').count()).toBe(0);
    const sources = await uploadedTiles(page, 'photo-uploader').evaluateAll((images) =>
      images.map((image) => image.getAttribute('src') ?? ''),
    );
    expect(sources.map((source) => source.split('.').pop()).sort()).toEqual(['jpg', 'jpg', 'png', 'webp']);
    await shot('four-proofs');

    await page.getByTestId('refund-submit').click();
    await toast(page, 'Application successful').waitFor();
    await page.waitForURL(new RegExp(`/orderInfo/${order.id}(\\?backs=1)?$`));
    expect(phone.pageErrors).toEqual([]);
  });

  test('review: a 4.9 MB PNG (sent scaled, as a JPEG), a GIF and a WebP from the browser, with a text of 1000 emoji', async () => {
    const { page, phone, stack, shot } = trip;
    const token = await trip.signIn();
    const order = await placeOrder(stack, token, { paymentCode: '123456' });
    await stack.admin('POST', `/orders/${order.id}/ship`, { company: 'DHL', delivery_no: `E2E-${order.id}-UP` });
    await stack.gql('mutation E2eReceive($id: ID!) { confirmReceipt(orderId: $id) { id } }', { id: order.id }, token);

    await page.goto(`/comment?order=${order.id}`);
    const card = page.locator('section.review-card').first();
    await card.waitFor();
    const webp = await browserWebp(page);
    await card.locator('input[type=file]').setInputFiles([
      { name: 'scan.png', mimeType: 'image/png', buffer: photoPng(Math.round(4.9 * 1024 * 1024)) },
      { name: 'badge.gif', mimeType: 'image/gif', buffer: readFixture('badge.gif') },
      { name: 'canvas.webp', mimeType: 'image/webp', buffer: webp },
    ]);
    await expect.poll(() => card.locator('[data-status="done"] img').count(), { timeout: 20_000 }).toBe(3);
    const sources = await card
      .locator('[data-status="done"] img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    expect(sources.map((source) => source.split('.').pop()).sort()).toEqual(['gif', 'jpg', 'webp']);

    // 1000 emoji are 1000 characters for the counter and for the gateway alike (2000 UTF-16 units).
    const textbox = card.getByRole('textbox');
    await textbox.fill('😀'.repeat(1000));
    await card.getByText('1000/1000').waitFor();
    // Typing more is held at the limit.
    await textbox.press('End');
    await textbox.pressSequentially('🙂');
    await card.getByText('1000/1000').waitFor();
    await shot('review-with-photos');

    await card.getByRole('button', { name: 'Submit review' }).click();
    await toast(page, 'Thank you for your review').waitFor();
    expect(phone.pageErrors).toEqual([]);
  });
});

/** 400 kbps up (50,000 bytes a second), 1.6 Mbps down, as a phone on a poor cell. */
const SLOW_UPLINK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 50_000 };
const NO_LIMIT = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

describe('uploads on a slow uplink', () => {
  test('slow-uplink: a 3000×2000 camera photo goes up scaled over 400 kbps, in English and in Arabic', async () => {
    const { page, phone, stack, shot } = trip;
    // A 3000×2000 photo of some 2 MB, taken with the phone upright (EXIF orientation 6: shown 2000×3000).
    // Unscaled it would take some 40 s up this uplink.
    const photo = await cameraJpeg(3000, 2000, { orientation: 6, grain: 31, quality: 92 });
    expect(photo.length).toBeGreaterThan(1.5 * 1024 * 1024);
    const token = await trip.signIn();
    const { languages } = await stack.gql<{ languages: { items: Array<{ id: string; code: string }> } }>(
      'query E2eLanguages { languages { items { id code } } }',
    );
    const languageId = (code: string) => languages.items.find((language) => language.code === code)?.id;
    const setLanguage = (code: string) =>
      stack.gql(
        'mutation E2eSetLanguage($id: ID!) { setLanguage(languageId: $id) { id } }',
        { id: languageId(code) },
        token,
      );
    // What the page hands XMLHttpRequest to send (Chromium does not report the size of a body
    // made of a file): each upload's file, its name, type and bytes. A string, so this Node file
    // needs no DOM types.
    await page.addInitScript(`(() => {
      const send = XMLHttpRequest.prototype.send;
      window.sentFiles = [];
      XMLHttpRequest.prototype.send = function (body) {
        const file = body instanceof FormData ? body.get('file') : null;
        if (file instanceof Blob) window.sentFiles.push({ name: file.name, type: file.type, size: file.size });
        return send.call(this, body);
      };
    })()`);
    const sentFiles = () => page.evaluate<Array<{ name: string; type: string; size: number }>>('window.sentFiles');
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');

    try {
      for (const language of ['en', 'ar'] as const) {
        await setLanguage(language);
        await page.goto('/cardTopUp');
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
        expect((await page.locator('html').getAttribute('dir')) === 'rtl').toBe(language === 'ar');
        const field = page.getByTestId('evidence-uploader');
        await field.waitFor();
        await page.getByTestId('recharge-amount').locator('input').fill('80');

        await network.send('Network.emulateNetworkConditions', SLOW_UPLINK);
        await field
          .locator('input[type=file]')
          .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
        await field.getByRole('progressbar').waitFor();
        // One picture of the tile going up (screenshots cost seconds on a busy machine): right to left.
        if (language === 'ar') await shot('uploading-ar');
        await uploadedTiles(page, 'evidence-uploader').first().waitFor({ timeout: 60_000 });
        await network.send('Network.emulateNetworkConditions', NO_LIMIT);
        expect(await field.getByRole('alert').count()).toBe(0);

        // What went up (the gateway stores it byte for byte): a JPEG turned upright and scaled to
        // 1600 px, a fraction of the camera's bytes.
        const src = await uploadedTiles(page, 'evidence-uploader').first().getAttribute('src');
        const stored = Buffer.from(await (await page.request.get(src ?? '')).body());
        const scaled = await sharp(stored).metadata();
        expect(scaled).toMatchObject({ format: 'jpeg', width: 1067, height: 1600 });
        expect(scaled.orientation ?? 1).toBe(1);
        expect(await sentFiles()).toEqual([{ name: 'IMG_2041.jpg', type: 'image/jpeg', size: stored.length }]);
        expect(stored.length).toBeLessThan(photo.length / 4);

        await page.getByTestId('recharge-submit').click();
        await page.waitForURL('**/topUpRecord');
      }
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await setLanguage('en');
    }
  });
});
