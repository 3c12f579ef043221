/** The product page's query variables (`/detail/:product/:mer`): its route prefetch and the page's early query ask the same. */
export function productVariables(product: string, mer: string) {
  return { shopId: mer, productId: product };
}
