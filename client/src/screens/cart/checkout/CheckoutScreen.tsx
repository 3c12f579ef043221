import { Button } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/Page.tsx';
import { EmptyState } from '../../../components/states/EmptyState.tsx';
import { ErrorState } from '../../../components/states/ErrorState.tsx';
import { PageSkeleton } from '../../../components/states/PageSkeleton.tsx';
import { groupByShop } from '../groupByShop.ts';
import { ShopHeading } from '../ShopHeading.tsx';
import { AddressPopup } from './AddressPopup.tsx';
import { CheckoutAddress } from './CheckoutAddress.tsx';
import { CheckoutFooter } from './CheckoutFooter.tsx';
import { CheckoutItem } from './CheckoutItem.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { readSource } from './checkoutSource.ts';
import { useAddressChoice } from './useAddressChoice.ts';
import { usePricedCheckout } from './usePricedCheckout.ts';
import { useSubmitCheckout } from './useSubmitCheckout.ts';
import '../cart.css';

/**
 * The checkout: the chosen lines priced by the server (subtotal, freight, total),
 * the delivery address (the default one proposed, another chosen in a popup)
 * and the submission, which creates the orders and goes on to the payment.
 */
export default function CheckoutScreen() {
  const { t } = useTranslation(['cart', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paramsKey = params.toString();
  const parsed = useMemo(() => readSource(new URLSearchParams(paramsKey)), [paramsKey]);
  const { checkout, error, load } = usePricedCheckout(parsed);
  const choice = useAddressChoice(checkout);
  const { send, submitting } = useSubmitCheckout();

  const nav = { title: t('common:titles.checkout') };

  if (!parsed) {
    return (
      <Page nav={nav}>
        <EmptyState
          title={t('cart:checkout.nothing')}
          description={t('common:validation.selectItems')}
          action={
            <Button color="primary" shape="rounded" onClick={() => navigate('/bag')}>
              {t('cart:checkout.backToBag')}
            </Button>
          }
        />
      </Page>
    );
  }
  if (!checkout) {
    return <Page nav={nav}>{error ? <ErrorState error={error} onRetry={load} /> : <PageSkeleton />}</Page>;
  }

  const footer = (
    <CheckoutFooter
      total={checkout.total}
      submitting={submitting}
      onSubmit={() => void send(checkout, parsed, choice)}
    />
  );

  return (
    <Page nav={nav} footer={footer}>
      <CheckoutAddress choice={choice} />

      {groupByShop(checkout.items).map((group) => (
        <section className="section cart-shop" key={group.shopId}>
          <div className="cart-shop-head">
            <ShopHeading shopId={group.shopId} />
          </div>
          {group.items.map((line, index) => (
            <CheckoutItem key={`${line.productId}:${line.cartItemId ?? index}`} line={line} />
          ))}
        </section>
      ))}

      <CheckoutSummary checkout={checkout} />
      <AddressPopup choice={choice} />
    </Page>
  );
}
