import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import {
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { GatewayContext } from '../context.ts';
import { ErrorCode, gatewayError } from '../errors.ts';
import { endpoints } from '../upstream/endpoints.ts';
import { checkUpstreamMarks, upstreamCallOf } from './upstreamCalls.ts';

/** Lists whose length the query does not bound (a product's reviews and recommendations…) count as this many. */
const UNBOUNDED_LIST_GUESS = 10;
const DEFAULT_LIMIT = 10;

interface Walk {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  /** Literal defaults of the operation's variables. */
  variableDefaults: Record<string, unknown>;
}

/*
 * The schema's types are read structurally (names, `ofType`, fields), not with graphql's
 * type predicates: those refuse objects made by another copy of the graphql module, and
 * the schema and this plugin may not share one (ESM and CommonJS builds).
 */

/** The `limit` a field is asked with (its default when left out), or undefined when it takes none. */
function limitOf(field: GraphQLField<unknown, unknown>, node: FieldNode, walk: Walk): number | undefined {
  const definition = field.args.find((arg) => arg.name === 'limit');
  if (!definition) return undefined;
  const given = node.arguments?.find((arg) => arg.name.value === 'limit')?.value;
  let value: unknown = definition.defaultValue;
  if (given?.kind === Kind.INT) value = Number(given.value);
  else if (given?.kind === Kind.VARIABLE)
    value = walk.variables[given.name.value] ?? walk.variableDefaults[given.name.value];
  return typeof value === 'number' && value > 0 ? value : DEFAULT_LIMIT;
}

function isListField(field: GraphQLField<unknown, unknown>): boolean {
  return String(field.type).replace(/!$/, '').startsWith('[');
}

/** The object type a field answers (through lists and non-nulls), or undefined for scalars and enums. */
function objectTypeOf(type: GraphQLOutputType): GraphQLObjectType | undefined {
  let named: unknown = type;
  while (typeof named === 'object' && named !== null && 'ofType' in named && named.ofType) named = named.ofType;
  return typeof named === 'object' && named !== null && 'getFields' in named ? (named as GraphQLObjectType) : undefined;
}

/**
 * The legacy calls a selection may make for `count` parent objects: one per root field
 * (or per field that takes a page), plus one per parent object for each detail call its
 * fields need. Pages multiply what is below them by their limit.
 */
function estimate(
  selectionSet: SelectionSetNode,
  type: GraphQLObjectType,
  count: number,
  walk: Walk,
  root: boolean,
  /** The limit of the page this object is (its item list holds at most that many). */
  pageLimit?: number,
): number {
  let cost = 0;
  const details = new Set<string>();
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = walk.fragments[selection.name.value];
        if (fragment) visit(fragment.selectionSet);
      } else {
        const field = type.getFields()[selection.name.value];
        if (!field) continue;
        // Fields that cost one legacy call per parent object, by the call they need (those of one
        // parent needing the same call share it: the loader makes it once). On a page of N items
        // they cost N calls: this is what makes a query expensive.
        const detail = upstreamCallOf(field);
        if (detail) details.add(detail);
        const limit = limitOf(field, selection, walk);
        if (root || (limit !== undefined && !detail)) cost += count;
        const inner = objectTypeOf(field.type);
        if (!selection.selectionSet || !inner) continue;
        // A page's items are as many as its limit; other lists of a non-root object are a guess.
        const items = isListField(field) ? (pageLimit ?? (root ? 1 : UNBOUNDED_LIST_GUESS)) : 1;
        cost += estimate(selection.selectionSet, inner, count * items, walk, false, limit);
      }
    }
  };
  visit(selectionSet);
  return cost + details.size * count;
}

/**
 * Refuses, before anything is sent upstream, an operation whose estimated legacy calls
 * exceed the budget (UPSTREAM_CALL_BUDGET): `hotProducts(limit: 100) { items { liked } }`
 * would need 101. The budget is also enforced while the operation runs (upstream/callBudget.ts),
 * for what an estimate cannot know.
 */
export function upstreamCostLimit(budget: number): ApolloServerPlugin<GatewayContext> {
  // Apollo keeps each validated document (and so its operation nodes) while it is asked for
  // again: its estimate is kept with it, by the variables it was asked with.
  const known = new WeakMap<OperationDefinitionNode, Map<string, number>>();
  // Stateless per request (the estimates are kept by document): one listener serves every request.
  const listener: GraphQLRequestListener<GatewayContext> = {
    async didResolveOperation({ operation, document, schema, request }) {
      if (!operation || operation.name?.value === 'IntrospectionQuery') return;
      const rootType =
        operation.operation === OperationTypeNode.MUTATION ? schema.getMutationType() : schema.getQueryType();
      if (!rootType || operation.operation === OperationTypeNode.SUBSCRIPTION) return;
      let estimates = known.get(operation);
      if (!estimates) known.set(operation, (estimates = new Map<string, number>()));
      const variablesKey = operation.variableDefinitions?.length ? JSON.stringify(request.variables ?? {}) : '';
      let cost = estimates.get(variablesKey);
      if (cost === undefined) {
        cost = estimateOperation(operation, document, rootType, request.variables ?? {}, schema);
        // Variables vary (page numbers, ids): a few hundred sets per operation at most are kept.
        if (estimates.size >= MAX_ESTIMATES_PER_OPERATION) estimates.clear();
        estimates.set(variablesKey, cost);
      }
      if (cost > budget) {
        throw gatewayError(
          ErrorCode.QUERY_TOO_EXPENSIVE,
          `This operation would need about ${cost} calls to the legacy API, more than ${budget}; ask for fewer items or fields`,
          { http: { status: 200 } },
        );
      }
    },
  };
  return {
    // The calls the schema's @upstream marks name must be real ones: checked once, at start.
    async serverWillStart({ schema }) {
      checkUpstreamMarks(schema, endpoints);
    },
    async requestDidStart() {
      return listener;
    },
  };
}

/** Estimates of one operation kept for this many different sets of variables. */
const MAX_ESTIMATES_PER_OPERATION = 256;

function estimateOperation(
  operation: OperationDefinitionNode,
  document: DocumentNode,
  rootType: GraphQLObjectType,
  variables: Record<string, unknown>,
  schema: GraphQLSchema,
): number {
  const variableDefaults = Object.fromEntries(
    (operation.variableDefinitions ?? [])
      .filter((definition) => definition.defaultValue?.kind === Kind.INT)
      .map((definition) => [
        definition.variable.name.value,
        Number((definition.defaultValue as { value: string }).value),
      ]),
  );
  const fragments = Object.fromEntries(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const walk: Walk = { schema, fragments, variables, variableDefaults };
  return estimate(operation.selectionSet, rootType, 1, walk, true);
}
