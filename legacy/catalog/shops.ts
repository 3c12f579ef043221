/** The shop as every answer shows it, with its derived figures, and the SQL that reads it. */
import { formatCents } from '../db/money.ts';

/**
 * Selects one row per merchant with its figures; append WHERE / ORDER BY. Alias `m` = merchants.
 * - sales: the sum of its listings' sales;
 * - turnover_cents: the sum of sales × sales price over its listings;
 * - reviews / good_reviews: its reviews, and those with product_score ≥ 4.
 */
export const SHOP_SELECT = `
  SELECT m.mer_id, m.mer_name, m.mer_avatar, m.follow_count, m.banner, m.kf_url,
         (SELECT COALESCE(SUM(sales), 0) FROM listings WHERE mer_id = m.mer_id) AS sales,
         (SELECT COALESCE(SUM(sales * sales_price_cents), 0) FROM listings WHERE mer_id = m.mer_id) AS turnover_cents,
         (SELECT COUNT(*) FROM reviews WHERE mer_id = m.mer_id) AS reviews,
         (SELECT COUNT(*) FROM reviews WHERE mer_id = m.mer_id AND product_score >= 4) AS good_reviews
  FROM merchants m`;

export interface ShopRow {
  mer_id: number;
  mer_name: string;
  mer_avatar: string;
  follow_count: number;
  banner: string;
  kf_url: string;
  sales: number;
  turnover_cents: number;
  reviews: number;
  good_reviews: number;
}

export interface Shop {
  mer_id: number;
  mer_name: string;
  mer_avatar: string;
  follow_count: number;
  good_rate: string;
  sales: number;
  total_sales: string;
}

/** The share of reviews scoring 4 or 5, in percent with one decimal ("98.6"); "100.0" without reviews. */
function goodRate(reviews: number, good: number): string {
  if (reviews <= 0) return '100.0';
  const tenths = Math.round((good * 1000) / reviews);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

export function toShop(row: ShopRow): Shop {
  return {
    mer_id: row.mer_id,
    mer_name: row.mer_name,
    mer_avatar: row.mer_avatar,
    follow_count: row.follow_count,
    good_rate: goodRate(row.reviews, row.good_reviews),
    sales: row.sales,
    total_sales: formatCents(row.turnover_cents),
  };
}
