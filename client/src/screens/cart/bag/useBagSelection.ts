import { useEffect, useRef, useState } from 'react';
import type { BagScreen_CartFragment } from '../../../gql/graphql.ts';

export type CartLine = BagScreen_CartFragment['items'][number];

/**
 * Which lines of the bag are chosen, and whether the bag is being edited. A sold-out
 * line can be chosen only while editing (to delete it), never to buy.
 */
export function useBagSelection(items: readonly CartLine[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [editing, setEditing] = useState(false);

  // A line the buyer has not seen here yet (just added, or the bag's first load) starts
  // selected: what they put in the bag is what they mean to buy, and the total says so.
  const seen = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const fresh = items.filter((item) => !seen.current.has(item.id)).map((item) => item.id);
    if (fresh.length === 0) return;
    seen.current = new Set([...seen.current, ...fresh]);
    setSelected((previous) => new Set([...previous, ...fresh]));
  }, [items]);

  const selectable = (item: CartLine) => editing || item.stock > 0;
  const chosen = items.filter((item) => selected.has(item.id) && selectable(item));
  const selectableItems = items.filter(selectable);

  const setChosen = (ids: readonly string[], checked: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };

  const toggleEditing = () => {
    setEditing((value) => !value);
    setSelected(new Set());
  };

  return {
    selected,
    editing,
    selectable,
    chosen,
    selectableItems,
    allChosen: selectableItems.length > 0 && chosen.length === selectableItems.length,
    setChosen,
    toggleEditing,
  };
}

export type BagSelection = ReturnType<typeof useBagSelection>;
