import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { withAttemptLimits } from './security/guardedOperations.ts';
import { resolvers } from './graphql/resolvers.ts';
import { loadTypeDefs } from './graphql/sdl.ts';

export function buildGatewaySchema(): GraphQLSchema {
  // Sign-in, sign-up, forgotten password and payment code are counted by the rate limits.
  return makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: withAttemptLimits(resolvers) });
}
