import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaymentFailure } from './usePayment.ts';

/** Why the payment failed; a short balance adds a way to top it up. */
export function PaymentFailureText({ failure }: { failure: PaymentFailure }) {
  const { t } = useTranslation(['cart', 'common']);
  return (
    <>
      {failure.message}
      {failure.short && (
        <Link to="/topUp" data-testid="payment-error-topup">
          {t('cart:payment.topUp')}
        </Link>
      )}
    </>
  );
}
