import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { SharedRedis } from '../shared/redis.ts';
import { isOutage } from './outage.ts';

/** What a lookup came to, for the metrics: fresh, past its freshness, or not there. */
type CacheLookup = 'hit' | 'stale' | 'miss';

export interface PublicCacheOptions {
  max?: number;
  /**
   * How long past its freshness an answer is kept (STALE_IF_ERROR_S), to be served while it is
   * refreshed or while the legacy API fails; `0`: an answer is gone when it stops being fresh.
   */
  staleMs?: number;
  /**
   * With Redis: how long one instance holds the refresh of an entry before another may try (the
   * legacy call's deadline, so a refresh that hangs does not keep the others from ever trying).
   */
  refreshLockMs?: number;
  /** Redis shared by every instance: an answer one instance fetched serves them all. */
  shared?: SharedRedis;
  onLookup?: (result: CacheLookup) => void;
}

/** An answer as kept here and in Redis: when it was fetched and when it stops being fresh. */
interface Entry {
  fetchedAt: number;
  expiresAt: number;
  value: unknown;
}

/** Deletes the refresh lock only if it is still this instance's (it may have lapsed and been taken). */
const RELEASE_LOCK = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

/**
 * Answers of user-independent legacy calls (platform info, banners, categories,
 * hot lists, keywords, languages, help, law), shared across requests for a short
 * TTL. Keys hold the path, the parameters and the language; the calls behind
 * them are made without any token, so nothing of one user can reach another.
 *
 * A missing answer is loaded once however many requests ask at the same time (they
 * wait for that one call), and a failed load is forgotten at once. An answer past its
 * freshness stays for `staleMs` more: it is served at once, said to be stale
 * (`onStale`), while one refresh runs behind it (stale while revalidate, one refresh
 * per entry however many requests ask); a refresh that fails from an outage keeps the
 * stale answer, one the legacy API refused drops it. So no shopper waits at a TTL
 * boundary, the legacy API gets one call rather than one per request, and while it is
 * down the last answers keep being served.
 *
 * With Redis, an answer fetched by one instance is stored there, for the same time, and
 * found by the others; each also keeps it in process. A refresh first looks there (another
 * instance may have refreshed it already), then takes a short lock, so one instance of
 * the fleet makes the call. Redis failing is a miss, never an error.
 */
