import { useQuery } from '@apollo/client/react';
import { memo, useDeferredValue } from 'react';
import { PagedList } from '../../components/PagedList.tsx';
import { ErrorState } from '../../components/states/ErrorState.tsx';
import { Brand } from './HomeBrand.tsx';
import { HomeContent } from './HomeContent.tsx';
import { HomeSkeleton } from './HomeSkeleton.tsx';
import { HOME_QUERY } from './homeQuery.ts';
import { useHomeFeed } from './useHomeFeed.ts';

/** The platform's name and logo in Home's header, once Home's query has answered. */
export function HomeBrand() {
  const { data } = useQuery(HOME_QUERY.query, {
    variables: HOME_QUERY.variables,
    // Only reads what the feed's query writes.
    fetchPolicy: 'cache-only',
    returnPartialData: true,
  });
  return <Brand name={data?.platform?.name} logo={data?.platform?.logo} />;
}

/**
 * Home's content under its heading: banners, categories, entries, hot shops and hot products.
 * Apollo hands a new answer over in a render React cannot cut (useSyncExternalStore's): the feed
 * takes it in a deferred render, in slices, so the first one after hydration (the server's feed,
 * as the subscription reports it) is no long task (ADR 0016).
 */
export default function HomeFeed() {
  return <HomeFeedContent feed={useDeferredValue(useHomeFeed())} />;
}

const HomeFeedContent = memo(function HomeFeedContent({ feed }: { feed: ReturnType<typeof useHomeFeed> }) {
  const { data, error, loadMore, refresh } = feed;
  if (data) {
    return (
      <PagedList hasMore={data.hotProducts.hasMore} loadMore={loadMore} onRefresh={refresh}>
        <HomeContent data={data} onRetry={() => void refresh()} />
      </PagedList>
    );
  }
  if (error) return <ErrorState error={error} onRetry={() => void refresh()} />;
  return <HomeSkeleton />;
});
