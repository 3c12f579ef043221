import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Picture, PICTURE } from '../../components/Picture.tsx';
import { Price } from '../../components/Price.tsx';
import { useDateTime } from '../../lib/formatDate.ts';
import { getFragmentData, type FragmentType } from '../../gql/index.ts';
import { OrderCardFragment } from './operations.ts';
import { OrderActionBar } from './OrderActionBar.tsx';
import { StatusText } from './StatusText.tsx';
import type { OrderActions } from './useOrderActions.ts';

/** How many product pictures a card shows before "+N". */
const MAX_PREVIEWS = 4;

/** One order of the list: number, status, product pictures, count and total, and its actions. */
export function OrderCard({
  order: masked,
  actions,
}: {
  order: FragmentType<typeof OrderCardFragment>;
  actions: OrderActions;
}) {
  const { t } = useTranslation(['orders', 'common']);
  const order = getFragmentData(OrderCardFragment, masked);
  const formatDate = useDateTime();
  const previews = order.previews.slice(0, MAX_PREVIEWS);
  const hidden = order.previews.length - previews.length;
  const single = order.previews.length === 1 ? order.previews[0] : undefined;

  return (
    <article
      className="order-card"
      data-testid={`order-card-${order.id}`}
      aria-label={t('orders:orderNo', { orderNo: order.orderNo })}
    >
      <Link className="order-card-link" to={`/orderInfo/${encodeURIComponent(order.id)}`}>
        <header className="order-card-head">
          <span className="order-card-no">{t('orders:orderNo', { orderNo: order.orderNo })}</span>
          <StatusText status={order.status} refundStatus={order.refundStatus} />
        </header>
        <div className="order-card-products">
          <div className="order-card-previews">
            {previews.map((preview, index) => (
              <Picture
                key={`${preview.image}-${index}`}
                className="order-thumb"
                src={preview.image}
                alt={preview.title}
                {...PICTURE.product}
                sizes="64px"
              />
            ))}
            {hidden > 0 && <span className="order-thumb order-thumb-more">+{hidden}</span>}
          </div>
          {single && <p className="order-card-title">{single.title}</p>}
          <RightOutline className="order-card-arrow" />
        </div>
        <div className="order-card-sum">
          <span className="muted">{formatDate(order.createdAt)}</span>
          <span>
            <span className="muted">{t('orders:itemCount', { count: order.itemCount })}</span>
            <span className="order-card-total">
              {t('orders:total')} <Price value={order.total} />
            </span>
          </span>
        </div>
      </Link>
      <OrderActionBar order={order} actions={actions} />
    </article>
  );
}
