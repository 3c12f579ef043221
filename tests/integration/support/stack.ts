import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { readConfig } from '../../../gateway/src/config.ts';
import { createLogger } from '../../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../../gateway/src/server/app.ts';
import type { ForwardedHeaders, UpstreamClient } from '../../../gateway/src/upstream/client.ts';
import type { LegacyOperation } from '../../../gateway/src/upstream/endpoints.ts';
import { startStandIn, type StandIn, type StandInOptions } from '../../legacy/support/standIn.ts';

/** One legacy call the gateway made, as it sent it. */
interface UpstreamCall {
  operation: LegacyOperation;
  params: Record<string, unknown>;
  headers: ForwardedHeaders;
}

export interface GraphQLAnswer<T> {
  status: number;
  data: T | null | undefined;
  errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>;
}

interface RequestOptions {
  token?: string | undefined;
  lang?: string;
  headers?: Record<string, string>;
}

export interface Stack {
  /** The gateway's own URL (what a browser would use). */
  url: string;
  legacy: StandIn;
  gateway: Gateway;
  /** Every upstream call since the last `resetCalls()`. */
  calls: UpstreamCall[];
  resetCalls(): void;
  gql<TResult, TVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables?: TVariables,
    options?: RequestOptions,
  ): Promise<GraphQLAnswer<TResult>>;
  /** Signs in through the gateway and answers the token. */
  login(account?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface StackOptions extends StandInOptions {
  env?: Record<string, string>;
}

/**
 * The real thing over real HTTP: the seeded legacy stand-in and the gateway in
 * front of it, with every upstream call the gateway makes recorded. The duplicate
 * guard's window is kept (tests that repeat a mutation send `repeatSubmit: false`).
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const legacy = await startStandIn(options);
  const calls: UpstreamCall[] = [];
  const record = (client: UpstreamClient): UpstreamClient => ({
    ...client,
    baseUrl: client.baseUrl,
    ping: () => client.ping(),
    send: (operation, body, headers) => client.send(operation, body, headers),
    call(operation, params, headers, options) {
      calls.push({ operation, params: { ...(params as Record<string, unknown>) }, headers: { ...headers } });
      return client.call(operation, params, headers, options);
    },
  });
  // Load shedding off unless a test sets it: a test worker's loop lags for reasons of its own.
  const config = readConfig({ LOG_LEVEL: 'silent', PORT: '0', SHED_LAG_MS: '0', ...options.env });
  const gateway = await createGateway({
    config,
    upstreamUrl: legacy.url,
    logger: createLogger('silent'),
    wrapClient: record,
  });
  const { url } = await gateway.listen(0, '127.0.0.1');

  async function gql<TResult, TVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables?: TVariables,
    { token, lang, headers = {} }: RequestOptions = {},
  ): Promise<GraphQLAnswer<TResult>> {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { token } : {}),
        ...(lang ? { lang, language: lang } : {}),
        ...headers,
      },
      body: JSON.stringify({ query: print(document), variables: variables ?? {} }),
    });
    const body = (await response.json()) as Omit<GraphQLAnswer<TResult>, 'status'>;
    return { status: response.status, ...body };
  }

  const stack: Stack = {
    url,
    legacy,
    gateway,
    calls,
    resetCalls: () => {
      calls.length = 0;
    },
    gql,
    async login(account = 'demo', password = 'demo123') {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', repeatSubmit: 'false' },
        body: JSON.stringify({
          query:
            'mutation Login($account: String!, $password: String!) { login(account: $account, password: $password) { token } }',
          variables: { account, password },
        }),
      });
      const body = (await response.json()) as { data?: { login: { token: string } }; errors?: unknown };
      if (!body.data) throw new Error(`login as ${account} failed: ${JSON.stringify(body.errors)}`);
      return body.data.login.token;
    },
    async close() {
      await gateway.close();
      await legacy.close();
    },
  };
  return stack;
}
