import type { Item, ListItem } from '../graphql/legacyShapes.ts';
import type { Decoded } from '../upstream/decoders.ts';

/* What the catalogue types are resolved from. */

export type Platform = Decoded<'platformInfo'>;
export type Category = Item<Decoded<'categories'>>;
/** A product list item, or the product detail (a superset). */
export type Product = ListItem<Decoded<'hotProducts'>> | Decoded<'productDetail'>;
export type ProductDetail = Decoded<'productDetail'>;
export type Review = Item<Decoded<'productDetail'>['reply_list']>;
/** A shop list item, or the shop detail. */
export type Shop = ListItem<Decoded<'hotMerchants'>> | Decoded<'shopDetail'>;
export type ShopDetail = Decoded<'shopDetail'>;
export type SpecGroup = Item<ListItem<Decoded<'hotProducts'>>['goods']['specList']>;
