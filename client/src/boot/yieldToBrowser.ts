/** The Prioritized Task Scheduling API's `scheduler.yield`, where the browser has it (Chromium 129+). */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resolves in a new one, so the browser can paint, answer a tap or take
 * in what came from the network between two steps of the start-up (main.tsx, ADR 0016). Lighthouse
 * counts every task over 50 ms at the phone's CPU as blocking, so the steps are cut where they
 * meet. `scheduler.yield` continues ahead of other queued tasks; elsewhere a timer's task.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: Partial<YieldingScheduler> };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}
