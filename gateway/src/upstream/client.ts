import axios, { AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { Agent as HttpAgent, type ClientRequest } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { setTimeout as pause } from 'node:timers/promises';
import type { Logger } from 'pino';
import { DEFAULT_MAX_SOCKETS } from './settings.ts';
import { ErrorCode, gatewayError, unauthenticated } from '../errors.ts';
import { noteLegacyAnswer, noteLegacyRetry } from '../telemetry/legacySpans.ts';
import { propagationHeaders } from '../telemetry/tracing.ts';
import { createDecoders, type Decoded, type LegacyDecoders } from './decoders.ts';
import type { Endpoint, LegacyOperation } from './endpoints.ts';
import { readEnvelope, readJsonBody } from './envelope.ts';
import { isRetryable } from './resilience/outcomes.ts';
import type { UpstreamResilience } from './resilience/policies.ts';
import { retryDelayMs } from './resilience/retry.ts';
import { cleanBody, serializeParams } from './serializeParams.ts';
import type { LegacyParams } from './types.ts';
import { screenMessage } from './upstreamMessages.ts';
import { textAdapter } from './textAdapter.ts';
import type { MessageKind } from './genericMessages.ts';

/** The request headers the gateway forwards upstream, by the same names. */
export interface ForwardedHeaders {
  token?: string | undefined;
  lang?: string | undefined;
  language?: string | undefined;
  /** Who asked, as TRUST_PROXY resolves it (http/clientAddress.ts), as the REST passthrough says it. */
  'x-forwarded-for'?: string | undefined;
  'x-real-ip'?: string | undefined;
}

/**
 * How long an idle keep-alive connection is kept: shorter than the common servers'
 * own idle timeouts (nginx and Node 5 s, Apache 5 s), so the gateway is not the one
 * sending a request down a socket the server is closing at that moment.
 */
export const KEEP_ALIVE_IDLE_MS = 4000;
/**
 * The TCP keep-alive probe delay of upstream sockets. axios's HTTP adapter sets 60 s on every
 * request's socket; Node's agent sets its own `keepAliveMsecs` (1 s by default) each time a
 * socket goes back to the pool. Two different values made both call setsockopt on every
 * upstream call; the same value lets Node see the socket already has it and skip the system call.
 */
export const TCP_KEEP_ALIVE_MS = 60_000;
/** Connections to the legacy upload at most unless configured (UPLOAD_CONCURRENCY). */
const DEFAULT_UPLOAD_SOCKETS = 16;
/** Larger legacy answers are refused rather than buffered. */
const MAX_ANSWER_BYTES = 20 * 1024 * 1024;

export interface UpstreamClientOptions {
  baseUrl: string;
  /** The deadline of one call, the whole body included. */
  timeoutMs: number;
  /**
   * Connections to the legacy API at most (per protocol); a call beyond waits for a free one.
   * As many as a busy client opens (256): fewer, and calls queue inside the gateway, holding
   * memory longer; the legacy server's own worker count is what really bounds it.
   */
  maxSockets?: number;
  endpoints: Record<LegacyOperation, Endpoint>;
  /**
   * Connections of uploads (`send`) at most: a pool of their own, so that uploads, however many
   * and however slow, never take a connection GraphQL's calls wait for.
   */
  uploadSockets?: number;
  /** The decoders of every operation; by default with times read in UTC. */
  decoders?: LegacyDecoders | undefined;
  /** Where refused answers and screened messages are written (operators only). */
  logger?: Logger | undefined;
  /** Breakers, bulkheads and the retry of reads (upstream/resilience/); none without it. */
  resilience?: UpstreamResilience | undefined;
}

/** What a legacy call answered: the decoded data and the upstream's message (e.g. "Pay Success"), screened. */
export interface UpstreamAnswer<T> {
  data: T;
  msg: string;
}

interface CallOptions {
  /**
   * A read of an `idempotent` endpoint may be sent again: once at once when the keep-alive
   * connection it went out on turned out to be closed before any byte came back, and once
   * after a pause when it met a connection error, 502, 503 or 504 (`retryReads`). A write
   * never is (it may have been done), nor a call the endpoint table does not mark idempotent.
   */
  read?: boolean;
}

export interface UpstreamClient {
  call<Op extends LegacyOperation>(
    operation: Op,
    params: LegacyParams<Op> | Record<string, unknown>,
    headers: ForwardedHeaders,
    options?: CallOptions,
  ): Promise<UpstreamAnswer<Decoded<Op>>>;
  /**
   * Sends a complete prepared body (e.g. a multipart form, received whole) to an operation's
   * path, over the uploads' own connections, under the calls' deadline and the operation's
   * breaker and bulkhead; never sent twice (the legacy API may have stored it).
   */
  send(
    operation: LegacyOperation,
    body: string | Buffer,
    headers: ForwardedHeaders & Record<string, string | undefined>,
  ): Promise<UpstreamAnswer<unknown>>;
  /** True when the upstream answers at all (any HTTP status). */
  ping(): Promise<boolean>;
  readonly baseUrl: string;
  /** The connection pool right now: sockets busy, calls waiting for one, and its size (for the metrics). */
  readonly pool?: () => { inUse: number; queued: number; maxSockets: number };
}

/** What an agent holds per host, summed: its busy sockets, or the requests waiting for one. */
function countAll(byHost: NodeJS.ReadOnlyDict<readonly unknown[]>): number {
  let count = 0;
  for (const list of Object.values(byHost)) count += list?.length ?? 0;
  return count;
}

function forwarded(headers: Record<string, string | undefined>): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const name in headers) {
    const value = headers[name];
    if (typeof value === 'string' && value !== '') sent[name] = value;
  }
  // The request's id and trace context (telemetry/): the legacy API's logs and spans join the gateway's.
  return Object.assign(sent, propagationHeaders());
}

