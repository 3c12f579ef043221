import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { afterCheckout } from '../../../apollo/invalidate.ts';
import { toast } from '../../../lib/toast.ts';
import { SubmitCheckoutMutation } from '../operations.ts';
import type { CheckoutSource } from './checkoutSource.ts';
import type { AddressChoice } from './useAddressChoice.ts';
import type { PricedCheckout } from './usePricedCheckout.ts';

/**
 * Creates the orders of a priced checkout at the chosen address and goes on to the
 * payment; without an address the buyer is asked to choose one first.
 */
export function useSubmitCheckout() {
  const { t } = useTranslation(['cart', 'common']);
  const navigate = useNavigate();
  const [submit, submission] = useMutation(SubmitCheckoutMutation, { update: afterCheckout });

  const send = async (checkout: PricedCheckout, parsed: CheckoutSource, choice: AddressChoice) => {
    const { address } = choice;
    if (!address) {
      toast.info(t('cart:checkout.addressRequired'));
      if (choice.addressList.length > 0) choice.open();
      return;
    }
    try {
      const { data } = await submit({
        variables: { checkoutId: checkout.id, addressId: address.id, source: parsed.source },
      });
      const submitted = data?.submitCheckout;
      if (!submitted) return;
      toast.success(t('common:messages.createOrderSuccess'));
      const query = new URLSearchParams({ ref: submitted.paymentReference, total: submitted.total });
      void navigate(`/payment?${query.toString()}`, { replace: true });
    } catch {
      // The error link has told the buyer why; the screen keeps everything as it was.
    }
  };

  return { send, submitting: submission.loading };
}
