/** Messages of the catalogue, product, shop and image endpoints. */
export const en = {
  productNotFound: 'Product does not exist',
  shopNotFound: 'Shop does not exist',
  categoryNotFound: 'Category does not exist',
  productLiked: 'Liked',
  productUnliked: 'Unliked',
  shopFollowed: 'Follow successful',
  shopUnfollowed: 'Unfollowed',
  imageNotFound: 'Image does not exist',
} as const;

export const zh: Record<keyof typeof en, string> = {
  productNotFound: '商品不存在',
  shopNotFound: '店铺不存在',
  categoryNotFound: '分类不存在',
  productLiked: '收藏成功',
  productUnliked: '已取消收藏',
  shopFollowed: '关注成功',
  shopUnfollowed: '已取消关注',
  imageNotFound: '图片不存在',
};
