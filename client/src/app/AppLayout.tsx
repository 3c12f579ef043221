import { Activity, startTransition, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { ReplayHeldTap } from '../boot/ReplayHeldTap.tsx';
import { PageSkeleton } from '../components/states/PageSkeleton.tsx';
import { lazyScreen } from './routeLoader.tsx';
import { BACK_FLAG, navigationHistory } from '../navigation/history.ts';
import { ROUTES } from './routes.ts';
import { useRouteFailure, useRouteOpen, wasReplaced } from './RouteGuard.tsx';
import { ErrorState } from '../components/states/ErrorState.tsx';
import { ScreenLoadBoundary } from './ScreenLoadBoundary.tsx';
import { StaleNotice } from '../components/StaleNotice.tsx';
import { PwaNotices } from '../pwa/PwaNotices.tsx';
import { TabBar } from './TabBar.tsx';
import { TAB_BAR_PATHS } from './tabs.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import './app.css';

/** The tab roots kept mounted while hidden, so their scroll position and state survive. */
const CACHED = ROUTES.filter((route) => route.tabRoot).map((route) => ({
  path: route.path,
  Screen: lazyScreen(route),
}));

/** A screen while its code or its access check loads: still the page's main landmark. */
function ScreenSkeleton() {
  return (
    <main className="page">
      <PageSkeleton />
    </main>
  );
}

export function AppLayout() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const open = useRouteOpen();
  const failure = useRouteFailure();
  const [visited, setVisited] = useState<string[]>([]);
  // Until the access rules let the location open, no tab root shows (the visited ones stay mounted, hidden).
  const cached = open ? CACHED.find((route) => route.path === location.pathname) : undefined;
  const replaced = wasReplaced(location, navigationType);
  useDocumentTitle();

  useEffect(() => {
    if (!open) return;
    if (cached) {
      navigationHistory.clear();
      // A transition: on the page just hydrated this update reaches the screen's parts the server
      // drew; outside one React would finish hydrating them in one task it cannot cut (ADR 0016).
      startTransition(() => setVisited((paths) => (paths.includes(cached.path) ? paths : [...paths, cached.path])));
    }
    const cameBack = new URLSearchParams(location.search).get(BACK_FLAG) === '1';
    navigationHistory.record(`${location.pathname}${location.search}`, cameBack, replaced);
  }, [open, location.pathname, location.search, cached, replaced]);

  const showTabBar = open && TAB_BAR_PATHS.includes(location.pathname);
  return (
    <div className={`app-frame${showTabBar ? ' with-tab-bar' : ''}`}>
      {CACHED.filter((route) => visited.includes(route.path) || route === cached).map(({ path, Screen }) => (
        <Activity key={path} mode={path === cached?.path ? 'visible' : 'hidden'}>
          <ScreenLoadBoundary>
            <Suspense fallback={<ScreenSkeleton />}>
              <Screen />
              <ReplayHeldTap />
            </Suspense>
          </ScreenLoadBoundary>
        </Activity>
      ))}
      {!open &&
        (failure ? (
          <main className="page guard-failure" data-testid="session-unreachable">
            <ErrorState error={failure.error} onRetry={failure.retry} />
          </main>
        ) : (
          <ScreenSkeleton />
        ))}
      {open && !cached && (
        // A new page starts without the last one's failure.
        <ScreenLoadBoundary key={location.pathname}>
          <Suspense fallback={<ScreenSkeleton />}>
            <Outlet />
            <ReplayHeldTap />
          </Suspense>
        </ScreenLoadBoundary>
      )}
      <StaleNotice />
      <PwaNotices />
      {showTabBar && <TabBar />}
    </div>
  );
}
