import type { GraphQLRequestContextWillSendResponse } from '@apollo/server';
import { codeOf } from '../errors.ts';

/** How a GraphQL operation ended: `ok`, or the code of its first error (as the metrics count it). */
export function operationOutcome({
  response,
  errors,
}: Pick<GraphQLRequestContextWillSendResponse<object>, 'response' | 'errors'>): string {
  const first = errors?.[0] ?? (response.body.kind === 'single' ? response.body.singleResult.errors?.[0] : undefined);
  return first ? codeOf(first.extensions, 'INTERNAL_SERVER_ERROR') : 'ok';
}
