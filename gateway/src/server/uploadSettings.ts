import { z } from 'zod';
import { fragment, setting } from '../settingFragment.ts';

/** POST /upload: what one body must bring, what it may be, and how many run at once (server/upload.ts). */
export const uploadSettings = fragment({
  maxBytes: setting(
    'UPLOAD_MAX_BYTES',
    z.coerce
      .number()
      .int()
      .positive()
      .default(5 * 1024 * 1024)
      .describe(
        'Largest image `POST /upload` accepts (the client also refuses larger files before sending, at the default 5 MB).',
      ),
  ),
  idleTimeoutMs: setting(
    'UPLOAD_TIMEOUT_MS',
    z.coerce
      .number()
      .int()
      .positive()
      .default(120_000)
      .describe(
        "How long an upload's bytes may stop arriving: `POST /upload` then answers 408 `UPLOAD_TIMEOUT`. With `LEGACY_PASSTHROUGH`, the same idle limit guards a multipart upload forwarded to the legacy API (504 in its envelope). The legacy upload itself only starts once the whole file has come, and has `UPSTREAM_TIMEOUT_MS` for it (504 `UPSTREAM_TIMEOUT`).",
      ),
  ),
  minBytesPerSecond: setting(
    'UPLOAD_MIN_BYTES_PER_S',
    z.coerce
      .number()
      .int()
      .min(0)
      .default(1024)
      .describe(
        'The slowest `POST /upload` body accepted: after `UPLOAD_RATE_GRACE_MS`, each second must have brought this many bytes on average, or the upload answers 408 `UPLOAD_TIMEOUT` (a body trickling in a byte at a time holds a place for nothing). 1 KB/s is a tenth of a weak 2G uplink; `0`: no minimum, only `UPLOAD_TIMEOUT_MS`.',
      ),
  ),
  rateGraceMs: setting(
    'UPLOAD_RATE_GRACE_MS',
    z.coerce
      .number()
      .int()
      .min(0)
      .default(10_000)
      .describe(
        "How long an upload may take before `UPLOAD_MIN_BYTES_PER_S` applies (a phone's connection warming up); each byte after it buys 1/`UPLOAD_MIN_BYTES_PER_S` of a second more.",
      ),
  ),
  maxPixels: setting(
    'UPLOAD_MAX_PIXELS',
    z.coerce
      .number()
      .int()
      .positive()
      .default(24_000_000)
      .describe(
        'Most pixels (width × height, every frame of an animation counted) an uploaded image may have; more is refused with 400 before anything is stored. 24 million is a 6000×4000 camera photo: a few KB of compressed bytes can otherwise decode to gigabytes on every phone that shows it.',
      ),
  ),
  concurrency: setting(
    'UPLOAD_CONCURRENCY',
    z.coerce
      .number()
      .int()
      .positive()
      .default(16)
      .describe(
        'Uploads one gateway process receives or sends at once, each holding at most twice `UPLOAD_MAX_BYTES` in memory (the file, then the body sent of it); the legacy upload gets a connection pool of this size of its own, apart from `UPSTREAM_MAX_SOCKETS`. One more answers 503 `RATE_LIMITED` with `retryAfter` at once.',
      ),
  ),
  perSession: setting(
    'UPLOAD_PER_SESSION',
    z.coerce
      .number()
      .int()
      .positive()
      .default(4)
      .describe(
        'Uploads of one session (its token) at once in one process; one more answers 429 `RATE_LIMITED` with `retryAfter`. The storefront sends two at a time, however many pictures are chosen.',
      ),
  ),
  perAddress: setting(
    'UPLOAD_PER_ADDRESS',
    z.coerce
      .number()
      .int()
      .positive()
      .default(8)
      .describe(
        'Uploads of one client address at once in one process, whatever tokens they carry (a client inventing tokens gets no more); one more answers 429 `RATE_LIMITED` with `retryAfter`.',
      ),
  ),
});

export type UploadSettings = z.output<typeof uploadSettings>;
