import type { PersistedQueryStore } from '../shared/persistedQueries.ts';
import type { DocumentManifest } from './manifest.ts';

/** Apollo keeps persisted queries under this prefix in the cache it is given. */
const APQ_PREFIX = 'apq:';

/**
 * The store behind Apollo's persisted queries: the manifest's documents first, so
 * the client's hashes are known from the first request on (no "not found" round
 * trip), then `registered` — where other clients' automatic persisted queries are
 * kept — if any. Without it (trusted documents) nothing is ever added.
 */
export class ManifestFirstStore implements PersistedQueryStore {
  constructor(
    private readonly manifest: DocumentManifest,
    private readonly registered?: PersistedQueryStore,
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
