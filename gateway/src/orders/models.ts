import type { Item, ListItem } from '../graphql/legacyShapes.ts';
import type { LegacyData } from '../upstream/types.ts';

/* What the order and checkout types are resolved from. */

/** An order list item, or the order detail. */
export type Order = ListItem<LegacyData<'orderList'>> | LegacyData<'orderDetail'>;
export type OrderDetail = LegacyData<'orderDetail'>;
export type OrderItem = Item<LegacyData<'orderDetail'>['products']>;
export type OrderPreview = Item<ListItem<LegacyData<'orderList'>>['product']>;
export type LogisticsEvent = Item<LegacyData<'orderDetail'>['delivery']>;
export type Checkout = LegacyData<'orderMerCreate'>;
export type CheckoutItem = Item<LegacyData<'orderMerCreate'>['product']>;
/** The upstream's message of an action; the user is loaded fresh. */
export interface ActionMessage {
  message: string;
}
