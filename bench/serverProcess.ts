import { fork, type ChildProcess } from 'node:child_process';
import type { CallCounts, ChildReady, ParentCommand } from './ipc.ts';
import { processCpuMs } from '../tests/support/processCpu.ts';

/**
 * A server of the benchmark (standInProcess.ts, gatewayProcess.ts) in its own Node
 * process, so it does not share an event loop with the load it is measured under.
 * Spoken to over IPC; `stop()` closes it and waits for the exit.
 */
export class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    /** The processes whose CPU is this server's: the child, and its workers if it has any. */
    readonly pids: readonly number[],
  ) {}

  get pid(): number {
    return this.child.pid ?? 0;
  }

  /** CPU time used so far by the server's processes (the child and its workers), in milliseconds. */
  cpuMs(): number {
    return this.pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
  }

  /** Starts a compiled server process (plain JavaScript, as production runs it). */
  static start(file: string, env: Record<string, string> = {}, execArgv: string[] = []): Promise<ServerProcess> {
    const child = fork(file, [], {
      execArgv,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${file} did not start within 60 s`)), 60_000);
      child.once('message', (message: ChildReady) => {
        clearTimeout(timer);
        resolve(new ServerProcess(child, message.url, message.pids ?? [child.pid ?? 0]));
      });
      child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before it was ready`)));
    });
  }

  command(command: ParentCommand): void {
    this.child.send(command);
  }

  counts(): Promise<Record<string, number>> {
    return new Promise((resolve) => {
      this.child.once('message', (message: CallCounts) => resolve(message.byOperation));
      this.command({ type: 'count' });
    });
  }

  stop(): Promise<void> {
    if (this.child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const kill = setTimeout(() => this.child.kill('SIGKILL'), 5000);
      this.child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      this.command({ type: 'stop' });
    });
  }
}
