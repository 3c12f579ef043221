import type { ApolloClient } from '@apollo/client';
import { getFragmentData } from '../../gql/index.ts';
import { AddressFieldsFragment } from '../../features/addresses/operations.ts';
import { AddressesQuery } from './operations.ts';

/** How many addresses are looked through for the one just added. */
const LOOK_THROUGH = 50;

interface SavedFields {
  addressee: string;
  mobile: string;
  country: string;
  area: string;
  detail: string;
  tag: string;
}

const SAME: ReadonlyArray<keyof SavedFields> = ['addressee', 'mobile', 'country', 'area', 'detail', 'tag'];

/**
 * The id of the address just added. Saving answers no id (the legacy API's address_add
 * tells none), so the list is read again and the newest address with the same fields is it;
 * undefined when it cannot be read (the caller then goes back without a choice).
 */
export async function savedAddressId(client: ApolloClient, saved: SavedFields): Promise<string | undefined> {
  try {
    const { data } = await client.query({
      query: AddressesQuery,
      variables: { page: 1, limit: LOOK_THROUGH },
      fetchPolicy: 'network-only',
      context: { silent: true },
    });
    const matches = (data?.addresses.items ?? [])
      .map((item) => getFragmentData(AddressFieldsFragment, item))
      .filter((address) => SAME.every((field) => address[field] === saved[field]));
    return matches.map((address) => address.id).sort((a, b) => Number(b) - Number(a))[0];
  } catch {
    return undefined;
  }
}

/** `back` (e.g. the checkout's URL) with `?addressId=` naming the address to choose there. */
export function withChosenAddress(back: string, id: string): string {
  const url = new URL(back, 'http://app.invalid');
  url.searchParams.set('addressId', id);
  return `${url.pathname}${url.search}`;
}
