export interface SpecGroupView {
  name: string;
  values: readonly string[];
}

/** One chosen value per group (undefined while not chosen), in the groups' order. */
export type SpecSelection = ReadonlyArray<string | undefined>;

/** The names of the groups still without a value. */
export function missingGroups(groups: readonly SpecGroupView[], selection: SpecSelection): string[] {
  return groups.filter((_, index) => selection[index] === undefined).map((group) => group.name);
}

/** The chosen values in the groups' order, or undefined while a group is unchosen. */
export function chosenValues(groups: readonly SpecGroupView[], selection: SpecSelection): string[] | undefined {
  const values = groups.map((_, index) => selection[index]);
  return values.every((value): value is string => value !== undefined) ? values : undefined;
}

/** The selection with one group's value chosen, or cleared when it was chosen already. */
export function toggleValue(selection: SpecSelection, groupIndex: number, value: string): SpecSelection {
  const next = [...selection];
  next[groupIndex] = next[groupIndex] === value ? undefined : value;
  return next;
}
