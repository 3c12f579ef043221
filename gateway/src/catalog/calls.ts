import type { Item, ListItem } from '../graphql/legacyShapes.ts';
import type { LegacyValues } from '../upstream/decode/legacyValues.ts';
import type { DecodedBy, DomainCalls } from '../upstream/callRecord.ts';

const productFields = (v: LegacyValues) => ({
  id: v.int,
  product_id: v.int,
  mer_id: v.int,
  sales: v.intOr(0),
  click: v.intOr(0),
  goods: v.object({
    image: v.image,
    images: v.images,
    title: v.text,
    sales_price: v.money,
    market_price: v.moneyOrZero,
    real_sales: v.intOr(0),
    stock: v.intOr(0),
    content: v.text,
    spec: v.text,
    specList: v.list(v.object({ name: v.text, child: v.list(v.text) })),
  }),
});
const products = (v: LegacyValues) => v.page(v.object(productFields(v)));
const shopFields = (v: LegacyValues) => ({
  mer_id: v.int,
  mer_name: v.text,
  mer_avatar: v.image,
  follow_count: v.intOr(0),
  good_rate: v.rate,
  sales: v.intOr(0),
  total_sales: v.moneyOrZero,
});
const shops = (v: LegacyValues) => v.page(v.object(shopFields(v)));

/** The catalogue and shop calls: endpoint and decoder (see upstream/callRecord.ts). */
export const catalogCalls = {
  platformInfo: {
    endpoint: { method: 'GET', path: '/api/index/index', publicCache: true, idempotent: true },
    decode: (v) =>
      v.object({
        logo: v.image,
        name: v.text,
        // Links to pages, relative or absolute like images (made absolute and http(s)-only when shown).
        merchant_link: v.image,
        platform_link: v.image,
        custom_service: v.image,
      }),
  },
  banners: {
    endpoint: { method: 'GET', path: '/api/index/banner', publicCache: true, idempotent: true },
    decode: (v) => v.images,
  },
  categories: {
    endpoint: { method: 'GET', path: '/api/index/category', publicCache: true, idempotent: true },
    decode: (v) => v.list(v.object({ category_id: v.int, name: v.text, name_en: v.text })),
  },
  products: {
    endpoint: { method: 'GET', path: '/api/index/product', publicCache: true, idempotent: true },
    decode: products,
  },
  hotProducts: {
    endpoint: { method: 'GET', path: '/api/index/hot_product', publicCache: true, idempotent: true },
    decode: products,
  },
  hotMerchants: {
    endpoint: { method: 'GET', path: '/api/index/hot_merchant', publicCache: true, idempotent: true },
    decode: shops,
  },
  searchKeywords: {
    endpoint: { method: 'GET', path: '/api/product/index', publicCache: true, idempotent: true },
    decode: (v) => v.list(v.object({ keyword: v.text })),
  },
  searchProducts: { endpoint: { method: 'GET', path: '/api/product/search', idempotent: true }, decode: products },
  searchShops: { endpoint: { method: 'GET', path: '/api/product/searchs', idempotent: true }, decode: shops },
  recommendedProducts: {
    endpoint: { method: 'GET', path: '/api/product/recommend', publicCache: true, idempotent: true },
    decode: products,
  },
  productDetail: {
    endpoint: { method: 'GET', path: '/api/product/detail', idempotent: true },
    decode: (v) =>
      v.object({
        ...productFields(v),
        is_like: v.flag,
        freight: v.moneyOrZero,
        reply_list: v.list(
          v.object({
            avatar: v.image,
            nickname: v.text,
            product_score: v.number,
            comment: v.text,
            pics: v.images,
            createtime: v.time,
          }),
        ),
        other: v.list(v.object(productFields(v))),
      }),
  },
  likeProduct: { endpoint: { method: 'POST', path: '/api/product/like' }, decode: (v) => v.ignored },
  shopDetail: {
    endpoint: { method: 'GET', path: '/api/merchant/detail', idempotent: true },
    decode: (v) => v.object({ ...shopFields(v), is_follow: v.flag, banner: v.images, product_list: products(v) }),
  },
  followShop: { endpoint: { method: 'POST', path: '/api/merchant/follow' }, decode: (v) => v.ignored },
  followList: { endpoint: { method: 'GET', path: '/api/user/follow_list', idempotent: true }, decode: shops },
  likeList: { endpoint: { method: 'GET', path: '/api/user/like_list', idempotent: true }, decode: products },
  shopCustomerService: {
    endpoint: { method: 'GET', path: '/api/user/get_shops_kf', idempotent: true },
    decode: (v) => v.text,
  },
} satisfies DomainCalls;

type Decoded<Op extends keyof typeof catalogCalls> = DecodedBy<(typeof catalogCalls)[Op]>;

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
