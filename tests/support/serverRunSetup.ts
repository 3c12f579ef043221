import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder of this run's own, shared by its files and removed at its end (tests/support/release.ts). */
    serverRunFolder: string;
  }
}

/** Once per run of a server project: a folder for what its files build once and share. */
export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'storefront-run-'));
  project.provide('serverRunFolder', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
