import axios, {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
// The modules, not their functions: looked up at call time, so what wraps `http.request` (tracing
// agents, test interceptors) sees these calls too.
import nodeHttp, { type Agent as HttpAgent, type IncomingMessage } from 'node:http';
import nodeHttps, { type Agent as HttpsAgent } from 'node:https';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/** What the legacy API may compress its answers with, as axios's own adapter asks. */
const ACCEPT_ENCODING = 'gzip, deflate, br';
const USER_AGENT = `axios/${axios.VERSION}`;
const ABSOLUTE_URL = /^[a-z][a-z\d+\-.]*:\/\//i;

/** axios's rule for a base URL and a path: one slash between them, the base's own path kept. */
function fullUrl(config: InternalAxiosRequestConfig): string {
  const path = config.url ?? '';
  const joined =
    config.baseURL && !ABSOLUTE_URL.test(path)
      ? `${config.baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
      : path;
  const params = config.params as Record<string, unknown> | undefined;
  if (!params) return joined;
  const serializer = config.paramsSerializer;
  const query =
    typeof serializer === 'function'
      ? serializer(params)
      : serializer?.serialize
        ? serializer.serialize(params, serializer)
        : new URLSearchParams(params as Record<string, string>).toString();
  return query ? `${joined}${joined.includes('?') ? '&' : '?'}${query}` : joined;
}

/** The answer's bytes as sent, uncompressed when the server compressed them. */
function decoded(response: IncomingMessage): Readable {
  switch (String(response.headers['content-encoding'] ?? '').toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

/**
 * An axios adapter for the gateway's own legacy calls: a request whose body is text (or none)
 * and whose answer is read whole as UTF-8 text. axios keeps everything it is chosen for (one
 * configured instance, merged defaults, headers, parameter serialisation, transforms,
 * validateStatus and AxiosError); this replaces only its general-purpose Node adapter, which
 * per call also probes proxies, wires redirects, progress events, data: URIs and decoder
 * stream chains the legacy calls never use (about a third of the gateway's CPU per upstream
 * call). Uploads are sent the same way: their multipart body is received whole first (server/upload.ts).
 *
 * Honoured: `timeout` (idle socket), `signal`, `maxContentLength`, `validateStatus`,
 * `httpAgent`/`httpsAgent`, and gzip/deflate/br answers. A failure is an AxiosError carrying the
 * Node request (its `reusedSocket` tells a connection closed meanwhile) and the error code.
 */
export const textAdapter: AxiosAdapter = (config) =>
  new Promise<AxiosResponse>((resolve, reject) => {
    const url = new URL(fullUrl(config));
    const https = url.protocol === 'https:';
    const body = config.data as string | Buffer | undefined | null;
    if (body !== undefined && body !== null && typeof body !== 'string' && !Buffer.isBuffer(body)) {
      reject(new AxiosError('The text adapter sends text bodies only', AxiosError.ERR_BAD_OPTION_VALUE, config));
      return;
    }
    const headers = AxiosHeaders.from(config.headers);
    headers.set('Accept-Encoding', ACCEPT_ENCODING, false);
    headers.set('User-Agent', USER_AGENT, false);
    if (body) headers.set('Content-Length', Buffer.byteLength(body), true);

    let settled = false;
    const fail = (error: AxiosError) => {
      if (settled) return;
      settled = true;
      request.destroy();
      reject(error);
    };
    const options = {
      method: (config.method ?? 'get').toUpperCase(),
      headers: headers.toJSON() as Record<string, string>,
      agent: (https ? config.httpsAgent : config.httpAgent) as HttpAgent | HttpsAgent | undefined,
    };
    const request = (https ? nodeHttps : nodeHttp).request(url, options, (response) => {
      const limit =
        config.maxContentLength !== undefined && config.maxContentLength > -1 ? config.maxContentLength : Infinity;
      const chunks: Buffer[] = [];
      let length = 0;
      const stream = decoded(response);
      stream.on('data', (chunk: Buffer) => {
        length += chunk.length;
        if (length > limit) {
          fail(
            new AxiosError(`maxContentLength size of ${limit} exceeded`, AxiosError.ERR_BAD_RESPONSE, config, request),
          );
          stream.destroy();
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', (error) => fail(AxiosError.from(error, AxiosError.ERR_BAD_RESPONSE, config, request)));
      response.on('error', (error) => fail(AxiosError.from(error, AxiosError.ERR_BAD_RESPONSE, config, request)));
      // The connection closed before the whole answer came: never an answer read as complete.
      response.on('close', () => {
        if (!response.complete && !response.readableEnded)
          fail(new AxiosError('The answer was cut short', AxiosError.ERR_BAD_RESPONSE, config, request));
      });
      stream.on('end', () => {
        if (settled) return;
        settled = true;
        const answer: AxiosResponse = {
          data: Buffer.concat(chunks, length).toString('utf8'),
          status: response.statusCode ?? 0,
          statusText: response.statusMessage ?? '',
          headers: AxiosHeaders.from(response.headers as Record<string, string>),
          config,
          request,
        };
        const valid = config.validateStatus;
        if (!valid || valid(answer.status)) resolve(answer);
        else {
          const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
          reject(new AxiosError(`Request failed with status code ${answer.status}`, code, config, request, answer));
        }
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => fail(AxiosError.from(error, error.code, config, request)));
    if (config.timeout) {
      request.setTimeout(config.timeout, () => {
        const code = config.transitional?.clarifyTimeoutError ? AxiosError.ETIMEDOUT : AxiosError.ECONNABORTED;
        fail(new AxiosError(`timeout of ${config.timeout}ms exceeded`, code, config, request));
      });
    }
    const signal = config.signal as AbortSignal | undefined;
    if (signal) {
      const abort = () => fail(new CanceledError(undefined, config, request));
      if (signal.aborted) abort();
      else {
        signal.addEventListener('abort', abort, { once: true });
        request.once('close', () => signal.removeEventListener('abort', abort));
      }
    }
    request.end(body ?? undefined);
  });
