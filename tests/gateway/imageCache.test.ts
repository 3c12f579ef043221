import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskCache, variantKey } from '../../gateway/src/images/diskCache.ts';
import { TransformQueue } from '../../gateway/src/images/queue.ts';
import { ImageRefusal } from '../../gateway/src/images/refusal.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A variant of `size` bytes, each byte `fill` (so two of them differ). */
function picture(size: number, fill: number) {
  return { body: Buffer.alloc(size, fill), contentType: 'image/webp' };
}

const key = (name: string) => variantKey(`/uploads/${name}.jpg`, 360, 'webp');

describe('the disk cache of variants', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'image-cache-test-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('gives back what it holds, with a strong ETag of the bytes', async () => {
    const cache = new DiskCache(dir, 10_000, DAY_MS);
    const stored = await cache.put(key('a'), picture(100, 1));
    const found = await cache.get(key('a'));
    expect(found?.body.equals(picture(100, 1).body)).toBe(true);
    expect(found?.etag).toBe(stored.etag);
    expect(found?.contentType).toBe('image/webp');
    expect((await cache.put(key('b'), picture(100, 1))).etag).toBe(stored.etag);
    expect((await cache.put(key('c'), picture(100, 2))).etag).not.toBe(stored.etag);
  });

  it('stays under its size limit, removing the least recently used first', async () => {
    const cache = new DiskCache(dir, 1000, DAY_MS);
    await cache.put(key('a'), picture(400, 1));
    await cache.put(key('b'), picture(400, 2));
    // a is used again, so b is now the least recently used.
    expect(await cache.get(key('a'))).toBeDefined();
    await cache.put(key('c'), picture(400, 3));
    expect(cache.size).toBe(800);
    expect(await cache.get(key('b'))).toBeUndefined();
    expect(await cache.get(key('a'))).toBeDefined();
    expect(await cache.get(key('c'))).toBeDefined();
    await expect.poll(async () => (await readdir(dir)).length).toBe(2);
  });

  it('does not keep a variant larger than the whole cache', async () => {
    const cache = new DiskCache(dir, 1000, DAY_MS);
    const stored = await cache.put(key('big'), picture(1500, 1));
    expect(stored.body.length).toBe(1500);
    expect(await cache.get(key('big'))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('finds what an earlier process left, and trims it to its own limit', async () => {
    const earlier = new DiskCache(dir, 10_000, DAY_MS);
    await earlier.put(key('a'), picture(400, 1));
    await earlier.put(key('b'), picture(400, 2));
    // Both may be written within one clock tick: a is made a minute older, as it would be in use.
    const fileOfA = (await readdir(dir)).find((name) => name.startsWith(key('a')));
    const minuteAgo = new Date(Date.now() - 60_000);
    await utimes(join(dir, fileOfA ?? ''), minuteAgo, minuteAgo);
    const later = new DiskCache(dir, 500, DAY_MS);
    expect((await later.get(key('b')))?.body.equals(picture(400, 2).body)).toBe(true);
    expect(await later.get(key('a'))).toBeUndefined();
    expect(later.size).toBe(400);
  });

  it('answers without caching when its directory cannot be made', async () => {
    const file = join(dir, 'a-file');
    await writeFile(file, 'not a directory');
    const cache = new DiskCache(join(file, 'cache'), 10_000, DAY_MS);
    const stored = await cache.put(key('a'), picture(100, 1));
    expect(stored.body.equals(picture(100, 1).body)).toBe(true);
    expect(await cache.get(key('a'))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('makes a variant again once it is older than its maximum age', async () => {
    const cache = new DiskCache(dir, 10_000, -1);
    await cache.put(key('a'), picture(100, 1));
    expect(await cache.get(key('a'))).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

/** A task that records its start and ends when released. */
function gatedTask(order: string[], name: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    task: async () => {
      order.push(name);
      await gate;
    },
    release: () => release(),
  };
}

describe('the transform queue', () => {
  it('runs at most its concurrency at once and refuses past its waiting room', async () => {
    const queue = new TransformQueue(1, 1);
    const order: string[] = [];
    const first = gatedTask(order, 'first');
    const running = queue.enter('a').run(first.task);
    const second = queue.enter('a').run(async () => {
      order.push('second');
    });
    expect(queue.load).toEqual({ running: 1, waiting: 1 });
    expect(() => queue.enter('b')).toThrow(new ImageRefusal('busy'));
    expect(order).toEqual(['first']);
    first.release();
    await Promise.all([running, second]);
    expect(order).toEqual(['first', 'second']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('gives the next slot to the address that waited longest, not to the one that sent the most', async () => {
    const queue = new TransformQueue(1, 20);
    const order: string[] = [];
    const flood = Array.from({ length: 5 }, (_, n) => gatedTask(order, `flood-${n}`));
    const done = flood.map((task) => queue.enter('203.0.113.9').run(task.task));
    const shopper = gatedTask(order, 'shopper');
    done.push(queue.enter('198.51.100.7').run(shopper.task));
    expect(queue.load).toEqual({ running: 1, waiting: 5 });
    for (const task of [...flood, shopper]) task.release();
    await Promise.all(done);
    expect(order).toEqual(['flood-0', 'shopper', 'flood-1', 'flood-2', 'flood-3', 'flood-4']);
  });

  it('keeps half the waiting room from any one address, and gives back a place left unused', () => {
    // 1 slot and 4 waiting: 5 places, at most 1 + 2 of them one address's.
    const queue = new TransformQueue(1, 4);
    const places = [queue.enter('a'), queue.enter('a'), queue.enter('a')];
    expect(() => queue.enter('a')).toThrow(new ImageRefusal('busy'));
    places.push(queue.enter('b'), queue.enter('c'));
    expect(() => queue.enter('d')).toThrow(new ImageRefusal('busy'));
    places[0]?.leave();
    places[0]?.leave();
    expect(() => queue.enter('a')).not.toThrow();
    expect(() => queue.enter('d')).toThrow(new ImageRefusal('busy'));
  });
});
