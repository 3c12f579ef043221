import type { Clock } from '../db/clock.ts';
import type { Db } from '../db/open.ts';
import { seedAreas } from './areas.ts';
import { seedCatalog } from './catalog.ts';
import { seedPlatform } from './platform.ts';
import { seedUsers } from './users.ts';
import { seedWallet } from './wallet.ts';

/**
 * Fills an empty database with the deterministic demo data, in one transaction:
 * platform settings and content, the catalogue, the demo buyers, wallet networks, the
 * regions of the area picker.
 */
export function seedDatabase(db: Db, clock: Clock): void {
  const now = clock.now();
  db.transaction(() => {
    seedPlatform(db, now);
    seedCatalog(db, now);
    seedUsers(db, now);
    seedWallet(db, now);
    seedAreas(db);
  })();
}
