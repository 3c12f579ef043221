/** The label value everything outside a bounded set is counted under. */
export const OTHER = 'other';

/**
 * Label values a stranger may send (client names, versions...), kept to a bounded set: the
 * first `limit` distinct values seen are labels of their own, every later one is `other`. A
 * hostile client can take the free places, never add series beyond them.
 */
export class FirstSeenLabels {
  private readonly seen = new Set<string>();

  constructor(private readonly limit: number) {}

  label(value: string): string {
    if (this.seen.has(value)) return value;
    if (this.seen.size >= this.limit) return OTHER;
    this.seen.add(value);
    return value;
  }
}
