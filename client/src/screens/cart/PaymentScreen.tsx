import type { ApolloCache, ErrorLike } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'antd-mobile';
import { BankcardOutline } from 'antd-mobile-icons';
import i18next from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { describeError } from '../../apollo/errorMessage.ts';
import { Page } from '../../components/Page.tsx';
import { PaymentCodeStep } from '../../components/PaymentCodeStep.tsx';
import { Price } from '../../components/Price.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { ErrorState } from '../../components/states/ErrorState.tsx';
import { PageSkeleton } from '../../components/states/PageSkeleton.tsx';
import { toast } from '../../lib/toast.ts';
import { CurrentUserQuery } from '../../session/currentUser.ts';
import { toCents } from '../../lib/money.ts';
import { checkPaymentCode } from '../../lib/validation.ts';
import { PaymentOrderQuery, PayCheckoutMutation, PayOrderMutation } from './operations.ts';
import './cart.css';

/** Where a paid order shows up: my purchases, waiting for delivery. */
export const AFTER_PAYMENT = '/myPurchases/1';
/** Leaving a fresh checkout's payment shows its orders waiting for payment. */
const UNPAID_ORDERS = '/myPurchases/0';

/** What is being paid, from the URL: a submitted checkout (`?ref=&total=`) or one order (`?order=`). */
function readTarget(params: URLSearchParams) {
  const order = params.get('order');
  if (order && /^\d+$/.test(order)) return { kind: 'order' as const, orderId: order };
  const reference = params.get('ref');
  const total = params.get('total');
  if (reference && total && toCents(total) !== null) return { kind: 'checkout' as const, reference, total };
  return null;
}

/**
 * Paying from the balance with the 6-digit payment code: a submitted checkout
 * (from the checkout screen) or one unpaid order (from the orders screens). A
 * buyer without a payment code is sent to set one; a refused code shows the
 * server's message (with the attempts left) and starts over.
 */
export default function PaymentScreen() {
  const { t } = useTranslation(['cart', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = readTarget(params);
  const user = useQuery(CurrentUserQuery, { context: { silent: true } });
  const order = useQuery(PaymentOrderQuery, {
    variables: { id: target?.kind === 'order' ? target.orderId : '' },
    skip: target?.kind !== 'order',
    fetchPolicy: 'network-only',
    context: { silent: true },
  });
  // The paid orders moved on: lists and the order are loaded afresh where shown
  // (the buyer's new balance and counters come with the answer).
  const forgetOrders = (cache: ApolloCache) => {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'orders' });
    if (target?.kind === 'order') cache.evict({ id: cache.identify({ __typename: 'Order', id: target.orderId }) });
    cache.gc();
  };
  const [payCheckout] = useMutation(PayCheckoutMutation, { update: forgetOrders });
  const [payOrder] = useMutation(PayOrderMutation, { update: forgetOrders });
  const [code, setCode] = useState('');
  const [paying, setPaying] = useState(false);
  const busy = useRef(false);
  const [failure, setFailure] = useState<{ message: string; short: boolean } | null>(null);

  const nav = {
    title: t('common:titles.payment'),
    ...(target?.kind === 'checkout' ? { backUrl: UNPAID_ORDERS } : {}),
  };

  if (!target) {
    return (
      <Page nav={nav}>
        <EmptyState
          title={t('cart:payment.nothing')}
          action={
            <Button color="primary" shape="rounded" onClick={() => navigate(UNPAID_ORDERS)}>
              {t('cart:payment.viewOrders')}
            </Button>
          }
        />
      </Page>
    );
  }

  const me = user.data?.me;
  const payable = target.kind === 'order' ? order.data?.order : undefined;
  const waiting = (!me && user.loading) || (target.kind === 'order' && !payable && order.loading);
  if (waiting) {
    return (
      <Page nav={nav}>
        <PageSkeleton />
      </Page>
    );
  }
  if (!me || (target.kind === 'order' && !payable)) {
    const error = !me ? user.error : order.error;
    const retry = () => {
      if (!me) void user.refetch().catch(() => undefined);
      else void order.refetch().catch(() => undefined);
    };
    return (
      <Page nav={nav}>
        <ErrorState error={error} onRetry={retry} />
      </Page>
    );
  }
  if (payable && !payable.canPay) {
    return (
      <Page nav={nav}>
        <EmptyState
          title={t('cart:payment.notPayable')}
          action={
            <Button color="primary" shape="rounded" onClick={() => navigate(`/orderInfo/${payable.id}`)}>
              {t('cart:payment.viewOrder')}
            </Button>
          }
        />
      </Page>
    );
  }

  const amount = target.kind === 'order' ? (payable?.total ?? '0.00') : target.total;
  const amountCents = toCents(amount) ?? 0;
  const balanceCents = toCents(me.balance) ?? 0;
  const short = balanceCents < amountCents;

  const pay = async (value: string) => {
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
        await payCheckout({ variables: { paymentReference: target.reference, total: target.total, paymentCode: value } });
      }
      toast.success(t('common:messages.paySuccess'));
      navigate(AFTER_PAYMENT, { replace: true });
    } catch (error) {
      // The server's message stays on screen (a wrong code says how many attempts are left).
      setFailure({ message: describeError(error as ErrorLike, i18next.t).message, short });
      setCode('');
    } finally {
      busy.current = false;
      setPaying(false);
    }
  };

  return (
    <Page nav={nav}>
      <section className="section payment-amount">
        <p className="payment-amount-label">{t('cart:payment.amount')}</p>
        <span data-testid="payment-amount">
          <Price value={amount} />
        </span>
        {payable && <p className="payment-order-no">{t('cart:payment.orderNo', { orderNo: payable.orderNo })}</p>}
      </section>

      <section className="section">
        <div className="payment-balance">
          <span className="payment-balance-label">
            <BankcardOutline aria-hidden />
            {t('cart:payment.balance')}
          </span>
          <span data-testid="payment-balance">
            <Price value={me.balance} />
          </span>
        </div>
        {short && (
          <p className="payment-short" data-testid="payment-short">
            {t('cart:payment.insufficient')}{' '}
            <Link className="payment-topup" to="/topUp">
              {t('cart:payment.topUp')}
            </Link>
          </p>
        )}
      </section>

      <section className="section">
        <PaymentCodeStep
          name="payment"
          hasPaymentCode={me.hasPaymentCode}
          code={code}
          onCodeChange={setCode}
          failure={
            failure && (
              <>
                {failure.message}
                {failure.short && (
                  <Link to="/topUp" data-testid="payment-error-topup">
                    {t('cart:payment.topUp')}
                  </Link>
                )}
              </>
            )
          }
          busy={paying}
          submitLabel={t('cart:payment.pay')}
          onSubmit={(value) => void pay(value)}
          noCodeHint={t('cart:payment.noCodeHint')}
        />
      </section>
    </Page>
  );
}
