import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import type { LegacyConfig } from './config.ts';
import { systemClock, type Clock } from './db/clock.ts';
import { isEmpty, openDatabase, type Db } from './db/open.ts';
import { storePictureStyle } from './images/pictureNames.ts';
import { startAutoOperator } from './operator/autoOperate.ts';
import { seedAreas } from './seed/areas.ts';
import { seedDatabase } from './seed/index.ts';

export interface RunningLegacy {
  /** Base URL, e.g. http://127.0.0.1:4100 (for the gateway's server side, never a browser). */
  url: string;
  port: number;
  db: Db;
  close(): Promise<void>;
}

/**
 * Opens (and on first start migrates and seeds) the database, then serves the
 * legacy API. Used by `npm run legacy`, by `npm start` and by the tests.
 */
export async function startLegacy(
  config: LegacyConfig,
  clock: Clock = systemClock,
  host = '127.0.0.1',
): Promise<RunningLegacy> {
  const db = openDatabase(config.dbFile);
  if (isEmpty(db)) seedDatabase(db, clock);
  else seedAreas(db); // a database seeded before the area picker existed
  storePictureStyle(db, config.pictures ?? 'drawn');
  mkdirSync(config.uploadDir, { recursive: true });
  const deps = { db, clock, uploadDir: config.uploadDir, adminKey: config.adminKey, timeZone: config.timeZone };
  const app = createApp(deps);
  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(config.port, host, (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  const stopOperator = config.autoOperateSeconds > 0 ? startAutoOperator(deps, config.autoOperateSeconds) : () => {};
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    db,
    close: async () => {
      stopOperator();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
    },
  };
}
