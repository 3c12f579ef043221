// antd-mobile's Button stylesheet only: the retry below is its markup, without its code.
import 'antd-mobile/es/components/button/button.css';
import type { ErrorLike } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../apollo/errorMessage.ts';
import { StateBlock } from './StateBlock.tsx';
import { useRetryWhenOnline } from './useRetryWhenOnline.ts';

/** A screen whose data could not be loaded: what happened, and a retry (also when the network comes back). */
export function ErrorState({ error, onRetry }: { error?: ErrorLike | undefined; onRetry?: () => void }) {
  const { t } = useTranslation();
  useRetryWhenOnline(onRetry);
  const description = error ? describeError(error, t).message : t('states.errorDescription');
  return (
    <StateBlock status="default" title={t('states.errorTitle')} description={description}>
      {onRetry && (
        <button
          type="button"
          className="adm-button adm-button-primary adm-button-fill-outline adm-button-shape-default"
          onClick={onRetry}
        >
          <span>{t('actions.retry')}</span>
        </button>
      )}
    </StateBlock>
  );
}
