import { useTranslation } from 'react-i18next';
import type { OrderStatus, RefundStatus } from '../../gql/graphql.ts';
import { statusLabel } from './statusTabs.ts';

/** Where an order stands, in words, coloured by how much it needs the buyer. */
export function StatusText({ status, refundStatus }: { status: OrderStatus; refundStatus: RefundStatus }) {
  const { t } = useTranslation('orders');
  const label = statusLabel(status, refundStatus);
  return (
    <span className={`order-status order-status-${label}`} data-testid="order-status">
      {t(`status.${label}`)}
    </span>
  );
}
