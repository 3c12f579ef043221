import { Tag } from 'antd-mobile';
import { CheckCircleFill, DeleteOutline, EditSOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../gql/index.ts';
import { AddressFieldsFragment } from '../../features/addresses/operations.ts';
import { useAddressTagLabel } from '../../features/addresses/addressTags.ts';

interface CardProps {
  address: FragmentType<typeof AddressFieldsFragment>;
  busy: boolean;
  /** Set when the list was opened to choose an address (e.g. from the checkout). */
  onChoose: ((id: string) => void) | undefined;
  onSetDefault: (id: string) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

/** One address: who and where, its tags, and set default, edit and delete; a button choosing it when the list chooses. */
export function AddressCard({ address: masked, busy, onChoose, onSetDefault, onEdit, onDelete }: CardProps) {
  const { t } = useTranslation(['addresses', 'common']);
  const tagLabel = useAddressTagLabel();
  const address = getFragmentData(AddressFieldsFragment, masked);
  const place = [address.country, address.area, address.detail].filter(Boolean).join(' ');
  const main = (
    <>
      <div className="address-card-head">
        <strong className="address-card-name">{address.addressee}</strong>
        <span className="address-card-mobile">{address.mobile}</span>
      </div>
      <p className="address-card-place">{place}</p>
      <div className="address-card-tags">
        {address.isDefault && (
          <Tag color="primary" data-testid="default-tag">
            {t('default')}
          </Tag>
        )}
        {address.tag && (
          <Tag color="default" fill="outline">
            {tagLabel(address.tag)}
          </Tag>
        )}
      </div>
    </>
  );
  return (
    <article className="address-card" data-testid="address-card" aria-label={address.addressee}>
      {onChoose ? (
        <button type="button" className="address-card-main" onClick={() => onChoose(address.id)}>
          {main}
        </button>
      ) : (
        <div className="address-card-main">{main}</div>
      )}
      <footer className="address-card-actions">
        <button
          type="button"
          className={`address-default${address.isDefault ? ' is-default' : ''}`}
          disabled={busy || address.isDefault}
          aria-pressed={address.isDefault}
          onClick={() => onSetDefault(address.id)}
          data-testid="set-default"
        >
          <CheckCircleFill />
          <span>{address.isDefault ? t('default') : t('setDefault')}</span>
        </button>
        <span className="address-card-buttons">
          <button
            type="button"
            onClick={() => onEdit(address.id)}
            aria-label={t('common:actions.edit')}
            data-testid="edit-address"
          >
            <EditSOutline />
            <span>{t('common:actions.edit')}</span>
          </button>
          <button
            type="button"
            onClick={() => onDelete(address.id)}
            disabled={busy}
            aria-label={t('common:actions.delete')}
            data-testid="delete-address"
          >
            <DeleteOutline />
            <span>{t('common:actions.delete')}</span>
          </button>
        </span>
      </footer>
    </article>
  );
}
