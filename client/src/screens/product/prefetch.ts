import type { Prefetch } from '../../app/routes.ts';
import { seedFromEarlyAnswer } from '../../apollo/earlyAnswer.ts';
import { productVariables } from './productVariables.ts';
import { ProductDetailQuery } from './operations.ts';

/**
 * The product's query, started with the route (app/routes.ts) on each visit, not once
 * the product page's code has come: the screen's own query (cache-first) shows what is
 * cached at once and joins this request, or reads its answer: one request, as the
 * cache-and-network query it replaces made.
 */
export const prefetch: Prefetch = async (client, { product, mer }) => {
  if (!product || !mer) return;
  const variables = productVariables(product, mer);
  // The page's early query (boot/earlyQuery.ts) may have asked already.
  if (await seedFromEarlyAnswer(client, ProductDetailQuery, variables)) return;
  await client.query({
    query: ProductDetailQuery,
    variables,
    context: { silent: true },
    fetchPolicy: 'network-only',
  });
};
