import type { ApolloServer } from '@apollo/server';
import type { Request } from 'express';
import type { DocumentNode } from 'graphql';
import { staleOf } from '../cache/staleAnswers.ts';
import type { ContextFactory, GatewayContext } from '../context.ts';
import type { Language } from '../i18n/languages.ts';

/** What one operation run in process came to. */
export interface OperationOutcome {
  data: Record<string, unknown> | null | undefined;
  /** The errors' stable codes (extensions.code), e.g. NOT_FOUND. */
  errorCodes: string[];
  /** Whether a part of it was the public cache's stale answer (the legacy API failing). */
  stale: boolean;
}

/** Runs one of the page's operations for a page request, with no HTTP hop to the gateway itself. */
export type AnonymousOperations = (
  document: DocumentNode,
  variables: Record<string, unknown>,
  req: Request,
  language: Language,
) => Promise<OperationOutcome>;

/** The request headers a page's operations are asked with: its language, and never a session. */
function anonymousRequest(req: Request, language: Language): Request {
  const replaced: Record<string, string | undefined> = {
    lang: language,
    language,
    token: undefined,
    cookie: undefined,
  };
  const anonymous = Object.create(req) as Request;
  // Everything else (the client's address, the host an image URL is made absolute on) as the page request has it.
  const get = (name: string) => {
    const key = name.toLowerCase();
    return Object.hasOwn(replaced, key) ? replaced[key] : req.get(key);
  };
  Object.defineProperty(anonymous, 'get', { value: get });
  Object.defineProperty(anonymous, 'header', { value: get });
  return anonymous;
}

/**
 * The page's operations run against the gateway's own Apollo Server (its schema, plugins,
 * loaders, the public cache and its stale answers) as an anonymous request in the page's
 * language: whatever token header or cookie the page request carries, none reaches the
 * legacy API, so what the page shows is the same for everyone and may be cached.
 */
export function anonymousOperations(
  apollo: ApolloServer<GatewayContext>,
  createContext: ContextFactory,
): AnonymousOperations {
  return async (document, variables, req, language) => {
    const contextValue = createContext(anonymousRequest(req, language));
    const response = await apollo.executeOperation({ query: document, variables }, { contextValue });
    if (response.body.kind !== 'single') return { data: undefined, errorCodes: [], stale: false };
    const { data, errors } = response.body.singleResult;
    return {
      data,
      errorCodes: (errors ?? []).map((error) => {
        const code = error.extensions?.['code'];
        return typeof code === 'string' ? code : '';
      }),
      stale: staleOf(contextValue) !== undefined,
    };
  };
}
