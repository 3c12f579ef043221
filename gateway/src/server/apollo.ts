import { ApolloServer, type ApolloServerOptions, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.ts';
import type { GatewayContext } from '../context.ts';
import { duplicateSubmitGuard, type DuplicateStore } from './duplicateGuard.ts';
import { formatErrorWith } from './formatError.ts';

/** Limits that keep one query from costing the upstream a fortune. */
export const QUERY_LIMITS = {
  maxDepth: 10,
  maxAliases: 20,
  maxTokens: 3000,
  maxCost: 10_000,
};

/** What the gateway adds to Apollo beyond its own setup: shared stores and observers. */
export interface ApolloExtras {
  plugins?: ApolloServerPlugin<GatewayContext>[];
  /** Where automatic persisted queries are kept (see shared/persistedQueries.ts); Apollo's in-process cache when absent. */
  persistedQueries?: ApolloServerOptions<GatewayContext>['persistedQueries'];
  /** Where the duplicate guard remembers submissions (shared/duplicateStore.ts). */
  duplicateStore?: DuplicateStore;
}

/**
 * Apollo Server with CSRF prevention, query depth/alias/token/cost limits, the
 * duplicate-submit guard, errors reduced to their stable codes, introspection on
 * unless production (overridable), and no landing page of Apollo's own: the
 * explorer and the sandbox are served by security/sandboxPage.ts (the sandbox under its own CSP).
 */
export function createApolloServer(
  schema: GraphQLSchema,
  config: GatewayConfig,
  logger: Logger,
  extras: ApolloExtras = {},
): ApolloServer<GatewayContext> {
  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    // The token limit is graphql-js's own parser option (parseOptions below): armor's version throws
    // inside Apollo's parsing hook, which Apollo answers with HTTP 500 instead of 400.
    maxTokens: { enabled: false },
    costLimit: { maxCost: QUERY_LIMITS.maxCost, ignoreIntrospection: true },
    // Suggestions are removed from every message in formatError, enum ones included (armor's rule misses those).
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return new ApolloServer<GatewayContext>({
    schema,
    csrfPrevention: true,
    introspection: config.introspection,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // main.ts owns SIGTERM/SIGINT (server/shutdown.ts). Apollo's own handler would race it, and a
    // stop() called while Apollo is already stopping never resolves (Apollo 5 leaves its barrier open).
    stopOnTerminationSignals: false,
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    validationRules: armor.validationRules,
    formatError: formatErrorWith(logger, { hideSuggestions: config.production || !config.introspection }),
    ...(extras.persistedQueries !== undefined ? { persistedQueries: extras.persistedQueries } : {}),
    logger,
    plugins: [
      // The schema has no @cacheControl hints: without this Apollo wraps every field resolver
      // to compute a cache policy nobody reads.
      ApolloServerPluginCacheControlDisabled(),
      // graphql-armor is typed against Apollo's CommonJS build; the plugins are the same objects.
      ...(armor.plugins as unknown as ApolloServerPlugin<GatewayContext>[]),
      duplicateSubmitGuard(config.duplicateWindowMs, extras.duplicateStore),
      ...(extras.plugins ?? []),
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
}
