import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { AddressFieldsFragment as AddressFields } from '../../../gql/graphql.ts';
import { getFragmentData } from '../../../gql/index.ts';
import { AddressFieldsFragment } from '../../../features/addresses/operations.ts';
import { CheckoutAddressesQuery } from '../operations.ts';
import type { PricedCheckout } from './usePricedCheckout.ts';

export type Address = AddressFields;

/** How many addresses the choice offers; more are managed on the address list. */
const ADDRESS_LIMIT = 50;

/**
 * The delivery address: the buyer's choice among their addresses (loaded once the
 * checkout is priced), else the default one the server proposed; and whether the choice is open.
 * An address added from here comes back chosen: the form returns to this page with `?addressId=` (so does the address list, opened to choose).
 */
export function useAddressChoice(checkout: PricedCheckout | undefined) {
  const [params] = useSearchParams();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [chosenId, setChosenId] = useState<string | null>(() => params.get('addressId'));
  const [choosing, setChoosing] = useState(false);
  const addresses = useQuery(CheckoutAddressesQuery, {
    variables: { limit: ADDRESS_LIMIT },
    skip: !checkout,
    context: { silent: true },
  });
  const addressList = useMemo(
    () => (addresses.data?.addresses.items ?? []).map((item) => getFragmentData(AddressFieldsFragment, item)),
    [addresses.data],
  );
  const proposed = checkout?.address ? getFragmentData(AddressFieldsFragment, checkout.address) : null;
  // The buyer's choice, else the default address the server proposed.
  const address: Address | null = addressList.find((item) => item.id === chosenId) ?? proposed;

  return {
    address,
    addressList,
    choosing,
    /** The address form, returning here. */
    addPath: `/addressForm?back=${encodeURIComponent(here)}`,
    /** The address list, to manage the addresses or choose one there. */
    listPath: `/address?back=${encodeURIComponent(here)}`,
    open: () => setChoosing(true),
    close: () => setChoosing(false),
    choose: (id: string) => {
      setChosenId(id);
      setChoosing(false);
    },
  };
}

export type AddressChoice = ReturnType<typeof useAddressChoice>;
