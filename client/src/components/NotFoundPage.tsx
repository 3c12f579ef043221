import type { ErrorLike } from '@apollo/client';
import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '../apollo/errorMessage.ts';
import { Page } from './Page.tsx';
import { useRetryWhenOnline } from './states/useRetryWhenOnline.ts';
import './NotFoundPage.css';

interface NotFoundPageProps {
  /** The nav bar's title. */
  title: string;
  error?: ErrorLike | undefined;
  onRetry?: (() => void) | undefined;
  /** What is said without an error: the thing asked for does not exist. */
  notFound: string;
  backHome: string;
  testId?: string;
}

/**
 * A screen about one thing (a product, a shop) that could not be shown: the
 * server's message for an unknown one, or a failed load with a retry (also when the
 * network comes back); a way home.
 */
export function NotFoundPage({ title, error, onRetry, notFound, backHome, testId }: NotFoundPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const described = error ? describeError(error, t) : undefined;
  // It does not exist (the gateway's NOT_FOUND): say so. The server refused (an older
  // gateway's UPSTREAM_REJECTED, with its message): trying again would not help either.
  const missing = !described || described.code === 'NOT_FOUND';
  const retry = missing || described.code === 'UPSTREAM_REJECTED' ? undefined : onRetry;
  useRetryWhenOnline(retry, error);
  return (
    <Page nav={{ title }}>
      <ErrorBlock
        className="not-found-block"
        status="default"
        title={missing ? notFound : t('states.errorTitle')}
        description={missing ? undefined : described.message}
        {...(testId ? { 'data-testid': testId } : {})}
      >
        <div className="not-found-actions">
          {retry && (
            <Button color="primary" fill="outline" onClick={retry}>
              {t('actions.retry')}
            </Button>
          )}
          <Button color="primary" onClick={() => navigate('/home')}>
            {backHome}
          </Button>
        </div>
      </ErrorBlock>
    </Page>
  );
}
