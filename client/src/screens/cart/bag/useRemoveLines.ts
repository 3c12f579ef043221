import { useMutation } from '@apollo/client/react';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { RemoveCartItemsMutation } from '../operations.ts';

/** Deletes lines of the bag once the buyer confirms; `onRemoved` hears which ones went. */
export function useRemoveLines(onRemoved: (ids: string[]) => void) {
  const { t } = useTranslation(['cart', 'common']);
  const [removeItems, removal] = useMutation(RemoveCartItemsMutation);

  const remove = async (ids: string[]) => {
    if (ids.length === 0) return;
    const confirmed = await Dialog.confirm({
      content: t('cart:deleteConfirm', { count: ids.length }),
      confirmText: t('common:actions.delete'),
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed) return;
    try {
      await removeItems({ variables: { ids } });
    } catch {
      return; // The error link has told the buyer why.
    }
    toast.success(t('common:messages.deleteSuccess'));
    onRemoved(ids);
  };

  return { remove, removing: removal.loading };
}
