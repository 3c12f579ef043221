import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import { matchRouteParams } from './matchRoute.ts';
import { ROUTE_FACTS, type RouteFacts, type RoutePattern } from './routeFacts.ts';
import { queryOf } from './routeQueries.ts';

/** What a route's screen module exports. */
interface ScreenModule {
  default: ComponentType;
  /**
   * Loads the parts the screen draws lazily in its first render (components/lazyPart.ts), so a
   * page the server rendered is hydrated with them (main.tsx). Only for a screen that has such parts.
   */
  preloadParts?: () => Promise<unknown>;
}

interface RouteScreen {
  path: RoutePattern;
  screen: () => Promise<ScreenModule>;
  /**
   * The part of the screen that shows data, when the screen draws its frame without the
   * data layer (Home): loaded with the screen's chunk, and the screen itself then opens
   * without waiting for Apollo. Without it the whole screen waits for the data layer.
   */
  data?: () => Promise<unknown>;
}

/** A route's facts (routeFacts.ts) with its code: its screen, its data part, its first query (routeQueries.ts). */
export interface AppRoute extends RouteFacts, Omit<RouteScreen, 'path'> {
  query?: ReturnType<typeof queryOf>;
}

/** The screen of every route of routeFacts.ts, each its own lazily loaded chunk. */
const SCREENS: RouteScreen[] = [
  {
    path: '/home',
    screen: () => import('../screens/home/HomeScreen.tsx'),
    data: () => import('../screens/home/HomeFeed.tsx'),
  },
  { path: '/explore', screen: () => import('../screens/explore/ExploreScreen.tsx') },
  { path: '/bag', screen: () => import('../screens/cart/bag/BagScreen.tsx') },
  { path: '/filter', screen: () => import('../screens/explore/FilterScreen.tsx') },
  { path: '/order', screen: () => import('../screens/orders/OrdersScreen.tsx') },
  { path: '/orderInfo/:id?', screen: () => import('../screens/orders/info/OrderInfoScreen.tsx') },
  { path: '/comment', screen: () => import('../screens/aftersale/comment/CommentScreen.tsx') },
  {
    path: '/refund/:id?/:sn?/:product_ids?/:amount?',
    screen: () => import('../screens/aftersale/refund/RefundScreen.tsx'),
  },
  { path: '/checkout', screen: () => import('../screens/cart/checkout/CheckoutScreen.tsx') },
  { path: '/myPurchases/:status?', screen: () => import('../screens/orders/MyPurchasesScreen.tsx') },
  { path: '/language', screen: () => import('../screens/account/LanguageScreen.tsx') },
  { path: '/notification', screen: () => import('../screens/support/NotificationScreen.tsx') },
  { path: '/profile', screen: () => import('../screens/account/ProfileScreen.tsx') },
  { path: '/forgotPassword', screen: () => import('../screens/auth/ForgotPasswordScreen.tsx') },
  { path: '/changePassword', screen: () => import('../screens/account/ChangePasswordScreen.tsx') },
  { path: '/changePayPwd', screen: () => import('../screens/account/ChangePayPwdScreen.tsx') },
  { path: '/passwords', screen: () => import('../screens/account/PasswordsScreen.tsx') },
  { path: '/helpAndSupport', screen: () => import('../screens/support/HelpScreen.tsx') },
  { path: '/withDraw', screen: () => import('../screens/wallet/withdraw/WithdrawScreen.tsx') },
  { path: '/depositRecord', screen: () => import('../screens/wallet/WithdrawalRecordsScreen.tsx') },
  { path: '/topUp', screen: () => import('../screens/wallet/TopUpScreen.tsx') },
  { path: '/walletTopUp', screen: () => import('../screens/wallet/WalletTopUpScreen.tsx') },
  { path: '/cardTopUp', screen: () => import('../screens/wallet/CardTopUpScreen.tsx') },
  { path: '/topUpRecord', screen: () => import('../screens/wallet/TopUpRecordsScreen.tsx') },
  { path: '/capitalRecord', screen: () => import('../screens/wallet/CapitalRecordsScreen.tsx') },
  { path: '/myFavourite', screen: () => import('../screens/account/FavouritesScreen.tsx') },
  { path: '/payment', screen: () => import('../screens/cart/payment/PaymentScreen.tsx') },
  { path: '/security', screen: () => import('../screens/account/SecurityScreen.tsx') },
  { path: '/heart', screen: () => import('../screens/account/HeartScreen.tsx') },
  { path: '/setting', screen: () => import('../screens/account/SettingScreen.tsx') },
  { path: '/search', screen: () => import('../screens/search/SearchScreen.tsx') },
  { path: '/searchs', screen: () => import('../screens/search/ShopSearchScreen.tsx') },
  { path: '/popular', screen: () => import('../screens/search/PopularScreen.tsx') },
  { path: '/detail/:product?/:mer?', screen: () => import('../screens/product/DetailScreen.tsx') },
  { path: '/login', screen: () => import('../screens/auth/LoginScreen.tsx') },
  { path: '/register', screen: () => import('../screens/auth/RegisterScreen.tsx') },
  { path: '/platform', screen: () => import('../screens/support/PlatformScreen.tsx') },
  { path: '/law', screen: () => import('../screens/support/LawScreen.tsx') },
  { path: '/address', screen: () => import('../screens/addresses/AddressListScreen.tsx') },
  { path: '/addressForm/:id?', screen: () => import('../screens/addresses/AddressFormScreen.tsx') },
  { path: '/shop/:id?', screen: () => import('../screens/shop/ShopScreen.tsx') },
  { path: '/products', screen: () => import('../screens/search/ProductsScreen.tsx') },
  { path: '/service', screen: () => import('../screens/support/ServiceScreen.tsx') },
  { path: '/services', screen: () => import('../screens/support/ServiceScreen.tsx') },
  { path: '/mutualAid', screen: () => import('../screens/mutualAid/MutualAidScreen.tsx') },
  { path: '/mutualAidhHistroy', screen: () => import('../screens/mutualAid/MutualAidHistoryScreen.tsx') },
];

function screenOf(path: RoutePattern): RouteScreen {
  const screen = SCREENS.find((entry) => entry.path === path);
  if (!screen) throw new Error(`app/routes.ts has no screen for the route ${path}`);
  return screen;
}

/** Every route of the product specification, in the order of routeFacts.ts. */
export const ROUTES: AppRoute[] = ROUTE_FACTS.map((facts) => {
  const { screen, data } = screenOf(facts.path);
  const query = queryOf(facts.path);
  return { ...facts, screen, ...(data ? { data } : {}), ...(query ? { query } : {}) };
});

const BY_PATH = new Map(ROUTES.map((route) => [route.path, route]));

/** The route that draws `pathname`, with its code and the values of its parameters. */
export function matchAppRouteParams(pathname: string): { route: AppRoute; params: Params } | undefined {
  const match = matchRouteParams(pathname);
  const route = match && BY_PATH.get(match.route.path);
  return route && { route, params: match.params };
}
