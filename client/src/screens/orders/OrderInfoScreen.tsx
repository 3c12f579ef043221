import { useQuery } from '@apollo/client/react';
import { Steps, Tag } from 'antd-mobile';
import { LocationFill, TruckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LazyImage, PICTURE } from '../../components/LazyImage.tsx';
import { Page } from '../../components/Page.tsx';
import { PendingPage } from '../../components/Pending.tsx';
import { Price } from '../../components/Price.tsx';
import { useDateTime } from '../../lib/formatDate.ts';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { getFragmentData } from '../../gql/index.ts';
import type { OrderInfo_OrderFragment } from '../../gql/graphql.ts';
import { navigationHistory } from '../../navigation/history.ts';
import { copyText } from '../../lib/copyText.ts';
import { OrderInfoFragment, OrderInfoQuery } from './operations.ts';
import { OrderActionBar } from './OrderActionBar.tsx';
import { canDelete, statusLabel } from './statusTabs.ts';
import { useOrderActions } from './useOrderActions.ts';
import './orders.css';

type OrderInfo = OrderInfo_OrderFragment;

/** Where the order stands, and what happens next. */
function StatusBanner({ order }: { order: OrderInfo }) {
  const { t } = useTranslation('orders');
  const label = statusLabel(order.status, order.refundStatus);
  return (
    <section className={`order-banner order-banner-${label}`} data-testid="order-banner">
      <h2 className="order-banner-title">{t(`status.${label}`)}</h2>
      <p className="order-banner-hint">{t(`hints.${label}`)}</p>
    </section>
  );
}

/** The shipment's journey, newest first, under its tracking number. */
function Logistics({ order }: { order: OrderInfo }) {
  const { t } = useTranslation('orders');
  const formatDate = useDateTime();
  const trackingNumber = order.trackingNumber ?? order.logistics[0]?.trackingNumber;
  return (
    <section className="section" aria-labelledby="order-logistics">
      <h3 className="section-title" id="order-logistics">
        <span className="order-section-heading">
          <TruckOutline /> {t('logistics.title')}
        </span>
      </h3>
      {trackingNumber && (
        <p className="order-tracking" data-testid="tracking-number">
          {t('logistics.trackingNumber', { number: trackingNumber })}
        </p>
      )}
      {order.logistics.length === 0 ? (
        <p className="muted">{t('logistics.none')}</p>
      ) : (
        <Steps direction="vertical" className="order-steps" data-testid="logistics">
          {order.logistics.map((event, index) => (
            <Steps.Step
              key={`${event.time}-${index}`}
              status={index === 0 ? 'finish' : 'wait'}
              title={event.description}
              description={formatDate(event.time)}
            />
          ))}
        </Steps>
      )}
    </section>
  );
}

/** The product lines: picture, title, options, price × quantity, and whether each was reviewed. */
function Items({ order }: { order: OrderInfo }) {
  const { t } = useTranslation('orders');
  return (
    <section className="section" aria-label={t('items')}>
      {order.items.map((item) => (
        <div className="order-item" key={item.id} data-testid={`order-item-${item.id}`}>
          <Link to={`/detail/${encodeURIComponent(item.productId)}/${encodeURIComponent(item.shopId)}`}>
            <LazyImage className="order-item-image" src={item.image} alt={item.title} {...PICTURE.product} />
          </Link>
          <div className="order-item-body">
            <Link className="order-item-title" dir="auto" to={`/detail/${encodeURIComponent(item.productId)}/${encodeURIComponent(item.shopId)}`}>
              {item.title}
            </Link>
            {item.specValues.length > 0 && <p className="order-item-spec">{item.specValues.join(' / ')}</p>}
            <div className="order-item-meta">
              <span>
                <Price value={item.price} /> <span className="muted">× {item.quantity}</span>
              </span>
              {item.reviewed && (
                <Tag color="success" fill="outline">
                  {t('reviewed')}
                </Tag>
              )}
            </div>
          </div>
        </div>
      ))}
    </section>
  );
}

/** Freight, total, order number (with copy) and when it was created. */
function Summary({ order }: { order: OrderInfo }) {
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
            <button type="button" className="order-copy" onClick={() => void copyText(order.orderNo)} data-testid="copy-order-no">
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

/** Back to the order list the buyer came from, else to all orders. */
function useBackToList() {
  const navigate = useNavigate();
  return () => {
    const entries = navigationHistory.entries();
    const previous = entries[entries.length - 2];
    if (previous && /^\/(order|myPurchases)(\/|$|\?)/.test(previous)) {
      navigate(navigationHistory.popBack() ?? '/order', { replace: true });
    } else {
      navigate('/order', { replace: true });
    }
  };
}

/**
 * `/orderInfo/:id`: the order's status, recipient, logistics timeline, products,
 * amounts and number, with the actions it allows now.
 */
export default function OrderInfoScreen() {
  const { t } = useTranslation(['orders', 'common']);
  const { id } = useParams();
  const backToList = useBackToList();
  const { data, error, refetch } = useQuery(OrderInfoQuery, {
    variables: { id: id ?? '' },
    skip: !id,
  });
  const actions = useOrderActions({ onChanged: () => refetch().catch(() => undefined) });
  const nav = { title: t('common:titles.orderInfo') };

  if (!id) {
    return (
      <Page nav={nav}>
        <EmptyState title={t('orders:notFound')} />
      </Page>
    );
  }
  if (!data) return <PendingPage nav={nav} query={{ error, refetch }} />;

  const order = getFragmentData(OrderInfoFragment, data.order);
  const bar = (
    <OrderActionBar
      order={order}
      actions={actions}
      itemIds={order.items.map((item) => item.id)}
      withDelete
      onDeleted={backToList}
    />
  );
  const hasActions =
    order.canPay || order.canCancel || order.canConfirmReceipt || order.canRequestRefund || order.canReview;
  const showBar = hasActions || canDelete(order.status);

  return (
    <Page nav={nav} footer={showBar ? bar : undefined} className="order-info">
      <StatusBanner order={order} />
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
      <Logistics order={order} />
      <Items order={order} />
      <Summary order={order} />
    </Page>
  );
}
