import type { AxiosRequestConfig } from 'axios';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.ts';
import { instrumentedClient } from '../metrics/instrumentedClient.ts';
import type { GatewayMetrics } from '../metrics/gatewayMetrics.ts';
import { legacySpanEvents, tracedClient } from '../telemetry/legacySpans.ts';
import { readingAnswers, type UpstreamAnswer } from './answers.ts';
import type { UpstreamClient } from './clientTypes.ts';
import { createDecoders, type LegacyDecoders } from './decoders.ts';
import { decoding } from './decoding.ts';
import type { Endpoint, LegacyOperation } from './endpoints.ts';
import { legacyHeaders, NO_DEADLINE, type ExchangeEvents, type Send } from './exchange.ts';
import type { UpstreamResilience } from './resilience/policies.ts';
import { retryingReads } from './resilience/readRetry.ts';
import { cleanBody } from './serializeParams.ts';
import { createTransport, type UpstreamTransport } from './transport.ts';

interface Layers {
  endpoints: Record<LegacyOperation, Endpoint>;
  decoders: LegacyDecoders;
  logger?: Logger | undefined;
  resilience?: UpstreamResilience | undefined;
  events?: ExchangeEvents | undefined;
}

/**
 * The upstream client's layers, in the one place they are put together, innermost first: the
 * transport's sending, the envelope read and its message screened, the retry of a read, the
 * breaker and bulkhead, the deadline around all of them; decoding last, for `call`. Each wraps
 * the one before it and knows nothing of those around it; what it reports goes to `events`.
 */
export function composeUpstream(
  transport: UpstreamTransport,
  { endpoints, decoders, logger, resilience, events }: Layers,
): UpstreamClient {
  let exchange: Send<UpstreamAnswer<unknown>> = readingAnswers(transport.send, { logger, events });
  if (resilience?.retryReads) exchange = retryingReads(exchange, logger, events);
  if (resilience) exchange = resilience.around(exchange);
  exchange = transport.withDeadline(exchange);
  const decode = decoding(decoders, logger);
  const uploads = transport.agent('uploads');

  return {
    baseUrl: transport.baseUrl,
    pool: () => transport.pool(),
    ping: () => transport.ping(),
    async call(operation, params, headers, options) {
      const endpoint = endpoints[operation];
      const values = params as Record<string, unknown>;
      const sent = legacyHeaders(headers as Record<string, string | undefined>);
      let request: AxiosRequestConfig;
      if (endpoint.method === 'GET') {
        request = { method: 'GET', url: endpoint.path, headers: sent, params: values, signal: undefined };
      } else {
        sent['content-type'] = 'application/json';
        request = {
          method: endpoint.method,
          url: endpoint.path,
          headers: sent,
          data: cleanBody(values),
          signal: undefined,
        };
      }
      const again = options?.read === true && endpoint.idempotent === true;
      const answer = await exchange({ operation, request, headers, again, deadline: NO_DEADLINE, endsAt: 0 });
      return decode(operation, answer);
    },
    async send(operation, body, headers) {
      const { method, path } = endpoints[operation];
      const request = {
        method,
        url: path,
        headers: legacyHeaders(headers),
        data: body,
        httpAgent: uploads,
        httpsAgent: uploads,
        signal: undefined,
      };
      return exchange({ operation, request, headers, again: false, deadline: NO_DEADLINE, endsAt: 0 });
    },
  };
}

/** The gateway's upstream: its client for the calls, and the transport the other entries share. */
interface ConfiguredUpstream {
  client: UpstreamClient;
  transport: UpstreamTransport;
}

/** The gateway's observers of its calls: spans and metrics around the client, and the tests' own wrapping. */
interface Observers {
  metrics: GatewayMetrics;
  wrapClient?: ((client: UpstreamClient) => UpstreamClient) | undefined;
}

/**
 * The upstream as the configuration sets it up: the transport and the client's layers; with
 * `observed` (the gateway), each call counted and timed (metrics/instrumentedClient.ts) and,
 * tracing on, in a span of its own (telemetry/legacySpans.ts), both from outside. Without it,
 * the bare client (the bench's floor builds the very same).
 */
export function configuredUpstream(
  config: GatewayConfig,
  upstreamUrl: string,
  endpoints: Record<LegacyOperation, Endpoint>,
  logger: Logger,
  resilience?: UpstreamResilience,
  observed?: Observers,
): ConfiguredUpstream {
  const events = observed ? legacySpanEvents : undefined;
  const transport = createTransport({
    baseUrl: upstreamUrl,
    timeoutMs: config.upstreamTimeoutMs,
    maxSockets: config.upstreamMaxSockets,
    uploadSockets: config.uploads.concurrency,
    logger,
    events,
  });
  const decoders = createDecoders(config.legacyTimeZone);
  const client = composeUpstream(transport, { endpoints, decoders, logger, resilience, events });
  if (!observed) return { client, transport };
  observed.metrics.watchUpstreamPool(() => transport.pool());
  const watched = instrumentedClient(tracedClient(client, endpoints), observed.metrics);
  return { client: observed.wrapClient ? observed.wrapClient(watched) : watched, transport };
}
