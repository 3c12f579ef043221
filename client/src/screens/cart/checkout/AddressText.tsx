import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAddressTagLabel } from '../../../features/addresses/addressTags.ts';
import type { Address } from './useAddressChoice.ts';

/** An address as the checkout shows it: who, their phone, default and tag, then where. */
export function AddressText({ address }: { address: Address }) {
  const { t } = useTranslation('cart');
  const tagLabel = useAddressTagLabel();
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
        {address.tag && <Tag color="default">{tagLabel(address.tag)}</Tag>}
      </span>
      <span className="checkout-address-where">{where}</span>
    </span>
  );
}
