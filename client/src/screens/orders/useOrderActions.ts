import { useApolloClient, useMutation } from '@apollo/client/react';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { afterOrderChange } from '../../apollo/invalidate.ts';
import { toast } from '../../lib/toast.ts';
import { CancelOrderMutation, ConfirmReceiptMutation, DeleteOrderMutation } from './operations.ts';

/** What the actions need to know of an order. */
export interface ActionableOrder {
  id: string;
  orderNo: string;
  total: string;
}

/** The refund application of an order: `/refund/:id/:sn/:product_ids/:amount` (`all` lines unless given). */
function refundPath(order: ActionableOrder, itemIds?: readonly string[]): string {
  const lines = itemIds && itemIds.length > 0 ? itemIds.join(',') : 'all';
  return `/refund/${encodeURIComponent(order.id)}/${encodeURIComponent(order.orderNo)}/${lines}/${order.total}`;
}

/**
 * The buyer's actions on an order. Cancelling and confirming receipt ask first;
 * each changing action drops every cached order list (the order moved to another
 * tab) and then calls `onChanged` so the screen reloads what it shows.
 */
export function useOrderActions({ onChanged }: { onChanged?: () => void | Promise<unknown> } = {}) {
  const { t } = useTranslation(['orders', 'common']);
  const navigate = useNavigate();
  const client = useApolloClient();
  const [cancelOrder, cancelling] = useMutation(CancelOrderMutation);
  const [confirmReceipt, confirming] = useMutation(ConfirmReceiptMutation);
  const [deleteOrder, deleting] = useMutation(DeleteOrderMutation);

  const listsChanged = async () => {
    afterOrderChange(client.cache, { broadcast: false });
    await onChanged?.();
  };

  const confirm = (content: string, confirmText: string, cancelText = t('common:actions.cancel')) =>
    Dialog.confirm({ content, confirmText, cancelText });

  return {
    busy: cancelling.loading || confirming.loading || deleting.loading,
    pay(order: ActionableOrder) {
      void navigate(`/payment?order=${encodeURIComponent(order.id)}&total=${encodeURIComponent(order.total)}`);
    },
    refund(order: ActionableOrder, itemIds?: readonly string[]) {
      void navigate(refundPath(order, itemIds));
    },
    review(order: ActionableOrder) {
      void navigate(`/comment?order=${encodeURIComponent(order.id)}`);
    },
    async cancel(order: ActionableOrder): Promise<boolean> {
      // Not "Cancel" beside "Cancel order": the way out says what it keeps.
      if (!(await confirm(t('orders:confirm.cancel'), t('orders:actions.cancel'), t('orders:confirm.keepOrder'))))
        return false;
      try {
        await cancelOrder({ variables: { orderId: order.id } });
      } catch {
        return false; // The error link has told the buyer why.
      }
      toast.success(t('orders:messages.cancelled'));
      await listsChanged();
      return true;
    },
    async confirmReceipt(order: ActionableOrder): Promise<boolean> {
      if (!(await confirm(t('orders:confirm.receipt'), t('orders:actions.confirmReceipt')))) return false;
      try {
        await confirmReceipt({ variables: { orderId: order.id } });
      } catch {
        return false;
      }
      toast.success(t('orders:messages.receiptConfirmed'));
      await listsChanged();
      return true;
    },
    async remove(order: ActionableOrder): Promise<boolean> {
      if (!(await confirm(t('orders:confirm.delete'), t('common:actions.delete')))) return false;
      try {
        await deleteOrder({ variables: { orderId: order.id } });
      } catch {
        return false;
      }
      toast.success(t('common:messages.deleteSuccess'));
      await listsChanged();
      return true;
    },
  };
}

export type OrderActions = ReturnType<typeof useOrderActions>;
