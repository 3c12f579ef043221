import { queryParts } from '../http/queryParts.ts';

/**
 * The query parameters the image pipeline knows: `w` alone. Its name is read without regard
 * to case (`W`, `%57` and `%77` are `w` too; the canonical form is the storefront's `w`), so a
 * capital letter cannot turn a variant request into a full-size picture through the proxy, and
 * `w=360&W=96` is `w` given twice (400).
 *
 * Every other parameter is dropped, not refused: the source URL and the cache key are the path
 * and the width alone, so `?w=1280&junk=N` is the cached variant, with no new fetch, conversion
 * or cache file. Dropped rather than refused because the storefront never sends one, and those
 * that arrive anyway are cache-busters and link trackers (`utm_*`, `fbclid` on a shared picture)
 * whose picture a 400 would break for nothing; a legacy picture is named by its path (the legacy
 * API's picture URLs have no query), so nothing is lost.
 */
const WIDTH = 'w';

/** The values of every `w` (in any case) of a query (without its `?`), in order. */
export function widthsAsked(query: string): string[] {
  const widths: string[] = [];
  // A name with a broken escape (`%ZZ`) is no parameter the pipeline knows: dropped with the rest.
  for (const { name, value = '' } of queryParts(query)) if (name?.toLowerCase() === WIDTH) widths.push(value);
  return widths;
}
