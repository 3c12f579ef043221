import type { Prefetch } from '../../app/routePrefetch.ts';
import { seedFromEarlyAnswer } from '../../apollo/earlyAnswer.ts';
import { productVariables } from './productVariables.ts';
import { ProductDetailQuery } from './operations.ts';

/** A product fetched ahead (its card seen or touched) this recently is not asked again on the visit. */
const FRESH_AHEAD_MS = 60_000;

/** When each product was last fetched ahead, by its variables. */
const aheadAt = new Map<string, number>();

/**
 * The product's query, started with the route (app/routeQueries.ts) on each visit, not once
 * the product page's code has come: the screen's own query (cache-first) shows what is
 * cached at once and joins this request, or reads its answer: one request, as the
 * cache-and-network query it replaces made. Asked ahead (a card in view or touched), it
 * only fills what the cache lacks; the visit that follows within a minute reads that.
 */
export const prefetch: Prefetch = async (client, { product, mer }, options = {}) => {
  if (!product || !mer) return;
  const variables = productVariables(product, mer);
  const key = `${mer}/${product}`;
  if (options.ahead) {
    aheadAt.set(key, Date.now());
    await client.query({ query: ProductDetailQuery, variables, context: { silent: true }, fetchPolicy: 'cache-first' });
    return;
  }
  // The page's early query (boot/earlyQuery.ts) may have asked already.
  if (await seedFromEarlyAnswer(client, ProductDetailQuery, variables)) return;
  const fresh = Date.now() - (aheadAt.get(key) ?? -Infinity) < FRESH_AHEAD_MS;
  await client.query({
    query: ProductDetailQuery,
    variables,
    context: { silent: true },
    fetchPolicy: fresh ? 'cache-first' : 'network-only',
  });
};
