import type { ApolloClient } from '@apollo/client';
import { lazy, useEffect, useMemo } from 'react';
import { useNavigate, useRoutes, type RouteObject } from 'react-router';
import { registerNavigate } from '../navigation/navigator.ts';
import { loadScreen } from './antd.tsx';
import { AppLayout } from './AppLayout.tsx';
import { ROUTES } from './routes.ts';
import { RouteGuard } from './RouteGuard.tsx';

/**
 * Every route under the layout. Tab roots are drawn (and kept) by the layout itself,
 * so their route element is empty; / and unknown paths are redirected by the guard.
 */
const CHILDREN: RouteObject[] = [
  { index: true, element: null },
  ...ROUTES.map((route): RouteObject => {
    if (route.tabRoot) return { path: route.path, element: null };
    const Screen = lazy(async () => ({ default: await loadScreen(route) }));
    return { path: route.path, element: <Screen /> };
  }),
  { path: '*', element: null },
];

/** Lets code outside React (the Apollo error link) navigate with the router on screen. */
function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => registerNavigate((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

/** The app's routes (declarative mode: inside a <BrowserRouter>), guarded for `client`. */
export function AppRoutes({ client }: { client: ApolloClient }) {
  const routes = useMemo<RouteObject[]>(
    () => [
      {
        path: '/',
        element: (
          <RouteGuard client={client}>
            <AppLayout />
          </RouteGuard>
        ),
        children: CHILDREN,
      },
    ],
    [client],
  );
  const element = useRoutes(routes);
  return (
    <>
      <NavigateBridge />
      {element}
    </>
  );
}
