import type { Item } from '../graphql/legacyShapes.ts';
import type { LegacyData } from '../upstream/types.ts';

/* What the bag types are resolved from. */

export type Cart = LegacyData<'cartIndex'>;
export type CartItem = Item<LegacyData<'cartIndex'>['carts']>;
