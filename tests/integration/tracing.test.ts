import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import { startTracing } from '../../gateway/src/telemetry/tracingSetup.ts';
import { HOME_CALLS, HOME_QUERY } from '../support/homeCalls.ts';
import { startRedisServer, type RedisServer } from '../support/redisServer.ts';
import { startStandIn, type StandIn } from '../legacy/support/standIn.ts';
import { headerValues, startRecordingRelay, type RecordingRelay } from './support/recordingRelay.ts';
import { endpoints } from '../../gateway/src/upstream/endpoints.ts';

/*
 * Tracing on, end to end: the gateway exports its spans over OTLP/HTTP (JSON) to a receiver in
 * this test, in front of the seeded stand-in with a relay that keeps what crossed the wire.
 */

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: OtlpValue }>;
}
interface OtlpExport {
  resourceSpans: Array<{
    resource: { attributes: Array<{ key: string; value: OtlpValue }> };
    scopeSpans: Array<{ spans: OtlpSpan[] }>;
  }>;
}

const received: OtlpExport[] = [];
const contentTypes: string[] = [];
let receiver: Server;
let legacy: StandIn;
let redis: RedisServer;
let relay: RecordingRelay;
let gateway: Gateway;
let url: string;
let stopTracing: (() => Promise<void>) | undefined;
let flush: () => Promise<void> = async () => {};

function spans(): OtlpSpan[] {
  return received.flatMap((body) =>
    body.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
  );
}

function attribute(span: OtlpSpan, key: string): string | number | boolean | undefined {
  const value = span.attributes.find((item) => item.key === key)?.value;
  if (!value) return undefined;
  return (
    value.stringValue ??
    (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue))
  );
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      contentTypes.push(req.headers['content-type'] ?? '');
      if (req.url === '/v1/traces') received.push(JSON.parse(Buffer.concat(chunks).toString()) as OtlpExport);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  redis = await startRedisServer();
  const config = readConfig({
    REDIS_URL: redis.url,
    LOG_LEVEL: 'silent',
    SHED_LAG_MS: '0',
    METRICS_PORT: '0',
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_SERVICE_NAME: 'gateway-under-test',
  });
  const logger = createLogger('silent');
  const tracing = await startTracing(config.tracing, logger);
  if (!tracing) throw new Error('tracing did not start');
  stopTracing = () => tracing.shutdown();
  flush = () => tracing.flush();
  legacy = await startStandIn();
  relay = await startRecordingRelay(legacy.url);
  gateway = await createGateway({ config, upstreamUrl: relay.url, logger });
  url = (await gateway.listen(0, '127.0.0.1')).url;
  // The public cache asks Redis only once it is connected (as long as that takes on a busy machine).
  while (gateway.redis.state() !== 'up') await new Promise((resolve) => setTimeout(resolve, 20));
});

