import { Button, Popup } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AddressText } from './AddressText.tsx';
import type { AddressChoice } from './useAddressChoice.ts';

/** The choice of the delivery address among the buyer's, with ways to manage or add addresses. */
export function AddressPopup({ choice }: { choice: AddressChoice }) {
  const { t } = useTranslation(['cart', 'common']);
  const navigate = useNavigate();
  return (
    <Popup
      visible={choice.choosing}
      onMaskClick={choice.close}
      onClose={choice.close}
      bodyStyle={{ borderStartStartRadius: 'var(--radius)', borderStartEndRadius: 'var(--radius)' }}
    >
      <div className="address-popup" data-testid="address-popup">
        <h2 className="address-popup-title">{t('cart:checkout.chooseAddress')}</h2>
        <div className="address-popup-list" role="listbox" aria-label={t('cart:checkout.chooseAddress')}>
          {choice.addressList.map((item) => {
            const chosen = item.id === choice.address?.id;
            return (
              <button
                type="button"
                role="option"
                aria-selected={chosen}
                key={item.id}
                className={`address-popup-option${chosen ? ' chosen' : ''}`}
                onClick={() => choice.choose(item.id)}
              >
                <AddressText address={item} />
                {chosen && <CheckCircleFill className="address-popup-check" aria-hidden />}
              </button>
            );
          })}
        </div>
        <div className="address-popup-actions">
          <Button shape="rounded" onClick={() => navigate(choice.listPath)}>
            {t('cart:checkout.manageAddresses')}
          </Button>
          <Button color="primary" shape="rounded" onClick={() => navigate(choice.addPath)}>
            {t('cart:checkout.addAddress')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
