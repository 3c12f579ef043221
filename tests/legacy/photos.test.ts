import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../legacy/config.ts';
import { startLegacy, type RunningLegacy } from '../../legacy/server.ts';

/*
 * LEGACY_PHOTOS=real: the stand-in's data names real-size JPEG photos instead of the drawn
 * SVGs, and switching an existing database back and forth at start follows the setting.
 */

const dir = mkdtempSync(join(tmpdir(), 'legacy-photos-'));
const running: RunningLegacy[] = [];

async function start(photos: string): Promise<RunningLegacy> {
  const config = readConfig({
    LEGACY_PORT: '0',
    LEGACY_DB: join(dir, 'legacy.db'),
    LEGACY_UPLOAD_DIR: join(dir, 'uploads'),
    LEGACY_PHOTOS: photos,
  });
  const legacy = await startLegacy(config);
  running.push(legacy);
  return legacy;
}

afterAll(async () => {
  await Promise.all(running.map((legacy) => legacy.close().catch(() => undefined)));
  rmSync(dir, { recursive: true, force: true });
});

function storedPictures(legacy: RunningLegacy): { product: string; shop: string; avatar: string; logo: string } {
  const one = (sql: string) => (legacy.db.prepare(sql).pluck().get() as string).split(',')[0] ?? '';
  return {
    product: one('SELECT image FROM products ORDER BY product_id LIMIT 1'),
    shop: one('SELECT mer_avatar FROM merchants ORDER BY mer_id LIMIT 1'),
    avatar: one("SELECT avatar FROM users WHERE avatar LIKE '/static/img/%' ORDER BY id LIMIT 1"),
    logo: one("SELECT value FROM settings WHERE key = 'logo'"),
  };
}

describe('LEGACY_PHOTOS', () => {
  it('refuses a value it does not know', () => {
    expect(() => readConfig({ LEGACY_PHOTOS: 'yes' })).toThrow('LEGACY_PHOTOS must be real or drawn, got "yes"');
  });

  it('names real-size JPEG photos, the logo aside, and serves them', async () => {
    const legacy = await start('real');
    const stored = storedPictures(legacy);
    expect(stored.product).toMatch(/^\/static\/img\/product\/.+\.jpg$/);
    expect(stored.shop).toMatch(/\.jpg$/);
    expect(stored.avatar).toMatch(/\.jpg$/);
    expect(stored.logo).toBe('/static/img/logo/logo.svg');

    const product = await fetch(`${legacy.url}${stored.product}`);
    expect(product.status).toBe(200);
    expect(product.headers.get('content-type')).toBe('image/jpeg');
    const photo = Buffer.from(await product.arrayBuffer());
    const metadata = await sharp(photo).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 1200,
    });
    // As heavy as a camera's photo, not as light as a flat drawing.
    expect(photo.length).toBeGreaterThan(150_000);
    const again = Buffer.from(await (await fetch(`${legacy.url}${stored.product}`)).arrayBuffer());
    expect(again.equals(photo)).toBe(true);

    const avatar = await sharp(
      Buffer.from(await (await fetch(`${legacy.url}${stored.avatar}`)).arrayBuffer()),
    ).metadata();
    expect({ width: avatar.width, height: avatar.height }).toEqual({ width: 400, height: 400 });

    const banners = (await (await fetch(`${legacy.url}/api/index/banner`, { headers: { lang: 'ar' } })).json()) as {
      data: string[];
    };
    expect(banners.data[0]).toBe('/static/img/banner/1-ar.jpg');
    await legacy.close();
    running.splice(running.indexOf(legacy), 1);
  });

  it('goes back to the drawn pictures on the same database', async () => {
    const legacy = await start('drawn');
    const stored = storedPictures(legacy);
    expect(stored.product).toMatch(/^\/static\/img\/product\/.+\.svg$/);
    expect(stored.shop).toMatch(/\.svg$/);
    expect(stored.avatar).toMatch(/\.svg$/);
    expect(stored.logo).toBe('/static/img/logo/logo.svg');
  });
});
