import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { runtimeFile } from '../runtimeFiles.ts';

const SCHEMA_DIR = runtimeFile('schema');

/** The SDL of schema/*.graphql, common.graphql first. */
export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort((a, b) => (a === 'common.graphql' ? -1 : b === 'common.graphql' ? 1 : a.localeCompare(b)))
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

/** The schema of schema/*.graphql without resolvers: what clients see, for printing and comparing. */
export function buildSdlSchema(dir = SCHEMA_DIR): GraphQLSchema {
  return buildSchema(loadTypeDefs(dir).join('\n'));
}

/**
 * The whole schema as one SDL document in a stable order (types, fields and arguments sorted by
 * name), so the same schema always prints the same text whatever the files' order: what
 * `GET /graphql/schema.graphql` serves and what schema/snapshot/schema.graphql holds.
 */
export function printSdl(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
