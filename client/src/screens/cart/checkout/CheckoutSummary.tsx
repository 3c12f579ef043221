import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/Price.tsx';
import type { PricedCheckout } from './usePricedCheckout.ts';

/** Subtotal (with the number of pieces), freight (or free shipping) and total. */
export function CheckoutSummary({ checkout }: { checkout: PricedCheckout }) {
  const { t } = useTranslation(['cart', 'common']);
  const pieces = checkout.items.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section className="section">
      <dl className="checkout-summary" data-testid="checkout-summary">
        <div>
          <dt>{t('cart:checkout.subtotal', { count: pieces })}</dt>
          <dd>
            <Price value={checkout.subtotal} />
          </dd>
        </div>
        <div>
          <dt>{t('cart:checkout.freight')}</dt>
          <dd>
            {/^0+(\.0+)?$/.test(checkout.freight) ? (
              t('cart:checkout.freeShipping')
            ) : (
              <Price value={checkout.freight} />
            )}
          </dd>
        </div>
        <div className="checkout-summary-total">
          <dt>{t('cart:checkout.total')}</dt>
          <dd>
            <Price value={checkout.total} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
