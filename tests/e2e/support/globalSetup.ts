import type { TestProject } from 'vitest/node';
import { buildGatewayBundle } from './gatewayBundle.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The gateway bundle this run's stacks start (stack.ts). */
    e2eGateway: string;
  }
}

/**
 * Once per run of the e2e project: the gateway bundle every file's stack starts, so each runs
 * what `npm start` runs, with no TypeScript loader to start each time.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const bundle = await buildGatewayBundle();
  project.provide('e2eGateway', bundle.entry);
  return bundle.remove;
}
