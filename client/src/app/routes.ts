import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';
import { matchRoutes, type Params } from 'react-router';
import type { Namespace } from '../i18n/namespaces.ts';
import type { RoutePattern } from './routePatterns.ts';
import type { TabKey } from './tabs.ts';

/**
 * Starts a route's first query with the route's code (app/routeLoader.tsx), filling the
 * cache its screen reads: the screen's own query then joins the request in flight, or
 * finds its answer, and no second request goes out.
 */
export type Prefetch = (client: ApolloClient, params: Params, options?: PrefetchOptions) => Promise<unknown>;

interface PrefetchOptions {
  /**
   * Asked ahead of a visit (a link came into view or was touched, components/prefetchAhead.ts):
   * only what the cache lacks, so a card seen twice asks once.
   */
  ahead?: boolean;
}

/** What a route's screen module exports. */
interface ScreenModule {
  default: ComponentType;
  /**
   * Loads the parts the screen draws lazily in its first render (components/lazyPart.ts), so a
   * page the server rendered is hydrated with them (main.tsx). Only for a screen that has such parts.
   */
  preloadParts?: () => Promise<unknown>;
}

export interface AppRoute {
  path: RoutePattern;
  /** Key of the translated page title (common:titles.*). */
  title: string;
  /** The title when the route's optional :id is left out (a new address, not an edited one). */
  titleWithoutId?: string;
  screen: () => Promise<ScreenModule>;
  /**
   * The part of the screen that shows data, when the screen draws its frame without the
   * data layer (Home): loaded with the screen's chunk, and the screen itself then opens
   * without waiting for Apollo. Without it the whole screen waits for the data layer.
   */
  data?: () => Promise<unknown>;
  /**
   * The route's first query: a small module next to the screen's operations (not the
   * screen's chunk, which is larger and would hold the request back), started with it.
   */
  query?: () => Promise<{ prefetch: Prefetch }>;
  /**
   * The translation namespaces the screen's first render needs besides common (its
   * shared components' too, e.g. catalog for product cards), fetched with its chunk.
   */
  namespaces?: Namespace[];
  /** The four tab roots stay mounted while hidden. */
  tabRoot?: TabKey | 'filter';
  /**
   * The screen draws no antd-mobile component that needs its locale or its render shim
   * (or only in parts it wraps itself, app/antd.tsx `withAntd`), so it opens without
   * waiting for them.
   */
  withoutAntd?: true;
}

