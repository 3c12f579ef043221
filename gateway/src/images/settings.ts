import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { fragment, setting } from '../settingFragment.ts';

/** The image pipeline (images/): its disk cache, input limits and transform queue. */
export const imageSettings = fragment({
  cacheDir: setting(
    'IMAGE_CACHE_DIR',
    z
      .string()
      .optional()
      .transform((dir) => dir ?? join(tmpdir(), 'storefront-image-cache'))
      .meta({
        description:
          "Directory of the image pipeline's disk cache of picture variants (`?w=` URLs); created when missing. Several workers may share it.",
        unset: '`storefront-image-cache` in the OS temp directory',
      }),
  ),
  cacheMaxBytes: setting(
    'IMAGE_CACHE_MAX_MB',
    z.coerce
      .number()
      .int()
      .min(0)
      .default(512)
      .transform((megabytes) => megabytes * 1024 * 1024)
      .describe(
        'Megabytes of variants the disk cache keeps at most (per gateway process); the least recently used go first. `0`: nothing is kept, every variant is made anew.',
      ),
  ),
  maxInputBytes: setting(
    'IMAGE_MAX_INPUT_BYTES',
    z.coerce
      .number()
      .int()
      .positive()
      .default(20 * 1024 * 1024)
      .describe(
        'Largest source picture the pipeline reads from the legacy API; a longer one answers 422 without the rest being read.',
      ),
  ),
  maxInputPixels: setting(
    'IMAGE_MAX_INPUT_PIXELS',
    z.coerce
      .number()
      .int()
      .positive()
      .default(50_000_000)
      .describe(
        'Pixels (width × height) a source picture may have; more answers 422 before it is decoded (a decompression bomb).',
      ),
  ),
  concurrency: setting(
    'IMAGE_TRANSFORMS',
    z.coerce
      .number()
      .int()
      .positive()
      .optional()
      .transform((transforms) => transforms ?? Math.max(1, availableParallelism() - 1))
      .meta({
        description:
          'Picture variants made at once (one core each); further ones wait in the queue. Leave cores to `/graphql`.',
        unset: 'one fewer than the cores, at least 1',
      }),
  ),
  maxWaiting: setting(
    'IMAGE_QUEUE_MAX',
    z.coerce
      .number()
      .int()
      .min(0)
      .default(128)
      .describe(
        'Picture variants that may wait for a transform (a cold Home page asks for some 60 at once); one more answers 503 + Retry-After at once, and so does one more of an address that already has half of them waiting (the other half stays for everyone else). Each waiting one holds its source in memory (a few hundred KB for a product photo).',
      ),
  ),
  /** Cold picture requests (cache misses, plain proxied files) per client address and rate-limit window; 0: off. */
  rateLimit: setting(
    'IMAGE_RATE_LIMIT',
    z.coerce
      .number()
      .int()
      .min(0)
      .default(6000)
      .describe(
        "Cold picture requests per client address and `RATE_LIMIT_WINDOW_S` on `/uploads/…` and `/static/…`: a variant neither in the disk cache nor being made, or a file through the plain proxy (each goes upstream); cache hits are not counted. Past it 429 + Retry-After. As high as `RATE_LIMIT_GENERAL`, as many shoppers share one carrier's address (a cold Home asks for some 60 pictures); `0`: off.",
      ),
  ),
});

export type ImageSettings = z.output<typeof imageSettings>;
