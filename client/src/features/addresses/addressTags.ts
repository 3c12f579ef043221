import { useTranslation } from 'react-i18next';

/** The tags a buyer picks from; stored as these English words, shown translated. */
export const ADDRESS_TAGS = ['Home', 'Office', 'Other'] as const;
type AddressTag = (typeof ADDRESS_TAGS)[number];

export function isKnownTag(tag: string): tag is AddressTag {
  return (ADDRESS_TAGS as readonly string[]).includes(tag);
}

/**
 * An address's tag as the shopper reads it: the app's own tags translated ("Home" is
 * "المنزل" in Arabic), a tag the buyer wrote elsewhere as written. Wherever an address shows
 * (the address list, the checkout), the same words.
 */
export function useAddressTagLabel(): (tag: string) => string {
  const { t } = useTranslation('addresses');
  return (tag) => (isKnownTag(tag) ? t(`tags.${tag}`) : tag);
}
