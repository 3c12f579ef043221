import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { ErrorState } from '../../components/states/ErrorState.tsx';
import { PageSkeleton } from '../../components/states/PageSkeleton.tsx';
import { getFragmentData } from '../../gql/index.ts';
import { isInternalPath } from '../../navigation/useGoBack.ts';
import { AddressForm } from './AddressForm.tsx';
import { EMPTY_ADDRESS } from './addressValues.ts';
import { AddressFieldsFragment } from '../../features/addresses/operations.ts';
import { AddressQuery } from './operations.ts';
import './addresses.css';

function EditAddress({ id }: { id: string }) {
  const address = useQuery(AddressQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const data = address.data?.address;
  if (!data) {
    return address.error ? (
      <ErrorState error={address.error} onRetry={() => void address.refetch()} />
    ) : (
      <PageSkeleton />
    );
  }
  const fields = getFragmentData(AddressFieldsFragment, data);
  return (
    <AddressForm
      key={id}
      id={id}
      initial={{
        addressee: fields.addressee,
        mobile: fields.mobile,
        region: { country: fields.country, area: fields.area },
        detail: fields.detail,
        tag: fields.tag ? [fields.tag] : [],
        isDefault: fields.isDefault,
      }}
    />
  );
}

/**
 * Adds an address, or edits `/addressForm/:id`. Every required field (spec
 * section 5) is checked before saving; `?back=` returns there afterwards
 * (e.g. to the checkout).
 */
export default function AddressFormScreen() {
  const { t } = useTranslation(['addresses', 'common']);
  const { id } = useParams();
  const [params] = useSearchParams();
  const back = params.get('back');
  return (
    <Page
      nav={{ title: id ? t('editTitle') : t('addTitle'), ...(back && isInternalPath(back) ? { backUrl: back } : {}) }}
      className="addresses-page"
    >
      {id ? <EditAddress id={id} /> : <AddressForm id={undefined} initial={EMPTY_ADDRESS} />}
    </Page>
  );
}
