import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { createHash } from 'node:crypto';
import { Kind, OperationTypeNode, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { ErrorCode, gatewayError } from '../errors.ts';
import type { GatewayContext } from '../context.ts';
import { MONEY_MOVING_MUTATIONS } from './moneyMoving.ts';

const DUPLICATE_MESSAGE = 'data is being processed, do not resubmit';
const TRY_AGAIN_MESSAGE = 'Please try again in a moment';

/** Where attempts are remembered: this process, or Redis shared by every instance. */
export interface DuplicateStore {
  /**
   * Records an attempt under `key` for `windowMs`; answers whether one was already there.
   * With `failClosed`, rejects with DuplicateMemoryUnavailable when the memory every instance
   * shares is configured but cannot answer (the process alone cannot tell a repeat sent to another).
   */
  seenWithin(key: string, windowMs: number, options?: { failClosed?: boolean }): Promise<boolean>;
}

/** The shared memory of submissions (Redis) is configured but away: a repeat cannot be ruled out. */
export class DuplicateMemoryUnavailable extends Error {
  constructor() {
    super('the duplicate-submit memory shared by the gateway instances is unavailable');
  }
}

/** Whether an operation runs a mutation that moves money (server/moneyMoving.ts). */
function runsMoneyMutation(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.some(
    (selection) => selection.kind === Kind.FIELD && MONEY_MOVING_MUTATIONS.has(selection.name.value),
  );
}

/**
 * Mutations that set a state rather than change it (like, follow): a repeat changes nothing, so a
 * retried request is answered, never refused as a duplicate.
 */
const IDEMPOTENT_MUTATIONS: ReadonlySet<string> = new Set(['setProductLiked', 'setShopFollowed']);

/** Whether every mutation an operation runs is idempotent. */
function onlyIdempotent(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && IDEMPOTENT_MUTATIONS.has(selection.name.value),
  );
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
 * lets a deliberate repeat through. Queries are never refused. While the shared memory (Redis)
 * is away, money-moving mutations answer TRY_AGAIN_LATER; the others are guarded per process.
 */
export function duplicateSubmitGuard(
  windowMs: number,
  store: DuplicateStore = memoryDuplicateStore(),
): ApolloServerPlugin<GatewayContext> {
  // Nothing kept per request: one listener serves them all (none while the window is 0).
  const guard: GraphQLRequestListener<GatewayContext> = {
    async didResolveOperation({ request, operation, contextValue }) {
      if (operation?.operation !== OperationTypeNode.MUTATION) return;
      if (request.http?.headers.get('repeatsubmit')?.toLowerCase() === 'false') return;
      if (onlyIdempotent(operation)) return;
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
      // Money-moving mutations fail closed: refused rather than perhaps run twice.
      const failClosed = runsMoneyMutation(operation);
      let seen: boolean;
      try {
        seen = await store.seenWithin(`duplicate:${key}`, windowMs, { failClosed });
      } catch (error) {
        if (!(error instanceof DuplicateMemoryUnavailable)) throw error;
        throw gatewayError(ErrorCode.TRY_AGAIN_LATER, TRY_AGAIN_MESSAGE, { http: { status: 200 } });
      }
      if (seen) {
        // Apollo answers errors thrown here with HTTP 500 unless told otherwise; this is a
        // refusal like any other typed error, so clients must see it in a 200 body.
        throw gatewayError(ErrorCode.DUPLICATE_SUBMISSION, DUPLICATE_MESSAGE, { http: { status: 200 } });
      }
    },
  };
  return {
    async requestDidStart() {
      return windowMs > 0 ? guard : undefined;
    },
  };
}
