import type { Namespace } from '../i18n/namespaces.ts';
import type { TabKey } from './tabs.ts';

/*
 * Every route of the storefront, one record each: what the app, the server render, the page's
 * early query and the gateway know of it. Plain data that imports no code (types only), so the
 * boot script, the service worker, the build and the gateway (through dist/client/routes.json,
 * build/routeTable.ts) read it without the screens; routes.ts attaches each route's screen.
 */

/** A route rendered on the server (issue 25, ADR 0009; server/renderedRoutes.ts). */
interface RenderedRoute {
  /**
   * The source modules (as the client build's manifest names them) whose stylesheets its first
   * render is drawn with: its `screen` and `data` (routes.ts), and parts its screen draws whose
   * code follows the first paint (DetailScreen.tsx). A test holds them to routes.ts.
   */
  readonly modules: readonly string[];
  /** The query parameters its screen reads (a test holds them to the screens); the others change nothing drawn. */
  readonly reads?: readonly string[];
}

interface RouteRecord {
  /** As React Router matches it (`:name?` is an optional segment). */
  readonly path: string;
  /** Key of the translated page title (common:titles.*). */
  readonly title: string;
  /** The title when the route's optional :id is left out (a new address, not an edited one). */
  readonly titleWithoutId?: string;
  /**
   * Reachable without a token; any other route asks to log in first (so a route that does not say
   * is never shown signed out). Beyond the spec's list (docs/storefront.md, "Browsing signed out"): the screens
   * that show only public catalogue data (a category's products, Popular, the shops search, the
   * product lists, customer service) and the language screen, so a signed-out shopper browses
   * first and can change language from Home's header.
   */
  readonly public?: true;
  /** The four tab roots stay mounted while hidden. */
  readonly tabRoot?: TabKey | 'filter';
  /**
   * The screen draws no antd-mobile component that needs its locale or its render shim
   * (or only in parts it wraps itself, app/antd.tsx `withAntd`), so it opens without
   * waiting for them.
   */
  readonly withoutAntd?: true;
  /**
   * The translation namespaces the screen's first render needs besides common (its
   * shared components' too, e.g. catalog for product cards), fetched with its chunk.
   */
  readonly namespaces?: readonly Namespace[];
  /** Rendered on the server; the others keep the client-rendered page. */
  readonly rendered?: RenderedRoute;
  /**
   * Its first query is asked before the app, as soon as the page arrives (boot/earlyQuery.ts),
   * with every parameter given as digits: a page whose first paint hangs on one query.
   */
  readonly early?: true;
  /**
   * It has a first query of its own (app/routeQueries.ts), started with its screen's code and
   * asked ahead of a visit when a link to it comes into view.
   */
  readonly prefetch?: true;
}

