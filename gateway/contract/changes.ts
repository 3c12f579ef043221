import {
  findBreakingChanges,
  findDangerousChanges,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isRequiredArgument,
  isRequiredInputField,
  type GraphQLArgument,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

/** One difference between the published schema (the snapshot) and the schema as it is now. */
export interface SchemaChange {
  /** graphql-js's change type (FIELD_REMOVED, VALUE_ADDED_TO_ENUM…), or ADDED / DEPRECATED for safe ones. */
  type: string;
  description: string;
}

/**
 * What changed for clients, sorted by how much it can hurt them:
 * - breaking: a query or mutation that worked against the old schema fails against the new one
 *   (a removed field, a changed type, a new required argument…);
 * - dangerous: it still runs, but may now answer something a client does not expect (an enum value
 *   added, an argument's default changed, a type added to a union);
 * - safe: additions and deprecations, which no existing client notices.
 */
export interface SchemaChanges {
  breaking: SchemaChange[];
  dangerous: SchemaChange[];
  safe: SchemaChange[];
}

export function compareSchemas(published: GraphQLSchema, current: GraphQLSchema): SchemaChanges {
  return {
    breaking: findBreakingChanges(published, current).map(({ type, description }) => ({ type, description })),
    dangerous: findDangerousChanges(published, current).map(({ type, description }) => ({ type, description })),
    safe: safeChanges(published, current),
  };
}

const ADDED = 'ADDED';
const DEPRECATED = 'DEPRECATED';

/** Fields (or input fields) by name, with what the safe changes need of them. */
interface Member {
  deprecationReason?: string | null | undefined;
  required: boolean;
  args: readonly GraphQLArgument[];
}

function membersOf(type: GraphQLNamedType): Map<string, Member> {
  if (isObjectType(type) || isInterfaceType(type)) {
    return new Map(
      Object.values(type.getFields()).map((field) => [
        field.name,
        { deprecationReason: field.deprecationReason, required: false, args: field.args },
      ]),
    );
  }
  if (isInputObjectType(type)) {
    return new Map(
      Object.values(type.getFields()).map((field) => [
        field.name,
        { deprecationReason: field.deprecationReason, required: isRequiredInputField(field), args: [] },
      ]),
    );
  }
  if (isEnumType(type)) {
    return new Map(
      type
        .getValues()
        .map((value) => [value.name, { deprecationReason: value.deprecationReason, required: false, args: [] }]),
    );
  }
  return new Map();
}

function isDeprecated(reason: string | null | undefined): reason is string {
  return typeof reason === 'string';
}

function deprecated(path: string, reason: string): SchemaChange {
  return { type: DEPRECATED, description: `${path} is deprecated: ${reason}` };
}

/**
 * The additions and deprecations, which graphql-js does not list (a required addition is breaking
 * and listed by it; an added enum value is dangerous and listed by it).
 */
function safeChanges(published: GraphQLSchema, current: GraphQLSchema): SchemaChange[] {
  const changes: SchemaChange[] = [];
  const before = published.getTypeMap();
  for (const type of Object.values(current.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const old = before[type.name];
    if (!old) {
      changes.push({ type: ADDED, description: `Type ${type.name} was added.` });
      continue;
    }
    const oldMembers = membersOf(old);
    for (const [name, member] of membersOf(type)) {
      const path = `${type.name}.${name}`;
      const was = oldMembers.get(name);
      if (!was) {
        if (!member.required && !isEnumType(type)) changes.push({ type: ADDED, description: `${path} was added.` });
        if (isDeprecated(member.deprecationReason)) changes.push(deprecated(path, member.deprecationReason));
        continue;
      }
      if (isDeprecated(member.deprecationReason) && !isDeprecated(was.deprecationReason)) {
        changes.push(deprecated(path, member.deprecationReason));
      }
      const oldArgs = new Map(was.args.map((arg) => [arg.name, arg]));
      for (const arg of member.args) {
        const oldArg = oldArgs.get(arg.name);
        if (!oldArg && !isRequiredArgument(arg)) {
          changes.push({ type: ADDED, description: `Argument ${arg.name} was added to ${path}.` });
        }
        if (isDeprecated(arg.deprecationReason) && !isDeprecated(oldArg?.deprecationReason)) {
          changes.push(deprecated(`${path}(${arg.name}:)`, arg.deprecationReason));
        }
      }
    }
  }
  return changes;
}

/** Whether anything changed at all. */
export function hasChanges(changes: SchemaChanges): boolean {
  return changes.breaking.length + changes.dangerous.length + changes.safe.length > 0;
}
