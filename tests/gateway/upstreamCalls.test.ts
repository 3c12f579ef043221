import { buildSchema, type GraphQLSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../gateway/src/context.ts';
import { resolvers } from '../../gateway/src/graphql/resolvers.ts';
import { checkUpstreamMarks, upstreamMarks } from '../../gateway/src/graphql/upstreamCalls.ts';
import { loadTypeDefs } from '../../gateway/src/graphql/sdl.ts';
import { endpoints } from '../../gateway/src/upstream/endpoints.ts';

/*
 * `@upstream(call: …)` in schema/*.graphql says which fields cost a legacy call per object;
 * the call budget estimates from it. Tied here to the real calls, to what the resolvers do,
 * and to the tables of docs/gateway.md.
 */
const schema: GraphQLSchema = buildSchema(loadTypeDefs().join('\n'));
const marks = upstreamMarks(schema);
const markedTypes = new Set(marks.map((mark) => mark.type));

/** A list item of each marked type: what a list answers, never the detail its marked fields need. */
const LIST_ITEMS: Record<string, object> = {
  Product: { id: 1, product_id: 2, mer_id: 3, goods: {}, sales: 0, click: 0 },
  Shop: { mer_id: 3 },
  Order: { order_id: 4, status: 3, refund_status: 0 },
  ShopSupport: { mer_id: 3 },
};

type AnyResolver = (parent: unknown, args: unknown, context: GatewayContext) => unknown;

/** The legacy reads one field's resolver makes on a list item (whether or not it then fails). */
async function readsOf(type: string, field: string): Promise<string[]> {
  const reads: string[] = [];
  const legacy = {
    read: (operation: string) => {
      reads.push(operation);
      return Promise.reject(new Error('no upstream here'));
    },
  };
  const images = new Proxy({}, { get: () => () => null });
  const context = { legacy, images } as unknown as GatewayContext;
  const typeResolvers = (resolvers as Record<string, Record<string, AnyResolver> | undefined>)[type] ?? {};
  const resolve = typeResolvers[field];
  if (typeof resolve !== 'function') return reads;
  try {
    await resolve(LIST_ITEMS[type], { page: 1, limit: 10 }, context);
  } catch {
    // A stub parent or the refused read: only the reads matter here.
  }
  return [...new Set(reads)];
}

describe('@upstream', () => {
  it('marks the fields of products, shops, orders and supports that load a detail', () => {
    expect([...markedTypes].sort()).toEqual(Object.keys(LIST_ITEMS).sort());
  });

  it('names only calls of the upstream client, and the start-up check refuses any other', () => {
    expect(() => checkUpstreamMarks(schema, endpoints)).not.toThrow();
    const typo = buildSchema(
      `${loadTypeDefs().join('\n')}\nextend type Query { typo: Int @upstream(call: "productDetial") }`,
    );
    expect(() => checkUpstreamMarks(typo, endpoints)).toThrow('Query.typo @upstream(call: "productDetial")');
  });

  it('says what the resolvers do: on a list item, a marked field reads its call, an unmarked one reads nothing', async () => {
    for (const type of markedTypes) {
      const fields = Object.keys((resolvers as Record<string, object>)[type] ?? {});
      for (const field of fields) {
        const mark = marks.find((candidate) => candidate.type === type && candidate.field === field);
        expect(await readsOf(type, field), `${type}.${field}`).toEqual(mark ? [mark.call] : []);
      }
    }
  });

  it('is what the legacy-call tables of docs/gateway.md say, call by call', () => {
    const doc = readFileSync(new URL('../../docs/gateway.md', import.meta.url), 'utf8');
    /** `Type.field` and the `.field`s after it in each row, by the row's operation. */
    const named = new Map<string, Set<string>>();
    for (const line of doc.split('\n')) {
      const operation = /^\| `(?:GET|POST) [^`]+`[^|]*\| `(\w+)` \|/.exec(line)?.[1];
      if (!operation) continue;
      const fields = new Set<string>();
      let type = '';
      for (const [, token] of line.matchAll(/`([^`]+)`/g)) {
        const full = /^([A-Z]\w+)\.(\w+)$/.exec(token!);
        if (full) type = full[1]!;
        const field = full ? full[2] : /^\.(\w+)$/.exec(token!)?.[1];
        if (field && type) fields.add(`${type}.${field}`);
      }
      named.set(operation, fields);
    }
    for (const mark of marks) {
      expect(
        named.get(mark.call),
        `docs/gateway.md: the row of ${mark.call} names ${mark.type}.${mark.field}`,
      ).toContain(`${mark.type}.${mark.field}`);
    }
    for (const [operation, fields] of named) {
      for (const name of fields) {
        const [type, field] = name.split('.');
        if (!markedTypes.has(type!)) continue;
        const mark = marks.find((candidate) => candidate.type === type && candidate.field === field);
        expect(
          mark?.call,
          `docs/gateway.md names ${name} under ${operation}: mark it @upstream(call: "${operation}") or drop it from the row`,
        ).toBe(operation);
      }
    }
  });
});