function badResponse(): never {
  throw gatewayError(ErrorCode.UPSTREAM_BAD_RESPONSE, 'The legacy API answered something the gateway cannot read');
}

/** A connection closed by the server before it answered a single byte, on a socket that had served before. */
function isStaleConnection(error: unknown): boolean {
  if (!(error instanceof AxiosError) || error.response) return false;
  const request = error.request as ClientRequest | undefined;
  return (
    Boolean(request?.reusedSocket) &&
    (error.code === 'ECONNRESET' || error.code === 'EPIPE' || /socket hang up/i.test(error.message))
  );
}

/**
 * The one way the gateway talks to the legacy API: axios over keep-alive connections,
 * a deadline for the whole call, the session and language headers forwarded, the
 * answer's envelope read tolerantly and its data decoded, and every failure mapped to
 * a stable error code (never a stack, a URL or an upstream's internal message).
 */
export function createUpstreamClient({
  baseUrl,
  timeoutMs,
  maxSockets = DEFAULT_MAX_SOCKETS,
  endpoints,
  uploadSockets = DEFAULT_UPLOAD_SOCKETS,
  decoders = createDecoders('UTC'),
  logger,
  resilience,
}: UpstreamClientOptions): UpstreamClient {
  const agentOptions = { keepAlive: true, keepAliveMsecs: TCP_KEEP_ALIVE_MS, maxSockets, timeout: KEEP_ALIVE_IDLE_MS };
  const https = baseUrl.startsWith('https:');
  const agent = https ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions);
  const uploadOptions = { ...agentOptions, maxSockets: uploadSockets };
  const uploadAgent = https ? new HttpsAgent(uploadOptions) : new HttpAgent(uploadOptions);
  const http: AxiosInstance = axios.create({
    baseURL: baseUrl,
    httpAgent: agent instanceof HttpsAgent ? new HttpAgent(agentOptions) : agent,
    httpsAgent: agent instanceof HttpsAgent ? agent : new HttpsAgent(agentOptions),
    // Settled here once rather than per call: the calls' own lean adapter (textAdapter.ts; uploads
    // included), and no proxy — the legacy API is reached directly, so axios does
    // not look HTTP_PROXY/NO_PROXY up in the environment and parse them again on every request.
    adapter: textAdapter,
    proxy: false,
    // Every status is unwrapped by us, so a 401 with an envelope keeps its message.
    validateStatus: () => true,
    // Parse JSON ourselves: a body that is not JSON is a bad response, not a crash.
    responseType: 'text',
    transformResponse: [(raw: unknown) => raw],
    maxRedirects: 0,
    maxContentLength: MAX_ANSWER_BYTES,
    paramsSerializer: { serialize: serializeParams },
  });

  /** The message a shopper may read; a replaced one is logged for operators. */
  function shown(operation: LegacyOperation, msg: string, kind: MessageKind, headers: ForwardedHeaders): string {
    const screened = screenMessage(msg, kind, headers.lang ?? headers.language);
    if (screened.replaced !== undefined) {
      logger?.warn({ operation, upstreamMsg: screened.replaced }, 'upstream message not shown to the shopper');
    }
    return screened.text;
  }

  /** Turns an upstream answer into its envelope's data, or a typed error. */
  function unwrap(
    operation: LegacyOperation,
    status: number,
    raw: unknown,
    headers: ForwardedHeaders,
  ): UpstreamAnswer<unknown> {
    const envelope = readEnvelope(typeof raw === 'string' ? readJsonBody(raw) : raw);
    noteLegacyAnswer(status, envelope?.code);
    if (status === 401 || envelope?.code === 401) {
      throw unauthenticated(shown(operation, envelope?.msg ?? '', 'unauthenticated', headers) || undefined);
    }
    if (status < 200 || status >= 300) {
      throw gatewayError(ErrorCode.UPSTREAM_HTTP_ERROR, `The legacy API answered HTTP ${status}`, { status });
    }
    if (!envelope) {
      logger?.warn({ operation, status }, 'legacy answer is not an envelope');
      badResponse();
    }
    if (envelope.code !== 1) {
      throw gatewayError(
        ErrorCode.UPSTREAM_REJECTED,
        shown(operation, envelope.msg, 'rejected', headers) || 'The legacy API refused the request',
        { upstreamCode: envelope.code },
      );
    }
    return { data: envelope.data, msg: shown(operation, envelope.msg, 'success', headers) };
  }

  function decode<Op extends LegacyOperation>(
    operation: Op,
    answer: UpstreamAnswer<unknown>,
  ): UpstreamAnswer<Decoded<Op>> {
    const result = decoders[operation].safeParse(answer.data);
    if (!result.success) {
      // Which field of which call, for operators; the client only sees the code.
      const issue = result.error.issues[0];
      logger?.warn(
        {
          operation,
          field: issue?.path.join('.') || '(data)',
          problem: issue?.message,
          issues: result.error.issues.length,
        },
        'legacy answer could not be decoded',
      );
      badResponse();
    }
    return { data: result.data as Decoded<Op>, msg: answer.msg };
  }

  function transportError(
    operation: LegacyOperation,
    error: unknown,
    deadline: AbortSignal,
    headers: ForwardedHeaders,
  ): never {
    if (
      deadline.aborted ||
      (error instanceof AxiosError && (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT))
    ) {
      throw gatewayError(ErrorCode.UPSTREAM_TIMEOUT, 'The legacy API did not answer in time');
    }
    if (error instanceof AxiosError) {
      if (error.response) return unwrap(operation, error.response.status, error.response.data, headers) as never;
      if (error.code === AxiosError.ERR_BAD_RESPONSE || /maxContentLength/.test(error.message)) badResponse();
      throw gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'The legacy API cannot be reached');
    }
    throw error;
  }

  /**
   * One sending of a request under the call's deadline. A read goes once more on a fresh
   * connection when a reused one was found closed before any byte came back.
   */
  async function sendOnce(
    operation: LegacyOperation,
    request: Parameters<AxiosInstance['request']>[0],
    headers: ForwardedHeaders,
    deadline: AbortSignal,
    retryStale: boolean,
  ): Promise<UpstreamAnswer<unknown>> {
    for (let attempt = 1; ; attempt += 1) {
      let response: AxiosResponse;
      try {
        response = await http.request({ ...request, timeout: timeoutMs, signal: deadline });
      } catch (error) {
        if (retryStale && attempt === 1 && !deadline.aborted && isStaleConnection(error)) {
          logger?.debug({ operation }, 'kept-alive connection was closed by the legacy API: asking again');
          noteLegacyRetry('stale connection');
          continue;
        }
        return transportError(operation, error, deadline, headers);
      }
      return unwrap(operation, response.status, response.data, headers);
    }
  }

  /**
   * One call under a deadline that covers the whole body and any retry: a slow server or a body
   * trickling in after the headers is cut at `timeoutMs` (axios's own timeout is only reset by
   * each chunk). Through the call's breaker and bulkhead when there are some; a read
   * (`idempotent`) that met a connection error, 502, 503 or 504 is asked once more after a
   * jittered pause, if the deadline leaves time for it.
   */
  async function exchange(
    operation: LegacyOperation,
    request: Parameters<AxiosInstance['request']>[0],
    headers: ForwardedHeaders,
    idempotent: boolean,
  ): Promise<UpstreamAnswer<unknown>> {
    // A timer cleared when the call ends, rather than AbortSignal.timeout: that one's timer stays
    // armed for the whole timeoutMs after the call is done and then fires, building a DOMException
    // and dispatching an abort nobody listens to any more, for every call made.
    const controller = new AbortController();
    const deadline = controller.signal;
    const endsAt = Date.now() + timeoutMs;
    // Unref'd like AbortSignal.timeout's: a pending deadline alone never keeps the process up.
    const timer = setTimeout(() => controller.abort(), timeoutMs).unref();
    const attempts = async (): Promise<UpstreamAnswer<unknown>> => {
      try {
        return await sendOnce(operation, request, headers, deadline, idempotent);
      } catch (error) {
        const wait = retryDelayMs();
        if (!idempotent || !resilience?.retryReads || !isRetryable(error) || Date.now() + wait >= endsAt) throw error;
        logger?.debug({ operation }, 'legacy read failed on the way: asking once more');
        noteLegacyRetry('unavailable');
        await pause(wait);
        return sendOnce(operation, request, headers, deadline, false);
      }
    };
    try {
      return await (resilience ? resilience.run(operation, deadline, attempts) : attempts());
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    baseUrl,
    pool: () => ({ inUse: countAll(agent.sockets), queued: countAll(agent.requests), maxSockets }),
    async call(operation, params, headers, options = {}) {
      const endpoint = endpoints[operation];
      const values = params as Record<string, unknown>;
      const sent = forwarded(headers as Record<string, string | undefined>);
      const answer = await exchange(
        operation,
        endpoint.method === 'GET'
          ? { method: 'GET', url: endpoint.path, headers: sent, params: values }
          : {
              method: endpoint.method,
              url: endpoint.path,
              headers: { ...sent, 'content-type': 'application/json' },
              data: cleanBody(values),
            },
        headers,
        options.read === true && endpoint.idempotent === true,
      );
      return decode(operation, answer);
    },
    async send(operation, body, headers) {
      const endpoint = endpoints[operation];
      return exchange(
        operation,
        {
          method: endpoint.method,
          url: endpoint.path,
          headers: forwarded(headers),
          data: body,
          ...(https ? { httpsAgent: uploadAgent } : { httpAgent: uploadAgent }),
        },
        headers,
        false,
      );
    },
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
  };
}
