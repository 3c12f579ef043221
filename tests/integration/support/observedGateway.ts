import { freePort } from '../../support/freePort.ts';
import { startGatewayProcess, type GatewayProcess } from './gatewayProcess.ts';

export interface GraphQLReply {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** A gateway process, with what a test of its shared state asks it: GraphQL, /readyz and /metrics. */
export interface ObservedGateway extends GatewayProcess {
  gql(body: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphQLReply>;
  readiness(): Promise<Record<string, unknown>>;
  /** The value of one sample of /metrics (`name{labels}` as written there), or undefined when absent. */
  metric(sample: string): Promise<number | undefined>;
  /** The lines of /metrics about `name`. */
  metricLines(name: string): Promise<string[]>;
}

/**
 * One gateway as its own process (its event loop its own: the stand-in's password hashing in the
 * test's process cannot delay its Redis PINGs), with its metrics on a port of its own.
 */
export async function startObservedGateway(legacyUrl: string, env: Record<string, string>): Promise<ObservedGateway> {
  const metricsPort = await freePort();
  const process = await startGatewayProcess(legacyUrl, {
    LOG_LEVEL: 'info',
    METRICS_PORT: String(metricsPort),
    METRICS_HOST: '127.0.0.1',
    ...env,
  });
  const metricsText = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return {
    ...process,
    async gql(body, headers = {}) {
      const response = await fetch(`${process.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: 'en', ...headers },
        body: JSON.stringify(body),
      });
      return (await response.json()) as GraphQLReply;
    },
    async readiness() {
      return (await (await fetch(`${process.url}/readyz`)).json()) as Record<string, unknown>;
    },
    async metric(sample) {
      const line = (await metricsText()).split('\n').find((candidate) => candidate.startsWith(`${sample} `));
      return line === undefined ? undefined : Number(line.slice(sample.length + 1));
    },
    async metricLines(name) {
      return (await metricsText()).split('\n').filter((line) => line.startsWith(name));
    },
  };
}

/** The code of a reply's first error, if any. */
export const errorCode = (reply: GraphQLReply) => reply.errors?.[0]?.extensions?.['code'];
