import type { ApolloCache } from '@apollo/client';
import { CurrentUserQuery } from '../session/currentUser.ts';

/**
 * What the cache forgets after a change made elsewhere than in the answer to the
 * mutation: the screens showing it then load it afresh. One place, so that a new
 * screen reading orders, the bag or addresses is forgotten with the others.
 */

/** The buyer's field `name` (a counter, the default address), when the buyer is cached. */
function forgetOwnField(cache: ApolloCache, fieldName: string): void {
  const me = cache.readQuery({ query: CurrentUserQuery })?.me;
  if (me) cache.evict({ id: cache.identify(me), fieldName });
}

/**
 * An order moved (cancelled, received, deleted, a refund asked, reviewed): every
 * cached order list, since it may have changed tabs. `broadcast: false` when the
 * caller reloads what it shows itself, so watching lists do not fetch a second time.
 */
export function afterOrderChange(cache: ApolloCache, { broadcast = true }: { broadcast?: boolean } = {}): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'orders', broadcast });
  cache.gc();
}

/** The checkout was submitted: the ordered lines left the bag and the buyer has more unpaid orders. */
export function afterCheckout(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'cart' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'orders' });
  forgetOwnField(cache, 'unpaidOrderCount');
  cache.gc();
}

/**
 * Orders were paid: the lists and the paid order (when one was) moved on; the
 * buyer's new balance and counters come with the answer.
 */
export function afterPayment(cache: ApolloCache, orderId?: string): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'orders' });
  if (orderId !== undefined) cache.evict({ id: cache.identify({ __typename: 'Order', id: orderId }) });
  cache.gc();
}

/** A product went into the bag: its lines and their total (the answer carries the count alone). */
export function afterCartChange(cache: ApolloCache): void {
  const cart = cache.identify({ __typename: 'Cart' });
  cache.evict({ id: cart, fieldName: 'items' });
  cache.evict({ id: cart, fieldName: 'total' });
}

/** A top-up was asked for: the top-up records. */
export function afterRecharge(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'recharges' });
  cache.gc();
}

/** A withdrawal was asked for: its records, the bills and the balance it is drawn from. */
export function afterWithdrawal(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'withdrawals' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'bills' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'withdrawalInfo' });
  cache.gc();
}

/** Another address is the default: the buyer's default address (the checkout reads it). */
export function afterDefaultAddressChange(cache: ApolloCache): void {
  forgetOwnField(cache, 'defaultAddress');
}

/** An address was saved: every list of addresses and the default address. */
export function afterAddressChange(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'addresses' });
  afterDefaultAddressChange(cache);
  cache.gc();
}

/** An address was deleted: that address and the default address. */
export function afterAddressDelete(cache: ApolloCache, id: string): void {
  cache.evict({ id: cache.identify({ __typename: 'Address', id }) });
  afterDefaultAddressChange(cache);
  cache.gc();
}
