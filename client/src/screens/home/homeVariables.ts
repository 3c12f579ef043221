/** Hot products per page and hot shops in the row. */
export const HOME_PAGE_SIZE = 10;
const HOME_SHOP_COUNT = 10;
/** Home's query variables: the feed's query, its route prefetch and the page's early query ask the same. */
export const HOME_VARIABLES = { limit: HOME_PAGE_SIZE, shopLimit: HOME_SHOP_COUNT };
