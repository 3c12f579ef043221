import type { ErrorLike } from '@apollo/client';
import type { ReactNode } from 'react';
import type { NavBarProps } from './NavBar.tsx';
import { Page } from './Page.tsx';
import { ErrorState } from './states/ErrorState.tsx';
import { PageSkeleton } from './states/PageSkeleton.tsx';

/** The query a screen waits for, as far as its pending state needs it. */
export interface PendingQuery {
  error?: ErrorLike | undefined;
  refetch: () => Promise<unknown>;
  /** What the screen says when the thing it shows does not exist (the gateway's NOT_FOUND). */
  notFound?: string | undefined;
}

/**
 * What stands until a query's data has come: the error with a retry when it
 * failed (a retry that fails again shows its own error), else a skeleton.
 */
function Pending({ query, skeleton }: { query: PendingQuery; skeleton?: ReactNode }) {
  if (query.error)
    return (
      <ErrorState
        error={query.error}
        notFound={query.notFound}
        onRetry={() => void query.refetch().catch(() => undefined)}
      />
    );
  return <>{skeleton ?? <PageSkeleton />}</>;
}

/** A whole screen waiting for its query: the nav bar over {@link Pending}. */
export function PendingPage({ nav, query }: { nav: NavBarProps; query: PendingQuery }) {
  return (
    <Page nav={nav}>
      <Pending query={query} />
    </Page>
  );
}
