import { Checkbox } from 'antd-mobile';
import { Picture, PICTURE } from '../../../components/Picture.tsx';
import { Price } from '../../../components/Price.tsx';
import type { RefundOrder } from './refundValues.ts';

/** The order's lines, to choose which ones the refund is for (shown plainly when there is one). */
export function RefundItems({
  order,
  value,
  onChange,
}: {
  order: RefundOrder;
  value?: string[];
  onChange?: (ids: string[]) => void;
}) {
  const line = (item: RefundOrder['items'][number]) => (
    <div className="refund-item">
      <Picture className="refund-item-image" src={item.image} alt={item.title} {...PICTURE.product} sizes="56px" />
      <div className="refund-item-body">
        <p className="refund-item-title" dir="auto">
          {item.title}
        </p>
        {item.specValues.length > 0 && <p className="refund-item-spec muted">{item.specValues.join(' / ')}</p>}
        <p className="refund-item-meta">
          <Price value={item.price} /> <span className="muted">× {item.quantity}</span>
        </p>
      </div>
    </div>
  );
  if (order.items.length === 1 && order.items[0]) return line(order.items[0]);
  return (
    <Checkbox.Group value={value ?? []} onChange={(ids) => onChange?.(ids.map(String))}>
      {order.items.map((item) => (
        <Checkbox key={item.id} value={item.id} className="refund-item-choice" data-testid={`refund-item-${item.id}`}>
          {line(item)}
        </Checkbox>
      ))}
    </Checkbox.Group>
  );
}
