import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Picture, PICTURE } from '../../../components/Picture.tsx';
import { Price } from '../../../components/Price.tsx';
import type { OrderInfo_OrderFragment } from '../../../gql/graphql.ts';

/** The product lines: picture, title, options, price × quantity, and whether each was reviewed. */
export function OrderItems({ order }: { order: OrderInfo_OrderFragment }) {
  const { t } = useTranslation('orders');
  return (
    <section className="section" aria-label={t('items')}>
      {order.items.map((item) => (
        <div className="order-item" key={item.id} data-testid={`order-item-${item.id}`}>
          <Link to={`/detail/${encodeURIComponent(item.productId)}/${encodeURIComponent(item.shopId)}`}>
            <Picture className="order-item-image" src={item.image} alt={item.title} {...PICTURE.product} sizes="72px" />
          </Link>
          <div className="order-item-body">
            <Link
              className="order-item-title"
              dir="auto"
              to={`/detail/${encodeURIComponent(item.productId)}/${encodeURIComponent(item.shopId)}`}
            >
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
