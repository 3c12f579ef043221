import type { Server } from 'node:http';
import type { Logger } from 'pino';

/** How long requests in flight get to finish once the gateway stops accepting (after DRAIN_MS). */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface ShutdownOptions {
  logger: Logger;
  /** How long requests in flight get to finish before the process gives up waiting. */
  graceMs?: number;
  /** Called when the grace period ran out, to cut the connections still open. */
  onTimeout?: () => void;
  signals?: readonly NodeJS.Signals[];
  /** process.exit, replaceable for tests. */
  exit?: (code: number) => void;
}

/**
 * Graceful shutdown on SIGTERM/SIGINT: stop accepting connections, let requests
 * in flight finish, close the upstream (or embedded stand-in), then exit 0. A
 * shutdown that hangs past the grace period or fails exits 1, so an orchestrator
 * never waits forever on a stuck process. Answers a function that removes the
 * signal handlers again.
 */
export function exitGracefullyOnSignals(
  close: () => Promise<void>,
  {
    logger,
    graceMs = SHUTDOWN_GRACE_MS,
    onTimeout,
    signals = ['SIGINT', 'SIGTERM'],
    exit = (code) => process.exit(code),
  }: ShutdownOptions,
): () => void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    // One Ctrl-C reaches this process several times (the terminal's process group,
    // then npm and tsx relaying it): repeats are not a reason to cut the shutdown short.
    if (stopping) return;
    stopping = true;
    logger.info({ signal, graceMs }, 'shutting down: finishing requests in flight');
    const deadline = setTimeout(() => {
      logger.error({ graceMs }, 'shutdown did not finish in time: closing the remaining connections');
      onTimeout?.();
      exit(1);
    }, graceMs);
    deadline.unref();
    close().then(
      () => {
        clearTimeout(deadline);
        logger.info('stopped');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        logger.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  for (const signal of signals) process.on(signal, stop);
  return () => {
    for (const signal of signals) process.off(signal, stop);
  };
}

/**
 * Runs `close` while closing the server's keep-alive connections as soon as they
 * go idle. `server.close()` drops the idle ones only once; a connection whose
 * request was still in flight would otherwise hold the shutdown until its
 * keep-alive timeout.
 */
export async function closingIdleConnections(server: Server, close: () => Promise<void>, everyMs = 50): Promise<void> {
  const sweep = setInterval(() => server.closeIdleConnections(), everyMs);
  try {
    await close();
  } finally {
    clearInterval(sweep);
  }
}
