import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FooterTotal } from '../FooterTotal.tsx';

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
      <FooterTotal total={total} className="checkout-footer-total" testId="checkout-footer-total" />
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
