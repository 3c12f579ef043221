import { AddOutline, LocationFill, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddressText } from './AddressText.tsx';
import type { AddressChoice } from './useAddressChoice.ts';

/** The delivery address, a tap away from choosing another; or a way to add the first one. */
export function CheckoutAddress({ choice }: { choice: AddressChoice }) {
  const { t } = useTranslation(['cart', 'common']);
  const { address, addressList } = choice;
  return (
    <section className="section" data-testid="checkout-address">
      <div className="checkout-section-stripe" aria-hidden />
      {address ? (
        <button type="button" className="checkout-address" onClick={choice.open}>
          <LocationFill className="checkout-address-icon" aria-hidden />
          {/* Named by the address it shows, then what a tap does (an aria-label hid the address). */}
          <AddressText address={address} />
          <span className="visually-hidden">{t('cart:checkout.chooseAddress')}</span>
          <RightOutline className="checkout-address-arrow" aria-hidden />
        </button>
      ) : addressList.length > 0 ? (
        <button type="button" className="checkout-address" onClick={choice.open}>
          <LocationFill className="checkout-address-icon" aria-hidden />
          <span className="checkout-address-body">{t('cart:checkout.chooseAddress')}</span>
          <RightOutline className="checkout-address-arrow" aria-hidden />
        </button>
      ) : (
        <Link className="checkout-address-add" to={choice.addPath} data-testid="checkout-add-address">
          <AddOutline aria-hidden />
          {t('cart:checkout.noAddress')}
        </Link>
      )}
    </section>
  );
}
