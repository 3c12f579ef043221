import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CLIENT = join(ROOT, 'client');
const INDEX = join(ROOT, 'dist/client/index.html');
/** The storefront built for Node, which the same build writes (client/build/serverBuild.ts). */
const SERVER_BUNDLE = join(ROOT, 'dist/ssr/renderPage.js');
/** Held while one process builds, so parallel test runs do not build over each other. */
const LOCK = join(ROOT, 'dist/.client-build.lock');
const STALE_LOCK_MS = 5 * 60_000;

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Whether dist/client (or dist/ssr) is missing or older than anything under client/. */
function clientBuildIsStale(): boolean {
  if (!existsSync(INDEX) || !existsSync(SERVER_BUNDLE)) return true;
  return newestMtime(CLIENT) > Math.min(statSync(INDEX).mtimeMs, statSync(SERVER_BUNDLE).mtimeMs);
}

/** Runs a command to its end, failing with the end of what it printed unless it exits 0. */
export function runToEnd(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-4000)}`)),
    );
  });
}

function run(command: string, args: string[]): Promise<void> {
  // The production build, as `npm start` makes it: vitest sets NODE_ENV=test, under which Vite
  // would build with import.meta.env.PROD false (no persisted-document hashes, for one).
  return runToEnd(command, args, { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' } });
}

function takeLock(): boolean {
  try {
    mkdirSync(join(ROOT, 'dist'), { recursive: true });
    mkdirSync(LOCK);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
    return false;
  }
}

/**
 * Builds the client (`npm run build:client`) when dist/client is missing or older
 * than its sources; waits instead when another test run is building it.
 */
export async function ensureClientBuilt(): Promise<void> {
  for (;;) {
    if (!clientBuildIsStale()) return;
    if (takeLock()) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  try {
    if (clientBuildIsStale()) await run('npm', ['run', '--silent', 'build:client']);
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
