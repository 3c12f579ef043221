import { Button, ErrorBlock } from 'antd-mobile';
import type { ErrorLike } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../apollo/errorMessage.ts';

/** A screen whose data could not be loaded: what happened, and a retry. */
export function ErrorState({ error, onRetry }: { error?: ErrorLike | undefined; onRetry?: () => void }) {
  const { t } = useTranslation();
  const description = error ? describeError(error, t).message : t('states.errorDescription');
  return (
    <ErrorBlock status="default" title={t('states.errorTitle')} description={description}>
      {onRetry && (
        <Button color="primary" fill="outline" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      )}
    </ErrorBlock>
  );
}
