import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StateBlock } from './StateBlock.tsx';

/** A list or screen with nothing in it, with an optional way forward. */
export function EmptyState({
  title,
  description,
  action,
}: {
  title?: string;
  description?: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <StateBlock status="empty" title={title ?? t('states.emptyTitle')} description={description ?? ''}>
      {action}
    </StateBlock>
  );
}
