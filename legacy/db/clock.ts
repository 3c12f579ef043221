/** The stand-in reads time through this so tests can move it (e.g. to the next day). */
export interface Clock {
  /** Unix seconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Math.floor(Date.now() / 1000) };

/** The UTC calendar day of a Unix time, as YYYY-MM-DD. */
export function utcDay(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}
