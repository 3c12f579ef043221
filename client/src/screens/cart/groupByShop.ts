/** Lines in their given order, grouped by the shop that lists them (groups in order of first appearance). */
export function groupByShop<Line extends { shopId: string }>(
  lines: readonly Line[],
): { shopId: string; items: Line[] }[] {
  const groups = new Map<string, Line[]>();
  for (const line of lines) {
    const group = groups.get(line.shopId);
    if (group) group.push(line);
    else groups.set(line.shopId, [line]);
  }
  return [...groups].map(([shopId, items]) => ({ shopId, items }));
}
