/** Request fields shared by the catalogue and shop endpoints. */
import { z } from 'zod';
import type { Db } from '../db/open.ts';
import { fail } from '../http/envelope.ts';
import { id, integer, optionalText } from '../http/fields.ts';

/** An optional id filter (category_id): absent, empty or 0 mean "no filter" and become 0. */
export function optionalId() {
  return z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 0 : value),
    integer(0, 2_147_483_647),
  );
}

/** A title (search text) filter, at most 100 characters; '' means no filter. */
export const titleFilter = optionalText(100);

/** A product as the legacy API addresses it: the shop and the product. */
export const productKey = { mer_id: id(), product_id: id() };

/** Fails with "Category does not exist" for a category_id filter naming no category. */
export function categoryChecker(db: Db): (categoryId: number) => void {
  const exists = db.prepare<[number], { n: number }>('SELECT 1 AS n FROM categories WHERE category_id = ?');
  return (categoryId) => {
    if (categoryId !== 0 && !exists.get(categoryId)) fail('categoryNotFound');
  };
}
