import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../legacy/app.ts';
import { openDatabase } from '../../../legacy/db/open.ts';
import { assertMatchesContract } from './contract.ts';
import { TestClock } from './standIn.ts';

export interface AdminDisabledAnswer {
  status: number;
  body: { code: number; msg: string; data: unknown };
}

/**
 * How an app started without LEGACY_ADMIN_KEY answers these operator calls, each sent
 * with some key and checked against the contract. The stand-in always has a key, so
 * this serves a fresh, unseeded app of its own for the duration of the calls.
 */
export async function answersWithoutAdminKey(
  calls: ReadonlyArray<readonly [method: string, path: string]>,
): Promise<AdminDisabledAnswer[]> {
  const uploadDir = mkdtempSync(join(tmpdir(), 'legacy-admin-off-'));
  const db = openDatabase(':memory:');
  const app = createApp({ db, clock: new TestClock(), uploadDir, adminKey: undefined });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  try {
    const { port } = server.address() as AddressInfo;
    const answers: AdminDisabledAnswer[] = [];
    for (const [method, path] of calls) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: { 'x-admin-key': 'anything' },
      });
      const body = (await response.json()) as AdminDisabledAnswer['body'];
      await assertMatchesContract(method, path, response.status, response.headers.get('content-type') ?? '', body);
      answers.push({ status: response.status, body });
    }
    return answers;
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    db.close();
    rmSync(uploadDir, { recursive: true, force: true });
  }
}
