import type { GraphQLRequestContextWillSendResponse } from '@apollo/server';
import { codeOf } from '../errors.ts';

/**
 * How a GraphQL operation ended: `ok`, or the code of its first error as the client got it (after
 * formatError, which gives e.g. a persisted query's hash mismatch its PERSISTED_QUERY_NOT_FOUND).
 */
export function operationOutcome({
  response,
  errors,
}: Pick<GraphQLRequestContextWillSendResponse<object>, 'response' | 'errors'>): string {
  const answered = response.body.kind === 'single' ? response.body.singleResult.errors?.[0] : undefined;
  const first = answered ?? errors?.[0];
  return first ? codeOf(first.extensions, 'INTERNAL_SERVER_ERROR') : 'ok';
}
