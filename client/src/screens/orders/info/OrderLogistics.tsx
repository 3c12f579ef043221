import { Steps } from 'antd-mobile';
import { TruckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { OrderInfo_OrderFragment } from '../../../gql/graphql.ts';
import { useDateTime } from '../../../lib/formatDate.ts';

/** The shipment's journey, newest first, under its tracking number. */
export function OrderLogistics({ order }: { order: OrderInfo_OrderFragment }) {
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
