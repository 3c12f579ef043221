import { LRUCache } from 'lru-cache';

/**
 * Answers of user-independent legacy calls (platform info, banners, categories,
 * hot lists, keywords, languages, help, law), shared across requests for a short
 * TTL. Keys hold the path, the parameters and the language; the calls behind
 * them are made without any token, so nothing of one user can reach another.
 * In-flight calls are shared too, and a failed call is forgotten at once.
 */
export class PublicCache {
  private readonly entries: LRUCache<string, Promise<unknown>>;

  constructor(ttlMs: number, max = 500) {
    this.entries = new LRUCache({ max, ttl: Math.max(ttlMs, 1), ttlAutopurge: false });
    this.enabled = ttlMs > 0;
  }

  private readonly enabled: boolean;

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const cached = this.entries.get(key);
    if (cached) return cached as Promise<T>;
    const pending = load();
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    return pending;
  }

  clear(): void {
    this.entries.clear();
  }
}
