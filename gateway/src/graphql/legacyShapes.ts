/** The element type of a legacy array. */
export type Item<T> = T extends ReadonlyArray<infer I> ? I : never;
/** The element type of a legacy `{ count, list }` page. */
export type ListItem<T> = T extends { list: ReadonlyArray<infer I> } ? I : never;