export class PublicCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Loads of missing answers in flight, which the requests asking wait for. */
  private readonly loading = new Map<string, Promise<Entry>>();
  /** Refreshes in flight, which nobody waits for. */
  private readonly refreshing = new Set<string>();
  private readonly enabled: boolean;
  private readonly staleMs: number;

  constructor(
    private readonly ttlMs: number,
    private readonly options: PublicCacheOptions = {},
  ) {
    this.staleMs = ttlMs > 0 ? Math.max(options.staleMs ?? 0, 0) : 0;
    this.entries = new LRUCache({ max: options.max ?? 500, ttl: Math.max(ttlMs + this.staleMs, 1) });
    this.enabled = ttlMs > 0;
  }

  /**
   * The answer kept under `key`, else `load()`'s. `onStale` hears the age of an answer
   * served past its freshness (the caller tells the client so).
   */
  async get<T>(key: string, load: () => Promise<T>, onStale?: (ageMs: number) => void): Promise<T> {
    if (!this.enabled) return load();
    let entry = this.usable(this.entries.get(key));
    if (entry) {
      this.options.onLookup?.(entry.expiresAt > Date.now() ? 'hit' : 'stale');
    } else {
      let pending = this.loading.get(key);
      if (pending) {
        this.options.onLookup?.('hit');
      } else {
        pending = this.fromSharedOrLoad(key, load).finally(() => this.loading.delete(key));
        this.loading.set(key, pending);
      }
      entry = await pending;
    }
    const now = Date.now();
    if (entry.expiresAt <= now) {
      this.refresh(key, load);
      onStale?.(now - entry.fetchedAt);
    }
    return entry.value as T;
  }

  clear(): void {
    this.entries.clear();
  }

  /** The entry unless it is past the time it may be served stale. */
  private usable(entry: Entry | undefined): Entry | undefined {
    return entry && entry.expiresAt + this.staleMs > Date.now() ? entry : undefined;
  }

  private async fromSharedOrLoad(key: string, load: () => Promise<unknown>): Promise<Entry> {
    const shared = await this.readShared(key);
    if (shared) {
      this.options.onLookup?.(shared.expiresAt > Date.now() ? 'hit' : 'stale');
      this.keep(key, shared);
      return shared;
    }
    this.options.onLookup?.('miss');
    return this.loadAndKeep(key, load);
  }

  /** One refresh of a stale entry at a time; the requests meanwhile get the stale answer. */
  private refresh(key: string, load: () => Promise<unknown>): void {
    if (this.refreshing.has(key)) return;
    this.refreshing.add(key);
    void this.refreshOnce(key, load)
      .catch((error: unknown) => {
        // Down or broken: the stale answer is what there is. Refused: the legacy API's word counts.
        if (!isOutage(error)) return this.forget(key);
        return undefined;
      })
      .finally(() => this.refreshing.delete(key));
  }

  private async refreshOnce(key: string, load: () => Promise<unknown>): Promise<void> {
    const redis = this.options.shared?.client('cache');
    if (!redis) {
      await this.loadAndKeep(key, load);
      return;
    }
    const shared = await this.readShared(key);
    if (shared && shared.expiresAt > Date.now()) {
      this.keep(key, shared);
      return;
    }
    const lockKey = `gw:public-lock:${key}`;
    const token = randomUUID();
    // Redis failing to answer is no reason to leave the entry stale: refresh it here.
    const locked = await redis
      .set(lockKey, token, 'PX', this.options.refreshLockMs ?? 10_000, 'NX')
      .catch(() => 'OK' as const);
    if (locked !== 'OK') return; // another instance is refreshing it; its answer is found in Redis
    try {
      await this.loadAndKeep(key, load);
    } finally {
      await redis.eval(RELEASE_LOCK, 1, lockKey, token).catch(() => undefined);
    }
  }

  private async loadAndKeep(key: string, load: () => Promise<unknown>): Promise<Entry> {
    const value = await load();
    const now = Date.now();
    const entry: Entry = { fetchedAt: now, expiresAt: now + this.ttlMs, value };
    this.keep(key, entry);
    await this.options.shared
      ?.client('cache')
      ?.set(this.sharedKey(key), JSON.stringify(entry), 'PX', this.ttlMs + this.staleMs)
      .catch(() => undefined);
    return entry;
  }

  /** Kept here until it may no longer be served: it expires here when it expires there. */
  private keep(key: string, entry: Entry): void {
    this.entries.set(key, entry, { ttl: Math.max(entry.expiresAt + this.staleMs - Date.now(), 1) });
  }

  private async forget(key: string): Promise<void> {
    this.entries.delete(key);
    await this.options.shared
      ?.client('cache')
      ?.del(this.sharedKey(key))
      .catch(() => undefined);
  }

  private sharedKey(key: string): string {
    return `gw:public:${key}`;
  }

  private async readShared(key: string): Promise<Entry | undefined> {
    const redis = this.options.shared?.client('cache');
    if (!redis) return undefined;
    const text = await redis.get(this.sharedKey(key)).catch(() => null);
    if (text === null) return undefined;
    try {
      const entry = JSON.parse(text) as Partial<Entry> | null;
      if (typeof entry?.expiresAt !== 'number') return undefined;
      // Entries written before stale answers were kept had no fetch time: one TTL before expiry.
      const fetchedAt = typeof entry.fetchedAt === 'number' ? entry.fetchedAt : entry.expiresAt - this.ttlMs;
      return this.usable({ fetchedAt, expiresAt: entry.expiresAt, value: entry.value });
    } catch {
      return undefined; // not ours, or cut short: a miss
    }
  }
}
