import { LocationFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { OrderInfo_OrderFragment } from '../../../gql/graphql.ts';

/** Who receives the order, their phone and the shipping address. */
export function OrderRecipient({ order }: { order: OrderInfo_OrderFragment }) {
  const { t } = useTranslation(['orders', 'common']);
  return (
    <section className="section order-recipient" aria-label={t('orders:recipient')}>
      <LocationFill className="order-recipient-icon" />
      <div>
        <p className="order-recipient-name">
          <span>{order.recipientName}</span>
          <span className="muted">{order.recipientPhone}</span>
        </p>
        <p className="order-recipient-address">{order.shippingAddress}</p>
      </div>
    </section>
  );
}
