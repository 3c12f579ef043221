import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { Kind } from 'graphql';
import { takeEarlyAnswer } from '../boot/earlyQuery.ts';

/**
 * Puts the page's early answer (boot/earlyQuery.ts) to `query` into the cache, where the
 * screen's cache-first query finds it: true when it did, false when there was none or it
 * was not a whole answer (errors, a failure), and the caller asks as usual.
 */
export async function seedFromEarlyAnswer<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<boolean> {
  const definition = query.definitions.find((node) => node.kind === Kind.OPERATION_DEFINITION);
  const name = definition?.kind === Kind.OPERATION_DEFINITION ? definition.name?.value : undefined;
  const early = name ? takeEarlyAnswer(name, variables) : undefined;
  if (!early) return false;
  const answer = await early;
  if (!answer?.data || answer.errors) return false;
  try {
    client.writeQuery({ query, variables, data: answer.data as TData });
    return true;
  } catch {
    // An answer the cache cannot read (an older build's shape): ask again.
    return false;
  }
}
