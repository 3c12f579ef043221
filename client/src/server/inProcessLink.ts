import { ApolloLink } from '@apollo/client';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';

/** What the gateway answers one operation run in process (gateway/src/ssr/pageRenderer.ts). */
interface InProcessAnswer extends FormattedExecutionResult {
  /** Whether the answer is not the legacy API's fresh one (a stale answer, or none in time). */
  incomplete?: boolean;
}

/** Runs one operation against the gateway's own schema, as an anonymous shopper, in the page's language. */
export type ExecuteOperation = (document: DocumentNode, variables: Record<string, unknown>) => Promise<InProcessAnswer>;

/**
 * Apollo's link on the server: each operation goes to `execute` (the gateway, in process, no
 * HTTP hop to itself), and `onIncomplete` hears of any answer that was late or stale.
 */
export function inProcessLink(execute: ExecuteOperation, onIncomplete: () => void): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute(operation.query, operation.variables).then(
          ({ incomplete, ...result }) => {
            if (incomplete) onIncomplete();
            observer.next(result);
            observer.complete();
          },
          (failure: unknown) => {
            onIncomplete();
            observer.error(failure);
          },
        );
      }),
  );
}
