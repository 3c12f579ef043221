import type { Item } from '../graphql/legacyShapes.ts';
import type { Decoded } from '../upstream/decoders.ts';

/* What the bag types are resolved from. */

export type Cart = Decoded<'cartIndex'>;
export type CartItem = Item<Decoded<'cartIndex'>['carts']>;
