import type { Item, ListItem } from '../graphql/legacyShapes.ts';
import type { Decoded } from '../upstream/decoders.ts';

/* What the order and checkout types are resolved from. */

/** An order list item, or the order detail. */
export type Order = ListItem<Decoded<'orderList'>> | Decoded<'orderDetail'>;
/** An order list item. */
export type ListedOrder = ListItem<Decoded<'orderList'>>;
export type OrderDetail = Decoded<'orderDetail'>;
export type OrderItem = Item<Decoded<'orderDetail'>['products']>;
export type OrderPreview = Item<ListItem<Decoded<'orderList'>>['product']>;
export type LogisticsEvent = Item<Decoded<'orderDetail'>['delivery']>;
export type Checkout = Decoded<'orderMerCreate'>;
export type CheckoutItem = Item<Decoded<'orderMerCreate'>['product']>;
/** The upstream's message of an action; the user is loaded fresh. */
export interface ActionMessage {
  message: string;
}
