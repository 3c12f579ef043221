import { Button } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { PagedResults } from '../../components/PagedResults.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { PageSkeleton } from '../../components/states/PageSkeleton.tsx';
import { isInternalPath } from '../../navigation/useGoBack.ts';
import { AddressCard } from './AddressCard.tsx';
import { useAddressList } from './useAddressList.ts';
import './addresses.css';

/** `back` with the chosen address added as `?addressId=`. */
function withAddress(back: string, id: string): string {
  const url = new URL(back, 'http://local');
  url.searchParams.set('addressId', id);
  return `${url.pathname}${url.search}`;
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
  const { list, working, onSetDefault, onDelete } = useAddressList();

  const formUrl = (id?: string) => {
    const path = id ? `/addressForm/${id}` : '/addressForm';
    return choosing ? `${path}?back=${encodeURIComponent(`/address?back=${encodeURIComponent(choosing)}`)}` : path;
  };

  const addButton = (
    <Button
      block
      color="primary"
      shape="rounded"
      size="large"
      onClick={() => navigate(formUrl())}
      data-testid="add-address"
    >
      <AddOutline /> {t('add')}
    </Button>
  );

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
