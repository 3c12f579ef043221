import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Tag } from 'antd-mobile';
import { AddOutline, CheckCircleFill, DeleteOutline, EditSOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { PagedResults } from '../../components/PagedResults.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { PageSkeleton } from '../../components/states/PageSkeleton.tsx';
import { toast } from '../../lib/toast.ts';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import { getFragmentData, type FragmentType } from '../../gql/index.ts';
import { isInternalPath } from '../../navigation/useGoBack.ts';
import {
  AddressesQuery,
  AddressFieldsFragment,
  DeleteAddressMutation,
  forgetDefaultAddress,
  isKnownTag,
  SetDefaultAddressMutation,
} from './operations.ts';
import './addresses.css';

const PAGE_SIZE = 20;

/** `back` with the chosen address added as `?addressId=`. */
function withAddress(back: string, id: string): string {
  const url = new URL(back, 'http://local');
  url.searchParams.set('addressId', id);
  return `${url.pathname}${url.search}`;
}

interface CardProps {
  address: FragmentType<typeof AddressFieldsFragment>;
  busy: boolean;
  /** Set when the list was opened to choose an address (e.g. from the checkout). */
  onChoose: ((id: string) => void) | undefined;
  onSetDefault: (id: string) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

function AddressCard({ address: masked, busy, onChoose, onSetDefault, onEdit, onDelete }: CardProps) {
  const { t } = useTranslation(['addresses', 'common']);
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
            {isKnownTag(address.tag) ? t(`tags.${address.tag}`) : address.tag}
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
          <button type="button" onClick={() => onEdit(address.id)} aria-label={t('common:actions.edit')} data-testid="edit-address">
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

/**
 * The buyer's shipping addresses: the default one tagged, set default, edit,
 * delete (after a confirmation) and add. With `?back=`, tapping an address
 * chooses it and returns there with `addressId`.
 */
export default function AddressListScreen() {
  const { t } = useTranslation(['addresses', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = params.get('back');
  const choosing = back && isInternalPath(back) ? back : null;
  const list = usePagedQuery(AddressesQuery, { page: 1, limit: PAGE_SIZE }, (data) => data.addresses);
  const [setDefault, setDefaultState] = useMutation(SetDefaultAddressMutation);
  const [remove, removeState] = useMutation(DeleteAddressMutation);
  const [busy, setBusy] = useState(false);

  const formUrl = (id?: string) => {
    const path = id ? `/addressForm/${id}` : '/addressForm';
    return choosing ? `${path}?back=${encodeURIComponent(`/address?back=${encodeURIComponent(choosing)}`)}` : path;
  };

  const onSetDefault = async (id: string) => {
    setBusy(true);
    try {
      await setDefault({ variables: { id }, update: forgetDefaultAddress });
      toast.success(t('common:messages.settingSuccess'));
      await list.refresh();
    } catch {
      // The error link showed why.
    } finally {
      setBusy(false);
    }
  };

  const onDelete = async (id: string) => {
    const confirmed = await Dialog.confirm({
      content: t('deleteConfirm'),
      confirmText: t('common:actions.delete'),
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await remove({
        variables: { id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Address', id }) });
          forgetDefaultAddress(cache);
          cache.gc();
        },
      });
      toast.success(t('common:messages.deleteSuccess'));
      await list.refresh();
    } catch {
      // The error link showed why.
    } finally {
      setBusy(false);
    }
  };

  const addButton = (
    <Button block color="primary" shape="rounded" size="large" onClick={() => navigate(formUrl())} data-testid="add-address">
      <AddOutline /> {t('add')}
    </Button>
  );

  const working = busy || setDefaultState.loading || removeState.loading;
  const body = (
    <PagedResults
      state={list}
      skeleton={<PageSkeleton />}
      empty={<EmptyState title={t('emptyTitle')} description={t('emptyText')} />}
    >
      {(items) => (
        <>
          {choosing && <p className="address-hint muted">{t('chooseHint')}</p>}
          <div className="address-list">
            {items.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                busy={working}
                onChoose={choosing ? (id) => navigate(withAddress(choosing, id), { replace: true }) : undefined}
                onSetDefault={(id) => void onSetDefault(id)}
                onEdit={(id) => navigate(formUrl(id))}
                onDelete={(id) => void onDelete(id)}
              />
            ))}
          </div>
        </>
      )}
    </PagedResults>
  );

  return (
    <Page
      nav={{
        title: t('common:titles.address'),
        ...(choosing ? { backUrl: choosing } : {}),
      }}
      footer={addButton}
      className="addresses-page"
    >
      {body}
    </Page>
  );
}
