import { parse } from 'graphql';
import type { PageQuery } from './pageData.ts';

/*
 * The operations the pages' heads and the sitemaps are made from, run in process
 * (anonymousOperations.ts). Public data only: what a signed-out shopper sees.
 */

function object(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

function field<T>(name: string): (data: Record<string, unknown>) => T | undefined {
  return (data) => object(data[name]) as T | undefined;
}

export interface ProductHead {
  productId: string;
  shopId: string;
  title: string;
  image: string;
  images: string[];
  price: string;
  stock: number;
  descriptionHtml: string;
  /** Null when the shop's detail failed to load: the product's head is made without its seller. */
  shop: { name: string } | null;
  reviews: Array<{ productScore: number }> | null;
}

export const PRODUCT_HEAD: PageQuery<ProductHead> = {
  name: 'PageProductHead',
  document: parse(`
    query PageProductHead($shopId: ID!, $productId: ID!) {
      product(shopId: $shopId, productId: $productId) {
        productId
        shopId
        title
        image
        images
        price
        stock
        descriptionHtml
        shop {
          name
        }
        reviews {
          productScore
        }
      }
    }
  `),
  pick: field('product'),
};

export interface ShopHead {
  id: string;
  name: string;
  avatar: string;
  followers: number;
  favorableRate: string;
}

export const SHOP_HEAD: PageQuery<ShopHead> = {
  name: 'PageShopHead',
  document: parse(`
    query PageShopHead($id: ID!) {
      shop(id: $id) {
        id
        name
        avatar
        followers
        favorableRate
      }
    }
  `),
  pick: field('shop'),
};

export interface PlatformHead {
  name: string;
  logo: string;
}

export const PLATFORM_HEAD: PageQuery<PlatformHead> = {
  name: 'PagePlatformHead',
  document: parse(`
    query PagePlatformHead {
      platform {
        name
        logo
      }
    }
  `),
  pick: field('platform'),
};

export interface CategoryHead {
  id: string;
  nameKey: string;
}

export const CATEGORIES_HEAD: PageQuery<CategoryHead[]> = {
  name: 'PageCategories',
  document: parse(`
    query PageCategories {
      categories {
        id
        nameKey
      }
    }
  `),
  pick: (data) => (Array.isArray(data['categories']) ? (data['categories'] as CategoryHead[]) : undefined),
};

/** Hot products per sitemap file (the largest page the schema allows). */
export const SITEMAP_PAGE_SIZE = 100;

export interface ProductsPage {
  total: number;
  items: Array<{ productId: string; shopId: string }>;
}

export const SITEMAP_PRODUCTS: PageQuery<ProductsPage> = {
  name: 'SitemapProducts',
  document: parse(`
    query SitemapProducts($page: Int!, $limit: Int!) {
      hotProducts(page: $page, limit: $limit) {
        total
        items {
          productId
          shopId
        }
      }
    }
  `),
  pick: field('hotProducts'),
};

export const SITEMAP_CATEGORY_PRODUCTS: PageQuery<ProductsPage> = {
  name: 'SitemapCategoryProducts',
  document: parse(`
    query SitemapCategoryProducts($categoryId: ID!, $page: Int!, $limit: Int!) {
      categoryProducts(categoryId: $categoryId, page: $page, limit: $limit) {
        total
        items {
          productId
          shopId
        }
      }
    }
  `),
  pick: field('categoryProducts'),
};

export const SITEMAP_SHOPS: PageQuery<Array<{ id: string }>> = {
  name: 'SitemapShops',
  document: parse(`
    query SitemapShops($limit: Int!) {
      hotShops(limit: $limit) {
        items {
          id
        }
      }
    }
  `),
  pick: (data) => object(data['hotShops'])?.['items'] as Array<{ id: string }> | undefined,
};
