import type { Item, ListItem } from '../graphql/legacyShapes.ts';
import type { LegacyData } from '../upstream/types.ts';

/* What the help and notification types are resolved from. */

/** A help article with its position, which serves as its id. */
export type HelpArticle = Item<LegacyData<'helpSupport'>> & { position: number };
export type Notification = ListItem<LegacyData<'noticeList'>>;