const RECORDS = [
  {
    path: '/home',
    title: 'home',
    public: true,
    tabRoot: 'home',
    withoutAntd: true,
    namespaces: ['home', 'catalog'],
    rendered: { modules: ['src/screens/home/HomeScreen.tsx', 'src/screens/home/HomeFeed.tsx'] },
    early: true,
    prefetch: true,
  },
  {
    path: '/explore',
    title: 'explore',
    public: true,
    tabRoot: 'explore',
    namespaces: ['catalog'],
    rendered: { modules: ['src/screens/explore/ExploreScreen.tsx'] },
  },
  { path: '/bag', title: 'bag', tabRoot: 'bag', namespaces: ['cart'] },
  {
    path: '/filter',
    title: 'filter',
    public: true,
    tabRoot: 'filter',
    namespaces: ['catalog'],
    rendered: { modules: ['src/screens/explore/FilterScreen.tsx'], reads: ['category'] },
  },
  { path: '/order', title: 'order', namespaces: ['orders'] },
  { path: '/orderInfo/:id?', title: 'orderInfo', namespaces: ['orders'] },
  { path: '/comment', title: 'comment', namespaces: ['aftersale'] },
  { path: '/refund/:id?/:sn?/:product_ids?/:amount?', title: 'refund', namespaces: ['aftersale'] },
  { path: '/checkout', title: 'checkout', namespaces: ['addresses', 'cart'] },
  { path: '/myPurchases/:status?', title: 'myPurchases', namespaces: ['orders'] },
  { path: '/language', title: 'language', public: true, namespaces: ['account'] },
  { path: '/notification', title: 'notification', namespaces: ['support'] },
  { path: '/profile', title: 'profile', namespaces: ['account'] },
  { path: '/forgotPassword', title: 'forgotPassword', public: true, namespaces: ['auth'] },
  { path: '/changePassword', title: 'changePassword', public: true, namespaces: ['account'] },
  { path: '/changePayPwd', title: 'changePayPwd', namespaces: ['account'] },
  { path: '/passwords', title: 'passwords', namespaces: ['account'] },
  { path: '/helpAndSupport', title: 'helpAndSupport', namespaces: ['support'] },
  { path: '/withDraw', title: 'withDraw', namespaces: ['cart', 'wallet'] },
  { path: '/depositRecord', title: 'depositRecord', namespaces: ['wallet'] },
  { path: '/topUp', title: 'topUp', namespaces: ['wallet'] },
  { path: '/walletTopUp', title: 'walletTopUp', namespaces: ['wallet'] },
  { path: '/cardTopUp', title: 'cardTopUp', namespaces: ['wallet'] },
  { path: '/topUpRecord', title: 'topUpRecord', namespaces: ['wallet'] },
  { path: '/capitalRecord', title: 'capitalRecord', namespaces: ['wallet'] },
  { path: '/myFavourite', title: 'myFavourite', namespaces: ['account', 'catalog'] },
  { path: '/payment', title: 'payment', namespaces: ['cart'] },
  { path: '/security', title: 'security', namespaces: ['account'] },
  { path: '/heart', title: 'heart', namespaces: ['account', 'catalog'] },
  { path: '/setting', title: 'setting', namespaces: ['account'] },
  {
    path: '/search',
    title: 'search',
    public: true,
    namespaces: ['catalog'],
    rendered: { modules: ['src/screens/search/SearchScreen.tsx'], reads: ['title'] },
  },
  { path: '/searchs', title: 'searchs', public: true, namespaces: ['catalog'] },
  {
    path: '/popular',
    title: 'popular',
    public: true,
    namespaces: ['catalog'],
    rendered: { modules: ['src/screens/search/PopularScreen.tsx'], reads: ['tab'] },
  },
  {
    path: '/detail/:product?/:mer?',
    title: 'detail',
    public: true,
    // The pictures, price and title draw without antd-mobile; the rest follows (DetailScreen.tsx).
    withoutAntd: true,
    // catalog: the shop and the products below the product (DetailMore.tsx, a part loaded after it).
    namespaces: ['product', 'catalog'],
    rendered: {
      modules: [
        'src/screens/product/DetailScreen.tsx',
        'src/screens/product/DetailFooter.tsx',
        'src/screens/product/DetailMore.tsx',
      ],
    },
    early: true,
    prefetch: true,
  },
  { path: '/login', title: 'login', public: true, namespaces: ['auth'] },
  { path: '/register', title: 'register', public: true, namespaces: ['auth'] },
  { path: '/platform', title: 'platform', namespaces: ['shop'] },
  { path: '/law', title: 'law', namespaces: ['support'] },
  { path: '/address', title: 'address', namespaces: ['addresses'] },
  {
    path: '/addressForm/:id?',
    title: 'addressForm',
    titleWithoutId: 'addressNew',
    namespaces: ['addresses'],
  },
  {
    path: '/shop/:id?',
    title: 'shop',
    public: true,
    namespaces: ['catalog', 'shop'],
    rendered: { modules: ['src/screens/shop/ShopScreen.tsx'] },
  },
  {
    path: '/products',
    title: 'products',
    public: true,
    namespaces: ['catalog'],
    rendered: { modules: ['src/screens/search/ProductsScreen.tsx'], reads: ['category', 'title'] },
  },
  { path: '/service', title: 'service', public: true, namespaces: ['shop'] },
  { path: '/services', title: 'services', public: true, namespaces: ['shop'] },
  { path: '/mutualAid', title: 'mutualAid', namespaces: ['mutualAid'] },
  { path: '/mutualAidhHistroy', title: 'mutualAidhHistroy', namespaces: ['mutualAid'] },
] as const satisfies readonly RouteRecord[];

export type RoutePattern = (typeof RECORDS)[number]['path'];

/** A route's record, its path one of the patterns. */
export type RouteFacts = RouteRecord & { readonly path: RoutePattern };

/** The patterns of the routes that have `fact` (`early`, `prefetch`): what the code of that fact answers for. */
export type PatternWith<Fact extends 'early' | 'prefetch'> = Extract<
  (typeof RECORDS)[number],
  Record<Fact, true>
>['path'];

/** The route list, each record read as any route's (the literal types above are for the patterns). */
export const ROUTE_FACTS: readonly RouteFacts[] = RECORDS;

/** The path of every route (the gateway serves the storefront's page for these, and a 404 for any other). */
export const ROUTE_PATTERNS: readonly RoutePattern[] = ROUTE_FACTS.map((route) => route.path);
