import { GraphQLError } from 'graphql';
import { codeOf } from '../errors.ts';
import type { UpstreamClient } from '../upstream/clientTypes.ts';
import type { GatewayMetrics } from './gatewayMetrics.ts';

function outcome(error: unknown): string {
  return error instanceof GraphQLError ? codeOf(error.extensions, 'UNKNOWN') : 'UNKNOWN';
}

/**
 * The upstream client, timing every legacy call and counting its result by operation. The call
 * is started by the caller and its promise timed here: no closure per call, and the time read
 * twice rather than through prom-client's timer (its own closure, two arrays and a labels copy).
 */
export function instrumentedClient(client: UpstreamClient, metrics: GatewayMetrics): UpstreamClient {
  async function timed<T>(operation: string, started: number, answer: Promise<T>): Promise<T> {
    try {
      const answered = await answer;
      metrics.upstreamCalls.inc({ operation, code: 'ok' });
      return answered;
    } catch (error) {
      metrics.upstreamCalls.inc({ operation, code: outcome(error) });
      throw error;
    } finally {
      metrics.upstreamDuration.observe({ operation }, (performance.now() - started) / 1000);
    }
  }
  return {
    baseUrl: client.baseUrl,
    ping: () => client.ping(),
    call: (operation, params, headers, options) =>
      timed(operation, performance.now(), client.call(operation, params, headers, options)),
    send: (operation, body, headers) => timed(operation, performance.now(), client.send(operation, body, headers)),
  };
}
