import type { Logger } from 'pino';
import { DEFAULT_MAX_SOCKETS } from './settings.ts';
import type { UpstreamClient } from './clientTypes.ts';
import { composeUpstream } from './compose.ts';
import { createDecoders, type LegacyDecoders } from './decoders.ts';
import type { Endpoint, LegacyOperation } from './endpoints.ts';
import type { ExchangeEvents } from './exchange.ts';
import type { UpstreamResilience } from './resilience/policies.ts';
import { createTransport } from './transport.ts';

export type { UpstreamClient } from './clientTypes.ts';
export type { UpstreamAnswer } from './answers.ts';
export type { ForwardedHeaders } from './exchange.ts';
export { TCP_KEEP_ALIVE_MS } from './pools.ts';

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
   * and however slow, never take a connection GraphQL's calls wait for (UPLOAD_CONCURRENCY, as
   * compose.ts passes it); unbounded unless given.
   */
  uploadSockets?: number;
  /** The decoders of every operation; by default with times read in UTC. */
  decoders?: LegacyDecoders | undefined;
  /** Where refused answers and screened messages are written (operators only). */
  logger?: Logger | undefined;
  /** Breakers, bulkheads and the retry of reads (upstream/resilience/); none without it. */
  resilience?: UpstreamResilience | undefined;
  /** What the inner layers report (each answer, each resend), for the spans around them. */
  events?: ExchangeEvents | undefined;
}

/**
 * The one way the gateway talks to the legacy API: its transport (transport.ts: keep-alive
 * pools, axios, the deadline) under the layers of compose.ts — the session and language headers
 * forwarded, the answer's envelope read tolerantly and its data decoded, and every failure
 * mapped to a stable error code (never a stack, a URL or an upstream's internal message).
 */
export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const { endpoints, decoders = createDecoders('UTC'), logger, resilience, events } = options;
  const transport = createTransport({ ...options, maxSockets: options.maxSockets ?? DEFAULT_MAX_SOCKETS });
  return composeUpstream(transport, { endpoints, decoders, logger, resilience, events });
}
