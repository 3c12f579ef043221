import { ApolloLink } from '@apollo/client';
import { tap } from 'rxjs';
import { staleAnswers } from './staleAnswers.ts';

// Apart from the store (staleAnswers.ts), which the app's frame reads (StaleNotice): the frame is
// part of the first paint, and Apollo Client and rxjs must not be (apollo/dataLayer.ts).

/** Notes each answer's `extensions.stale` (or its absence) in `staleAnswers`. */
export function staleAnswersLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const key = `${operation.operationName ?? ''} ${JSON.stringify(operation.variables)}`;
    return forward(operation).pipe(
      tap((result) => {
        if ('data' in result || 'errors' in result) staleAnswers.note(key, Boolean(result.extensions?.['stale']));
      }),
    );
  });
}
