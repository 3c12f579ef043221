import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildExplorer } from '../../gateway/explorer/build.ts';
import { buildServer } from '../../gateway/build.ts';
import { ensureClientBuilt, ROOT, runToEnd } from '../e2e/support/build.ts';

/*
 * The release an operator ships, as docs/operating.md "Deploy" makes it: dist/ with the package files
 * in an empty folder, then `npm ci --omit=dev`. Built once per test run, in the run's own folder
 * (serverRunSetup.ts), by the first file that asks; the others wait for it and share it: the
 * self-contained build test runs it on the host, the container test builds its image from it (its
 * dist/ and production packages stand in for the Containerfile's `build` and `packages` stages).
 */

export interface Release {
  /** The operator's folder: dist/, node_modules/, package.json and package-lock.json, nothing else. */
  app: string;
  /** The folder holding it, as the Containerfile's stages hold /app (a `--build-context`). */
  context: string;
}

/** Runs a command to its end in `cwd`, with only the environment an operator's shell would give it. */
function run(command: string, args: string[], cwd: string): Promise<void> {
  const env: NodeJS.ProcessEnv = { PATH: process.env['PATH'], HOME: process.env['HOME'] };
  // The machine's npm cache, so the install is offline-friendly (--prefer-offline).
  if (process.env['npm_config_cache']) env['npm_config_cache'] = process.env['npm_config_cache'];
  return runToEnd(command, args, { cwd, env });
}

async function build(release: Release): Promise<void> {
  rmSync(release.context, { recursive: true, force: true });
  const started = Date.now();
  await ensureClientBuilt();
  await buildExplorer();
  await buildServer(join(release.app, 'dist', 'gateway', 'main.js'));
  for (const built of ['client', 'explorer', 'ssr'])
    cpSync(join(ROOT, 'dist', built), join(release.app, 'dist', built), { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) cpSync(join(ROOT, file), join(release.app, file));
  const installing = Date.now();
  await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], release.app);
  const seconds = (at: number) => ((Date.now() - at) / 1000).toFixed(1);
  console.log(`release: built in ${seconds(started)} s, of which npm ci --omit=dev ${seconds(installing)} s`);
}

/** This run's release, built when no file of the run has built it yet. */
export async function ensureRelease(): Promise<Release> {
  const runFolder = inject('serverRunFolder');
  const context = join(runFolder, 'release');
  const release = { context, app: join(context, 'app') };
  // Beside the release, so that the operator's folder holds only what an operator's does.
  const built = join(runFolder, 'release.built');
  const lock = join(runFolder, 'release.lock');
  for (;;) {
    if (existsSync(built)) return release;
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    // A file that failed to build it let go of the lock without this mark: this one builds anew.
    if (!existsSync(built)) {
      await build(release);
      writeFileSync(built, '');
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return release;
}
