import type { UpstreamAnswer } from './answers.ts';
import type { Decoded } from './decoders.ts';
import type { LegacyOperation } from './endpoints.ts';
import type { ForwardedHeaders } from './exchange.ts';
import type { LegacyParams } from './types.ts';

/*
 * What the upstream client is to the code that uses it and to the layers that wrap it from outside
 * (metrics, spans): apart from client.ts, which builds one, so that those layers and compose.ts,
 * which stacks them, import no module that imports them.
 */

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
