import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

export interface WorkerPoolOptions {
  /** How many gateway processes share the port. */
  count: number;
  logger: Logger;
  /** Set for the workers on top of this process's environment (e.g. the embedded stand-in's URL). */
  env?: Record<string, string>;
  /** How long stopping workers get to finish their requests before they are killed. */
  graceMs?: number;
  /** Replacements allowed within `restartWindowMs`; one more and the pool gives up. */
  maxRestarts?: number;
  restartWindowMs?: number;
}

export interface WorkerPool {
  /** Resolves with the shared port once every worker listens; rejects if one exits before it did (bad port, bad configuration). */
  ready: Promise<number>;
  /** Resolves with the reason when the pool gives up: a worker that never listened, or workers that keep dying. */
  failed: Promise<string>;
  /** The workers' process ids. */
  pids(): number[];
  /** Asks every worker to finish its requests and exit (SIGTERM); kills the ones still there after the grace period. */
  stop(): Promise<void>;
}

/**
 * The gateway on every core: `count` processes forked from this one (Node's cluster), sharing the
 * port, the primary handing out connections. A worker that dies is replaced, so one crash costs
 * only the requests it had; a worker that exits before it ever listened is a start-up failure,
 * and so is a crash loop — then the pool gives up rather than fork forever.
 */
export function startWorkers({
  count,
  logger,
  env = {},
  graceMs = 10_000,
  maxRestarts = 5,
  restartWindowMs = 60_000,
}: WorkerPoolOptions): WorkerPool {
  const listening = new Set<number>();
  const exits: number[] = [];
  let stopping = false;
  let giveUp: (reason: string) => void = () => {};
  const failed = new Promise<string>((resolve) => (giveUp = resolve));
  let started: (port: number) => void = () => {};
  let notStarted: (error: Error) => void = () => {};
  const ready = new Promise<number>((resolve, reject) => {
    started = resolve;
    notStarted = reject;
  });
  // Only the start-up waits on `ready`; a later failure goes through `failed`.
  ready.catch(() => undefined);

  function fork(): Worker {
    const worker = cluster.fork(env);
    worker.once('listening', (address) => {
      listening.add(worker.id);
      if (listening.size === count) started(address.port);
    });
    worker.once('exit', (code, signal) => {
      const hadListened = listening.delete(worker.id);
      if (stopping) return;
      if (!hadListened) {
        const reason = `a gateway worker exited before it listened (${signal ?? `code ${code}`})`;
        notStarted(new Error(reason));
        giveUp(reason);
        return;
      }
      const now = Date.now();
      exits.push(now);
      while (exits.length > 0 && (exits[0] as number) < now - restartWindowMs) exits.shift();
      if (exits.length > maxRestarts) {
        giveUp(`gateway workers exited ${exits.length} times within ${restartWindowMs / 1000} s`);
        return;
      }
      logger.error({ pid: worker.process.pid, code, signal }, 'gateway worker exited: starting another');
      fork();
    });
    return worker;
  }

  for (let index = 0; index < count; index += 1) fork();

  return {
    ready,
    failed,
    pids: () =>
      Object.values(cluster.workers ?? {}).flatMap((worker) => (worker?.process.pid ? [worker.process.pid] : [])),
    async stop() {
      stopping = true;
      const running = Object.values(cluster.workers ?? {}).filter(
        (worker): worker is Worker => worker !== undefined && !worker.isDead(),
      );
      await Promise.all(
        running.map(
          (worker) =>
            new Promise<void>((resolve) => {
              // A grace of its own plus a margin: the worker's own deadline (shutdown.ts) comes first.
              const kill = setTimeout(() => worker.process.kill('SIGKILL'), graceMs + 2000);
              worker.once('exit', () => {
                clearTimeout(kill);
                resolve();
              });
              worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
