import axios, { AxiosError, type AxiosInstance } from 'axios';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { ErrorCode, gatewayError, unauthenticated } from '../errors.ts';
import type { Endpoint, LegacyOperation } from './endpoints.ts';
import { cleanBody, serializeParams } from './serializeParams.ts';
import type { LegacyData, LegacyEnvelope, LegacyParams } from './types.ts';

/** The request headers the gateway forwards upstream, by the same names. */
export interface ForwardedHeaders {
  token?: string | undefined;
  lang?: string | undefined;
  language?: string | undefined;
}

export interface UpstreamClientOptions {
  baseUrl: string;
  timeoutMs: number;
  endpoints: Record<LegacyOperation, Endpoint>;
}

/** What a legacy call answered: the data and the upstream's message (e.g. "Pay Success"). */
export interface UpstreamAnswer<T> {
  data: T;
  msg: string;
}

export interface UpstreamClient {
  call<Op extends LegacyOperation>(
    operation: Op,
    params: LegacyParams<Op> | Record<string, unknown>,
    headers: ForwardedHeaders,
  ): Promise<UpstreamAnswer<LegacyData<Op>>>;
  /** Sends a prepared body (e.g. a multipart stream) to an operation's path. */
  send(
    operation: LegacyOperation,
    body: unknown,
    headers: ForwardedHeaders & Record<string, string | undefined>,
  ): Promise<UpstreamAnswer<unknown>>;
  /** True when the upstream answers at all (any HTTP status). */
  ping(): Promise<boolean>;
  readonly baseUrl: string;
}

function isEnvelope(body: unknown): body is LegacyEnvelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as LegacyEnvelope).code === 'number' &&
    'data' in body
  );
}

function forwarded(headers: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}

/** Turns an upstream answer or failure into data or a typed GraphQL error. */
function unwrap(status: number, body: unknown): UpstreamAnswer<unknown> {
  if (status === 401 || (isEnvelope(body) && body.code === 401)) {
    throw unauthenticated(isEnvelope(body) && body.msg ? body.msg : undefined);
  }
  if (status < 200 || status >= 300) {
    throw gatewayError(ErrorCode.UPSTREAM_HTTP_ERROR, `The legacy API answered HTTP ${status}`, { status });
  }
  if (!isEnvelope(body)) {
    throw gatewayError(ErrorCode.UPSTREAM_BAD_RESPONSE, 'The legacy API answered something that is not an envelope');
  }
  if (body.code !== 1) {
    throw gatewayError(ErrorCode.UPSTREAM_REJECTED, body.msg || 'The legacy API refused the request', {
      upstreamCode: body.code,
    });
  }
  return { data: body.data, msg: body.msg };
}

function transportError(error: unknown): never {
  if (error instanceof AxiosError) {
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
      throw gatewayError(ErrorCode.UPSTREAM_TIMEOUT, 'The legacy API did not answer in time');
    }
    if (error.response) return unwrap(error.response.status, error.response.data) as never;
    if (error.code === 'ERR_BAD_RESPONSE' || error.cause instanceof SyntaxError) {
      throw gatewayError(ErrorCode.UPSTREAM_BAD_RESPONSE, 'The legacy API answered something that is not an envelope');
    }
    throw gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'The legacy API cannot be reached');
  }
  throw error;
}

/**
 * The one way the gateway talks to the legacy API: axios over keep-alive
 * connections, a fixed timeout, the session and language headers forwarded,
 * and every failure mapped to a stable error code (never a stack or a URL).
 */
export function createUpstreamClient({ baseUrl, timeoutMs, endpoints }: UpstreamClientOptions): UpstreamClient {
  const http: AxiosInstance = axios.create({
    baseURL: baseUrl,
    timeout: timeoutMs,
    httpAgent: new HttpAgent({ keepAlive: true, maxSockets: 64 }),
    httpsAgent: new HttpsAgent({ keepAlive: true, maxSockets: 64 }),
    // Settled here once rather than per call: Node's HTTP adapter (no adapter probing), the
    // parameter serialiser, and no proxy — the legacy API is reached directly, so axios does not
    // look HTTP_PROXY/NO_PROXY up in the environment and parse them again on every request.
    adapter: 'http',
    proxy: false,
    paramsSerializer: { serialize: serializeParams },
    // Every status is unwrapped by us, so a 401 with an envelope keeps its message.
    validateStatus: () => true,
    // Parse JSON ourselves: a body that is not JSON is a bad response, not a crash.
    responseType: 'text',
    transformResponse: [(raw: unknown) => raw],
    maxRedirects: 0,
  });

  function parse(raw: unknown): unknown {
    if (typeof raw !== 'string') return raw;
    try {
      return JSON.parse(raw);
    } catch {
      return undefined;
    }
  }

  return {
    baseUrl,
    async call(operation, params, headers) {
      const endpoint = endpoints[operation];
      const values = params as Record<string, unknown>;
      const sent = forwarded({ ...headers });
      try {
        const response = await http.request(
          endpoint.method === 'GET'
            ? { method: 'GET', url: endpoint.path, headers: sent, params: values }
            : { method: endpoint.method, url: endpoint.path, headers: { ...sent, 'content-type': 'application/json' }, data: cleanBody(values) },
        );
        return unwrap(response.status, parse(response.data)) as UpstreamAnswer<never>;
      } catch (error) {
        return transportError(error);
      }
    },
    async send(operation, body, headers) {
      const endpoint = endpoints[operation];
      try {
        const response = await http.request({
          method: endpoint.method,
          url: endpoint.path,
          headers: forwarded(headers),
          data: body,
          maxBodyLength: Number.POSITIVE_INFINITY,
        });
        return unwrap(response.status, parse(response.data));
      } catch (error) {
        return transportError(error);
      }
    },
    async ping() {
      try {
        await http.get('/', { timeout: Math.min(timeoutMs, 2000) });
        return true;
      } catch {
        return false;
      }
    },
  };
}
