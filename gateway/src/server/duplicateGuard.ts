import type { ApolloServerPlugin } from '@apollo/server';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { ErrorCode, gatewayError } from '../errors.ts';
import type { GatewayContext } from '../context.ts';

export const DUPLICATE_MESSAGE = 'data is being processed, do not resubmit';

/** Where attempts are remembered: this process, or Redis shared by every instance. */
export interface DuplicateStore {
  /** Records an attempt under `key` for `windowMs`; answers whether one was already there. */
  seenWithin(key: string, windowMs: number): Promise<boolean>;
}

/** The process's own memory of attempts. */
export function memoryDuplicateStore(): DuplicateStore {
  const seen = new LRUCache<string, number>({ max: 10_000, ttl: 1 });
  return {
    async seenWithin(key, windowMs) {
      const now = Date.now();
      const previous = seen.get(key);
      seen.set(key, now, { ttl: Math.max(windowMs, 1) });
      return previous !== undefined && now - previous < windowMs;
    },
  };
}

/**
 * Refuses the same mutation with the same variables from the same session within
 * the window (1000 ms), as the legacy client's own guard did: a double tap on
 * "Pay" must not reach the upstream twice. The header `repeatSubmit: false`
 * lets a deliberate repeat through. Queries are never refused.
 */
export function duplicateSubmitGuard(
  windowMs: number,
  store: DuplicateStore = memoryDuplicateStore(),
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, operation, contextValue }) {
          if (windowMs <= 0 || operation?.operation !== 'mutation') return;
          if (request.http?.headers.get('repeatsubmit')?.toLowerCase() === 'false') return;
          const key = createHash('sha256')
            .update(contextValue.sessionKey())
            .update('\0')
            .update(request.query ?? '')
            .update('\0')
            // One document may hold several mutations; only the one run counts.
            .update(request.operationName ?? '')
            .update('\0')
            .update(JSON.stringify(request.variables ?? {}))
            .digest('hex');
          if (await store.seenWithin(`duplicate:${key}`, windowMs)) {
            // Apollo answers errors thrown here with HTTP 500 unless told otherwise; this is a
            // refusal like any other typed error, so clients must see it in a 200 body.
            throw gatewayError(ErrorCode.DUPLICATE_SUBMISSION, DUPLICATE_MESSAGE, { http: { status: 200 } });
          }
        },
      };
    },
  };
}