/** Every route of the product specification, each screen its own lazily loaded chunk. */
export const ROUTES: AppRoute[] = [
  {
    path: '/home',
    title: 'home',
    tabRoot: 'home',
    withoutAntd: true,
    namespaces: ['home', 'catalog'],
    screen: () => import('../screens/home/HomeScreen.tsx'),
    data: () => import('../screens/home/HomeFeed.tsx'),
    query: () => import('../screens/home/homeQuery.ts'),
  },
  {
    path: '/explore',
    namespaces: ['catalog'],
    title: 'explore',
    tabRoot: 'explore',
    screen: () => import('../screens/explore/ExploreScreen.tsx'),
  },
  {
    path: '/bag',
    namespaces: ['cart'],
    title: 'bag',
    tabRoot: 'bag',
    screen: () => import('../screens/cart/bag/BagScreen.tsx'),
  },
  {
    path: '/filter',
    namespaces: ['catalog'],
    title: 'filter',
    tabRoot: 'filter',
    screen: () => import('../screens/explore/FilterScreen.tsx'),
  },
  {
    path: '/order',
    namespaces: ['orders'],
    title: 'order',
    screen: () => import('../screens/orders/OrdersScreen.tsx'),
  },
  {
    path: '/orderInfo/:id?',
    namespaces: ['orders'],
    title: 'orderInfo',
    screen: () => import('../screens/orders/info/OrderInfoScreen.tsx'),
  },
  {
    path: '/comment',
    namespaces: ['aftersale'],
    title: 'comment',
    screen: () => import('../screens/aftersale/comment/CommentScreen.tsx'),
  },
  {
    path: '/refund/:id?/:sn?/:product_ids?/:amount?',
    namespaces: ['aftersale'],
    title: 'refund',
    screen: () => import('../screens/aftersale/refund/RefundScreen.tsx'),
  },
  {
    path: '/checkout',
    namespaces: ['addresses', 'cart'],
    title: 'checkout',
    screen: () => import('../screens/cart/checkout/CheckoutScreen.tsx'),
  },
  {
    path: '/myPurchases/:status?',
    namespaces: ['orders'],
    title: 'myPurchases',
    screen: () => import('../screens/orders/MyPurchasesScreen.tsx'),
  },
  {
    path: '/language',
    namespaces: ['account'],
    title: 'language',
    screen: () => import('../screens/account/LanguageScreen.tsx'),
  },
  {
    path: '/notification',
    namespaces: ['support'],
    title: 'notification',
    screen: () => import('../screens/support/NotificationScreen.tsx'),
  },
  {
    path: '/profile',
    namespaces: ['account'],
    title: 'profile',
    screen: () => import('../screens/account/ProfileScreen.tsx'),
  },
  {
    path: '/forgotPassword',
    namespaces: ['auth'],
    title: 'forgotPassword',
    screen: () => import('../screens/auth/ForgotPasswordScreen.tsx'),
  },
  {
    path: '/changePassword',
    namespaces: ['account'],
    title: 'changePassword',
    screen: () => import('../screens/account/ChangePasswordScreen.tsx'),
  },
  {
    path: '/changePayPwd',
    namespaces: ['account'],
    title: 'changePayPwd',
    screen: () => import('../screens/account/ChangePayPwdScreen.tsx'),
  },
  {
    path: '/passwords',
    namespaces: ['account'],
    title: 'passwords',
    screen: () => import('../screens/account/PasswordsScreen.tsx'),
  },
  {
    path: '/helpAndSupport',
    namespaces: ['support'],
    title: 'helpAndSupport',
    screen: () => import('../screens/support/HelpScreen.tsx'),
  },
  {
    path: '/withDraw',
    namespaces: ['cart', 'wallet'],
    title: 'withDraw',
    screen: () => import('../screens/wallet/withdraw/WithdrawScreen.tsx'),
  },
  {
    path: '/depositRecord',
    namespaces: ['wallet'],
    title: 'depositRecord',
    screen: () => import('../screens/wallet/WithdrawalRecordsScreen.tsx'),
  },
  { path: '/topUp', namespaces: ['wallet'], title: 'topUp', screen: () => import('../screens/wallet/TopUpScreen.tsx') },
  {
    path: '/walletTopUp',
    namespaces: ['wallet'],
    title: 'walletTopUp',
    screen: () => import('../screens/wallet/WalletTopUpScreen.tsx'),
  },
  {
    path: '/cardTopUp',
    namespaces: ['wallet'],
    title: 'cardTopUp',
    screen: () => import('../screens/wallet/CardTopUpScreen.tsx'),
  },
  {
    path: '/topUpRecord',
    namespaces: ['wallet'],
    title: 'topUpRecord',
    screen: () => import('../screens/wallet/TopUpRecordsScreen.tsx'),
  },
  {
    path: '/capitalRecord',
    namespaces: ['wallet'],
    title: 'capitalRecord',
    screen: () => import('../screens/wallet/CapitalRecordsScreen.tsx'),
  },
  {
    path: '/myFavourite',
    namespaces: ['account', 'catalog'],
    title: 'myFavourite',
    screen: () => import('../screens/account/FavouritesScreen.tsx'),
  },
  {
    path: '/payment',
    namespaces: ['cart'],
    title: 'payment',
    screen: () => import('../screens/cart/payment/PaymentScreen.tsx'),
  },
  {
    path: '/security',
    namespaces: ['account'],
    title: 'security',
    screen: () => import('../screens/account/SecurityScreen.tsx'),
  },
  {
    path: '/heart',
    namespaces: ['account', 'catalog'],
    title: 'heart',
    screen: () => import('../screens/account/HeartScreen.tsx'),
  },
  {
    path: '/setting',
    namespaces: ['account'],
    title: 'setting',
    screen: () => import('../screens/account/SettingScreen.tsx'),
  },
  {
    path: '/search',
    namespaces: ['catalog'],
    title: 'search',
    screen: () => import('../screens/search/SearchScreen.tsx'),
  },
  {
    path: '/searchs',
    namespaces: ['catalog'],
    title: 'searchs',
    screen: () => import('../screens/search/ShopSearchScreen.tsx'),
  },
  {
    path: '/popular',
    namespaces: ['catalog'],
    title: 'popular',
    screen: () => import('../screens/search/PopularScreen.tsx'),
  },
  {
    path: '/detail/:product?/:mer?',
    title: 'detail',
    // catalog: the shop and the products below the product (DetailMore.tsx, a part loaded after it).
    namespaces: ['product', 'catalog'],
    // The pictures, price and title draw without antd-mobile; the rest follows (DetailScreen.tsx).
    withoutAntd: true,
    screen: () => import('../screens/product/DetailScreen.tsx'),
    query: () => import('../screens/product/prefetch.ts'),
  },
  { path: '/login', namespaces: ['auth'], title: 'login', screen: () => import('../screens/auth/LoginScreen.tsx') },
  {
    path: '/register',
    namespaces: ['auth'],
    title: 'register',
    screen: () => import('../screens/auth/RegisterScreen.tsx'),
  },
  {
    path: '/platform',
    namespaces: ['shop'],
    title: 'platform',
    screen: () => import('../screens/support/PlatformScreen.tsx'),
  },
  { path: '/law', namespaces: ['support'], title: 'law', screen: () => import('../screens/support/LawScreen.tsx') },
  {
    path: '/address',
    namespaces: ['addresses'],
    title: 'address',
    screen: () => import('../screens/addresses/AddressListScreen.tsx'),
  },
  {
    path: '/addressForm/:id?',
    namespaces: ['addresses'],
    title: 'addressForm',
    titleWithoutId: 'addressNew',
    screen: () => import('../screens/addresses/AddressFormScreen.tsx'),
  },
  {
    path: '/shop/:id?',
    namespaces: ['catalog', 'shop'],
    title: 'shop',
    screen: () => import('../screens/shop/ShopScreen.tsx'),
  },
  {
    path: '/products',
    namespaces: ['catalog'],
    title: 'products',
    screen: () => import('../screens/search/ProductsScreen.tsx'),
  },
  {
    path: '/service',
    namespaces: ['shop'],
    title: 'service',
    screen: () => import('../screens/support/ServiceScreen.tsx'),
  },
  {
    path: '/services',
    namespaces: ['shop'],
    title: 'services',
    screen: () => import('../screens/support/ServiceScreen.tsx'),
  },
  {
    path: '/mutualAid',
    namespaces: ['mutualAid'],
    title: 'mutualAid',
    screen: () => import('../screens/mutualAid/MutualAidScreen.tsx'),
  },
  {
    path: '/mutualAidhHistroy',
    namespaces: ['mutualAid'],
    title: 'mutualAidhHistroy',
    screen: () => import('../screens/mutualAid/MutualAidHistoryScreen.tsx'),
  },
];

