import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLegacy } from '../legacy/server.ts';
import type { ChildReady, ParentCommand } from './ipc.ts';

/*
 * The benchmark's legacy stand-in, in a process of its own as the real legacy API
 * would be: seeded in-memory database, loopback only, no auto-operator.
 */
const uploadDir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
const legacy = await startLegacy({
  port: 0,
  dbFile: ':memory:',
  uploadDir,
  adminKey: undefined,
  autoOperateSeconds: 0,
  timeZone: 'UTC',
  // bench:images: real-size photos instead of the drawn pictures.
  pictures: process.env['LEGACY_PHOTOS'] === 'real' ? 'photos' : 'drawn',
});

process.on('message', (message: ParentCommand) => {
  if (message.type === 'stop') {
    void legacy.close().finally(() => {
      rmSync(uploadDir, { recursive: true, force: true });
      process.exit(0);
    });
  }
});
// Never outlive the benchmark.
process.on('disconnect', () => process.exit(0));
process.send?.({ type: 'ready', url: legacy.url } satisfies ChildReady);