afterAll(async () => {
  await gateway?.close();
  await stopTracing?.();
  await relay?.close();
  await legacy?.close();
  await redis?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('tracing (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
  const callerSpan = '00f067aa0ba902b7';
  let token: string;
  let home: Response;

  beforeAll(async () => {
    token = await legacy.login();
    relay.reset();
    home = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        token,
        traceparent: `00-${callerTrace}-${callerSpan}-01`,
        'x-request-id': 'home-1',
      },
      body: JSON.stringify({ query: HOME_QUERY, operationName: 'Home' }),
    });
    expect(home.status).toBe(200);
    await home.json();
    await flush();
  });

  it('exports the spans of a Home query over OTLP/HTTP JSON, under the service name', () => {
    expect(contentTypes.every((type) => type.startsWith('application/json'))).toBe(true);
    const service = received[0]?.resourceSpans[0]?.resource.attributes.find((item) => item.key === 'service.name');
    expect(service?.value.stringValue).toBe('gateway-under-test');
    const names = spans()
      .filter((span) => span.traceId === callerTrace)
      .map((span) => span.name);
    expect(names).toEqual(
      expect.arrayContaining(['POST /graphql', 'query Home', 'graphql parse', 'graphql validate', 'graphql execute']),
    );
    for (const call of HOME_CALLS) {
      const { method, path } = endpoints[call.operation];
      expect(names).toContain(`${method} ${path}`);
    }
  });

  it("traces the request's Redis commands by name only, inside its trace", () => {
    const commands = spans().filter((span) => span.traceId === callerTrace && span.name.startsWith('redis '));
    // The public cache looked each public answer up in Redis (and stored it there).
    expect(commands.map((span) => span.name)).toEqual(expect.arrayContaining(['redis GET', 'redis SET']));
    for (const span of commands) {
      expect(span.attributes.map((item) => item.key).sort()).toEqual(['db.operation.name', 'db.system.name']);
    }
  });

  it("continues the caller's traceparent, and nests the legacy calls under the operation's execution", () => {
    const traced = spans().filter((span) => span.traceId === callerTrace);
    const server = traced.find((span) => span.name === 'POST /graphql');
    expect(server?.parentSpanId).toBe(callerSpan);
    expect(attribute(server!, 'http.response.status_code')).toBe(200);
    expect(attribute(server!, 'http.request.id')).toBe('home-1');
    const operation = traced.find((span) => span.name === 'query Home');
    expect(operation?.parentSpanId).toBe(server?.spanId);
    expect(attribute(operation!, 'graphql.operation.name')).toBe('Home');
    expect(attribute(operation!, 'graphql.operation.type')).toBe('query');
    expect(attribute(operation!, 'graphql.document.hash')).toMatch(/^[0-9a-f]{64}$/);
    const execute = traced.find((span) => span.name === 'graphql execute');
    expect(execute?.parentSpanId).toBe(operation?.spanId);
    const userInfo = traced.find((span) => span.name === `GET ${endpoints.getUserInfo.path}`);
    expect(userInfo?.parentSpanId).toBe(execute?.spanId);
    expect(userInfo?.kind).toBe(3); // SPAN_KIND_CLIENT
    expect(attribute(userInfo!, 'url.template')).toBe(endpoints.getUserInfo.path);
    expect(attribute(userInfo!, 'http.response.status_code')).toBe(200);
    expect(attribute(userInfo!, 'legacy.envelope_code')).toBe('1');
  });

  it('sends the legacy API a traceparent of the same trace, and the request id, on every call', () => {
    const requests = relay.requests();
    expect(requests.length).toBe(HOME_CALLS.length);
    const legacySpanIds = new Set(
      spans()
        .filter((span) => span.kind === 3)
        .map((span) => span.spanId),
    );
    for (const request of requests) {
      const [traceparent] = headerValues(request, 'traceparent');
      const [, traceId, spanId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(traceparent ?? '') ?? [];
      expect(traceId, request.target).toBe(callerTrace);
      // The call's own span is the parent the legacy API sees.
      expect(legacySpanIds.has(spanId ?? '')).toBe(true);
      expect(headerValues(request, 'x-request-id')).toEqual(['home-1']);
    }
    expect(home.headers.get('x-request-id')).toBe('home-1');
  });

  it('starts a trace of its own for a request without traceparent', async () => {
    const before = new Set(spans().map((span) => span.traceId));
    const answer = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ platform { name } }' }),
    });
    await answer.json();
    await flush();
    const server = spans().find((span) => span.name === 'POST /graphql' && !before.has(span.traceId));
    expect(server).toBeDefined();
    expect(server?.parentSpanId ?? '').toBe('');
  });

  it('puts no token, password or payment code in any span', async () => {
    const password = 'demo123';
    const login = await fetch(`${url}/graphql?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({
        query:
          'mutation Login($account: String!, $password: String!) { login(account: $account, password: $password) { token } }',
        variables: { account: 'demo', password },
      }),
    });
    const fresh = ((await login.json()) as { data?: { login?: { token?: string } } }).data?.login?.token;
    expect(fresh).toBeTruthy();
    await flush();
    const values = spans().flatMap((span) => [span.name, ...span.attributes.map((item) => JSON.stringify(item.value))]);
    expect(values.length).toBeGreaterThan(20);
    for (const value of values) {
      expect(value).not.toContain(token);
      expect(value).not.toContain(fresh);
      expect(value).not.toContain(password);
      expect(value).not.toContain('123456');
    }
  });
});
