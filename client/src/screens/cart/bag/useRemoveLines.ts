import { useApolloClient, useMutation } from '@apollo/client/react';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { RemoveCartItemsMutation } from '../operations.ts';
import { bagWithout, cachedBag } from './optimisticBag.ts';

/** Deletes lines of the bag once the buyer confirms; `onRemoved` hears which ones went. */
export function useRemoveLines(onRemoved: (ids: string[]) => void) {
  const { t } = useTranslation(['cart', 'common']);
  const client = useApolloClient();
  // The lines leave at once; a failure brings them back.
  const [removeItems, removal] = useMutation(RemoveCartItemsMutation, {
    optimisticResponse: ({ ids }, { IGNORE }) => {
      const bag = cachedBag(client.cache);
      return bag ? { removeCartItems: bagWithout(bag, (Array.isArray(ids) ? ids : [ids]).map(String)) } : IGNORE;
    },
  });

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
