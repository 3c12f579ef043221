import { checkPaging } from '../validation/paging.ts';
import { offsetPage, type OffsetPage } from './offsetPage.ts';

/** The page a list field is asked for (both have defaults in the schema). */
export interface PageArgs {
  page: number;
  limit: number;
}

/** One page as the legacy lists answer it: the items, and the count when it is given. */
export interface LegacyPage<T> {
  list: readonly T[];
  count: number | null;
}

/**
 * Every list field's sequence: page and limit checked before anything goes upstream,
 * one legacy page read with them, and that page cut to the client's offset page.
 * Arguments of the field's own are checked by the caller first, so that their errors
 * come before paging's, as they always have.
 */
export async function readPage<T>(
  args: PageArgs,
  read: (paging: PageArgs) => Promise<LegacyPage<T>>,
): Promise<OffsetPage<T>> {
  const { page, limit } = checkPaging(args.page, args.limit);
  const data = await read({ page, limit });
  return offsetPage(data.list, data.count, page, limit);
}
