import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/Price.tsx';

/** The total and the button that creates the orders. */
export function CheckoutFooter({
  total,
  submitting,
  onSubmit,
}: {
  total: string;
  submitting: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation(['cart', 'common']);
  return (
    <div className="checkout-footer">
      <div className="checkout-footer-total" data-testid="checkout-footer-total">
        <span className="muted">{t('cart:totalLabel')}</span>
        <Price value={total} />
      </div>
      <Button
        color="primary"
        shape="rounded"
        loading={submitting}
        disabled={submitting}
        onClick={onSubmit}
        data-testid="checkout-submit"
      >
        {t('cart:checkout.submit')}
      </Button>
    </div>
  );
}
