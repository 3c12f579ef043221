import type { LegacyData } from '../upstream/types.ts';

/*
 * What each GraphQL type is resolved from: the legacy shapes themselves, so
 * resolvers only map fields (and load more detail when a field needs it).
 */

type Item<T> = T extends ReadonlyArray<infer I> ? I : never;
type ListItem<T> = T extends { list: ReadonlyArray<infer I> } ? I : never;

export type User = LegacyData<'getUserInfo'>;
export type Language = ListItem<LegacyData<'languageList'>>;
/** A new session; the user is loaded with its token. */
export interface AuthPayload {
  token: string;
}

export type Platform = LegacyData<'platformInfo'>;
export type Category = Item<LegacyData<'categories'>>;
/** A product list item, or the product detail (a superset). */
export type Product = ListItem<LegacyData<'hotProducts'>> | LegacyData<'productDetail'>;
export type ProductDetail = LegacyData<'productDetail'>;
export type Review = Item<LegacyData<'productDetail'>['reply_list']>;
/** A shop list item, or the shop detail. */
export type Shop = ListItem<LegacyData<'hotMerchants'>> | LegacyData<'shopDetail'>;
export type SpecGroup = Item<ListItem<LegacyData<'hotProducts'>>['goods']['specList']>;

export type Cart = LegacyData<'cartIndex'>;
export type CartItem = Item<LegacyData<'cartIndex'>['carts']>;

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

export type RechargeNetwork = Item<LegacyData<'getBlockchain'>>;
export type WithdrawalInfo = LegacyData<'extractInfo'>;
export type BankCard = Item<LegacyData<'extractInfo'>['card_list']>;
export type Recharge = ListItem<LegacyData<'rechargeLog'>>;
export type Withdrawal = ListItem<LegacyData<'extractLog'>>;
export type Bill = ListItem<LegacyData<'bill'>>;

export type Address = ListItem<LegacyData<'addressList'>>;

/** A help article with its position, which serves as its id. */
export type HelpArticle = Item<LegacyData<'helpSupport'>> & { position: number };
export type Notification = ListItem<LegacyData<'noticeList'>>;

export type ShopSupport = LegacyData<'assistStatus'>;
export type SupportRecord = ListItem<LegacyData<'assistList'>>;
