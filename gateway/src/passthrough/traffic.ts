/** One request the passthrough forwarded, or refused itself. */
export interface PassthroughEvent {
  /** A known legacy path, or "other" (so that arbitrary paths cannot grow the label set). */
  route: string;
  method: string;
  /** The status the caller got (the upstream's, or the gateway's own refusal). */
  status: number;
  /** forwarded: the upstream answered; duplicate: refused by the duplicate rule; failed: the upstream could not be reached. */
  outcome: 'forwarded' | 'duplicate' | 'failed';
  durationMs: number;
}

/**
 * Where the passthrough reports its traffic. The gateway's metrics registry implements
 * it; `TrafficCounts` keeps plain counts in memory until one is wired in.
 */
export interface TrafficRecorder {
  record(event: PassthroughEvent): void;
}

/** Requests by route, method, status and outcome, and their total duration. */
export class TrafficCounts implements TrafficRecorder {
  private readonly counts = new Map<string, { requests: number; totalMs: number }>();

  record(event: PassthroughEvent): void {
    const key = `${event.method} ${event.route} ${event.status} ${event.outcome}`;
    const entry = this.counts.get(key) ?? { requests: 0, totalMs: 0 };
    entry.requests += 1;
    entry.totalMs += event.durationMs;
    this.counts.set(key, entry);
  }

  /** The counts so far, e.g. `{ "POST /api/user/login 200 forwarded": { requests: 3, totalMs: 41 } }`. */
  snapshot(): Record<string, { requests: number; totalMs: number }> {
    return Object.fromEntries([...this.counts].map(([key, value]) => [key, { ...value }]));
  }
}
