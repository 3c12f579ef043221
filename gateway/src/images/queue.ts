import { ImageRefusal } from './refusal.ts';

/** A place in the queue, taken before the source is fetched: run it once, or leave it. */
export interface QueuePlace {
  /** Runs `task` when a slot is free and it is this client's turn; the place is given back after. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Gives the place back unused (the source could not be fetched); nothing once `run` was called. */
  leave(): void;
}

interface ClientState {
  /** Places the client holds: entered and not yet finished or left. */
  held: number;
  /** Its tasks waiting for a slot, in the order they came. */
  waiting: (() => void)[];
  /** When its last task started (a count of starts); -1 for none yet. */
  lastStart: number;
}

/**
 * Runs at most `concurrency` transforms at once, and fairly between clients (their addresses):
 * when a slot frees, the next task is that of the waiting client whose last task started longest
 * ago (one that never had one first), so one address sending hundreds of pictures gets one turn
 * in each round like any other, and another shopper's cold picture is next, not behind them all.
 *
 * A place is taken before the source is fetched, so a burst never holds more sources in memory
 * than the queue admits: at most `concurrency + maxWaiting` places at once, one more refused at
 * once ('busy', 503) rather than queued without end, and one client at most `concurrency` plus
 * half the waiting room, so a flood from one address leaves the other half to everyone else
 * (half, not less: a cold Home asks for some 60 pictures at once, under the default room of 128).
 * Transforms run on libuv's threads, not the event loop, but each holds a core: bounding them
 * leaves cores for /graphql.
 */
export class TransformQueue {
  private running = 0;
  /** Tasks whose source is fetched, waiting for a slot. */
  private waiting = 0;
  /** Places entered and not finished or left, over all clients. */
  private held = 0;
  private starts = 0;
  private readonly clients = new Map<string, ClientState>();
  private readonly maxHeld: number;
  private readonly maxHeldPerClient: number;

  constructor(
    private readonly concurrency: number,
    maxWaiting: number,
  ) {
    this.maxHeld = concurrency + maxWaiting;
    this.maxHeldPerClient = concurrency + Math.ceil(maxWaiting / 2);
  }

  /** Transforms running, and those waiting for a slot (their sources fetched). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting };
  }

  /** A place for one task of `client`, or ImageRefusal('busy') when the queue or its share is full. */
  enter(client: string): QueuePlace {
    const state = this.clients.get(client) ?? { held: 0, waiting: [], lastStart: -1 };
    if (this.held >= this.maxHeld || state.held >= this.maxHeldPerClient) throw new ImageRefusal('busy');
    this.clients.set(client, state);
    state.held += 1;
    this.held += 1;
    let used = false;
    const giveBack = () => {
      state.held -= 1;
      this.held -= 1;
      if (state.held === 0) this.clients.delete(client);
    };
    return {
      run: async <T>(task: () => Promise<T>): Promise<T> => {
        used = true;
        if (!this.startNow(state)) {
          this.waiting += 1;
          await new Promise<void>((resolve) => state.waiting.push(resolve));
        }
        try {
          return await task();
        } finally {
          giveBack();
          this.handOn();
        }
      },
      leave: () => {
        if (used) return;
        used = true;
        giveBack();
      },
    };
  }

  /** Starts `state`'s task at once when a slot is free and no one waits; otherwise false. */
  private startNow(state: ClientState): boolean {
    if (this.running >= this.concurrency || this.waiting > 0) return false;
    this.running += 1;
    state.lastStart = this.starts++;
    return true;
  }

  /** A task finished: its slot passes straight to the next turn, so `running` never drops below the limit while some wait. */
  private handOn(): void {
    let next: ClientState | undefined;
    for (const state of this.clients.values()) {
      if (state.waiting.length > 0 && (!next || state.lastStart < next.lastStart)) next = state;
    }
    const start = next?.waiting.shift();
    if (!next || !start) {
      this.running -= 1;
      return;
    }
    this.waiting -= 1;
    next.lastStart = this.starts++;
    start();
  }
}
