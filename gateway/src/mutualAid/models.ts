import type { ListItem } from '../graphql/legacyShapes.ts';
import type { Decoded } from '../upstream/decoders.ts';

/* What the mutual-aid types are resolved from. */

export type ShopSupport = Decoded<'assistStatus'>;
export type SupportRecord = ListItem<Decoded<'assistList'>>;
