import { useMutation } from '@apollo/client/react';
import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterAddressDelete, afterDefaultAddressChange } from '../../apollo/invalidate.ts';
import { toast } from '../../lib/toast.ts';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import { AddressesQuery, DeleteAddressMutation, SetDefaultAddressMutation } from './operations.ts';

const PAGE_SIZE = 20;

/** The buyer's addresses, and setting the default one or deleting one (after a confirmation), each followed by a fresh list. */
export function useAddressList() {
  const { t } = useTranslation(['addresses', 'common']);
  const list = usePagedQuery(AddressesQuery, { page: 1, limit: PAGE_SIZE }, (data) => data.addresses);
  const [setDefault, setDefaultState] = useMutation(SetDefaultAddressMutation);
  const [remove, removeState] = useMutation(DeleteAddressMutation);
  const [busy, setBusy] = useState(false);

  const onSetDefault = async (id: string) => {
    setBusy(true);
    try {
      await setDefault({ variables: { id }, update: afterDefaultAddressChange });
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
        update: (cache) => afterAddressDelete(cache, id),
      });
      toast.success(t('common:messages.deleteSuccess'));
      await list.refresh();
    } catch {
      // The error link showed why.
    } finally {
      setBusy(false);
    }
  };

  return { list, working: busy || setDefaultState.loading || removeState.loading, onSetDefault, onDelete };
}
