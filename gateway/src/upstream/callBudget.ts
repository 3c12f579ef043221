import { ErrorCode, gatewayError } from '../errors.ts';

/**
 * How many upstream calls one GraphQL operation may make (UPSTREAM_CALL_BUDGET). A query
 * that fans out — a detail call per item of a long list, nested lists of lists — stops with
 * QUERY_TOO_EXPENSIVE once it has spent its budget, instead of hammering the legacy API.
 * Shared by every access of the same request (withToken included).
 */
export class CallBudget {
  private used = 0;

  constructor(readonly limit: number) {}

  /** Counts one call about to be made, or refuses it. */
  spend(operation: string): void {
    if (this.used >= this.limit) {
      throw gatewayError(
        ErrorCode.QUERY_TOO_EXPENSIVE,
        `This operation needs more than ${this.limit} calls to the legacy API (at ${operation}); ask for fewer items or fields`,
      );
    }
    this.used += 1;
  }

  get spent(): number {
    return this.used;
  }
}
