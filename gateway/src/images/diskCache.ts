import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EncodedPicture } from './transform.ts';

/** A variant held on disk, as the response needs it. */
export interface CachedPicture extends EncodedPicture {
  /** Strong validator: a digest of the bytes, so equal bytes always have the same tag. */
  etag: string;
}

interface Entry {
  file: string;
  size: number;
  contentType: string;
  etag: string;
  storedAt: number;
}

const EXTENSIONS: Record<string, string> = {
  'image/avif': 'avif',
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};
const TYPES = new Map(Object.entries(EXTENSIONS).map(([type, extension]) => [extension, type]));

/** `<key>.<etag>.<extension>`: everything the index needs is in the name, so a restart rebuilds it from a listing. */
const FILE_NAME = /^([0-9a-f]{40})\.([A-Za-z0-9_-]{22})\.([a-z]+)$/;

/** The cache key of a variant: its source URL, width and format, hashed into a file-name-safe string. */
export function variantKey(source: string, width: number, format: string): string {
  return createHash('sha256').update(`${source}\n${width}\n${format}`).digest('hex').slice(0, 40);
}

function bodyTag(body: Buffer): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 22);
}

/**
 * A bounded cache of variants in a directory: at most `maxBytes` of files, the least recently
 * used removed first, each kept at most `maxAgeMs` (then made again from its source, which may
 * have changed). The index lives in memory, in use order (a Map keeps insertion order; a hit
 * moves its entry to the end); files are written whole under a temporary name, then renamed.
 */
export class DiskCache {
  private readonly entries = new Map<string, Entry>();
  private total = 0;
  private opening: Promise<void> | undefined;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
    private readonly maxAgeMs: number,
  ) {}

  /** Bytes held now (the files' sizes). */
  get size(): number {
    return this.total;
  }

  async get(key: string): Promise<CachedPicture | undefined> {
    await this.open();
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt > this.maxAgeMs) {
      this.remove(key, entry);
      return undefined;
    }
    let body: Buffer;
    try {
      body = await readFile(join(this.dir, entry.file));
    } catch {
      // Removed behind our back (another worker's eviction, a cleaned temp dir): a miss.
      this.forget(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { body, contentType: entry.contentType, etag: entry.etag };
  }

  async put(key: string, picture: EncodedPicture): Promise<CachedPicture> {
    const etag = bodyTag(picture.body);
    const cached = { ...picture, etag };
    const extension = EXTENSIONS[picture.contentType];
    if (extension === undefined || picture.body.length > this.maxBytes) return cached;
    await this.open();
    const file = `${key}.${etag}.${extension}`;
    const temporary = join(this.dir, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, picture.body);
      await rename(temporary, join(this.dir, file));
    } catch {
      // A full or read-only disk costs the cache, not the answer.
      await unlink(temporary).catch(() => undefined);
      return cached;
    }
    const previous = this.entries.get(key);
    if (previous) this.forget(key, previous);
    this.add(key, { file, size: picture.body.length, contentType: picture.contentType, etag, storedAt: Date.now() });
    this.evict();
    return cached;
  }

  private open(): Promise<void> {
    // A directory that cannot be made or read (read-only, not a directory) leaves the index empty and
    // every write failing: pictures are then made for each request, never refused for the cache's sake.
    this.opening ??= this.load().catch(() => undefined);
    return this.opening;
  }

  /** Indexes what an earlier run left, oldest first, drops leftovers of interrupted writes, then trims. */
  private async load(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const found: (Entry & { key: string })[] = [];
    for (const name of await readdir(this.dir)) {
      const path = join(this.dir, name);
      const match = FILE_NAME.exec(name);
      const contentType = match ? TYPES.get(match[3] ?? '') : undefined;
      if (!match || contentType === undefined) {
        if (name.endsWith('.tmp')) await unlink(path).catch(() => undefined);
        continue;
      }
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) continue;
      found.push({
        key: match[1] ?? '',
        file: name,
        size: info.size,
        contentType,
        etag: match[2] ?? '',
        storedAt: info.mtimeMs,
      });
    }
    found.sort((a, b) => a.storedAt - b.storedAt);
    for (const { key, ...entry } of found) {
      const previous = this.entries.get(key);
      if (previous) this.remove(key, previous);
      this.add(key, entry);
    }
    this.evict();
  }

  private add(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    this.total += entry.size;
  }

  private forget(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.total -= entry.size;
  }

  private remove(key: string, entry: Entry): void {
    this.forget(key, entry);
    void unlink(join(this.dir, entry.file)).catch(() => undefined);
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.total <= this.maxBytes) return;
      this.remove(key, entry);
    }
  }
}
