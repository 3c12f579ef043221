import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../apollo/errorMessage.ts';
import { toast } from '../../../lib/toast.ts';
import { RequestRefundMutation } from '../operations.ts';
import { useReturnToOrder } from '../useReturnToOrder.ts';
import type { REFUND_REASONS, RefundOrder, RefundValues } from './refundValues.ts';

/**
 * Sends an order's refund application and goes back to the order; a refusal is
 * kept (`refusal`) to show next to the form the buyer keeps.
 */
export function useRefundRequest(order: RefundOrder) {
  const { t } = useTranslation(['aftersale', 'common']);
  const { t: tCommon } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [requestRefund, { loading: sending }] = useMutation(RequestRefundMutation);
  const returnToOrder = useReturnToOrder();

  const submit = async (values: RefundValues) => {
    setRefusal(null);
    const lines = order.items.map((item) => item.id);
    const reasonKey = values.reason?.[0] as (typeof REFUND_REASONS)[number] | undefined;
    const chosen = values.itemIds ?? lines;
    try {
      await requestRefund({
        variables: {
          input: {
            orderId: order.id,
            type: values.type?.[0] ?? 'REFUND_ONLY',
            productReceipt: values.receipt?.[0] ?? 'NOT_RECEIVED',
            amount: (values.amount ?? '').trim(),
            // The merchant reads the reason as the buyer saw it.
            reason: reasonKey ? t(`aftersale:reasons.${reasonKey}`) : '',
            explanation: (values.explanation ?? '').trim(),
            proofImages: values.proof ?? [],
            ...(chosen.length < lines.length ? { orderItemIds: chosen } : {}),
          },
        },
      });
    } catch (error) {
      // The error link has shown it as a toast too; it stays here, next to the form the buyer keeps.
      setRefusal(describeError(error as Error, tCommon).message);
      return;
    }
    toast.success(t('common:messages.applicationSuccess'));
    returnToOrder(order.id);
  };

  return { submit, sending, refusal };
}
