import type { CallCounts, ParentCommand } from './ipc.ts';

/**
 * What a bench server process (gatewayProcess.ts, minimalGraphqlProcess.ts) answers the
 * bench: `reset` and `count` of the upstream calls in `counts`, `stop` (closes, then exits),
 * and an exit when the bench goes away.
 */
export function answerBenchCommands(counts: Record<string, number>, close: () => Promise<unknown>): void {
  process.on('message', (message: ParentCommand) => {
    if (message.type === 'reset') {
      for (const key of Object.keys(counts)) delete counts[key];
    } else if (message.type === 'count') {
      process.send?.({ type: 'calls', byOperation: { ...counts } } satisfies CallCounts);
    } else if (message.type === 'stop') {
      void close().finally(() => process.exit(0));
    }
  });
  process.on('disconnect', () => process.exit(0));
}
