import type { Prefetch } from '../../app/routePrefetch.ts';
import { seedFromEarlyAnswer } from '../../apollo/earlyAnswer.ts';
import { HOME_VARIABLES } from './homeVariables.ts';
import { HomeQuery } from './operations.ts';

/*
 * Home's query, in one place: the route starts it (prefetch below), and Home's parts
 * (HomeFeed.tsx) read it with the same document and variables, so they join that request
 * or find its answer instead of asking again. The page's early query (boot/earlyQuery.ts)
 * only asks it ahead: its answer comes through here.
 */

/** What every reader of Home's query asks: the document and its variables. */
export const HOME_QUERY = { query: HomeQuery, variables: HOME_VARIABLES } as const;

/**
 * How Home's first load is asked: a failed first load shows its own error state (no
 * toast); a part that fails alone (banners, categories, hot shops, the platform) comes
 * back null and shows its own note.
 */
export const HOME_LOAD = { ...HOME_QUERY, context: { silent: true }, errorPolicy: 'all' } as const;

/**
 * Starts Home's query with its route (app/routeQueries.ts) as soon as the data layer is
 * there, not once Home's code has come. Once Home's data is there it is not asked
 * again (as for the kept tab itself; a pull-to-refresh asks again).
 */
export const prefetch: Prefetch = async (client) => {
  // The page's early query (boot/earlyQuery.ts) may have asked already.
  if (await seedFromEarlyAnswer(client, HomeQuery, HOME_VARIABLES)) return;
  await client.query({ ...HOME_LOAD, fetchPolicy: 'cache-first' });
};
