/** What `extensions.stale` of an answer says: how old its oldest stale part is, and which legacy calls it came from. */
export interface StaleExtension {
  ageSeconds: number;
  calls: string[];
}

/**
 * The public answers one GraphQL request was served past their freshness (publicCache.ts),
 * for the answer's `extensions.stale` and the stale-answer metric. Shared by every access
 * the request makes (also those on behalf of another session).
 */
export class StaleReport {
  private readonly calls = new Set<string>();
  private oldestMs = 0;

  record(call: string, ageMs: number): void {
    this.calls.add(call);
    this.oldestMs = Math.max(this.oldestMs, ageMs);
  }

  /** `extensions.stale`, or undefined when every part of the answer is fresh. */
  extension(): StaleExtension | undefined {
    if (this.calls.size === 0) return undefined;
    return { ageSeconds: Math.floor(this.oldestMs / 1000), calls: [...this.calls].sort() };
  }
}
