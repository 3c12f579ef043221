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
import { withChosenAddress } from './savedAddress.ts';
import { useAddressList } from './useAddressList.ts';
import './addresses.css';

/**
 * The buyer's shipping addresses: the default one tagged, set default, edit,
 * delete (after a confirmation) and add. With `?back=`, tapping an address
 * chooses it and returns there with `addressId`, and a new one returns there chosen.
 */
export default function AddressListScreen() {
  const { t } = useTranslation(['addresses', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = params.get('back');
  const choosing = back && isInternalPath(back) ? back : null;
  const { list, working, onSetDefault, onDelete } = useAddressList();

  const formUrl = (id?: string) => {
    if (!choosing) return id ? `/addressForm/${id}` : '/addressForm';
    // An edit comes back to this choice; a new address goes straight back, chosen.
    if (!id) return `/addressForm?back=${encodeURIComponent(choosing)}`;
    return `/addressForm/${id}?back=${encodeURIComponent(`/address?back=${encodeURIComponent(choosing)}`)}`;
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
                onChoose={choosing ? (id) => navigate(withChosenAddress(choosing, id), { replace: true }) : undefined}
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
