import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../gql/graphql.ts';
import { canDelete } from './statusTabs.ts';
import type { ActionableOrder, OrderActions } from './useOrderActions.ts';

/** An order with the flags that say which actions it allows now. */
interface OrderWithFlags extends ActionableOrder {
  status: OrderStatus;
  canPay: boolean;
  canCancel: boolean;
  canConfirmReceipt: boolean;
  canRequestRefund: boolean;
  canReview: boolean;
}

interface OrderActionBarProps {
  order: OrderWithFlags;
  actions: OrderActions;
  /** The order lines a refund is for (known on the detail); all lines otherwise. */
  itemIds?: readonly string[];
  /** Offer deleting a finished order (the detail does). */
  withDelete?: boolean;
  onDeleted?: () => void;
}

/** The buttons of the actions an order allows now; nothing when it allows none. */
export function OrderActionBar({ order, actions, itemIds, withDelete, onDeleted }: OrderActionBarProps) {
  const { t } = useTranslation(['orders', 'common']);
  const buttons: ReactNode[] = [];
  const secondary = (key: string, label: string, onClick: () => void) =>
    buttons.push(
      <Button
        key={key}
        size="small"
        shape="rounded"
        disabled={actions.busy}
        onClick={onClick}
        data-testid={`order-${key}`}
      >
        {label}
      </Button>,
    );
  const primary = (key: string, label: string, onClick: () => void) =>
    buttons.push(
      <Button
        key={key}
        size="small"
        shape="rounded"
        color="primary"
        disabled={actions.busy}
        onClick={onClick}
        data-testid={`order-${key}`}
      >
        {label}
      </Button>,
    );

  if (withDelete && canDelete(order.status)) {
    secondary('delete', t('orders:actions.delete'), () => {
      void actions.remove(order).then((removed) => removed && onDeleted?.());
    });
  }
  if (order.canCancel) secondary('cancel', t('orders:actions.cancel'), () => void actions.cancel(order));
  if (order.canRequestRefund) secondary('refund', t('orders:actions.refund'), () => actions.refund(order, itemIds));
  if (order.canPay) primary('pay', t('orders:actions.pay'), () => actions.pay(order));
  if (order.canConfirmReceipt) {
    primary('confirm-receipt', t('orders:actions.confirmReceipt'), () => void actions.confirmReceipt(order));
  }
  if (order.canReview) primary('review', t('orders:actions.review'), () => actions.review(order));

  if (buttons.length === 0) return null;
  return <div className="order-actions">{buttons}</div>;
}
