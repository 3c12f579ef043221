import type { Product, ProductDetail, Shop, ShopDetail } from './calls.ts';
import type { LegacyAccess } from '../upstream/legacyAccess.ts';

/*
 * Loading the detail behind a list item. Parameters are always built here, in
 * one key order, so that every field asking for the same detail hits the same
 * DataLoader key and the request makes that call once.
 */

/** The page of a shop's products that `shop(id)` and the detail-only fields read. */
const DEFAULT_SHOP_PAGE = { page: 1, limit: 10 } as const;

export interface ShopProductsQuery {
  categoryId?: number | undefined;
  page: number;
  limit: number;
}

function isProductDetail(product: Product): product is ProductDetail {
  return 'is_like' in product && 'reply_list' in product;
}

function isShopDetail(shop: Shop): shop is ShopDetail {
  return 'is_follow' in shop && 'product_list' in shop;
}

export function readProductDetail(legacy: LegacyAccess, merId: number, productId: number): Promise<ProductDetail> {
  return legacy.read('productDetail', { mer_id: merId, product_id: productId });
}

/**
 * A shop detail with one page of its products. The category is left out when
 * absent (not sent as empty), so the default page shares its key with `shop(id)`.
 */
export function readShopDetail(
  legacy: LegacyAccess,
  merId: number,
  { categoryId, page, limit }: ShopProductsQuery = DEFAULT_SHOP_PAGE,
): Promise<ShopDetail> {
  return legacy.read('shopDetail', {
    mer_id: merId,
    ...(categoryId === undefined ? {} : { category_id: categoryId }),
    page,
    limit,
  });
}

/** The parent itself when it already is the detail, else the (request-deduplicated) detail call. */
export function productDetailOf(product: Product, legacy: LegacyAccess): Promise<ProductDetail> {
  return isProductDetail(product)
    ? Promise.resolve(product)
    : readProductDetail(legacy, product.mer_id, product.product_id);
}

export function shopDetailOf(shop: Shop, legacy: LegacyAccess): Promise<ShopDetail> {
  return isShopDetail(shop) ? Promise.resolve(shop) : readShopDetail(legacy, shop.mer_id);
}
