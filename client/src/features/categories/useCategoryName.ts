import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isCategoryKey } from './CategoryIcon.tsx';

/**
 * A category's name in the user's language (common:categories.<nameKey>); a
 * category the client does not know, or a text not translated yet, keeps the
 * name the platform gave it.
 */
export function useCategoryName(): (category: { nameKey: string; name: string }) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (category) =>
      isCategoryKey(category.nameKey)
        ? t(`categories.${category.nameKey}`, { defaultValue: category.name })
        : category.name,
    [t],
  );
}
