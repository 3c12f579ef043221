import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Popup, Tag } from 'antd-mobile';
import { AddOutline, CheckCircleFill, LocationFill, RightOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LazyImage, PICTURE } from '../../components/LazyImage.tsx';
import { Page } from '../../components/Page.tsx';
import { Price } from '../../components/Price.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { ErrorState } from '../../components/states/ErrorState.tsx';
import { PageSkeleton } from '../../components/states/PageSkeleton.tsx';
import { toast } from '../../lib/toast.ts';
import { CurrentUserQuery } from '../../session/currentUser.ts';
import { getFragmentData } from '../../gql/index.ts';
import type { CheckoutScreen_AddressFragment, CheckoutSourceInput, CreateCheckoutMutation as CreateCheckoutResult } from '../../gql/graphql.ts';
import { decodeBuyNow } from '../../lib/buyNow.ts';
import { groupByShop } from './groupByShop.ts';
import {
  CheckoutAddressesQuery,
  CheckoutAddressFragment,
  CreateCheckoutMutation,
  SubmitCheckoutMutation,
} from './operations.ts';
import { REPEATABLE } from './repeatable.ts';
import { ShopHeading } from './ShopHeading.tsx';
import './cart.css';

type Address = CheckoutScreen_AddressFragment;
type CheckoutLine = CreateCheckoutResult['createCheckout']['items'][number];

/** How many addresses the choice offers; more are managed on the address list. */
const ADDRESS_LIMIT = 50;

