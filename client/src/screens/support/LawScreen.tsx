import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { ErrorState } from '../../components/states/ErrorState.tsx';
import { PageSkeleton } from '../../components/states/PageSkeleton.tsx';
import { graphql } from '../../gql/index.ts';
import { sanitizeHtml } from '../../lib/sanitizeHtml.ts';
import './support.css';

const LawQuery = graphql(`
  query Law {
    lawHtml
  }
`);

/** Law and policy, as the platform publishes it in the user's language. */
export default function LawScreen() {
  const { t } = useTranslation(['support', 'common']);
  const law = useQuery(LawQuery);
  const html = useMemo(() => (law.data ? sanitizeHtml(law.data.lawHtml) : undefined), [law.data]);

  let body;
  if (html === undefined) {
    body = law.error ? <ErrorState error={law.error} onRetry={() => void law.refetch()} /> : <PageSkeleton />;
  } else if (html.trim() === '') {
    body = <EmptyState title={t('law.empty')} />;
  } else {
    body = (
      <article
        className="section rich-text law-text"
        dangerouslySetInnerHTML={{ __html: html }}
        data-testid="law-text"
      />
    );
  }
  return (
    <Page nav={{ title: t('common:titles.law') }} className="support-page">
      {body}
    </Page>
  );
}
