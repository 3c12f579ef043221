import type { ApolloCache } from '@apollo/client';
import { getFragmentData, makeFragmentData, type FragmentType } from '../../../gql/index.ts';
import type { BagScreen_CartFragment } from '../../../gql/graphql.ts';
import { formatCents, toCents } from '../../../lib/money.ts';
import { BagCartFragment, BagQuery } from '../operations.ts';

/*
 * The bag as it will be once a change is done, for a mutation's optimisticResponse: the
 * bag shows it at once, and Apollo drops it (rolling back) when the answer fails.
 */

type Bag = BagScreen_CartFragment;
type Line = Bag['items'][number];

/** The bag as cached, or undefined when it has not been loaded. */
export function cachedBag(cache: ApolloCache): Bag | undefined {
  const data = cache.readQuery({ query: BagQuery });
  return data ? getFragmentData(BagCartFragment, data.cart) : undefined;
}

function cents(value: string): number {
  return toCents(value) ?? 0;
}

/** The bag with these lines, its count and total summed again, as a mutation answers it. */
function withLines(items: Line[]): FragmentType<typeof BagCartFragment> {
  const bag = {
    __typename: 'Cart',
    items: items.map((item) => ({ ...item, __typename: 'CartItem' })),
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    total: formatCents(items.reduce((sum, item) => sum + cents(item.total), 0)),
  };
  return makeFragmentData(bag, BagCartFragment);
}

/** The bag once line `id` holds `quantity` pieces. */
export function bagWithQuantity(bag: Bag, id: string, quantity: number) {
  return withLines(
    bag.items.map((item) =>
      item.id === id ? { ...item, quantity, total: formatCents(cents(item.price) * quantity) } : item,
    ),
  );
}

/** The bag once lines `ids` are gone. */
export function bagWithout(bag: Bag, ids: readonly string[]) {
  const gone = new Set(ids);
  return withLines(bag.items.filter((item) => !gone.has(item.id)));
}
