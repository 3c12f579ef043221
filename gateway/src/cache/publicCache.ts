import { LRUCache } from 'lru-cache';
import type { SharedRedis } from '../shared/redis.ts';

/** What a lookup came to, for the metrics. */
type CacheLookup = 'hit' | 'miss';

export interface PublicCacheOptions {
  max?: number;
  /** Redis shared by every instance: an answer one instance fetched serves them all. */
  shared?: SharedRedis;
  onLookup?: (result: CacheLookup) => void;
}

/** An answer as Redis keeps it: when it stops being fresh, so every instance expires it alike. */
interface SharedEntry {
  expiresAt: number;
  value: unknown;
}

function readEntry(text: string | null): SharedEntry | undefined {
  if (text === null) return undefined;
  try {
    const entry = JSON.parse(text) as SharedEntry;
    return typeof entry?.expiresAt === 'number' ? entry : undefined;
  } catch {
    return undefined; // not ours, or cut short: a miss
  }
}

/**
 * Answers of user-independent legacy calls (platform info, banners, categories,
 * hot lists, keywords, languages, help, law), shared across requests for a short
 * TTL. Keys hold the path, the parameters and the language; the calls behind
 * them are made without any token, so nothing of one user can reach another.
 * In-flight calls are shared too, and a failed call is forgotten at once.
 *
 * With Redis, an answer fetched by one instance is stored there for the same TTL
 * and found by the others; each also keeps it in process until it expires. Redis
 * failing is a miss, never an error.
 */
export class PublicCache {
  private readonly entries: LRUCache<string, Promise<unknown>>;
  private readonly enabled: boolean;

  constructor(
    private readonly ttlMs: number,
    private readonly options: PublicCacheOptions = {},
  ) {
    this.entries = new LRUCache({ max: options.max ?? 500, ttl: Math.max(ttlMs, 1), ttlAutopurge: false });
    this.enabled = ttlMs > 0;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const cached = this.entries.get(key);
    if (cached) {
      this.options.onLookup?.('hit');
      return cached as Promise<T>;
    }
    const pending = this.fromSharedOrLoad(key, load);
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    return pending;
  }

  clear(): void {
    this.entries.clear();
  }

  private async fromSharedOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    const redis = this.options.shared?.client();
    const sharedKey = `gw:public:${key}`;
    if (redis) {
      const found = await redis.get(sharedKey).catch(() => null);
      const entry = readEntry(found);
      const left = entry ? entry.expiresAt - Date.now() : 0;
      if (entry && left > 0) {
        this.options.onLookup?.('hit');
        // Expire here when it expires there.
        const value = Promise.resolve(entry.value as T);
        this.entries.set(key, value, { ttl: left });
        return value;
      }
    }
    this.options.onLookup?.('miss');
    const value = await load();
    const entry: SharedEntry = { expiresAt: Date.now() + this.ttlMs, value };
    await this.options.shared
      ?.client()
      ?.set(sharedKey, JSON.stringify(entry), 'PX', this.ttlMs)
      .catch(() => undefined);
    return value;
  }
}
