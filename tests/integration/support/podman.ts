import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/*
 * Podman as the tests drive it: with a containers.conf and a storage of their own under a cache
 * folder (kept between runs: the base image is built once), so nothing
 * system-wide is read or changed. This machine needs the runc runtime (crun refuses its hybrid
 * cgroups) and no default ulimits (setting RLIMIT_NOFILE is not permitted here).
 */

/** The tests' folder of podman state, kept between runs (`XDG_CACHE_HOME`, else ~/.cache). */
export const PODMAN_CACHE = join(
  process.env['XDG_CACHE_HOME'] ?? join(homedir(), '.cache'),
  'crossborder-storefront',
  'podman',
);
const CONF = join(PODMAN_CACHE, 'containers.conf');
const STORAGE = join(PODMAN_CACHE, 'storage');
const RUN = join(PODMAN_CACHE, 'run');

const CONTAINERS_CONF = `# Written by tests/integration/support/podman.ts for the tests' own podman.
[containers]
default_ulimits = []

[engine]
runtime = "runc"
tmp_dir = "${join(PODMAN_CACHE, 'tmp')}"
events_logger = "none"
`;

/** Whether podman, runc and debootstrap are there (the container test skips otherwise). */
export function podmanAvailable(): boolean {
  return ['podman', 'runc', 'debootstrap'].every(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0,
  );
}

let configured = false;
function configure(): void {
  if (configured) return;
  mkdirSync(PODMAN_CACHE, { recursive: true });
  writeFileSync(CONF, CONTAINERS_CONF);
  configured = true;
}

/** The environment a podman command runs with: the tests' containers.conf alone. */
function podmanEnv(): NodeJS.ProcessEnv {
  configure();
  return { ...process.env, CONTAINERS_CONF: CONF };
}

/** A command's end: its exit code and what it printed. */
export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `command` to its end (stdin from `input` when given), never rejecting on a non-zero exit. */
export function runCommand(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; input?: NodeJS.ReadableStream; cwd?: string } = {},
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: options.env ?? process.env,
      cwd: options.cwd,
      stdio: [options.input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    if (options.input && child.stdin) options.input.pipe(child.stdin);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** `podman <args>` on the tests' storage, to its end. */
export function podman(args: string[], input?: NodeJS.ReadableStream): Promise<Finished> {
  return runCommand('podman', ['--root', STORAGE, '--runroot', RUN, ...args], { env: podmanEnv(), input });
}

/** `podman <args>`, failing with what it printed unless it exits 0; its standard output. */
export async function podmanOk(args: string[], input?: NodeJS.ReadableStream): Promise<string> {
  const finished = await podman(args, input);
  if (finished.code !== 0)
    throw new Error(`podman ${args.join(' ')} exited ${finished.code}:\n${finished.stderr.slice(-4000)}`);
  return finished.stdout;
}

/** Whether the tests' storage holds an image of that name. */
export async function imageExists(name: string): Promise<boolean> {
  return (await podman(['image', 'exists', name])).code === 0;
}
