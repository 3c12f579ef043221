import { z } from 'zod';

/*
 * Each subsystem writes its settings once, as a tree of the fields its code reads, each leaf
 * naming its environment variable and the rule that reads it (default, `.describe()` and any
 * transform included). `fragment` makes of it a zod schema over the environment, keyed by the
 * variables' names so that an issue's path names the variable, whose output is that tree of
 * values. config.ts merges the fragments; gateway/configTables.ts documents their variables.
 */

/** One setting: the variable an operator sets and the rule that turns it into the field's value. */
interface Setting<Rule extends z.ZodType = z.ZodType> {
  variable: string;
  rule: Rule;
}

export function setting<Rule extends z.ZodType>(variable: string, rule: Rule): Setting<Rule> {
  return { variable, rule };
}

/** The fields of a subsystem's settings, nested as its code reads them. */
interface Fields {
  readonly [field: string]: Setting | Fields;
}

/** What `fields` read: each setting's rule's output in its place. */
type Read<Tree extends Fields> = {
  -readonly [Field in keyof Tree]: Tree[Field] extends Setting<infer Rule>
    ? z.output<Rule>
    : Tree[Field] extends Fields
      ? Read<Tree[Field]>
      : never;
};

function isSetting(item: Setting | Fields): item is Setting {
  return item['rule'] instanceof z.ZodType;
}

/** Every variable of the tree with its rule, in the order written. */
function variablesOf(fields: Fields): Array<[string, z.ZodType]> {
  return Object.values(fields).flatMap((item) => (isSetting(item) ? [[item.variable, item.rule]] : variablesOf(item)));
}

/** The tree with each setting replaced by its variable's parsed value. */
function readTree(fields: Fields, values: Record<string, unknown>): unknown {
  return Object.fromEntries(
    Object.entries(fields).map(([field, item]) => [
      field,
      isSetting(item) ? values[item.variable] : readTree(item, values),
    ]),
  );
}

/** A zod schema over the environment (its shape keyed by variable) whose output is one subsystem's settings. */
export type Fragment<Settings> = z.ZodPipe<z.ZodObject<Record<string, z.ZodType>>, z.ZodTransform<Settings>>;

/** A subsystem's settings read from the environment: the values as written, or what `derive` makes of them. */
export function fragment<const Tree extends Fields>(fields: Tree): Fragment<Read<Tree>>;
export function fragment<const Tree extends Fields, Settings>(
  fields: Tree,
  derive: (read: Read<Tree>, context: z.RefinementCtx) => Settings,
): Fragment<Settings>;
export function fragment<const Tree extends Fields, Settings>(
  fields: Tree,
  derive?: (read: Read<Tree>, context: z.RefinementCtx) => Settings,
) {
  return z.object(Object.fromEntries(variablesOf(fields))).transform((values, context) => {
    // Runs once at start, on variables that passed their rules.
    const read = readTree(fields, values) as Read<Tree>;
    return derive ? derive(read, context) : read;
  });
}
