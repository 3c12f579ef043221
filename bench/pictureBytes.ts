import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { firstHotProduct, startProduct, type RunningProduct } from './productProcess.ts';

/*
 * `npm run bench:images`, part 2: the picture bytes a shopper's phone downloads, in Chromium on a
 * 390×844 screen at 2× (the issue's phone), with the stand-in's real-size photos (LEGACY_PHOTOS=real),
 * from the production build. For each page: the pictures received and their bytes on the wire, what
 * the same pictures weigh passed through unchanged (the originals, as before the pipeline), the
 * formats, and the widest picture against its box × density. Run `npm run build` first.
 */

const CHROME = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const WIDTH = 390;
const HEIGHT = 844;
const DENSITY = 2;
/** Screens scrolled on Home after the first. */
const SCROLLS = 8;
/** The narrowest variant: a box narrower than it cannot get a smaller picture. */
const SMALLEST_VARIANT = 96;

interface Picture {
  url: string;
  type: string;
  bytes: number;
  /** Its width in pixels, decoded (none for drawings). */
  width?: number;
}

interface Row {
  page: string;
  pictures: Picture[];
  widest: number;
  target?: number;
}

/** Every picture the page receives, by URL (each counted once, as the browser cache would). */
function recordPictures(page: Page): Map<string, Promise<Picture | undefined>> {
  const pictures = new Map<string, Promise<Picture | undefined>>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'image' || pictures.has(request.url())) return;
    pictures.set(
      request.url(),
      (async () => {
        const response = await request.response();
        if (!response?.ok()) return undefined;
        const { responseBodySize } = await request.sizes();
        const type = response.headers()['content-type'] ?? '?';
        const width = type.startsWith('image/svg') ? undefined : (await sharp(await response.body()).metadata()).width;
        return { url: request.url(), type, bytes: responseBodySize, ...(width === undefined ? {} : { width }) };
      })(),
    );
  });
  return pictures;
}

/**
 * The page's code as text: this file is type-checked for Node, without the DOM's types. Whether
 * every picture in view has been decoded (lazy ones below the fold aside).
 */
const PICTURES_IN_VIEW_DONE = `[...document.images].every((image) => {
  const box = image.getBoundingClientRect();
  const inView = box.width > 0 && box.bottom > 0 && box.top < innerHeight;
  return image.complete || !inView;
})`;

/** Each decoded picture on the page: the address the browser chose and its box's width in CSS pixels. */
const SHOWN = `[...document.images]
  .filter((image) => image.complete && image.naturalWidth > 0 && image.currentSrc !== '')
  .map((image) => ({ src: image.currentSrc, box: image.getBoundingClientRect().width }))`;

/**
 * Waits until the network is quiet and every picture in view has been decoded. Polled from here:
 * waitForFunction polls with eval, which the storefront's CSP refuses.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  while (!(await page.evaluate<boolean>(PICTURES_IN_VIEW_DONE))) await page.waitForTimeout(100);
  await page.waitForLoadState('networkidle');
}

/**
 * The largest ratio of a shown photo's real width (decoded from the bytes received) to its box ×
 * density; drawings and pictures at the smallest variant (a narrower box cannot get less) aside.
 * (`naturalWidth` would not do: with a `w` srcset it is already divided by the density chosen.)
 */
async function widestRatio(page: Page, pictures: Map<string, Promise<Picture | undefined>>): Promise<number> {
  let widest = 0;
  for (const { src, box } of await page.evaluate<Array<{ src: string; box: number }>>(SHOWN)) {
    const width = (await pictures.get(src))?.width;
    if (width === undefined || width <= SMALLEST_VARIANT || box <= 0) continue;
    widest = Math.max(widest, width / (box * DENSITY));
  }
  return widest;
}

async function collected(pictures: Map<string, Promise<Picture | undefined>>): Promise<Picture[]> {
  return (await Promise.all(pictures.values())).filter((picture): picture is Picture => picture !== undefined);
}

/** What a picture weighs passed through unchanged: its original, without the `w` the pipeline reads. */
const originals = new Map<string, Promise<number>>();
function originalBytes(url: string): Promise<number> {
  const original = new URL(url);
  original.searchParams.delete('w');
  const key = original.toString();
  let bytes = originals.get(key);
  if (!bytes) {
    bytes = fetch(key).then(async (response) => (await response.arrayBuffer()).byteLength);
    originals.set(key, bytes);
  }
  return bytes;
}

