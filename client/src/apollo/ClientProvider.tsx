import { ApolloProvider } from '@apollo/client/react';
import { use, type ReactNode } from 'react';
import { useDataLayer } from './dataLayer.ts';

/**
 * Apollo's provider around the parts of a screen that show data: it is part of the data
 * layer's chunk, so only those parts wait for the layer (suspending until the client is
 * there), never the frame around them.
 */
export function ClientProvider({ children }: { children: ReactNode }) {
  const layer = useDataLayer();
  const client = layer.current ?? use(layer.load());
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
