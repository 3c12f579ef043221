import type { operations } from './generated/legacy.ts';

/**
 * THE table of every legacy call the gateway makes: one row per operation of
 * legacy/openapi.yaml (its operationId), with the method and path. Operators
 * re-point a call without a code change through LEGACY_PATHS, e.g.
 * `LEGACY_PATHS='{"login":"/api/v2/user/login"}'`.
 *
 * `publicCache` marks user-independent answers the gateway may share between
 * users for a short time; those calls are made WITHOUT the user's token.
 *
 * `idempotent` marks the reads: asking twice changes nothing, so a read that met a connection
 * error, 502, 503 or 504 is asked once more (upstream/resilience/). Not the method's to say: two
 * legacy reads use POST (assistStatus, assistList) and two writes use GET (setLanguage,
 * addressDel). A call without the mark is never sent twice.
 */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  publicCache?: boolean;
  idempotent?: boolean;
}

/**
 * Legacy operations the gateway calls. Not among them: the operator API, image files
 * and the stand-in's own pages (served to browsers through the image proxy), and the
 * merchant side's payment-code check, which only the REST passthrough forwards.
 */
export type LegacyOperation = Exclude<
  keyof operations,
  `admin${string}` | 'drawnImage' | 'uploadedFile' | 'customerServicePage' | 'merchantEntryPage' | 'merchantVerifyPay'
>;

export const endpoints: Record<LegacyOperation, Endpoint> = {
  // account and session
  login: { method: 'POST', path: '/api/user/login' },
  register: { method: 'POST', path: '/api/user/register' },
  getUserInfo: { method: 'GET', path: '/api/user/getUserInfo', idempotent: true },
  logout: { method: 'POST', path: '/api/user/logout' },
  profile: { method: 'POST', path: '/api/user/profile' },
  resetpwd: { method: 'POST', path: '/api/user/resetpwd' },
  resetPay: { method: 'POST', path: '/api/user/resetPay' },
  verifyPay: { method: 'POST', path: '/api/user/verify_pay' },
  languageList: { method: 'GET', path: '/api/user/language_list', publicCache: true, idempotent: true },
  setLanguage: { method: 'GET', path: '/api/user/set_language' },
  // catalogue and shops
  platformInfo: { method: 'GET', path: '/api/index/index', publicCache: true, idempotent: true },
  banners: { method: 'GET', path: '/api/index/banner', publicCache: true, idempotent: true },
  categories: { method: 'GET', path: '/api/index/category', publicCache: true, idempotent: true },
  products: { method: 'GET', path: '/api/index/product', publicCache: true, idempotent: true },
  hotProducts: { method: 'GET', path: '/api/index/hot_product', publicCache: true, idempotent: true },
  hotMerchants: { method: 'GET', path: '/api/index/hot_merchant', publicCache: true, idempotent: true },
  searchKeywords: { method: 'GET', path: '/api/product/index', publicCache: true, idempotent: true },
  searchProducts: { method: 'GET', path: '/api/product/search', idempotent: true },
  searchShops: { method: 'GET', path: '/api/product/searchs', idempotent: true },
  recommendedProducts: { method: 'GET', path: '/api/product/recommend', publicCache: true, idempotent: true },
  productDetail: { method: 'GET', path: '/api/product/detail', idempotent: true },
  likeProduct: { method: 'POST', path: '/api/product/like' },
  shopDetail: { method: 'GET', path: '/api/merchant/detail', idempotent: true },
  followShop: { method: 'POST', path: '/api/merchant/follow' },
  followList: { method: 'GET', path: '/api/user/follow_list', idempotent: true },
  likeList: { method: 'GET', path: '/api/user/like_list', idempotent: true },
  shopCustomerService: { method: 'GET', path: '/api/user/get_shops_kf', idempotent: true },
  // cart, orders and payment
  cartIndex: { method: 'GET', path: '/api/cart/index', idempotent: true },
  cartAdd: { method: 'POST', path: '/api/cart/add' },
  cartSetNum: { method: 'POST', path: '/api/cart/set_num' },
  cartDel: { method: 'POST', path: '/api/cart/del' },
  orderMerCreate: { method: 'POST', path: '/api/order/merCreate' },
  orderMerSubmit: { method: 'POST', path: '/api/order/merSubmit' },
  orderMerPay: { method: 'POST', path: '/api/order/merPay' },
  userPay: { method: 'POST', path: '/api/user/pay' },
  orderList: { method: 'GET', path: '/api/user/order_list', idempotent: true },
  orderDetail: { method: 'GET', path: '/api/order/detail', idempotent: true },
  orderCancel: { method: 'POST', path: '/api/order/cancel' },
  orderReceived: { method: 'POST', path: '/api/order/received' },
  orderDelete: { method: 'POST', path: '/api/order/delete' },
  orderRefund: { method: 'POST', path: '/api/order/refund' },
  orderComment: { method: 'POST', path: '/api/order/comment' },
  // wallet
  getBlockchain: { method: 'GET', path: '/api/user/getBlockchain', idempotent: true },
  recharge: { method: 'POST', path: '/api/user/recharge' },
  extractInfo: { method: 'GET', path: '/api/user/extract', idempotent: true },
  extract: { method: 'POST', path: '/api/user/extract' },
  rechargeLog: { method: 'GET', path: '/api/user/recharge_log', idempotent: true },
  extractLog: { method: 'GET', path: '/api/user/extract_log', idempotent: true },
  bill: { method: 'GET', path: '/api/user/bill', idempotent: true },
  // addresses
  addressList: { method: 'GET', path: '/api/user/address_list', idempotent: true },
  address: { method: 'GET', path: '/api/user/address', idempotent: true },
  addressAdd: { method: 'POST', path: '/api/user/address_add' },
  addressSetDefault: { method: 'POST', path: '/api/user/address_set_default' },
  addressDel: { method: 'GET', path: '/api/user/address_del' },
  areaList: { method: 'GET', path: '/api/user/area', publicCache: true, idempotent: true },
  // help, policy, notifications, upload
  helpSupport: { method: 'GET', path: '/api/user/help_support', publicCache: true, idempotent: true },
  law: { method: 'GET', path: '/api/user/law', publicCache: true, idempotent: true },
  noticeList: { method: 'GET', path: '/api/user/notice_list', idempotent: true },
  noticeRead: { method: 'POST', path: '/api/user/notice_read' },
  upload: { method: 'POST', path: '/merchant/common/upload' },
  // mutual aid
  assistStatus: { method: 'POST', path: '/api/merchant/assistStatus', idempotent: true },
  assist: { method: 'POST', path: '/api/merchant/assist' },
  assistList: { method: 'POST', path: '/api/merchant/assistList', idempotent: true },
};

/** The table with the operator's LEGACY_PATHS overrides applied; unknown names are refused. */
export function resolveEndpoints(overrides: Record<string, string>): Record<LegacyOperation, Endpoint> {
  const resolved = { ...endpoints };
  for (const [name, path] of Object.entries(overrides)) {
    if (!Object.hasOwn(endpoints, name)) {
      throw new Error(`LEGACY_PATHS names an unknown operation "${name}"`);
    }
    const key = name as LegacyOperation;
    resolved[key] = { ...endpoints[key], path };
  }
  return resolved;
}
