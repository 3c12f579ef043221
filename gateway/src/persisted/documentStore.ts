import { LRUCache } from 'lru-cache';
import type { DocumentManifest } from './manifest.ts';

/** The key-value store Apollo keeps persisted queries in (its `KeyValueCache<string>`). */
export interface QueryStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, options?: { ttl?: number | null }): Promise<void>;
  delete(key: string): Promise<boolean | void>;
}

/** Apollo keeps persisted queries under this prefix in the cache it is given. */
const APQ_PREFIX = 'apq:';

/**
 * The store behind Apollo's persisted queries: the manifest's documents first, so
 * the client's hashes are known from the first request on (no "not found" round
 * trip), then `registered` — where other clients' automatic persisted queries are
 * kept — if any. Without it (trusted documents) nothing is ever added.
 */
export class ManifestFirstStore implements QueryStore {
  constructor(
    private readonly manifest: DocumentManifest,
    private readonly registered?: QueryStore,
  ) {}

  async get(key: string): Promise<string | undefined> {
    const known = key.startsWith(APQ_PREFIX) ? this.manifest.get(key.slice(APQ_PREFIX.length)) : undefined;
    return known ?? this.registered?.get(key);
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    if (key.startsWith(APQ_PREFIX) && this.manifest.has(key.slice(APQ_PREFIX.length))) return;
    await this.registered?.set(key, value, options);
  }

  async delete(key: string): Promise<boolean | void> {
    return this.registered?.delete(key);
  }
}

/** Where other clients' automatic persisted queries are kept in one process (development). */
export function inMemoryQueryStore(maxBytes = 8 * 1024 * 1024): QueryStore {
  const entries = new LRUCache<string, string>({ maxSize: maxBytes, sizeCalculation: (value, key) => value.length + key.length });
  return {
    async get(key) {
      return entries.get(key);
    },
    async set(key, value, options) {
      entries.set(key, value, options?.ttl ? { ttl: options.ttl * 1000 } : undefined);
    },
    async delete(key) {
      return entries.delete(key);
    },
  };
}
