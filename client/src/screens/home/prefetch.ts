import type { Prefetch } from '../../app/routes.ts';
import { seedFromEarlyAnswer } from '../../apollo/earlyAnswer.ts';
import { HOME_VARIABLES } from './homeVariables.ts';
import { HomeQuery } from './operations.ts';

/**
 * Home's query, started with its route (app/routes.ts) as soon as the data layer is
 * there, not once Home's code has come: the feed's own query (HomeFeed.tsx) then joins
 * the request or reads its answer. Once Home's data is there it is not asked again (as
 * for the kept tab itself; a pull-to-refresh asks again).
 */
export const prefetch: Prefetch = async (client) => {
  // The page's early query (boot/earlyQuery.ts) may have asked already.
  if (await seedFromEarlyAnswer(client, HomeQuery, HOME_VARIABLES)) return;
  await client.query({
    query: HomeQuery,
    variables: HOME_VARIABLES,
    context: { silent: true },
    errorPolicy: 'all',
    fetchPolicy: 'cache-first',
  });
};
