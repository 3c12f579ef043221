import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../apollo/errorMessage.ts';
import { toast } from '../../lib/toast.ts';
import { ChosenShopSupportQuery, SupportShopMutation } from './operations.ts';

/** The chosen shop's days of support, and supporting it: a refusal is kept, with the server's reason, for the shop it was about. */
export function useSupportShop(shopId: string | null) {
  const { t } = useTranslation(['mutualAid', 'common']);
  const { t: tCommon } = useTranslation();
  const chosen = useQuery(ChosenShopSupportQuery, {
    variables: { shopId: shopId ?? '' },
    skip: !shopId,
    context: { silent: true },
  });
  const [supportShop, { loading }] = useMutation(SupportShopMutation, { context: { silent: true } });
  const [refusal, setRefusal] = useState<{ shopId: string; message: string } | null>(null);
  const support = chosen.data?.shopSupport;
  const doneToday = Boolean(shopId && support?.supportedToday);

  const onSupport = async () => {
    if (!shopId) return;
    setRefusal(null);
    try {
      await supportShop({ variables: { shopId } });
      toast.success(t('common:messages.supportSuccess'));
    } catch (error) {
      setRefusal({ shopId, message: describeError(error as Error, tCommon).message });
      toast.fail(t('common:messages.supportFailed'));
    }
  };

  return { chosen, support, doneToday, loading, refusal, onSupport };
}
