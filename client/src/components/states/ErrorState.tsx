// antd-mobile's Button stylesheet only: the retry below is its markup, without its code.
import 'antd-mobile/es/components/button/button.css';
import type { ErrorLike } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../apollo/errorMessage.ts';
import { StateBlock } from './StateBlock.tsx';
import { useRetryWhenOnline } from './useRetryWhenOnline.ts';

interface ErrorStateProps {
  error?: ErrorLike | undefined;
  onRetry?: (() => void) | undefined;
  /** Said when the gateway answers NOT_FOUND (e.g. "This order could not be found"): no retry then. */
  notFound?: string | undefined;
}

/**
 * A screen whose data could not be loaded: what happened, and a retry (also when the network
 * comes back); or, for a thing that does not exist, that it does not.
 */
export function ErrorState({ error, onRetry, notFound }: ErrorStateProps) {
  const { t } = useTranslation();
  const described = error ? describeError(error, t) : undefined;
  const missing = notFound !== undefined && described?.code === 'NOT_FOUND';
  const retry = missing ? undefined : onRetry;
  useRetryWhenOnline(retry, error);
  if (missing) return <StateBlock status="empty" title={notFound} />;
  const description = described?.message ?? t('states.errorDescription');
  return (
    <StateBlock status="default" title={t('states.errorTitle')} description={description}>
      {retry && (
        <button
          type="button"
          className="adm-button adm-button-primary adm-button-fill-outline adm-button-shape-default"
          onClick={retry}
        >
          <span>{t('actions.retry')}</span>
        </button>
      )}
    </StateBlock>
  );
}