/** What to check out, from the URL: `?buyNow=` (one product) or `?items=` (cart line ids). */
function readSource(params: URLSearchParams): { key: string; source: CheckoutSourceInput } | null {
  const buyNowParam = params.get('buyNow');
  const product = decodeBuyNow(buyNowParam);
  if (product) return { key: `buyNow:${buyNowParam}`, source: { product } };
  const ids = (params.get('items') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^\d+$/.test(id));
  if (ids.length === 0) return null;
  return { key: `items:${ids.join(',')}`, source: { cartItemIds: [...new Set(ids)] } };
}

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
  const [create, creation] = useMutation(CreateCheckoutMutation);
  const [submit, submission] = useMutation(SubmitCheckoutMutation, {
    // The ordered lines left the bag and the buyer has more unpaid orders: what
    // the cache knew of them is dropped, so screens showing them load afresh.
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'cart' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'orders' });
      const me = cache.readQuery({ query: CurrentUserQuery })?.me;
      if (me) cache.evict({ id: cache.identify(me), fieldName: 'unpaidOrderCount' });
      cache.gc();
    },
  });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);

  const load = useCallback(() => {
    if (!parsed) return;
    // The screen shows a failure itself (error state with retry).
    create({ variables: { source: parsed.source }, context: { ...REPEATABLE, silent: true } }).catch(() => undefined);
  }, [create, parsed]);

  // Priced once per source, even when effects run twice (development) or the tab re-renders.
  const pricedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!parsed || pricedFor.current === parsed.key) return;
    pricedFor.current = parsed.key;
    load();
  }, [parsed, load]);

  const checkout = creation.data?.createCheckout;
  const addresses = useQuery(CheckoutAddressesQuery, {
    variables: { limit: ADDRESS_LIMIT },
    skip: !checkout,
    context: { silent: true },
  });
  const addressList = useMemo(
    () => (addresses.data?.addresses.items ?? []).map((item) => getFragmentData(CheckoutAddressFragment, item)),
    [addresses.data],
  );
  const proposed = checkout?.address ? getFragmentData(CheckoutAddressFragment, checkout.address) : null;
  // The buyer's choice, else the default address the server proposed.
  const address: Address | null = addressList.find((item) => item.id === chosenId) ?? proposed;

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
    return (
      <Page nav={nav}>
        {creation.error ? <ErrorState error={creation.error} onRetry={load} /> : <PageSkeleton />}
      </Page>
    );
  }

  const onSubmit = async () => {
    if (!address) {
      toast.info(t('cart:checkout.addressRequired'));
      if (addressList.length > 0) setChoosing(true);
      return;
    }
    try {
      const { data } = await submit({
        variables: { checkoutId: checkout.id, addressId: address.id, source: parsed.source },
      });
      const submitted = data?.submitCheckout;
      if (!submitted) return;
      toast.success(t('common:messages.createOrderSuccess'));
      const query = new URLSearchParams({ ref: submitted.paymentReference, total: submitted.total });
      navigate(`/payment?${query.toString()}`, { replace: true });
    } catch {
      // The error link has told the buyer why; the screen keeps everything as it was.
    }
  };

  const pieces = checkout.items.reduce((sum, line) => sum + line.quantity, 0);
  const footer = (
    <div className="checkout-footer">
      <div className="checkout-footer-total" data-testid="checkout-footer-total">
        <span className="muted">{t('cart:totalLabel')}</span>
        <Price value={checkout.total} />
      </div>
      <Button
        color="primary"
        shape="rounded"
        loading={submission.loading}
        disabled={submission.loading}
        onClick={() => void onSubmit()}
        data-testid="checkout-submit"
      >
        {t('cart:checkout.submit')}
      </Button>
    </div>
  );

  return (
    <Page nav={nav} footer={footer}>
      <section className="section" data-testid="checkout-address">
        <div className="checkout-section-stripe" aria-hidden />
        {address ? (
          <button
            type="button"
            className="checkout-address"
            onClick={() => setChoosing(true)}
          >
            <LocationFill className="checkout-address-icon" aria-hidden />
            {/* Named by the address it shows, then what a tap does (an aria-label hid the address). */}
            <AddressText address={address} />
            <span className="visually-hidden">{t('cart:checkout.chooseAddress')}</span>
            <RightOutline className="checkout-address-arrow" aria-hidden />
          </button>
        ) : addressList.length > 0 ? (
          <button type="button" className="checkout-address" onClick={() => setChoosing(true)}>
            <LocationFill className="checkout-address-icon" aria-hidden />
            <span className="checkout-address-body">{t('cart:checkout.chooseAddress')}</span>
            <RightOutline className="checkout-address-arrow" aria-hidden />
          </button>
        ) : (
          <Link className="checkout-address-add" to="/addressForm" data-testid="checkout-add-address">
            <AddOutline aria-hidden />
            {t('cart:checkout.noAddress')}
          </Link>
        )}
      </section>

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

      <section className="section">
        <dl className="checkout-summary" data-testid="checkout-summary">
          <div>
            <dt>{t('cart:checkout.subtotal', { count: pieces })}</dt>
            <dd>
              <Price value={checkout.subtotal} />
            </dd>
          </div>
          <div>
            <dt>{t('cart:checkout.freight')}</dt>
            <dd>{/^0+(\.0+)?$/.test(checkout.freight) ? t('cart:checkout.freeShipping') : <Price value={checkout.freight} />}</dd>
          </div>
          <div className="checkout-summary-total">
            <dt>{t('cart:checkout.total')}</dt>
            <dd>
              <Price value={checkout.total} />
            </dd>
          </div>
        </dl>
      </section>

      <Popup
        visible={choosing}
        onMaskClick={() => setChoosing(false)}
        onClose={() => setChoosing(false)}
        bodyStyle={{ borderStartStartRadius: 'var(--radius)', borderStartEndRadius: 'var(--radius)' }}
      >
        <div className="address-popup" data-testid="address-popup">
          <h2 className="address-popup-title">{t('cart:checkout.chooseAddress')}</h2>
          <div className="address-popup-list" role="listbox" aria-label={t('cart:checkout.chooseAddress')}>
            {addressList.map((item) => {
              const chosen = item.id === address?.id;
              return (
                <button
                  type="button"
                  role="option"
                  aria-selected={chosen}
                  key={item.id}
                  className={`address-popup-option${chosen ? ' chosen' : ''}`}
                  onClick={() => {
                    setChosenId(item.id);
                    setChoosing(false);
                  }}
                >
                  <AddressText address={item} />
                  {chosen && <CheckCircleFill className="address-popup-check" aria-hidden />}
                </button>
              );
            })}
          </div>
          <div className="address-popup-actions">
            <Button shape="rounded" onClick={() => navigate('/address')}>
              {t('cart:checkout.manageAddresses')}
            </Button>
            <Button color="primary" shape="rounded" onClick={() => navigate('/addressForm')}>
              {t('cart:checkout.addAddress')}
            </Button>
          </div>
        </div>
      </Popup>
    </Page>
  );
}

function AddressText({ address }: { address: Address }) {
  const { t } = useTranslation('cart');
  const where = [address.country, address.area, address.detail].filter(Boolean).join(' ');
  return (
    <span className="checkout-address-body">
      <span className="checkout-address-who">
        <span>{address.addressee}</span>
        <span className="muted">{address.mobile}</span>
        {address.isDefault && (
          <Tag color="primary" fill="outline">
            {t('checkout.default')}
          </Tag>
        )}
        {address.tag && <Tag color="default">{address.tag}</Tag>}
      </span>
      <span className="checkout-address-where">{where}</span>
    </span>
  );
}

function CheckoutItem({ line }: { line: CheckoutLine }) {
  const { t } = useTranslation('cart');
  return (
    <div className="cart-line" data-testid="checkout-line">
      <span className="cart-line-image">
        <LazyImage src={line.image} alt={line.title} {...PICTURE.product} />
      </span>
      <div className="cart-line-body">
        <span className="cart-line-title" dir="auto">{line.title}</span>
        {line.specValues.length > 0 && <span className="cart-line-spec">{line.specValues.join(' / ')}</span>}
        <div className="cart-line-foot">
          <Price value={line.price} />
          <span className="cart-line-qty">{t('checkout.quantity', { count: line.quantity })}</span>
        </div>
      </div>
    </div>
  );
}
