import { makeExecutableSchema } from '@graphql-tools/schema';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { withAttemptLimits } from './security/guardedOperations.ts';
import { resolvers } from './graphql/resolvers.ts';
import { runtimeFile } from './runtimeFiles.ts';

const SCHEMA_DIR = runtimeFile('schema');

/** The SDL of schema/*.graphql, common.graphql first. */
export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort((a, b) => (a === 'common.graphql' ? -1 : b === 'common.graphql' ? 1 : a.localeCompare(b)))
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

export function buildGatewaySchema(): GraphQLSchema {
  // Sign-in, sign-up, forgotten password and payment code are counted by the rate limits.
  return makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: withAttemptLimits(resolvers) });
}
