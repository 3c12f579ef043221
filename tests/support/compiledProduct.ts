import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { startNodeFlags } from './startFlags.ts';

/** The compiled product, started and ready. */
export interface CompiledProduct {
  /** The gateway's URL, from its ready line. */
  url: string;
  /** The embedded stand-in's URL, from its line. */
  legacyUrl: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
}

export interface CompiledProductOptions {
  /** The bundle to run (dist/gateway/main.js, or a test's own build). */
  entry: string;
  /** Its working folder; its uploads go to `uploads/` in `scratch`. */
  cwd: string;
  /** A throw-away folder of its own. */
  scratch: string;
  /** Variables beyond the defaults (which are a throw-away stand-in on free ports, quiet logs). */
  env?: NodeJS.ProcessEnv;
  /** How long it may take to print its ready lines. */
  startMs?: number;
}

/**
 * What `npm start` runs, the gateway bundle with plain `node` and the start script's flags,
 * on free ports with the embedded stand-in on a throw-away database. Resolves once it printed
 * its URLs; rejects with its output if it exits or stays silent first.
 */
export function startCompiledProduct(options: CompiledProductOptions): Promise<CompiledProduct> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'],
    HOST: '127.0.0.1',
    PORT: '0',
    LEGACY_PORT: '0',
    LEGACY_DB: ':memory:',
    LEGACY_UPLOAD_DIR: join(options.scratch, 'uploads'),
    LEGACY_AUTO_OPERATE: '0',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const child = spawn(process.execPath, [...startNodeFlags(), options.entry], {
    cwd: options.cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const startMs = options.startMs ?? 60_000;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line within ${startMs / 1000} s:\n${output}`)), startMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Storefront gateway ready: (http:\/\/\S+)/.exec(output)?.[1];
      const legacyUrl = /Embedded legacy stand-in: (http:\/\/\S+)/.exec(output)?.[1];
      if (url && legacyUrl) {
        clearTimeout(timer);
        resolve({ url, legacyUrl, child, output: () => output });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the compiled product exited with ${code}:\n${output}`));
    });
  });
}
