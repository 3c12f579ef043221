type Listener = () => void;

/**
 * Which operations' latest answers held saved (stale) information: the gateway says so in
 * `extensions.stale` when it served a public part past its freshness because the legacy API
 * failed. Keyed by operation and variables, so a fresh answer to the same question clears it.
 */
class StaleAnswers {
  private readonly stale = new Set<string>();
  private readonly listeners = new Set<Listener>();

  /** Whether any part of what is shown came from saved information (for useSyncExternalStore). */
  readonly any = (): boolean => this.stale.size > 0;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  note(key: string, stale: boolean): void {
    if (this.stale.has(key) === stale) return;
    if (stale) this.stale.add(key);
    else this.stale.delete(key);
    this.notify();
  }

  /** Forgets them all: a new screen asks its own questions. */
  clear(): void {
    if (this.stale.size === 0) return;
    this.stale.clear();
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

export const staleAnswers = new StaleAnswers();
