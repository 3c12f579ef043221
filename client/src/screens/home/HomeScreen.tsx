import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withData } from '../../apollo/withData.tsx';
import { SearchOutline } from '../../components/icons.tsx';
import { lazyPart } from '../../components/lazyPart.ts';
import { Page } from '../../components/Page.tsx';
import { Brand } from './HomeBrand.tsx';
import { HomeLanguageLink } from './HomeLanguageLink.tsx';
import { HomeSkeleton } from './HomeSkeleton.tsx';
import './home.css';

/*
 * Home's data-bound parts (HomeFeed.tsx) come with the data layer, which the first paint
 * does not wait for: the frame below (header, search entry, heading, skeleton) draws
 * first, in the same places, and the parts fill in. Their chunk and Home's query start
 * at boot with this one (app/routes.ts, app/routeLoader.tsx), not once the frame is drawn.
 */
const loadFeed = () => import('./HomeFeed.tsx');
const feed = lazyPart(() => withData(loadFeed().then((module) => module.default)));
const brand = lazyPart(() => withData(loadFeed().then((module) => module.HomeBrand)));
const HomeFeed = feed.Component;
const HomeBrand = brand.Component;

/** The parts drawn with data, loaded ahead: a Home the server drew is hydrated with them (app/routes.ts). */
export function preloadParts(): Promise<unknown> {
  return Promise.all([feed.preload(), brand.preload()]);
}

/** Home: the storefront's header and search entry, banners, categories, hot shops and hot products. */
export default function HomeScreen() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  return (
    <Page className="home-page">
      <header className="home-header">
        <div className="home-top">
          <Suspense fallback={<Brand />}>
            <HomeBrand />
          </Suspense>
          <HomeLanguageLink />
        </div>
        <button type="button" className="home-search" onClick={() => navigate('/search')} data-testid="home-search">
          <SearchOutline />
          <span>{t('searchPlaceholder')}</span>
        </button>
      </header>
      <h1 className="home-heading">{t('heading')}</h1>
      <Suspense fallback={<HomeSkeleton />}>
        <HomeFeed />
      </Suspense>
    </Page>
  );
}
