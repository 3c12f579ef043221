import { performance } from 'node:perf_hooks';

export interface LoadOptions {
  /** Operations kept in flight at once (a closed loop: each worker starts the next when one ends). */
  concurrency: number;
  durationMs: number;
}

export interface LoadResult {
  operations: number;
  errors: number;
  /** The first failure's message, to tell what went wrong. */
  firstError: string | undefined;
  elapsedMs: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Response bytes per successful operation. */
  bytesPerOperation: number;
}

/** The value below which `share` of the sorted samples lie (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank] as number;
}

/**
 * Runs `operation` from `concurrency` workers until the duration is up (operations
 * already started are let finish, so the run ends shortly after the deadline) and
 * reports throughput and latency percentiles. `operation` answers the bytes it
 * received and throws on a wrong answer.
 */
export async function runLoad(
  operation: () => Promise<number>,
  { concurrency, durationMs }: LoadOptions,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async (): Promise<void> => {
    while (performance.now() < deadline) {
      const begin = performance.now();
      try {
        // Awaited first: `bytes += await ...` would read `bytes` before the await and lose other workers' additions.
        const received = await operation();
        latencies.push(performance.now() - begin);
        bytes += received;
      } catch (error) {
        errors += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    operations: latencies.length,
    errors,
    firstError,
    elapsedMs,
    perSecond: (latencies.length / elapsedMs) * 1000,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    bytesPerOperation: latencies.length === 0 ? 0 : bytes / latencies.length,
  };
}
