import type { Item, ListItem } from '../graphql/legacyShapes.ts';
import type { Decoded } from '../upstream/decoders.ts';

/* What the address types are resolved from. */

export type Address = ListItem<Decoded<'addressList'>>;

export type Area = Item<Decoded<'areaList'>>;
