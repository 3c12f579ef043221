import type { z } from 'zod';
import type { LegacyValues } from './decode/legacyValues.ts';
import type { operations } from './generated/legacy.ts';

/**
 * How the gateway asks for one legacy call: the method and path. Operators re-point a call
 * without a code change through LEGACY_PATHS, e.g. `LEGACY_PATHS='{"login":"/api/v2/user/login"}'`.
 *
 * `publicCache` marks user-independent answers the gateway may share between
 * users for a short time; those calls are made WITHOUT the user's token.
 *
 * `idempotent` marks the reads: asking twice changes nothing, so a read that met a connection
 * error, 502, 503 or 504 is asked once more (upstream/resilience/). Not the method's to say: two
 * legacy reads use POST (assistStatus, assistList) and two writes use GET (setLanguage,
 * addressDel). A call without the mark is never sent twice.
 */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  publicCache?: boolean;
  idempotent?: boolean;
}

/**
 * Legacy operations the gateway calls: the operations of legacy/openapi.yaml (their operationId).
 * Not among them: the operator API, image files and the stand-in's own pages (served to browsers
 * through the image proxy), and the merchant side's payment-code check, which only the REST
 * passthrough forwards.
 */
export type LegacyOperation = Exclude<
  keyof operations,
  `admin${string}` | 'drawnImage' | 'uploadedFile' | 'customerServicePage' | 'merchantEntryPage' | 'merchantVerifyPay'
>;

/**
 * Everything the gateway knows of one legacy call, in one place: its endpoint, and the decoder its
 * answer's `data` goes through (built from the shared rules, upstream/decode/legacyValues.ts).
 * `movesMoney` marks the calls a second run of which charges, orders, refunds or withdraws twice
 * (server/moneyMoving.ts).
 */
export interface LegacyCall {
  endpoint: Endpoint;
  decode: (values: LegacyValues) => z.ZodType;
  movesMoney?: true;
}

/** A domain's calls (`<domain>/calls.ts`), by operation name: a name the contract lacks is refused. */
export type DomainCalls = Partial<Record<LegacyOperation, LegacyCall>>;

/** What a call's `data` is once decoded. */
export type DecodedBy<Call extends LegacyCall> = z.output<ReturnType<Call['decode']>>;