/**
 * Reachable without a token; every other path asks to log in first. Beyond the spec's
 * list (docs/storefront.md, "Browsing signed out"): the screens that show only public catalogue
 * data (a category's products, Popular, the shops search, the product lists, customer
 * service) and the language screen, so a signed-out shopper browses first and can
 * change language from Home's header.
 */
const PUBLIC_PATHS = [
  '/login',
  '/register',
  '/home',
  '/shop',
  '/explore',
  '/detail',
  '/search',
  '/forgotPassword',
  '/changePassword',
  '/filter',
  '/popular',
  '/searchs',
  '/products',
  '/service',
  '/services',
  '/language',
];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

const MATCHABLE = ROUTES.map((route) => ({ path: route.path, handle: route }));

/** The route that draws `pathname`, if any (its title, whether it is a tab root). */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  return matchRoutes(MATCHABLE, pathname)?.[0]?.route.handle;
}

/** The route that draws `pathname`, with the values of its parameters. */
export function matchAppRouteParams(pathname: string): { route: AppRoute; params: Params } | undefined {
  const match = matchRoutes(MATCHABLE, pathname)?.[0];
  return match && { route: match.route.handle, params: match.params };
}

/** The key of the page title of `pathname` (common:titles.*), if a route draws it. */
export function titleOf(pathname: string): string | undefined {
  const match = matchRoutes(MATCHABLE, pathname)?.[0];
  if (!match) return undefined;
  const route = match.route.handle;
  return route.titleWithoutId && !match.params['id'] ? route.titleWithoutId : route.title;
}
