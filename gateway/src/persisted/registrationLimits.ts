import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.ts';
import { ErrorCode, gatewayError, InputRule, type InputReason } from '../errors.ts';
import type { AddressLimit } from '../security/rateLimits.ts';
import type { DocumentManifest } from './manifest.ts';

/** What an answer says when its document was run but not registered (the response's `extensions`). */
interface NotStored {
  stored: false;
  code: typeof ErrorCode.RATE_LIMITED;
  retryAfter: number;
}

/**
 * The limits of automatic persisted-query registrations (PERSISTED_DOCUMENTS=any), where
 * Apollo decides one is made: a request with both a document and its hash, the hash checked
 * and the document parsed and valid. The storefront's own documents (the manifest's) are never
 * stored, so they are never counted.
 * - A document over `maxBytes` as sent (comments and whitespace count: they are what is kept) is
 *   refused, 400 BAD_USER_INPUT (rule `maxBytes`): no client of ours sends one, and a padded
 *   document is what the size would be abused with.
 * - Past the address's rate, the query still runs and its document is not kept: the answer
 *   carries `extensions.persistedQuery` ({ stored: false, code: RATE_LIMITED, retryAfter }). A
 *   shopper behind a busy carrier's address loses a round trip, never an answer; an attacker
 *   writes nothing.
 */
export function registrationLimits(
  manifest: DocumentManifest,
  maxBytes: number,
  rate: AddressLimit | undefined,
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      let notStored: NotStored | undefined;
      return {
        async didResolveOperation({ metrics, queryHash, source, contextValue }) {
          if (!metrics.persistedQueryRegister || manifest.has(queryHash)) return;
          if (Buffer.byteLength(source) > maxBytes) {
            const reason: InputReason = { field: 'query', rule: InputRule.maxBytes, limit: maxBytes };
            throw gatewayError(
              ErrorCode.BAD_USER_INPUT,
              `A persisted query may register a document of at most ${maxBytes} bytes`,
              // Apollo's status for a request it will not take, as for a hash that does not match.
              { field: 'query', reason, http: { status: 400 } },
            );
          }
          const retryAfter = await rate?.refusal(contextValue.clientAddress);
          if (retryAfter === undefined) return;
          // Apollo stores the document after this hook only while this says it registers.
          metrics.persistedQueryRegister = false;
          notStored = { stored: false, code: ErrorCode.RATE_LIMITED, retryAfter };
        },
        async willSendResponse({ response }) {
          if (!notStored || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, persistedQuery: notStored };
        },
      };
    },
  };
}
