import type { ApolloClient } from '@apollo/client';
import { createContext, use } from 'react';

/**
 * The data layer: Apollo Client and what it stands on (rxjs, graphql, optimism, @wry),
 * ~45 KB on the wire. The first paint does not wait for it: the app frame, the tab bar
 * and a screen's static frame draw with React, the router and i18next, while the data
 * layer downloads, started at boot (main.tsx) once the page has been painted (the boot
 * splash), so it never shares the network with the first paint's scripts. Only
 * what shows data waits for it (apollo/ClientProvider.tsx, app/routeLoader.tsx), and
 * the route guard only when it has to ask the API about a session.
 */
export interface DataLayer {
  /** The client once it is there: the guard reads the cache with it, without waiting. */
  readonly current: ApolloClient | undefined;
  /**
   * The client, when it is there: the same promise while the download is under way or
   * done; after a failed download (offline) a new attempt.
   */
  load(): Promise<ApolloClient>;
}

/** Starts loading the data layer now (`load` is a dynamic import that creates the client). */
export function startDataLayer(load: () => Promise<ApolloClient>): DataLayer {
  let current: ApolloClient | undefined;
  let loading: Promise<ApolloClient> | undefined;
  const layer: DataLayer = {
    get current() {
      return current;
    },
    load() {
      loading ??= load().then(
        (client) => (current = client),
        (failure: unknown) => {
          loading = undefined;
          throw failure;
        },
      );
      return loading;
    },
  };
  void layer.load().catch(() => undefined);
  return layer;
}

/** A data layer whose client is already there (tests, or a client made elsewhere). */
export function loadedDataLayer(client: ApolloClient): DataLayer {
  const ready = Promise.resolve(client);
  return { current: client, load: () => ready };
}

export const DataLayerContext = createContext<DataLayer | null>(null);

export function useDataLayer(): DataLayer {
  const layer = use(DataLayerContext);
  if (!layer) throw new Error('useDataLayer() outside <DataLayerContext>');
  return layer;
}
