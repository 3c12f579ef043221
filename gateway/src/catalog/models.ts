import type { Item, ListItem } from '../graphql/legacyShapes.ts';
import type { LegacyData } from '../upstream/types.ts';

/* What the catalogue types are resolved from. */

export type Platform = LegacyData<'platformInfo'>;
export type Category = Item<LegacyData<'categories'>>;
/** A product list item, or the product detail (a superset). */
export type Product = ListItem<LegacyData<'hotProducts'>> | LegacyData<'productDetail'>;
export type ProductDetail = LegacyData<'productDetail'>;
export type Review = Item<LegacyData<'productDetail'>['reply_list']>;
/** A shop list item, or the shop detail. */
export type Shop = ListItem<LegacyData<'hotMerchants'>> | LegacyData<'shopDetail'>;
export type ShopDetail = LegacyData<'shopDetail'>;
export type SpecGroup = Item<ListItem<LegacyData<'hotProducts'>>['goods']['specList']>;
