import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Kind, parse } from 'graphql';
import { describe, expect, test } from 'vitest';
import { ERROR_MESSAGES } from '../../client/src/apollo/errorMessage.ts';

/** The values of ErrorCode as schema/common.graphql declares them today (not as last generated). */
function schemaErrorCodes(): string[] {
  const document = parse(readFileSync(resolve(import.meta.dirname, '../../schema/common.graphql'), 'utf8'));
  const codes = document.definitions.flatMap((definition) =>
    definition.kind === Kind.ENUM_TYPE_DEFINITION && definition.name.value === 'ErrorCode'
      ? (definition.values ?? []).map((value) => value.name.value)
      : [],
  );
  expect(codes.length, 'schema/common.graphql declares ErrorCode').toBeGreaterThan(0);
  return codes;
}

describe("the client's error messages", () => {
  // The type check says the same once codegen has run; this says it before, straight from the schema.
  test('cover exactly the codes of the schema', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual(schemaErrorCodes().sort());
  });
});
