import { LRUCache } from 'lru-cache';
import type { SharedRedis } from '../shared/redis.ts';

/** What the legacy API addresses a listing by, besides its own id. */
export interface ListingKey {
  mer_id: number;
  product_id: number;
}

/** Listings the process remembers; a listing is two numbers, so this is a few megabytes at most. */
const LOCAL_LISTINGS = 100_000;
/** How long Redis keeps a listing not served again: a listing's shop and product never change. */
const TTL_SECONDS = 30 * 24 * 60 * 60;

const redisKey = (listingId: number) => `gw:listing:${listingId}`;

/**
 * Which shop and product each listing id is (the legacy API has no call that reads a listing by its
 * own id, and its cart and checkout calls want all three). Every product the gateway serves names
 * the three (the Product resolvers note them as `id` is read), so a client can only hold a listing
 * id the gateway has served: it is remembered in the process and, with REDIS_URL, in Redis for
 * every instance, for 30 days after it was last served.
 */
export class ListingDirectory {
  private readonly local = new LRUCache<number, ListingKey>({ max: LOCAL_LISTINGS });

  constructor(private readonly shared?: SharedRedis) {}

  /** Notes a listing as served; Redis is written once per process and listing, in the background. */
  note(listingId: number, key: ListingKey): void {
    const known = this.local.get(listingId);
    if (known?.mer_id === key.mer_id && known.product_id === key.product_id) return;
    this.local.set(listingId, { mer_id: key.mer_id, product_id: key.product_id });
    this.shared
      ?.client('cache')
      ?.set(redisKey(listingId), `${key.mer_id}:${key.product_id}`, 'EX', TTL_SECONDS)
      .catch(() => undefined);
  }

  /** The listing's shop and product, or undefined when no instance has served it. */
  async find(listingId: number): Promise<ListingKey | undefined> {
    const own = this.local.get(listingId);
    if (own) return own;
    const redis = this.shared?.client('cache');
    if (!redis) return undefined;
    const stored = await redis.get(redisKey(listingId)).catch(() => null);
    const match = stored === null ? null : /^(\d+):(\d+)$/.exec(stored);
    if (!match) return undefined;
    const key = { mer_id: Number(match[1]), product_id: Number(match[2]) };
    this.local.set(listingId, key);
    return key;
  }
}
