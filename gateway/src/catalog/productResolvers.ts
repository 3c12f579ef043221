import { createHash } from 'node:crypto';
import type { ProductResolvers, ReviewResolvers, SpecGroupResolvers } from '../generated/resolvers.ts';
import { absoluteImageSources } from './descriptionHtml.ts';
import { productDetailOf, readShopDetail } from './details.ts';

/**
 * Product fields, for a list item as well as a detail (other domains hand over
 * either). The fields a list item lacks load the detail, once per request.
 */
export const productResolvers: ProductResolvers = {
  id: (product, _args, { listings }) => {
    // A client may now name this listing by its id alone (ListingDirectory).
    listings.note(product.id, product);
    return String(product.id);
  },
  productId: (product) => String(product.product_id),
  shopId: (product) => String(product.mer_id),
  title: (product) => product.goods.title,
  image: (product, _args, { images }) => images.one(product.goods.image),
  images: (product, _args, { images }) => images.list(product.goods.images),
  price: (product) => product.goods.sales_price,
  marketPrice: (product) => product.goods.market_price,
  sales: (product) => product.sales,
  stock: (product) => product.goods.stock,
  clicks: (product) => product.click,
  descriptionHtml: (product, _args, { images }) => absoluteImageSources(product.goods.content, images),
  specGroups: (product) => product.goods.specList,
  liked: async (product, _args, { legacy }) => (await productDetailOf(product, legacy)).is_like,
  freight: async (product, _args, { legacy }) => (await productDetailOf(product, legacy)).freight,
  // The detail's `merchant` lacks the shop's sales, so the shop comes from its own detail;
  // the list item already names the shop, so this runs alongside the product detail.
  shop: (product, _args, { legacy }) => readShopDetail(legacy, product.mer_id),
  reviews: async (product, _args, { legacy }) => (await productDetailOf(product, legacy)).reply_list,
  recommendations: async (product, _args, { legacy }) => (await productDetailOf(product, legacy)).other,
};

/** The upstream gives reviews no id: one is derived from what identifies a review, so it stays the same across reads. */
function reviewId(nickname: string, createtime: Date, comment: string): string {
  // Unix seconds, as the id was made from before times were decoded, so ids stay the same.
  const seconds = Math.floor(createtime.getTime() / 1000);
  return createHash('sha1').update(`${nickname}|${seconds}|${comment}`).digest('hex').slice(0, 16);
}

export const reviewResolvers: ReviewResolvers = {
  id: (review) => reviewId(review.nickname, review.createtime, review.comment),
  nickname: (review) => review.nickname,
  avatar: (review, _args, { images }) => (review.avatar ? images.one(review.avatar) : null),
  productScore: (review) => review.product_score,
  text: (review) => review.comment,
  pics: (review, _args, { images }) => images.list(review.pics),
  createdAt: (review) => review.createtime,
};

export const specGroupResolvers: SpecGroupResolvers = {
  name: (group) => group.name,
  values: (group) => group.child,
};
