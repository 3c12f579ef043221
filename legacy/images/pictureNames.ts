import type { Db } from '../db/open.ts';

/** Which pictures the stand-in's stored URLs name: the drawn SVGs (the default) or real-size photos. */
export type PictureStyle = 'drawn' | 'photos';

/** What every stand-in picture URL starts with; the logo stays drawn, a photo would not serve it better. */
const PICTURES = '/static/img/';
const LOGO = '/static/img/logo/logo';

/** Quotes an SQLite identifier (the names come from the schema itself, not from input). */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Makes every stored picture URL of the seeded data (products, galleries, shops, banners,
 * avatars, the copies in orders, carts and reviews) name the chosen style: `.svg` drawings or
 * their `.jpg` photos (routes/images.ts serves both from the same name). Runs at each start,
 * so an existing database follows LEGACY_PHOTOS; a URL of any other picture is left alone.
 */
export function storePictureStyle(db: Db, style: PictureStyle): void {
  const [from, to] = style === 'photos' ? ['.svg', '.jpg'] : ['.jpg', '.svg'];
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  db.transaction(() => {
    for (const table of tables) {
      const columns = db.prepare(`PRAGMA table_info(${quoted(table)})`).all() as { name: string; type: string }[];
      for (const { name } of columns.filter((column) => /^(TEXT|VARCHAR.*|)$/i.test(column.type))) {
        const column = quoted(name);
        db.prepare(
          `UPDATE ${quoted(table)} SET ${column} = replace(replace(${column}, ?, ?), ?, ?)
           WHERE ${column} LIKE ?`,
        ).run(from, to, `${LOGO}${to}`, `${LOGO}.svg`, `%${PICTURES}%${from}%`);
      }
    }
  })();
}
