/** A body's slowest accepted pace: after `graceMs`, `bytesPerSecond` on average. */
export interface MinimumRate {
  graceMs: number;
  /** 0: no minimum. */
  bytesPerSecond: number;
}

/** A request body's pace, watched: `received` counts what came; the signal aborts once it falls behind. */
export interface RateWatch {
  readonly signal: AbortSignal;
  received(bytes: number): void;
  stop(): void;
}

/**
 * A deadline that each byte pushes back, as Apache's mod_reqtimeout does (`MinRate`): the body
 * has `graceMs`, and every `bytesPerSecond` bytes that came buy one second more. An idle limit
 * alone is beaten by a byte every so often, which keeps a place taken for as long as the body
 * may be large; this one ends such a body within seconds, while a slow uplink that really
 * carries a photo (far faster than the minimum) is never refused. One timer per body, moved
 * forward only when it fires, not per chunk.
 */
export function watchRate({ graceMs, bytesPerSecond }: MinimumRate): RateWatch {
  const controller = new AbortController();
  const started = Date.now();
  let bytes = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const dueAt = () => started + graceMs + (bytes * 1000) / bytesPerSecond;
  const check = () => {
    if (stopped) return;
    const wait = dueAt() - Date.now();
    if (wait > 0) {
      // Unref'd: a pending deadline alone never keeps the process up.
      timer = setTimeout(check, Math.ceil(wait)).unref();
      return;
    }
    stopped = true;
    controller.abort();
  };
  if (bytesPerSecond > 0) check();
  return {
    signal: controller.signal,
    received: (count) => {
      bytes += count;
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
