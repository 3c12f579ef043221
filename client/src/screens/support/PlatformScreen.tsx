import { useQuery } from '@apollo/client/react';
import { Skeleton } from 'antd-mobile';
import { RightOutline, ShopbagOutline, UserAddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Picture, PICTURE } from '../../components/Picture.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState } from '../../components/states/ErrorState.tsx';
import { graphql } from '../../gql/index.ts';
import './platform.css';

const PlatformLinksQuery = graphql(`
  query PlatformLinks {
    platform {
      name
      logo
      merchantLink
      platformLink
    }
  }
`);

/** `/platform`: what selling here means, and the platform-seller and merchant-entry links (new tab). */
export default function PlatformScreen() {
  const { t } = useTranslation(['shop', 'common']);
  const { data, error, refetch } = useQuery(PlatformLinksQuery, { context: { silent: true } });
  const platform = data?.platform;
  const title = t('common:titles.platform');

  if (!platform) {
    return (
      <Page nav={{ title }}>
        {error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : (
          <div className="page-skeleton" aria-busy="true" data-testid="platform-skeleton">
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={3} animated />
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        )}
      </Page>
    );
  }

  const links = [
    {
      key: 'platform',
      href: platform.platformLink,
      title: t('platform.platformLink'),
      hint: t('platform.platformHint'),
      icon: <ShopbagOutline />,
      primary: true,
    },
    {
      key: 'merchant',
      href: platform.merchantLink,
      title: t('platform.merchantLink'),
      hint: t('platform.merchantHint'),
      icon: <UserAddOutline />,
      primary: false,
    },
  ];

  return (
    <Page nav={{ title }}>
      <section className="platform-hero">
        <Picture
          className="platform-logo"
          src={platform.logo}
          alt={platform.name}
          {...PICTURE.avatar}
          sizes="72px"
          eager
        />
        <h1 className="platform-heading">{t('platform.heading', { name: platform.name })}</h1>
        <p className="platform-intro">{t('platform.intro')}</p>
      </section>
      <div className="platform-links">
        {links
          .filter((link) => link.href)
          .map((link) => (
            <a
              key={link.key}
              className={`platform-link${link.primary ? ' primary' : ''}`}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`${link.key}-link`}
            >
              <span className="platform-link-icon" aria-hidden>
                {link.icon}
              </span>
              <span className="platform-link-text">
                <span className="platform-link-title">{link.title}</span>
                <span className="platform-link-hint">{link.hint}</span>
              </span>
              <span className="platform-link-arrow" aria-label={t('platform.newWindow')}>
                <RightOutline aria-hidden />
              </span>
            </a>
          ))}
      </div>
    </Page>
  );
}
