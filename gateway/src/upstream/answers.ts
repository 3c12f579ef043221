import type { Logger } from 'pino';
import { ErrorCode, gatewayError, unauthenticated } from '../errors.ts';
import { readEnvelope, readJsonBody } from './envelope.ts';
import { badResponse, type Exchange, type ExchangeEvents, type LegacyResponse, type Send } from './exchange.ts';
import type { MessageKind } from './genericMessages.ts';
import { screenMessage } from './upstreamMessages.ts';

/** What a legacy call answered: the decoded data and the upstream's message (e.g. "Pay Success"), screened. */
export interface UpstreamAnswer<T> {
  data: T;
  msg: string;
}

interface AnswerOptions {
  /** Where refused answers and screened messages are written (operators only). */
  logger?: Logger | undefined;
  events?: ExchangeEvents | undefined;
}

/**
 * A layer: each answer's envelope read tolerantly (envelope.ts) into its data or a typed error
 * (401, an HTTP error, a refusal in the envelope, not an envelope at all), and its message
 * screened (upstreamMessages.ts) so a shopper never reads an upstream's internals.
 */
export function readingAnswers(
  next: Send<LegacyResponse>,
  { logger, events }: AnswerOptions,
): Send<UpstreamAnswer<unknown>> {
  /** The message a shopper may read; a replaced one is logged for operators. */
  function shown(exchange: Exchange, msg: string, kind: MessageKind): string {
    const screened = screenMessage(msg, kind, exchange.headers.lang ?? exchange.headers.language);
    if (screened.replaced !== undefined) {
      logger?.warn(
        { operation: exchange.operation, upstreamMsg: screened.replaced },
        'upstream message not shown to the shopper',
      );
    }
    return screened.text;
  }

  function unwrap(exchange: Exchange, { status, data }: LegacyResponse): UpstreamAnswer<unknown> {
    const envelope = readEnvelope(typeof data === 'string' ? readJsonBody(data) : data);
    events?.answered?.(status, envelope?.code);
    if (status === 401 || envelope?.code === 401) {
      throw unauthenticated(shown(exchange, envelope?.msg ?? '', 'unauthenticated') || undefined);
    }
    if (status < 200 || status >= 300) {
      throw gatewayError(ErrorCode.UPSTREAM_HTTP_ERROR, `The legacy API answered HTTP ${status}`, { status });
    }
    if (!envelope) {
      logger?.warn({ operation: exchange.operation, status }, 'legacy answer is not an envelope');
      badResponse();
    }
    if (envelope.code !== 1) {
      throw gatewayError(
        ErrorCode.UPSTREAM_REJECTED,
        shown(exchange, envelope.msg, 'rejected') || 'The legacy API refused the request',
        { upstreamCode: envelope.code },
      );
    }
    return { data: envelope.data, msg: shown(exchange, envelope.msg, 'success') };
  }

  return async (exchange) => unwrap(exchange, await next(exchange));
}
