import { Kind, parse } from 'graphql';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../gateway/src/errors.ts';

/*
 * The gateway's error codes are derived from the generated ErrorCode enum (errors.ts);
 * this reads the SDL itself, so a schema change without `npm run codegen` fails here too,
 * and so does a code the docs' error table leaves out.
 */
const sdl = readFileSync(new URL('../../schema/common.graphql', import.meta.url), 'utf8');
const schemaCodes = parse(sdl)
  .definitions.flatMap((definition) =>
    definition.kind === Kind.ENUM_TYPE_DEFINITION && definition.name.value === 'ErrorCode'
      ? (definition.values ?? [])
      : [],
  )
  .map((value) => value.name.value);

describe('ErrorCode', () => {
  it('is exactly the enum of schema/common.graphql, each code keyed by itself', () => {
    expect(schemaCodes.length).toBeGreaterThan(0);
    expect(Object.keys(ErrorCode).sort(), 'run `npm run codegen` after changing the ErrorCode enum').toEqual(
      [...schemaCodes].sort(),
    );
    for (const [key, value] of Object.entries(ErrorCode)) expect(value).toBe(key);
  });

  it('has a row in the error table of docs/gateway.md for every code', () => {
    const doc = readFileSync(new URL('../../docs/gateway.md', import.meta.url), 'utf8');
    const missing = schemaCodes.filter((code) => !doc.includes(`| \`${code}\` |`));
    expect(
      missing,
      'add a row "| `CODE` | When | Extras | What the client shows |" to the table under "## Errors" in docs/gateway.md',
    ).toEqual([]);
  });
});
