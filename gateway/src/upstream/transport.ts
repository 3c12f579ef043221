import axios, { type AxiosInstance } from 'axios';
import nodeHttp, {
  type Agent as HttpAgent,
  type ClientRequest,
  type OutgoingHttpHeaders,
  type RequestOptions,
} from 'node:http';
import nodeHttps from 'node:https';
import type { Logger } from 'pino';
import { addPropagationHeaders } from '../telemetry/tracing.ts';
import type { Exchange, ExchangeEvents, LegacyResponse, Send } from './exchange.ts';
import { keptAlivePools, poolState, type Pool } from './pools.ts';
import { isStaleConnection, transportError } from './transportErrors.ts';
import { serializeParams } from './serializeParams.ts';
import { textAdapter } from './textAdapter.ts';

/** Larger legacy answers are refused rather than buffered. */
const MAX_ANSWER_BYTES = 20 * 1024 * 1024;

export interface TransportOptions {
  baseUrl: string;
  /** The deadline of one call, the whole body included (UPSTREAM_TIMEOUT_MS). */
  timeoutMs: number;
  /** Connections of the calls at most (UPSTREAM_MAX_SOCKETS); a call beyond waits for a free one. Unbounded unless given. */
  maxSockets?: number | undefined;
  /** Connections of uploads at most (UPLOAD_CONCURRENCY): a pool of their own; unbounded unless given. */
  uploadSockets?: number | undefined;
  logger?: Logger | undefined;
  events?: ExchangeEvents | undefined;
}

export interface UpstreamTransport {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  /** One sending of an exchange, under its deadline; a read once more on a kept-alive connection found closed. */
  readonly send: Send<LegacyResponse>;
  /** A layer: the exchange's deadline armed around `next` (the whole body and any retry included). */
  withDeadline<T>(next: Send<T>): Send<T>;
  /** The Node request of the other entries (passthrough, pictures): the legacy host, a pool, the trace headers. */
  request(pool: Pool, options: RequestOptions & { headers: OutgoingHttpHeaders }): ClientRequest;
  agent(pool: Pool): HttpAgent;
  /** True when the upstream answers at all (any HTTP status). */
  ping(): Promise<boolean>;
  /** The calls' pool right now (for the metrics). */
  pool(): ReturnType<typeof poolState>;
}

/**
 * The one way to the legacy host: its keep-alive pools, one axios instance on the calls' lean
 * adapter (ADR 0001) and the deadline of a call. Every other entry (passthrough, pictures)
 * reaches the host through `request`, on the same pools' settings and with the trace headers.
 */
export function createTransport({
  baseUrl,
  timeoutMs,
  maxSockets,
  uploadSockets,
  logger,
  events,
}: TransportOptions): UpstreamTransport {
  const base = new URL(baseUrl);
  const https = base.protocol === 'https:';
  const agents = keptAlivePools(https, maxSockets, uploadSockets);
  const http: AxiosInstance = axios.create({
    baseURL: baseUrl,
    // Both: axios picks one by the URL's protocol, which is the base URL's.
    httpAgent: agents.calls,
    httpsAgent: agents.calls,
    // Settled here once rather than per call: the calls' own lean adapter (textAdapter.ts; uploads
    // included), the idle timeout, and no proxy — the legacy API is reached directly, so axios does
    // not look HTTP_PROXY/NO_PROXY up in the environment and parse them again on every request.
    adapter: textAdapter,
    proxy: false,
    timeout: timeoutMs,
    // Every status is unwrapped by us, so a 401 with an envelope keeps its message.
    validateStatus: () => true,
    // Parse JSON ourselves: a body that is not JSON is a bad response, not a crash.
    responseType: 'text',
    transformResponse: [(raw: unknown) => raw],
    maxRedirects: 0,
    maxContentLength: MAX_ANSWER_BYTES,
    paramsSerializer: { serialize: serializeParams },
  });
  // The module, not its function: looked up at call time, so what wraps `http.request` sees these too.
  const node = https ? nodeHttps : nodeHttp;

  return {
    baseUrl,
    timeoutMs,
    async send(exchange: Exchange): Promise<LegacyResponse> {
      try {
        return await http.request(exchange.request);
      } catch (error) {
        if (!exchange.again || exchange.deadline.aborted || !isStaleConnection(error))
          return transportError(error, exchange.deadline);
      }
      // Sent on a kept-alive connection the legacy API had closed meanwhile: once more, on a fresh one.
      logger?.debug(
        { operation: exchange.operation },
        'kept-alive connection was closed by the legacy API: asking again',
      );
      events?.retried?.('stale connection');
      try {
        return await http.request(exchange.request);
      } catch (error) {
        return transportError(error, exchange.deadline);
      }
    },
    withDeadline<T>(next: Send<T>): Send<T> {
      return async (exchange) => {
        // A timer cleared when the call ends, rather than AbortSignal.timeout: that one's timer stays
        // armed for the whole timeoutMs after the call is done and then fires, building a DOMException
        // and dispatching an abort nobody listens to any more, for every call made.
        const controller = new AbortController();
        exchange.deadline = controller.signal;
        exchange.request.signal = controller.signal;
        exchange.endsAt = Date.now() + timeoutMs;
        // Unref'd like AbortSignal.timeout's: a pending deadline alone never keeps the process up.
        const timer = setTimeout(() => controller.abort(), timeoutMs).unref();
        try {
          return await next(exchange);
        } finally {
          clearTimeout(timer);
        }
      };
    },
    request(pool, options) {
      // The request's id and trace context in place of whatever the caller sent.
      addPropagationHeaders(options.headers);
      return node.request({
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        ...options,
        agent: agents[pool],
      });
    },
    agent: (pool) => agents[pool],
    async ping() {
      try {
        await http.get('/', {
          timeout: Math.min(timeoutMs, 2000),
          signal: AbortSignal.timeout(Math.min(timeoutMs, 2000)),
        });
        return true;
      } catch {
        return false;
      }
    },
    pool: () => poolState(agents.calls),
  };
}
