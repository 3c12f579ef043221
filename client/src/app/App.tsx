import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { PageSkeleton } from '../components/states/PageSkeleton.tsx';
import { createRouter } from './router.tsx';

type AppRouter = ReturnType<typeof createRouter>;

/**
 * One router per Apollo client. Creating a router starts its first navigation (the
 * guard runs, may toast and query), so it is created in an effect, never during
 * render, and only once: StrictMode's double render and double effect get the same
 * router, and the error link's navigation goes to the router on screen.
 */
const routers = new WeakMap<ApolloClient, AppRouter>();

function routerFor(client: ApolloClient): AppRouter {
  let router = routers.get(client);
  if (!router) {
    router = createRouter(client);
    routers.set(client, router);
  }
  return router;
}

/**
 * The whole app: Apollo and the router. antd-mobile's locale is provided around each
 * screen that draws antd-mobile, when it loads (antd.tsx), so the first screen starts without it.
 */
export function App({ client }: { client: ApolloClient }) {
  const [router, setRouter] = useState<AppRouter | undefined>(() => routers.get(client));
  useEffect(() => setRouter(routerFor(client)), [client]);
  return (
    <ApolloProvider client={client}>{router ? <RouterProvider router={router} /> : <PageSkeleton />}</ApolloProvider>
  );
}
