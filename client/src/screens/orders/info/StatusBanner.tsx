import { useTranslation } from 'react-i18next';
import type { OrderInfo_OrderFragment } from '../../../gql/graphql.ts';
import { statusLabel } from '../statusTabs.ts';

/** Where the order stands, and what happens next. */
export function StatusBanner({ order }: { order: OrderInfo_OrderFragment }) {
  const { t } = useTranslation('orders');
  const label = statusLabel(order.status, order.refundStatus);
  return (
    <section className={`order-banner order-banner-${label}`} data-testid="order-banner">
      <h2 className="order-banner-title">{t(`status.${label}`)}</h2>
      <p className="order-banner-hint">{t(`hints.${label}`)}</p>
    </section>
  );
}
