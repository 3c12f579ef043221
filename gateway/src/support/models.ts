import type { Item, ListItem } from '../graphql/legacyShapes.ts';
import type { Decoded } from '../upstream/decoders.ts';

/* What the help and notification types are resolved from. */

/** A help article with its position, which serves as its id. */
export type HelpArticle = Item<Decoded<'helpSupport'>> & { position: number };
export type Notification = ListItem<Decoded<'noticeList'>>;
