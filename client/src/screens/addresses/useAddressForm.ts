import { useApolloClient, useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { afterAddressChange } from '../../apollo/invalidate.ts';
import { toast } from '../../lib/toast.ts';
import { normaliseMobile } from '../../lib/validation.ts';
import { useGoBack } from '../../navigation/useGoBack.ts';
import type { AddressValues } from './addressValues.ts';
import { ADDRESS_TAGS, isKnownTag } from '../../features/addresses/addressTags.ts';
import { SaveAddressMutation } from './operations.ts';
import { savedAddressId, withChosenAddress } from './savedAddress.ts';

/** The address form's tags to choose from, and saving: the address sent as the gateway takes it, then back where the form was opened from. */
export function useAddressForm(id: string | undefined, initial: AddressValues) {
  const { t } = useTranslation(['addresses', 'common']);
  const [params] = useSearchParams();
  const goBack = useGoBack('/address');
  const client = useApolloClient();
  const [save, { loading }] = useMutation(SaveAddressMutation);

  // An address saved elsewhere may carry a tag of its own: it stays choosable.
  const tags = useMemo(() => {
    const own = initial.tag[0];
    const known = ADDRESS_TAGS.map((tag) => ({ label: t(`tags.${tag}`), value: tag }));
    return own && !isKnownTag(own) ? [...known, { label: own, value: own }] : known;
  }, [initial.tag, t]);

  const onFinish = async (values: AddressValues) => {
    const input = {
      addressee: values.addressee.trim(),
      mobile: normaliseMobile(values.mobile),
      country: values.region.country.trim(),
      area: values.region.area.trim(),
      detail: values.detail.trim(),
      tag: values.tag[0] ?? '',
      isDefault: values.isDefault,
    };
    try {
      await save({ variables: { input: { ...(id ? { id } : {}), ...input } }, update: afterAddressChange });
    } catch {
      // The error link showed why; nothing typed is lost.
      return;
    }
    toast.success(t('common:messages.saveSuccess'));
    const back = params.get('back');
    // A new address added on the way (the checkout) goes back chosen there.
    const newId = back && !id ? await savedAddressId(client, input) : undefined;
    goBack(back && newId ? withChosenAddress(back, newId) : back);
  };

  return { tags, saving: loading, onFinish };
}
