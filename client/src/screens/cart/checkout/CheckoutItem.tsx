import { useTranslation } from 'react-i18next';
import { Picture, PICTURE } from '../../../components/Picture.tsx';
import { Price } from '../../../components/Price.tsx';
import type { PricedCheckout } from './usePricedCheckout.ts';

type CheckoutLine = PricedCheckout['items'][number];

/** One line of the checkout: picture, title, options, price and quantity. */
export function CheckoutItem({ line }: { line: CheckoutLine }) {
  const { t } = useTranslation('cart');
  return (
    <div className="cart-line" data-testid="checkout-line">
      <span className="cart-line-image">
        <Picture src={line.image} alt={line.title} {...PICTURE.product} sizes="84px" />
      </span>
      <div className="cart-line-body">
        <span className="cart-line-title" dir="auto">
          {line.title}
        </span>
        {line.specValues.length > 0 && <span className="cart-line-spec">{line.specValues.join(' / ')}</span>}
        <div className="cart-line-foot">
          <Price value={line.price} />
          <span className="cart-line-qty">{t('checkout.quantity', { count: line.quantity })}</span>
        </div>
      </div>
    </div>
  );
}
