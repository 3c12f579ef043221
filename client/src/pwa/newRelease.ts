type Listener = () => void;

/**
 * Whether a new release of the storefront is installed and waiting (its worker is ready:
 * pwa/register.ts reports it), and how to take it. Nothing takes it by itself: the shopper
 * does, from the prompt (PwaNotices.tsx), which money-moving screens keep hidden.
 */
class NewRelease {
  private take: (() => void) | undefined;
  private readonly listeners = new Set<Listener>();

  /** Whether one is waiting (for useSyncExternalStore). */
  readonly waiting = (): boolean => this.take !== undefined;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A release is waiting; `take` switches to it (and reloads the page). */
  offer(take: () => void): void {
    this.take = take;
    this.notify();
  }

  /** Switches to the waiting release, once. */
  readonly accept = (): void => {
    const take = this.take;
    this.take = undefined;
    this.notify();
    take?.();
  };

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

export const newRelease = new NewRelease();
