import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../support/freePort.ts';
import { startNodeFlags } from '../../support/startFlags.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface GatewayProcess {
  url: string;
  /** What the process printed so far (its JSON log lines included). */
  output(): string;
  /** SIGTERM, then its exit code once it has exited (null when a signal ended it). */
  stop(): Promise<number | null>;
}

/**
 * One gateway as its own OS process, in front of `legacyUrl`, on `fixedPort` (else a free one; a
 * given one to start a gateway again where another was): from the sources (`tsx
 * gateway/src/main.ts`), or, given `bundle` (tests/e2e/support/gatewayBundle.ts), the compiled
 * gateway as `npm start` runs it (plain `node` with the start script's flags, NODE_ENV=production).
 */
export async function startGatewayProcess(
  legacyUrl: string,
  env: Record<string, string>,
  fixedPort?: number,
  bundle?: string,
): Promise<GatewayProcess> {
  const port = fixedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const args = bundle ? [...startNodeFlags(), bundle] : ['--import', 'tsx', 'gateway/src/main.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: bundle ? 'production' : 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LEGACY_API_URL: legacyUrl,
      METRICS_PORT: '0',
      SHED_LAG_MS: '0',
      ...env,
    },
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  // Compiling under tsx on a busy machine can take most of a minute.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the gateway exited (${child.exitCode}):\n${log.slice(-4000)}`);
    if (Date.now() > deadline) throw new Error(`the gateway did not start:\n${log.slice(-4000)}`);
    const up = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    output: () => log,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      return exited;
    },
  };
}
