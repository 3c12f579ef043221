import { GraphQLError } from 'graphql';
import { codeOf } from '../errors.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import type { GatewayMetrics } from './gatewayMetrics.ts';

function outcome(error: unknown): string {
  return error instanceof GraphQLError ? codeOf(error.extensions, 'UNKNOWN') : 'UNKNOWN';
}

/** The upstream client, timing every legacy call and counting its result by operation. */
export function instrumentedClient(client: UpstreamClient, metrics: GatewayMetrics): UpstreamClient {
  async function timed<T>(operation: string, call: () => Promise<T>): Promise<T> {
    const stop = metrics.upstreamDuration.startTimer({ operation });
    try {
      const answer = await call();
      metrics.upstreamCalls.inc({ operation, code: 'ok' });
      return answer;
    } catch (error) {
      metrics.upstreamCalls.inc({ operation, code: outcome(error) });
      throw error;
    } finally {
      stop();
    }
  }
  return {
    baseUrl: client.baseUrl,
    ping: () => client.ping(),
    call: (operation, params, headers, options) =>
      timed(operation, () => client.call(operation, params, headers, options)),
    send: (operation, body, headers) => timed(operation, () => client.send(operation, body, headers)),
  };
}
