import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router.tsx';

/**
 * The whole app: Apollo and the router (declarative mode: the data router's code stays
 * out of the first screen; the access rules run in RouteGuard). antd-mobile's locale is
 * provided around each screen that draws antd-mobile, when it loads (antd.tsx), so the
 * first screen starts without it.
 */
export function App({ client }: { client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        <AppRoutes client={client} />
      </BrowserRouter>
    </ApolloProvider>
  );
}
