import { z } from 'zod';
import { fragment, setting } from '../settingFragment.ts';

/** The public cache: how long user-independent answers are shared, and kept past that. */
export const publicCacheSettings = fragment({
  publicCacheTtlMs: setting(
    'PUBLIC_CACHE_TTL_MS',
    z.coerce
      .number()
      .int()
      .min(0)
      .default(30_000)
      .describe(
        "How long user-independent answers (banners, categories…) are shared: the public cache's TTL; `0` turns it off.",
      ),
  ),
  /** How long past its freshness a public answer may still be served (refreshing, or the legacy API failing). */
  staleIfErrorMs: setting(
    'STALE_IF_ERROR_S',
    z.coerce
      .number()
      .int()
      .min(0)
      .default(24 * 60 * 60)
      .transform((seconds) => seconds * 1000)
      .describe(
        'How long past `PUBLIC_CACHE_TTL_MS` a public answer is kept (in process and in Redis), to be served at once while one request refreshes it and for as long as the legacy API fails (timeout, no connection, 5xx, a broken answer, an open breaker); the answer then says so in `extensions.stale` and no cache may store it. `0`: an answer is gone when it stops being fresh.',
      ),
  ),
});

export type PublicCacheSettings = z.output<typeof publicCacheSettings>;
