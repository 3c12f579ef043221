import { useEffect, useMemo } from 'react';
import { useNavigate, useRoutes, type RouteObject } from 'react-router';
import type { DataLayer } from '../apollo/dataLayer.ts';
import { registerNavigate } from '../navigation/navigator.ts';
import { lazyScreen } from './routeLoader.tsx';
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
    const Screen = lazyScreen(route);
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

/** The app's routes (declarative mode: inside a <BrowserRouter>), guarded with the data layer's client. */
export function AppRoutes({ data }: { data: DataLayer }) {
  const routes = useMemo<RouteObject[]>(
    () => [
      {
        path: '/',
        element: (
          <RouteGuard data={data}>
            <AppLayout />
          </RouteGuard>
        ),
        children: CHILDREN,
      },
    ],
    [data],
  );
  const element = useRoutes(routes);
  return (
    <>
      <NavigateBridge />
      {element}
    </>
  );
}
