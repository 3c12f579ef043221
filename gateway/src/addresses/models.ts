import type { Item, ListItem } from '../graphql/legacyShapes.ts';
import type { LegacyData } from '../upstream/types.ts';

/* What the address type is resolved from. */

export type Address = ListItem<LegacyData<'addressList'>>;

export type Area = Item<LegacyData<'areaList'>>;
