import type { ApolloClient } from '@apollo/client';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { PageSkeleton } from '../components/states/PageSkeleton.tsx';
import { registerNavigate } from '../navigation/navigator.ts';
import { loadScreen } from './antd.tsx';
import { AppLayout } from './AppLayout.tsx';
import { createGuard } from './guard.ts';
import { ROUTES } from './routes.ts';

/** Tab roots are drawn (and kept) by the layout itself; their route element is empty. */
const Empty = () => null;

export function createRouter(client: ApolloClient) {
  const children: RouteObject[] = ROUTES.map((route) => ({
    path: route.path,
    handle: { title: route.title },
    ...(route.tabRoot
      ? { Component: Empty }
      : { lazy: async () => ({ Component: await loadScreen(route) }) }),
  }));
  const router = createBrowserRouter([
    {
      path: '/',
      Component: AppLayout,
      HydrateFallback: PageSkeleton,
      loader: createGuard(client),
      // The access rules apply on every navigation, not only the first.
      shouldRevalidate: () => true,
      children: [
        { index: true, loader: () => redirect('/home'), Component: Empty },
        ...children,
        { path: '*', loader: () => redirect('/home'), Component: Empty },
      ],
    },
  ]);
  registerNavigate((to, options) => void router.navigate(to, options));
  return router;
}
