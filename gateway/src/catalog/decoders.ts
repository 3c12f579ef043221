import type { LegacyValues } from '../upstream/decode/legacyValues.ts';

/** Decoders of the catalogue and shop calls (see upstream/decoders.ts). */
export function catalogDecoders(v: LegacyValues) {
  const productFields = {
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
  };
  const product = v.object(productFields);
  const shopFields = {
    mer_id: v.int,
    mer_name: v.text,
    mer_avatar: v.image,
    follow_count: v.intOr(0),
    good_rate: v.rate,
    sales: v.intOr(0),
    total_sales: v.moneyOrZero,
  };
  const shop = v.object(shopFields);
  return {
    platformInfo: v.object({
      logo: v.image,
      name: v.text,
      // Links to pages, relative or absolute like images (made absolute and http(s)-only when shown).
      merchant_link: v.image,
      platform_link: v.image,
      custom_service: v.image,
    }),
    banners: v.images,
    categories: v.list(v.object({ category_id: v.int, name: v.text, name_en: v.text })),
    products: v.page(product),
    hotProducts: v.page(product),
    hotMerchants: v.page(shop),
    searchKeywords: v.list(v.object({ keyword: v.text })),
    searchProducts: v.page(product),
    searchShops: v.page(shop),
    recommendedProducts: v.page(product),
    productDetail: v.object({
      ...productFields,
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
      other: v.list(product),
    }),
    likeProduct: v.ignored,
    shopDetail: v.object({ ...shopFields, is_follow: v.flag, banner: v.images, product_list: v.page(product) }),
    followShop: v.ignored,
    followList: v.page(shop),
    likeList: v.page(product),
    shopCustomerService: v.text,
  };
}
