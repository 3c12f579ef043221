import type { ApolloServerPlugin } from '@apollo/server';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { ErrorCode, gatewayError } from '../errors.ts';
import type { GatewayContext } from '../context.ts';

export const DUPLICATE_MESSAGE = 'data is being processed, do not resubmit';

/**
 * The attempts of the last `windowMs`, by key (a hash of who sent what). Shared by the
 * GraphQL guard below and the REST passthrough, which apply the same rule.
 */
export class RecentSubmissions {
  private readonly seen: LRUCache<string, number>;

  constructor(private readonly windowMs: number) {
    this.seen = new LRUCache<string, number>({ max: 10_000, ttl: Math.max(windowMs, 1) });
  }

  /** Records this attempt; true when the same key was attempted within the window. The window starts at every attempt. */
  isRepeat(key: string): boolean {
    if (this.windowMs <= 0) return false;
    const now = Date.now();
    const previous = this.seen.get(key);
    this.seen.set(key, now);
    return previous !== undefined && now - previous < this.windowMs;
  }
}

/**
 * Refuses the same mutation with the same variables from the same session within
 * the window (1000 ms), as the legacy client's own guard did: a double tap on
 * "Pay" must not reach the upstream twice. The header `repeatSubmit: false`
 * lets a deliberate repeat through. Queries are never refused.
 */
export function duplicateSubmitGuard(windowMs: number): ApolloServerPlugin<GatewayContext> {
  const recent = new RecentSubmissions(windowMs);
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, operation, contextValue }) {
          if (windowMs <= 0 || operation?.operation !== 'mutation') return;
          if (request.http?.headers.get('repeatsubmit')?.toLowerCase() === 'false') return;
          const key = createHash('sha256')
            .update(contextValue.sessionKey)
            .update('\0')
            .update(request.query ?? '')
            .update('\0')
            // One document may hold several mutations; only the one run counts.
            .update(request.operationName ?? '')
            .update('\0')
            .update(JSON.stringify(request.variables ?? {}))
            .digest('hex');
          if (recent.isRepeat(key)) {
            // Apollo answers errors thrown here with HTTP 500 unless told otherwise; this is a
            // refusal like any other typed error, so clients must see it in a 200 body.
            throw gatewayError(ErrorCode.DUPLICATE_SUBMISSION, DUPLICATE_MESSAGE, { http: { status: 200 } });
          }
        },
      };
    },
  };
}
