import { buildSchema, isObjectType, type GraphQLSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../../gateway/src/graphql/sdl.ts';
import { endpoints } from '../../gateway/src/upstream/endpoints.ts';

/** docs/gateway.md promises a table of every legacy call and the fields that use it: keep it true. */
const doc = readFileSync(new URL('../../docs/gateway.md', import.meta.url), 'utf8');
const schema: GraphQLSchema = buildSchema(loadTypeDefs().join('\n'));
/** The section with the legacy-call tables. */
const legacyTables = doc.slice(doc.indexOf('## Legacy calls and the GraphQL fields'), doc.indexOf('## Tests'));

/** The rows of the legacy-call tables: `METHOD /path` → the row. */
function tableRows(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of legacyTables.split('\n')) {
    const match = /^\| `(GET|POST) ([^`]+)`/.exec(line);
    if (match) rows.set(`${match[1]} ${match[2]}`, line);
  }
  return rows;
}

describe('docs/gateway.md', () => {
  const rows = tableRows();

  it('has one row for every legacy call of the endpoint table, with its operation name', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const row = rows.get(`${endpoint.method} ${endpoint.path}`);
      expect(row, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(row, name).toContain(`| \`${name}\` |`);
      expect(row?.includes('public'), `${name} public-cache marking`).toBe(Boolean(endpoint.publicCache));
    }
    expect(rows.size).toBe(Object.keys(endpoints).length);
  });

  it('names only fields that exist in the schema', () => {
    for (const [, typeName, fieldName] of doc.matchAll(/`([A-Z][A-Za-z]+)\.([a-z][A-Za-z]+)`/g)) {
      const type = schema.getType(typeName!);
      expect(type && isObjectType(type), `type ${typeName}`).toBe(true);
      if (type && isObjectType(type)) expect(type.getFields()[fieldName!], `${typeName}.${fieldName}`).toBeDefined();
    }
  });

  it('maps every query and mutation to a legacy call', () => {
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      for (const field of Object.keys(root!.getFields())) {
        expect(legacyTables, `${root!.name}.${field}`).toContain(`\`${root!.name}.${field}\``);
      }
    }
  });

  it('marks the assumed legacy calls', () => {
    for (const path of [
      '/api/user/notice_list',
      '/api/user/notice_read',
      '/api/merchant/assistStatus',
      '/api/merchant/assist',
      '/api/merchant/assistList',
    ]) {
      const row = [...rows.entries()].find(([key]) => key.endsWith(` ${path}`))?.[1];
      expect(row, path).toContain('**[assumed]**');
    }
  });
});
