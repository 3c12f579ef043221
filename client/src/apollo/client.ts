import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { SetContextLink } from '@apollo/client/link/context';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import i18next from 'i18next';
import { toast } from '../lib/toast.ts';
import { currentPath, loginPath } from '../navigation/loginRedirect.ts';
import { navigateTo } from '../navigation/navigator.ts';
import { sessionStore } from '../session/store.ts';
import { describeError } from './errorMessage.ts';
import { requestHeaders } from './requestHeaders.ts';
import { staleAnswersLink } from './staleAnswersLink.ts';
import { typePolicies } from './typePolicies.ts';

/** After an UNAUTHENTICATED answer the user sees the message, then lands on /login. */
export const LOGIN_REDIRECT_MS = 1000;

/**
 * Per-operation options, set with `context: { … }`:
 * - `isToken: false` sends no token (the spec's header isToken=false);
 * - `silent: true` shows no toast and does not end the session: the caller handles the error.
 */
interface OperationOptions {
  isToken?: boolean;
  silent?: boolean;
}

let redirecting = false;

function endSession(client: ApolloClient): void {
  if (redirecting) return;
  redirecting = true;
  // Taken now: the page the shopper was on when the session ended is where signing in returns.
  const from = currentPath();
  window.setTimeout(() => {
    sessionStore.clear();
    void client.clearStore();
    navigateTo(loginPath(from), { replace: true });
    redirecting = false;
  }, LOGIN_REDIRECT_MS);
}

/** The hash codegen gave a document (client/src/gql/persisted-documents.json lists them). */
function documentHash(document: unknown): string {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof hash !== 'string')
    throw new Error('A GraphQL document without its codegen hash: use graphql() from src/gql');
  return hash;
}

/**
 * Production builds send each operation as its codegen hash (queries as GET, which
 * browsers and CDNs may cache when the answer is public), never its text; the
 * gateway knows them all (and, with PERSISTED_DOCUMENTS=only, runs nothing else).
 * Development and tests send documents as they are.
 */
const persistedDocuments = import.meta.env.PROD
  ? [new PersistedQueryLink({ generateHash: documentHash, useGETForHashedQueries: true })]
  : [];

/** How long after a page rendered on the server its queries read the restored cache, even those that would ask the network. */
const RESTORED_CACHE_MS = 1000;

/**
 * The browser's client. `restored`: the cache a page rendered on the server came with
 * (boot/serverData.ts), which the hydrating render reads as the server's render did.
 */
export function createApolloClient(uri = '/graphql', restored?: NormalizedCacheObject): ApolloClient {
  const headers = new SetContextLink((previous) => {
    const options = previous as OperationOptions;
    const token = options.isToken === false ? undefined : sessionStore.getToken();
    return {
      headers: {
        ...(previous['headers'] as Record<string, string> | undefined),
        ...requestHeaders(i18next.language || 'en', token),
      },
    };
  });

  // Reaches the client (declared below) when a session ends: no request runs before it exists.
  const errors = new ErrorLink(({ error, operation }) => {
    if ((operation.getContext() as OperationOptions).silent) return;
    const described = describeError(error, i18next.t);
    toast.fail(described.message);
    const unauthenticated =
      CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED');
    if (unauthenticated) endSession(client);
  });

  const client = new ApolloClient({
    link: ApolloLink.from([errors, staleAnswersLink(), headers, ...persistedDocuments, new HttpLink({ uri })]),
    cache: restored ? new InMemoryCache({ typePolicies }).restore(restored) : new InMemoryCache({ typePolicies }),
    ...(restored ? { ssrForceFetchDelay: RESTORED_CACHE_MS } : {}),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true },
    },
  });
  return client;
}
