import { useQuery } from '@apollo/client/react';
import { List, Skeleton } from 'antd-mobile';
import { LinkOutline, QuestionCircleOutline, TextOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkItem } from '../../components/LinkItem.tsx';
import { Page } from '../../components/Page.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { ErrorState } from '../../components/states/ErrorState.tsx';
import { graphql } from '../../gql/index.ts';
import './service.css';

const PlatformServiceQuery = graphql(`
  query PlatformService {
    platform {
      name
      customerServiceUrl
    }
  }
`);

const ShopServiceQuery = graphql(`
  query ShopService($id: ID!) {
    shop(id: $id) {
      id
      name
      customerServiceUrl
    }
  }
`);

/** Only web pages are framed or linked: a merchant's URL could be anything. */
function webUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `/service` and `/services`: the platform's customer-service page, or a shop's
 * with `?shop=<id>`, framed in the app with a way to open it in its own window,
 * and the help pages below.
 */
export default function ServiceScreen() {
  const { t } = useTranslation(['shop', 'common']);
  const [params] = useSearchParams();
  const shopId = params.get('shop') || undefined;

  const platform = useQuery(PlatformServiceQuery, { skip: Boolean(shopId), context: { silent: true } });
  const shop = useQuery(ShopServiceQuery, {
    variables: { id: shopId ?? '' },
    skip: !shopId,
    context: { silent: true },
  });
  const source = shopId ? shop.data?.shop : platform.data?.platform;
  const { error, refetch } = shopId ? shop : platform;

  let body;
  if (!source && error) {
    body = <ErrorState error={error} onRetry={() => void refetch()} />;
  } else if (!source) {
    body = (
      <div className="section" aria-busy="true" data-testid="service-skeleton">
        <Skeleton.Title animated />
        <Skeleton animated className="service-frame" />
      </div>
    );
  } else {
    const url = webUrl(source.customerServiceUrl);
    body = url ? (
      <section className="section" aria-labelledby="service-title">
        <h1 className="section-title" id="service-title">
          {shopId ? t('service.shopTitle', { name: source.name }) : t('service.title')}
        </h1>
        <p className="service-intro muted">{t('service.hint')}</p>
        <iframe
          className="service-frame"
          src={url}
          title={t('service.frameTitle', { name: source.name })}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          allow="clipboard-write"
          data-testid="service-frame"
        />
        <a className="service-open" href={url} target="_blank" rel="noopener noreferrer">
          <LinkOutline aria-hidden />
          {t('service.openNewWindow')}
        </a>
      </section>
    ) : (
      <EmptyState title={t('service.unavailable')} />
    );
  }

  return (
    <Page nav={{ title: t('common:titles.service') }}>
      {body}
      <List header={t('service.moreHelp')} className="service-links">
        <LinkItem to="/helpAndSupport" prefix={<QuestionCircleOutline aria-hidden />}>
          {t('service.helpAndSupport')}
        </LinkItem>
        <LinkItem to="/law" prefix={<TextOutline aria-hidden />}>
          {t('service.law')}
        </LinkItem>
      </List>
    </Page>
  );
}
