import { ImageRefusal } from './refusal.ts';

/**
 * Runs at most `concurrency` transforms at once and lets at most `maxWaiting` wait; one more
 * is refused at once ('busy', 503) rather than queued without end. Transforms run on libuv's
 * threads, not the event loop, but each holds a core: bounding them leaves cores for /graphql.
 */
export class TransformQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /** Transforms running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new ImageRefusal('busy');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next task, so `running` never drops below the limit while some wait.
      if (next) next();
      else this.running -= 1;
    }
  }
}
