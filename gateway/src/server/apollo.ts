import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.ts';
import type { GatewayContext } from '../context.ts';
import { duplicateSubmitGuard } from './duplicateGuard.ts';
import { formatErrorWith } from './formatError.ts';

/** Limits that keep one query from costing the upstream a fortune. */
export const QUERY_LIMITS = {
  maxDepth: 10,
  maxAliases: 20,
  maxTokens: 3000,
  maxCost: 10_000,
};

/**
 * Apollo Server with CSRF prevention, query depth/alias/token/cost limits, the
 * duplicate-submit guard, errors reduced to their stable codes, and the sandbox
 * and introspection on unless production (overridable).
 */
export function createApolloServer(
  schema: GraphQLSchema,
  config: GatewayConfig,
  logger: Logger,
): ApolloServer<GatewayContext> {
  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    // The token limit is graphql-js's own parser option (parseOptions below): armor's version throws
    // inside Apollo's parsing hook, which Apollo answers with HTTP 500 instead of 400.
    maxTokens: { enabled: false },
    costLimit: { maxCost: QUERY_LIMITS.maxCost, ignoreIntrospection: true },
    blockFieldSuggestion: { enabled: !config.introspection },
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
    formatError: formatErrorWith(logger),
    logger,
    plugins: [
      // graphql-armor is typed against Apollo's CommonJS build; the plugins are the same objects.
      ...(armor.plugins as unknown as ApolloServerPlugin<GatewayContext>[]),
      duplicateSubmitGuard(config.duplicateWindowMs),
      config.introspection
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false })
        : ApolloServerPluginLandingPageProductionDefault({ footer: false }),
    ],
  });
}
