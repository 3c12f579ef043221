import { Kind, type GraphQLSchema } from 'graphql';

/*
 * Which fields cost a legacy call per object is declared once, in the SDL, with
 * `@upstream(call: "…")` (schema/common.graphql); the call budget's estimate reads it here.
 * Read structurally, from the fields' AST nodes, for the reason upstreamCost.ts gives.
 */

/** A schema field as far as its declaration is read. */
interface DeclaredField {
  astNode?: {
    directives?: ReadonlyArray<{
      name: { value: string };
      arguments?: ReadonlyArray<{ name: { value: string }; value: { kind: string; value?: unknown } }>;
    }>;
  } | null;
}

/** The legacy call a field's `@upstream` names, or undefined for a field without one. */
export function upstreamCallOf(field: DeclaredField): string | undefined {
  const directive = field.astNode?.directives?.find((node) => node.name.value === 'upstream');
  const call = directive?.arguments?.find((argument) => argument.name.value === 'call')?.value;
  return call?.kind === Kind.STRING && typeof call.value === 'string' ? call.value : undefined;
}

export interface UpstreamMark {
  type: string;
  field: string;
  call: string;
}

/** Every `@upstream` of the schema, type by type. */
export function upstreamMarks(schema: GraphQLSchema): UpstreamMark[] {
  const marks: UpstreamMark[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    // Read by shape, not with isObjectType(): Apollo may hand over a schema built by graphql's other
    // module format (CommonJS beside ESM), which instanceof-based checks refuse.
    if (type.name.startsWith('__') || !('getFields' in type)) continue;
    const fields = (type as { getFields(): Record<string, DeclaredField & { name: string }> }).getFields();
    for (const field of Object.values(fields)) {
      const call = upstreamCallOf(field);
      if (call !== undefined) marks.push({ type: type.name, field: field.name, call });
    }
  }
  return marks;
}

/** Refuses to start with an `@upstream` naming a call the upstream client does not have (a typo, a renamed call). */
export function checkUpstreamMarks(schema: GraphQLSchema, knownCalls: Readonly<Record<string, unknown>>): void {
  const unknown = upstreamMarks(schema).filter((mark) => !Object.hasOwn(knownCalls, mark.call));
  if (unknown.length > 0) {
    const named = unknown.map((mark) => `${mark.type}.${mark.field} @upstream(call: "${mark.call}")`).join(', ');
    throw new Error(`The schema names legacy calls that gateway/src/upstream/endpoints.ts does not have: ${named}`);
  }
}
