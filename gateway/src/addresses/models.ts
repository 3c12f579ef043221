import type { ListItem } from '../graphql/legacyShapes.ts';
import type { Decoded } from '../upstream/decoders.ts';

/* What the address type is resolved from. */

export type Address = ListItem<Decoded<'addressList'>>;
