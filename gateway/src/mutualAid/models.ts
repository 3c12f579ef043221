import type { ListItem } from '../graphql/legacyShapes.ts';
import type { LegacyData } from '../upstream/types.ts';

/* What the mutual-aid types are resolved from. */

export type ShopSupport = LegacyData<'assistStatus'>;
export type SupportRecord = ListItem<LegacyData<'assistList'>>;
