import type { ApolloCache, ErrorLike } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import i18next from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '../../../apollo/errorMessage.ts';
import { afterPayment } from '../../../apollo/invalidate.ts';
import { toast } from '../../../lib/toast.ts';
import { checkPaymentCode } from '../../../lib/validation.ts';
import { PayCheckoutMutation, PayOrderMutation } from '../operations.ts';
import { AFTER_PAYMENT, type PaymentTarget } from './paymentTarget.ts';

/** Why the last payment failed, and whether the balance was short (the message then offers a top-up). */
export interface PaymentFailure {
  message: string;
  short: boolean;
}

/**
 * The payment code typed and its sending, once at a time: paid, the buyer goes on
 * to their purchases; refused, the server's message stays and the code starts over.
 */
export function usePayment(target: PaymentTarget | null) {
  const { t } = useTranslation(['cart', 'common']);
  const navigate = useNavigate();
  const orderId = target?.kind === 'order' ? target.orderId : undefined;
  // The paid orders moved on: lists and the order are loaded afresh where shown.
  const update = (cache: ApolloCache) => afterPayment(cache, orderId);
  const [payCheckout] = useMutation(PayCheckoutMutation, { update });
  const [payOrder] = useMutation(PayOrderMutation, { update });
  const [code, setCode] = useState('');
  const [paying, setPaying] = useState(false);
  const busy = useRef(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);

  /** Pays `target` with the code `value`; `short`: whether the balance is below the amount. */
  const pay = async (target: PaymentTarget, value: string, short: boolean) => {
    if (busy.current) return;
    if (checkPaymentCode(value) !== undefined) {
      setFailure({ message: t('common:validation.payCodeInvalid'), short: false });
      return;
    }
    busy.current = true;
    setPaying(true);
    setFailure(null);
    try {
      if (target.kind === 'order') {
        await payOrder({ variables: { orderId: target.orderId, paymentCode: value } });
      } else {
        await payCheckout({
          variables: { paymentReference: target.reference, total: target.total, paymentCode: value },
        });
      }
      toast.success(t('common:messages.paySuccess'));
      void navigate(AFTER_PAYMENT, { replace: true });
    } catch (error) {
      // The server's message stays on screen (a wrong code says how many attempts are left).
      setFailure({ message: describeError(error as ErrorLike, i18next.t).message, short });
      setCode('');
    } finally {
      busy.current = false;
      setPaying(false);
    }
  };

  return { code, setCode, paying, failure, pay };
}
