import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../gateway/build.ts';
import { ROOT } from './build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The gateway bundle this run's stacks start (stack.ts). */
    e2eGateway: string;
  }
}

/**
 * Once per run of the e2e project: the gateway compiled as `npm run build:server` compiles it,
 * into a folder of this run's own under dist/ (beside dist/client, which the bundle serves),
 * so every file's stack runs what `npm start` runs, with no TypeScript loader to start each
 * time. Built from the checkout every run: a bundle is never older than the sources it tests.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  const folder = mkdtempSync(join(ROOT, 'dist', 'e2e-gateway-'));
  await buildServer(join(folder, 'main.js'));
  project.provide('e2eGateway', join(folder, 'main.js'));
  return () => rmSync(folder, { recursive: true, force: true });
}
