/** A deadline that moves: it passes only after `idleMs` without any sign of progress. */
export interface IdleDeadline {
  /** Aborted once `idleMs` went by without a `touch()`. */
  readonly signal: AbortSignal;
  /** Progress was made: the deadline starts again from now. */
  readonly touch: () => void;
  /** The work is over: the timer goes and the signal is never aborted. */
  readonly stop: () => void;
}

/**
 * An idle deadline rather than a total one, for uploads: a photo trickling up a slow
 * uplink may take minutes and still be fine, while one that stopped moving is not.
 * `onIdle` may decide the wait is not the watched side's fault (e.g. it is held back by
 * backpressure) by answering `false`: the deadline then starts again.
 */
export function idleDeadline(idleMs: number, onIdle: () => boolean = () => true): IdleDeadline {
  const controller = new AbortController();
  let last = Date.now();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const arm = (delay: number) => {
    // Unref'd: a pending deadline alone never keeps the process up.
    timer = setTimeout(check, delay).unref();
  };
  function check() {
    if (stopped) return;
    const quiet = Date.now() - last;
    // Touches only note the time; the one timer catches up here instead of being reset per chunk.
    if (quiet < idleMs) {
      arm(idleMs - quiet);
      return;
    }
    if (!onIdle()) {
      last = Date.now();
      arm(idleMs);
      return;
    }
    stopped = true;
    controller.abort();
  }
  arm(idleMs);

  return {
    signal: controller.signal,
    touch: () => {
      last = Date.now();
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
