/** The pause before a read is asked again: around this, spread by jitter. */
const RETRY_BACKOFF_MS = 100;

/**
 * How long to wait before the one retry of a read: RETRY_BACKOFF_MS spread at random over
 * ±50 %, so the reads that failed together (a legacy server restarting) do not all come
 * back at the same instant.
 */
export function retryDelayMs(random: () => number = Math.random): number {
  return Math.round(RETRY_BACKOFF_MS * (0.5 + random()));
}
