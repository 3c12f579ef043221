/**
 * The storefront's public pages (issue 25): what a search engine or a chat app may read
 * without signing in, each with the parts of its URL that name its content. Other routes
 * (the bag, orders, the wallet, signing in) get the page as it is built.
 */
export type PublicPage =
  | { kind: 'home' }
  | { kind: 'product'; productId: string; shopId: string }
  | { kind: 'shop'; shopId: string }
  | { kind: 'products'; categoryId?: string; title?: string }
  | { kind: 'titled'; title: TitledPage };

/** Pages whose head is their translated title alone (common:titles.* of the storefront). */
type TitledPage = 'explore' | 'search' | 'popular' | 'filter' | 'law' | 'helpAndSupport';

const TITLED: Record<string, TitledPage> = {
  explore: 'explore',
  search: 'search',
  popular: 'popular',
  filter: 'filter',
  law: 'law',
  helpandsupport: 'helpAndSupport',
};

/** The ids the legacy API gives products and shops: digits, not too many of them. */
const ID = /^[1-9]\d{0,17}$/;

function queryText(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;
}

/**
 * The public page drawn at `path` (matched as the router does: segments case-insensitive, a
 * trailing slash allowed), or undefined for any other path. A product or shop page needs its
 * ids; without them (or with ids no listing can have) it is a page without data.
 */
export function publicPageOf(path: string, query: Record<string, unknown>): PublicPage | undefined {
  const parts = path.split('/').filter((part) => part !== '');
  const [first = 'home', ...rest] = parts;
  const name = first.toLowerCase();
  if (name === 'home' && rest.length === 0) return { kind: 'home' };
  if (name === 'detail' && rest.length <= 2) {
    const [productId, shopId] = rest;
    return productId !== undefined && shopId !== undefined && ID.test(productId) && ID.test(shopId)
      ? { kind: 'product', productId, shopId }
      : undefined;
  }
  if (name === 'shop' && rest.length <= 1) {
    const [shopId] = rest;
    return shopId !== undefined && ID.test(shopId) ? { kind: 'shop', shopId } : undefined;
  }
  if (name === 'products' && rest.length === 0) {
    const categoryId = queryText(query['category'], 20);
    const title = queryText(query['title'], 100);
    return {
      kind: 'products',
      ...(categoryId !== undefined && ID.test(categoryId) ? { categoryId } : {}),
      ...(title !== undefined ? { title } : {}),
    };
  }
  const titled = TITLED[name];
  return titled && rest.length === 0 ? { kind: 'titled', title: titled } : undefined;
}

/** The page's own address (path and the query that names its content), without its language. */
export function pagePath(page: PublicPage): { path: string; query: Array<[string, string]> } {
  switch (page.kind) {
    case 'home':
      return { path: '/home', query: [] };
    case 'product':
      return { path: `/detail/${page.productId}/${page.shopId}`, query: [] };
    case 'shop':
      return { path: `/shop/${page.shopId}`, query: [] };
    case 'products':
      return {
        path: '/products',
        query: [
          ...(page.categoryId !== undefined ? [['category', page.categoryId] as [string, string]] : []),
          ...(page.title !== undefined ? [['title', page.title] as [string, string]] : []),
        ],
      };
    case 'titled':
      return { path: `/${page.title}`, query: [] };
  }
}
