import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOCS, docPath, TABLE_END, TABLE_START, tableRow, variableDocs } from '../../gateway/configTables.ts';

/*
 * The configuration table of docs/configuration.md is written from the zod schema of
 * gateway/src/config.ts by `npm run docs:config`; this fails, saying what to do, when a
 * variable has no description or the table is not what that command writes.
 */
describe('configuration docs', () => {
  it('describes every variable of the schema', () => {
    const undescribed = variableDocs()
      .filter((variable) => variable.description === undefined)
      .map((variable) => variable.name);
    expect(
      undescribed,
      "give each a .describe('what it does') in gateway/src/config.ts, then run `npm run docs:config`",
    ).toEqual([]);
  });

  it.each(CONFIG_DOCS)("%s lists exactly the schema's variables, with their defaults and descriptions", (file) => {
    const markdown = readFileSync(docPath(file), 'utf8');
    const start = markdown.indexOf(TABLE_START);
    const end = markdown.indexOf(TABLE_END);
    expect(
      start >= 0 && end > start,
      `${file} needs the markers ${TABLE_START} … ${TABLE_END} around its configuration table`,
    ).toBe(true);
    const table = markdown.slice(start + TABLE_START.length, end);
    const written = new Map(
      [...table.matchAll(/^\| `([A-Z0-9_]+)` \|.*$/gm)].map((match) => [match[1]!, match[0]] as const),
    );
    const expected = variableDocs();
    // Exactly what to change, row by row: the lines `npm run docs:config` would write.
    const stale = expected.filter((variable) => written.get(variable.name) !== tableRow(variable)).map(tableRow);
    const extra = [...written.keys()].filter((name) => !expected.some((variable) => variable.name === name));
    expect(
      { stale, extra },
      `run \`npm run docs:config\` to rewrite ${file}'s table from gateway/src/config.ts (stale: the rows it would write; extra: variables the schema does not have)`,
    ).toEqual({ stale: [], extra: [] });
    expect([...written.keys()], `${file}: rows in the schema's order`).toEqual(
      expected.map((variable) => variable.name),
    );
  });
});
