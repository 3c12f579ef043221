import type { LegacyOperation } from '../../gateway/src/upstream/endpoints.ts';

/*
 * The Home screen's data as the bench asks for it, both ways: the GraphQL query and the six
 * legacy calls the gateway makes for it. Here, not in bench/, because a test checks the
 * calls against the gateway's table of legacy paths (tests/gateway/benchLoad.test.ts).
 */

/** What the Home screen shows: only fields that the six Home calls answer. */
export const HOME_QUERY = `query Home {
  platform { name logo customerServiceUrl }
  banners
  categories { id name nameKey }
  hotProducts(limit: 10) { items { id productId shopId title image price marketPrice sales } total hasMore }
  hotShops(limit: 10) { items { id name avatar followers favorableRate } total hasMore }
  me { id nickname avatar balance hasPaymentCode unpaidOrderCount unreceivedOrderCount }
}`;

/** The legacy calls behind HOME_QUERY, as the gateway makes them. */
export const HOME_CALLS: ReadonlyArray<{ operation: LegacyOperation; query: Record<string, string> }> = [
  { operation: 'platformInfo', query: {} },
  { operation: 'banners', query: {} },
  { operation: 'categories', query: {} },
  { operation: 'hotProducts', query: { page: '1', limit: '10' } },
  { operation: 'hotMerchants', query: { page: '1', limit: '10' } },
  { operation: 'getUserInfo', query: {} },
];