const kb = (bytes: number) => Math.round(bytes / 1024).toLocaleString('en');

async function measure(product: RunningProduct): Promise<Row[]> {
  const { productId, shopId } = await firstHotProduct(product.legacyUrl);
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const rows: Row[] = [];
  try {
    // Each page in a fresh context: nothing from the browser cache.
    const open = async (path: string) => {
      const fresh = await browser.newContext({
        viewport: { width: WIDTH, height: HEIGHT },
        deviceScaleFactor: DENSITY,
        isMobile: true,
        hasTouch: true,
        locale: 'en-US',
        baseURL: product.url,
      });
      const page = await fresh.newPage();
      const pictures = recordPictures(page);
      await page.goto(path);
      await settle(page);
      return { page, pictures, close: () => fresh.close() };
    };

    const home = await open('/home');
    rows.push({
      page: 'Home, first screen',
      pictures: await collected(home.pictures),
      widest: await widestRatio(home.page, home.pictures),
      target: 150,
    });
    for (let screen = 0; screen < SCROLLS; screen += 1) {
      await home.page.mouse.move(WIDTH / 2, HEIGHT / 2);
      await home.page.mouse.wheel(0, HEIGHT);
      await settle(home.page);
    }
    rows.push({
      page: `Home, after ${SCROLLS} screens`,
      pictures: await collected(home.pictures),
      widest: await widestRatio(home.page, home.pictures),
      target: 600,
    });
    await home.close();

    const detail = await open(`/detail/${productId}/${shopId}`);
    rows.push({
      page: 'product page',
      pictures: await collected(detail.pictures),
      widest: await widestRatio(detail.page, detail.pictures),
      target: 200,
    });
    await detail.close();

    const shop = await open(`/shop/${shopId}`);
    rows.push({
      page: 'shop page',
      pictures: await collected(shop.pictures),
      widest: await widestRatio(shop.page, shop.pictures),
    });
    await shop.close();
  } finally {
    await browser.close();
  }
  return rows;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-picture-bytes-'));
  let product: RunningProduct | undefined;
  try {
    product = await startProduct(dir, 'real');
    const rows = await measure(product);
    console.log('');
    console.log(
      `Picture bytes on a ${WIDTH}×${HEIGHT} phone at ${DENSITY}×, real-size photos, Chromium ` +
        `(Accept: AVIF, WebP); ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${new Date().toISOString().slice(0, 10)}.`,
    );
    console.log('');
    console.log(
      '| page | pictures | bytes (KB) | target (KB) | passed through unchanged (KB) | formats | widest vs needed |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | --- | ---: |');
    let missed = false;
    for (const row of rows) {
      const bytes = row.pictures.reduce((sum, picture) => sum + picture.bytes, 0);
      const unchanged = (await Promise.all(row.pictures.map((picture) => originalBytes(picture.url)))).reduce(
        (sum, size) => sum + size,
        0,
      );
      const formats = new Map<string, number>();
      for (const picture of row.pictures) formats.set(picture.type, (formats.get(picture.type) ?? 0) + 1);
      const over = row.target !== undefined && bytes / 1024 > row.target;
      // A page without a picture is a page that did not draw (seen with a gateway build older than
      // the client's): no figure, not a target met.
      const blank = row.pictures.length === 0;
      missed ||= over || blank || row.widest > 1.5;
      console.log(
        `| ${row.page} | ${row.pictures.length}${blank ? ' ✗ (is the build current? npm run build)' : ''} | ${kb(bytes)} | ${row.target === undefined ? '—' : `≤ ${row.target}${over ? ' ✗' : ''}`} | ` +
          `${kb(unchanged)} | ${[...formats].map(([type, count]) => `${type.replace('image/', '').replace(/;.*/, '')} ${count}`).join(', ')} | ` +
          `${row.widest.toFixed(2)}×${row.widest > 1.5 ? ' ✗' : ''} |`,
      );
    }
    console.log('');
    console.log(
      missed
        ? 'picture bytes: a target is missed (✗)'
        : 'picture bytes: every page within its target, no picture over 1.5×',
    );
    process.exitCode = missed ? 1 : 0;
  } finally {
    product?.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
