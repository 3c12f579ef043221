import { useQuery } from '@apollo/client/react';
import { Collapse } from 'antd-mobile';
import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { ErrorState } from '../../components/states/ErrorState.tsx';
import { PageSkeleton } from '../../components/states/PageSkeleton.tsx';
import { graphql } from '../../gql/index.ts';
import { sanitizeHtml } from '../../lib/sanitizeHtml.ts';
import './support.css';

const HelpArticlesQuery = graphql(`
  query HelpArticles {
    helpArticles {
      id
      title
      contentHtml
    }
  }
`);

/** Help and support: the articles, one open at a time, and a way to reach a person. */
export default function HelpScreen() {
  const { t } = useTranslation(['support', 'common']);
  const help = useQuery(HelpArticlesQuery);
  const articles = useMemo(
    () => help.data?.helpArticles.map((article) => ({ ...article, safeHtml: sanitizeHtml(article.contentHtml) })),
    [help.data],
  );

  let body;
  if (!articles) {
    body = help.error ? <ErrorState error={help.error} onRetry={() => void help.refetch()} /> : <PageSkeleton />;
  } else if (articles.length === 0) {
    body = <EmptyState title={t('help.empty')} />;
  } else {
    body = (
      <Collapse accordion defaultActiveKey={articles[0]?.id ?? null} className="help-list">
        {articles.map((article) => (
          <Collapse.Panel key={article.id} title={<span dir="auto">{article.title}</span>}>
            <div className="rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: article.safeHtml }} />
          </Collapse.Panel>
        ))}
      </Collapse>
    );
  }

  return (
    <Page nav={{ title: t('common:titles.helpAndSupport') }} className="support-page">
      <div className="help-banner">
        <QuestionCircleOutline className="help-banner-icon" />
        <div>
          <h2>{t('help.heading')}</h2>
          <p>{t('help.intro')}</p>
        </div>
      </div>
      {body}
      <div className="help-contact">
        <p className="muted">{t('help.stillNeed')}</p>
        <Link to="/service">{t('help.contact')}</Link>
      </div>
    </Page>
  );
}
