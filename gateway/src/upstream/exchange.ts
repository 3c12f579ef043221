import type { AxiosRequestConfig } from 'axios';
import { ErrorCode, gatewayError } from '../errors.ts';
import { addPropagationHeaders } from '../telemetry/tracing.ts';
import type { LegacyOperation } from './endpoints.ts';

/** Where forwarded headers carry the request's id: no header a caller names, so no key it sees. */
export const REQUEST_ID: unique symbol = Symbol('request id');

/** The request headers the gateway forwards upstream, by the same names. */
export interface ForwardedHeaders {
  token?: string | undefined;
  lang?: string | undefined;
  language?: string | undefined;
  /** Who asked, as TRUST_PROXY resolves it (http/clientAddress.ts), as the REST passthrough says it. */
  'x-forwarded-for'?: string | undefined;
  'x-real-ip'?: string | undefined;
  /** The request's id, for `X-Request-Id` (withRequestId). */
  readonly [REQUEST_ID]?: string | undefined;
}

/**
 * The forwarded headers with the request's id (telemetry/requestScope.ts) for `X-Request-Id`,
 * which the call then carries whether or not the request's scope is kept in AsyncLocalStorage.
 */
export function withRequestId<H extends object>(headers: H, requestId: string | undefined): H {
  if (requestId !== undefined) Object.defineProperty(headers, REQUEST_ID, { value: requestId });
  return headers;
}

export function requestIdOf(headers: object): string | undefined {
  return (headers as { [REQUEST_ID]?: string })[REQUEST_ID];
}

/**
 * One legacy call on its way through the layers (compose.ts): made once per call and handed
 * from layer to layer as it is, so a layer costs no object or closure of its own per call.
 */
export interface Exchange {
  readonly operation: LegacyOperation;
  /** What axios sends; the deadline layer sets its `signal`. */
  readonly request: AxiosRequestConfig;
  /** The caller's headers as given (the language of a screened message). */
  readonly headers: ForwardedHeaders;
  /**
   * A read of an `idempotent` endpoint: it may be sent again (a kept-alive connection found
   * closed, a read retried). A write never is: the legacy API may have done it.
   */
  again: boolean;
  /** Ends the call, the whole body and any retry included (transport.ts, `withDeadline`). */
  deadline: AbortSignal;
  /** When the deadline ends (Date.now()). */
  endsAt: number;
}

/** One layer's way to the next: the exchange in, its outcome out. */
export type Send<T> = (exchange: Exchange) => Promise<T>;

/** What the legacy API answered, before its envelope is read. */
export interface LegacyResponse {
  status: number;
  data: unknown;
}

/** What the inner layers report, for whoever observes from outside (telemetry/legacySpans.ts). */
export interface ExchangeEvents {
  /** An answer read: its HTTP status and its envelope's `code`. */
  answered?(status: number, envelopeCode: unknown): void;
  /** A call sent again, and why. */
  retried?(reason: string): void;
}

/** An answer the gateway cannot read (not JSON, too large, cut, or not what its decoder expects). */
export function badResponse(): never {
  throw gatewayError(ErrorCode.UPSTREAM_BAD_RESPONSE, 'The legacy API answered something the gateway cannot read');
}

/** An exchange's deadline until the deadline layer arms its own. */
export const NO_DEADLINE: AbortSignal = new AbortController().signal;

/**
 * The headers a call goes up with: the forwarded ones that have a value, and the request's id
 * and trace context (telemetry/), so the legacy API's logs and spans join the gateway's.
 */
export function legacyHeaders(given: Record<string, string | undefined>): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const name in given) {
    const value = given[name];
    if (typeof value === 'string' && value !== '') sent[name] = value;
  }
  const requestId = requestIdOf(given);
  if (requestId !== undefined) sent['x-request-id'] = requestId;
  return addPropagationHeaders(sent);
}
