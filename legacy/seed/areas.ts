import type { Db } from '../db/open.ts';
import { AREAS } from './areaData.ts';

/**
 * The area picker's regions (country → province or state → city), numbered in order.
 * Also run on databases seeded before the picker existed, so it does nothing when the
 * table already has rows.
 */
export function seedAreas(db: Db): void {
  if ((db.prepare('SELECT COUNT(*) AS n FROM areas').get() as { n: number }).n > 0) return;
  const insert = db.prepare('INSERT INTO areas (id, pid, name, level, sort) VALUES (?, ?, ?, ?, ?)');
  let id = 0;
  db.transaction(() => {
    AREAS.forEach(([country, regions], countryIndex) => {
      const countryId = ++id;
      insert.run(countryId, 0, country, 1, countryIndex + 1);
      regions.forEach(([region, cities], regionIndex) => {
        const regionId = ++id;
        insert.run(regionId, countryId, region, 2, regionIndex + 1);
        cities.forEach((city, cityIndex) => insert.run(++id, regionId, city, 3, cityIndex + 1));
      });
    });
  })();
}
