/** The product (listing) as every catalogue answer shows it, and the SQL that reads it. */
import { formatCents } from '../db/money.ts';

/** Selects one row per listing with its product; append WHERE / ORDER BY. Alias `l` = listings, `p` = products. */
export const PRODUCT_SELECT = `
  SELECT l.id, l.product_id, l.mer_id, l.sales, l.click, l.real_sales, l.stock - l.reserved AS stock,
         l.sales_price_cents, l.freight_cents, p.market_price_cents, p.category_id,
         p.title, p.image, p.images, p.content, p.spec, p.spec_list
  FROM listings l JOIN products p ON p.product_id = l.product_id`;

export interface ProductRow {
  id: number;
  product_id: number;
  mer_id: number;
  sales: number;
  click: number;
  real_sales: number;
  stock: number;
  sales_price_cents: number;
  freight_cents: number;
  market_price_cents: number;
  category_id: number;
  title: string;
  image: string;
  images: string;
  content: string;
  spec: string;
  spec_list: string;
}

export interface SpecOption {
  name: string;
  child: string[];
}

export interface Product {
  id: number;
  product_id: number;
  mer_id: number;
  sales: number;
  click: number;
  goods: {
    image: string;
    images: string;
    title: string;
    sales_price: string;
    market_price: string;
    real_sales: number;
    stock: number;
    content: string;
    spec: string;
    specList: SpecOption[];
  };
}

/** The stored spec_list JSON, keeping only well-formed groups (never throws on bad data). */
export function parseSpecList(json: string): SpecOption[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((group: unknown) => {
    if (!group || typeof group !== 'object') return [];
    const { name, child } = group as { name?: unknown; child?: unknown };
    if (typeof name !== 'string' || !Array.isArray(child)) return [];
    return [{ name, child: child.filter((value): value is string => typeof value === 'string') }];
  });
}

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    product_id: row.product_id,
    mer_id: row.mer_id,
    sales: row.sales,
    click: row.click,
    goods: {
      image: row.image,
      images: row.images,
      title: row.title,
      sales_price: formatCents(row.sales_price_cents),
      market_price: formatCents(row.market_price_cents),
      real_sales: row.real_sales,
      stock: Math.max(0, row.stock),
      content: row.content,
      spec: row.spec,
      specList: parseSpecList(row.spec_list),
    },
  };
}

/** `%text%` for LIKE with the wildcards in `text` escaped (use with `ESCAPE '\\'`). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
