import { useQuery } from '@apollo/client/react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/Page.tsx';
import { PaymentCodeStep } from '../../../components/PaymentCodeStep.tsx';
import { Price } from '../../../components/Price.tsx';
import { EmptyState } from '../../../components/states/EmptyState.tsx';
import { ErrorState } from '../../../components/states/ErrorState.tsx';
import { PageSkeleton } from '../../../components/states/PageSkeleton.tsx';
import { toCents } from '../../../lib/money.ts';
import { CurrentUserQuery } from '../../../session/currentUser.ts';
import { PaymentOrderQuery } from '../operations.ts';
import { PaymentBalance } from './PaymentBalance.tsx';
import { PaymentFailureText } from './PaymentFailureText.tsx';
import { readTarget, UNPAID_ORDERS } from './paymentTarget.ts';
import { usePayment } from './usePayment.ts';
import '../cart.css';

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
  const { code, setCode, paying, failure, pay } = usePayment(target);

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
  const short = (toCents(me.balance) ?? 0) < (toCents(amount) ?? 0);

  return (
    <Page nav={nav}>
      <section className="section payment-amount">
        <p className="payment-amount-label">{t('cart:payment.amount')}</p>
        <span data-testid="payment-amount">
          <Price value={amount} />
        </span>
        {payable && <p className="payment-order-no">{t('cart:payment.orderNo', { orderNo: payable.orderNo })}</p>}
      </section>

      <PaymentBalance balance={me.balance} short={short} />

      <section className="section">
        <PaymentCodeStep
          name="payment"
          hasPaymentCode={me.hasPaymentCode}
          code={code}
          onCodeChange={setCode}
          failure={failure && <PaymentFailureText failure={failure} />}
          busy={paying}
          submitLabel={t('cart:payment.pay')}
          onSubmit={(value) => void pay(target, value, short)}
          noCodeHint={t('cart:payment.noCodeHint')}
        />
      </section>
    </Page>
  );
}
