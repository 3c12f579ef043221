import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/Price.tsx';
import type { OrderInfo_OrderFragment } from '../../../gql/graphql.ts';
import { copyText } from '../../../lib/copyText.ts';
import { useDateTime } from '../../../lib/formatDate.ts';

/** Freight, total, order number (with copy) and when it was created. */
export function OrderSummary({ order }: { order: OrderInfo_OrderFragment }) {
  const { t } = useTranslation(['orders', 'common']);
  const formatDate = useDateTime();
  return (
    <section className="section order-summary">
      <dl>
        <div>
          <dt>{t('orders:freight')}</dt>
          <dd>
            <Price value={order.freight} />
          </dd>
        </div>
        <div className="order-summary-total">
          <dt>{t('orders:total')}</dt>
          <dd data-testid="order-total">
            <Price value={order.total} />
          </dd>
        </div>
        <div>
          <dt>{t('orders:orderNumber')}</dt>
          <dd>
            <span className="order-number" data-testid="order-number">
              {order.orderNo}
            </span>
            <button
              type="button"
              className="order-copy"
              onClick={() => void copyText(order.orderNo)}
              data-testid="copy-order-no"
            >
              {t('common:actions.copy')}
            </button>
          </dd>
        </div>
        <div>
          <dt>{t('orders:createdAt')}</dt>
          <dd>{formatDate(order.createdAt)}</dd>
        </div>
      </dl>
    </section>
  );
}
