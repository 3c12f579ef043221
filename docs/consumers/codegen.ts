import type { CodegenConfig } from '@graphql-codegen/cli';

/*
 * graphql-codegen for a front-end outside this repository (copy it as codegen.ts into your
 * project; needs @graphql-codegen/cli, @graphql-codegen/client-preset and
 * @graphql-codegen/typescript). `npx graphql-codegen` then writes typed documents for your
 * operations to src/gql/, and the schema's types to src/gql/schema.ts.
 *
 * The schema comes from the gateway as SDL: GET /graphql/schema.graphql, served while
 * introspection is on (development) or with PUBLISH_SCHEMA=true (production).
 */
const SCHEMA_URL = 'http://localhost:4000/graphql/schema.graphql';

/**
 * The schema's own scalars as they travel in JSON; without these they are typed `unknown`.
 * Money: a decimal string with exactly two places ("12.50", debits "-12.50"), never a float.
 * DateTime: an ISO-8601 time in UTC ("2026-03-01T10:00:00.000Z").
 * Bound: a bound in an error's extensions.reason, a number or a money string.
 */
const scalars = { Money: 'string', DateTime: 'string', Bound: 'number | string' };

const config: CodegenConfig = {
  schema: SCHEMA_URL,
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    // Your operations, typed (the `graphql()` function of src/gql).
    'src/gql/': {
      preset: 'client',
      config: { scalars, enumsAsTypes: true, useTypeImports: true },
    },
    // Every type of the schema, operations' or not: ErrorCode, ErrorRule and ErrorExtensions (what
    // every error's `extensions` holds), which no field returns, so the client preset leaves out.
    // Type an error with it: `error.extensions as ErrorExtensions`, then branch on `code` and `reason.rule`.
    'src/gql/schema.ts': {
      plugins: ['typescript'],
      config: { scalars, enumsAsTypes: true, useTypeImports: true },
    },
  },
};

export default config;
