import { context } from '@opentelemetry/api';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../gateway/build.ts';
import { newScope, runInScope } from '../gateway/src/telemetry/requestScope.ts';
import { tracedClient } from '../gateway/src/telemetry/legacySpans.ts';
import { propagationHeaders, startServerSpan, startSpan } from '../gateway/src/telemetry/tracing.ts';
import { startTracing } from '../gateway/src/telemetry/tracingSetup.ts';
import { createLogger } from '../gateway/src/logger.ts';
import type { UpstreamClient } from '../gateway/src/upstream/client.ts';
import { endpoints } from '../gateway/src/upstream/endpoints.ts';
import { HOME_CALLS } from '../tests/support/homeCalls.ts';
import { runLoad, type LoadResult } from '../tests/support/load.ts';
import { median } from '../tests/support/median.ts';
import { startNodeFlags } from '../tests/support/startFlags.ts';
import { closeConnections } from './http.ts';
import { login, viaGateway } from './homeScreen.ts';
import { ServerProcess } from './serverProcess.ts';

/*
 * `npm run bench:tracing`: what OpenTelemetry tracing costs the gateway. The Home query (six legacy
 * calls, public cache off so every request makes them all) through three compiled gateways in
 * front of one stand-in: tracing off (no OTEL endpoint: the default), tracing on with every
 * request sampled, and on with 10 % sampled (parentbased_traceidratio). The spans go over
 * OTLP/HTTP protobuf to a receiver in this process that only counts them. Rounds interleave the
 * scenarios (a different order each round); the table shows medians, gateway CPU per request
 * from /proc.
 *
 * Then, timed in loops apart from the load (which a shared machine blurs): the code every request
 * runs with tracing off (the request scope, the legacy-call wrapper, the correlation headers), and
 * the spans of one Home request with tracing on, per request.
 *
 * BENCH_SECONDS (default 5), BENCH_WARMUP_SECONDS (1), BENCH_ROUNDS (3), BENCH_CONCURRENCY (16).
 */

function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const SECONDS = setting('BENCH_SECONDS', 5);
const WARMUP_SECONDS = setting('BENCH_WARMUP_SECONDS', 1);
const ROUNDS = Math.round(setting('BENCH_ROUNDS', 3));
const CONCURRENCY = Math.round(setting('BENCH_CONCURRENCY', 16));
const BUILD_DIR = fileURLToPath(new URL('../dist/bench/', import.meta.url));

interface Scenario {
  name: string;
  env: Record<string, string>;
  gateway?: ServerProcess;
}

interface Sample {
  result: LoadResult;
  gatewayCpuMs: number;
  exportedBytes: number;
}

/** An OTLP/HTTP receiver that counts what it is sent and answers at once, as a collector would. */
async function startReceiver(): Promise<{ url: string; exports: () => number; bytes: () => number; close(): void }> {
  let exports = 0;
  let bytes = 0;
  const server = createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      exports += 1;
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exports: () => exports,
    bytes: () => bytes,
    close: () => server.close(),
  };
}

async function measure(scenario: Scenario, token: string, exportedBytes: () => number): Promise<Sample> {
  const gateway = scenario.gateway as ServerProcess;
  const operation = viaGateway(gateway.url, token);
  await runLoad(operation, { concurrency: CONCURRENCY, durationMs: WARMUP_SECONDS * 1000 });
  const cpuBefore = gateway.cpuMs();
  const bytesBefore = exportedBytes();
  const result = await runLoad(operation, { concurrency: CONCURRENCY, durationMs: SECONDS * 1000 });
  const done = Math.max(result.operations + result.errors, 1);
  return {
    result,
    gatewayCpuMs: (gateway.cpuMs() - cpuBefore) / done,
    // Exported bytes per request (batches still queued at the end land in the next phase).
    exportedBytes: (exportedBytes() - bytesBefore) / done,
  };
}

/** Nanoseconds per run of `work`, the best of five timed loops (the machine is shared). */
function nanosPer(iterations: number, work: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let loop = 0; loop < 5; loop += 1) {
    const started = process.hrtime.bigint();
    for (let index = 0; index < iterations; index += 1) work();
    best = Math.min(best, Number(process.hrtime.bigint() - started) / iterations);
  }
  return best;
}

/** What tracing-off code adds to one Home request, timed apart from everything else. */
async function offPathCost(): Promise<string> {
  const answer = Promise.resolve({ data: {}, msg: '' });
  const bare: UpstreamClient = {
    baseUrl: 'http://legacy.invalid',
    ping: async () => true,
    call: () => answer as never,
    send: () => answer,
  };
  const wrapped = tracedClient(bare, endpoints);
  const scope = newScope('bench');
  const scopeNs = nanosPer(200_000, () => runInScope(newScope('bench'), () => undefined));
  const headersNs = runInScope(scope, () => nanosPer(200_000, () => propagationHeaders()));
  const bareNs = nanosPer(200_000, () => void bare.call('platformInfo', {}, {}));
  const wrappedNs = runInScope(scope, () => nanosPer(200_000, () => void wrapped.call('platformInfo', {}, {})));
  await answer;
  const calls = HOME_CALLS.length;
  const perRequest = scopeNs + calls * (headersNs + Math.max(wrappedNs - bareNs, 0));
  return [
    '| tracing off: code each request runs | ns |',
    '| --- | ---: |',
    `| request scope (id, AsyncLocalStorage run) | ${scopeNs.toFixed(0)} |`,
    `| correlation headers of one legacy call (X-Request-Id; no traceparent) | ${headersNs.toFixed(0)} |`,
    `| legacy-call wrapper (count, tracing test) | ${Math.max(wrappedNs - bareNs, 0).toFixed(0)} |`,
    `| **one Home request (${calls} calls)** | **${perRequest.toFixed(0)}** (${(perRequest / 1000).toFixed(2)} µs) |`,
  ].join('\n');
}

/**
 * What tracing on adds to one Home request in the gateway's own code, timed apart from the load:
 * the request's span continuing a caller's traceparent, the operation's four spans, six legacy-call
 * spans with their traceparent, all sampled and handed to the batch exporter (which posts them to
 * `receiver` meanwhile, on this same thread, as the gateway does).
 */
async function onPathCost(receiver: string): Promise<string> {
  const tracing = await startTracing(
    {
      endpoint: `${receiver}/v1/traces`,
      protocol: 'http/protobuf',
      serviceName: 'bench',
      sampler: 'always_on',
      samplerRatio: 1,
    },
    createLogger('silent'),
  );
  const answer = Promise.resolve({ data: {}, msg: '' });
  const client = tracedClient(
    {
      baseUrl: 'http://legacy.invalid',
      ping: async () => true,
      // The upstream client adds the propagation headers to every call it sends.
      call: () => (propagationHeaders(), answer as never),
      send: () => answer,
    },
    endpoints,
  );
  const headers = { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' };
  const attributes = { 'http.request.method': 'POST', 'url.path': '/graphql', 'http.route': '/graphql' };
  const oneRequest = async () => {
    const scope = newScope('bench');
    const server = startServerSpan('POST /graphql', headers, attributes);
    if (!server) throw new Error('tracing is not on');
    scope.serverSpan = server.span;
    await context.with(server.context, () =>
      runInScope(scope, async () => {
        const operation = startSpan('query Home', { 'graphql.operation.name': 'Home' });
        scope.innerSpan = operation;
        startSpan('graphql parse', {})?.end();
        startSpan('graphql validate', {})?.end();
        const execute = startSpan('graphql execute', {});
        scope.innerSpan = execute;
        await Promise.all(HOME_CALLS.map((call) => client.call(call.operation, {}, {})));
        execute?.end();
        operation?.end();
      }),
    );
    server.span.end();
  };
  let best = Number.POSITIVE_INFINITY;
  for (let loop = 0; loop < 5; loop += 1) {
    const started = process.hrtime.bigint();
    for (let index = 0; index < 2000; index += 1) await oneRequest();
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 2000);
  }
  await tracing?.shutdown();
  return [
    '| tracing on: spans of one Home request (11, all sampled, exported) | µs |',
    '| --- | ---: |',
    `| request, operation, parse, validate, execute and ${HOME_CALLS.length} legacy-call spans with their traceparent | ${(best / 1000).toFixed(1)} |`,
  ].join('\n');
}

async function main(): Promise<void> {
  // Compiling two bundles takes minutes on a busy machine: most of the budget is for that.
  const budgetMs = (3 * ROUNDS * (SECONDS + WARMUP_SECONDS) * 2 + 600) * 1000;
  setTimeout(() => {
    console.error(`bench: still running after ${budgetMs / 1000} s, giving up`);
    process.exit(2);
  }, budgetMs).unref();

  console.log('bench: compiling the stand-in and gateway processes...');
  mkdirSync(BUILD_DIR, { recursive: true });
  const standInFile = `${BUILD_DIR}standInProcess.js`;
  const gatewayFile = `${BUILD_DIR}gatewayProcess.js`;
  await buildServer(standInFile, fileURLToPath(new URL('./standInProcess.ts', import.meta.url)));
  await buildServer(gatewayFile, fileURLToPath(new URL('./gatewayProcess.ts', import.meta.url)));

  const receiver = await startReceiver();
  const traced = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf' };
  const scenarios: Scenario[] = [
    { name: 'tracing off (no OTEL endpoint, the default)', env: {} },
    { name: 'tracing on, every request sampled', env: { ...traced, OTEL_TRACES_SAMPLER: 'always_on' } },
    {
      name: 'tracing on, 10 % sampled (parentbased_traceidratio 0.1)',
      env: { ...traced, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' },
    },
  ];
  const servers: ServerProcess[] = [];
  try {
    const standIn = await ServerProcess.start(standInFile);
    servers.push(standIn);
    for (const scenario of scenarios) {
      scenario.gateway = await ServerProcess.start(
        gatewayFile,
        { NODE_ENV: 'production', BENCH_UPSTREAM: standIn.url, PUBLIC_CACHE_TTL_MS: '0', ...scenario.env },
        startNodeFlags(),
      );
      servers.push(scenario.gateway);
    }
    const token = await login(standIn.url);
    const samples = new Map<string, Sample[]>(scenarios.map((scenario) => [scenario.name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = scenarios.map((_, index) => scenarios[(index + round) % scenarios.length] as Scenario);
      for (const scenario of order) {
        console.log(`bench: round ${round + 1}/${ROUNDS}: ${scenario.name}`);
        samples.get(scenario.name)?.push(await measure(scenario, token, receiver.bytes));
      }
    }
    const rows = scenarios.map(({ name }) => {
      const taken = samples.get(name) ?? [];
      const of = (pick: (sample: Sample) => number) => median(taken.map(pick));
      return {
        name,
        perSecond: of((sample) => sample.result.perSecond),
        p50Ms: of((sample) => sample.result.p50Ms),
        p99Ms: of((sample) => sample.result.p99Ms),
        cpuMs: of((sample) => sample.gatewayCpuMs),
        exported: of((sample) => sample.exportedBytes),
        errors: taken.reduce((sum, sample) => sum + sample.result.errors, 0),
      };
    });
    const off = rows[0] as (typeof rows)[number];
    const table = [
      `| Home query, public cache off, concurrency ${CONCURRENCY} | requests/s | p50 (ms) | p99 (ms) | gateway CPU ms/request | vs off | OTLP bytes/request | errors |`,
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (row) =>
          `| ${row.name} | ${row.perSecond.toFixed(0)} | ${row.p50Ms.toFixed(1)} | ${row.p99Ms.toFixed(1)} | ${row.cpuMs.toFixed(2)} | ${row === off ? '—' : `${(((row.cpuMs - off.cpuMs) / off.cpuMs) * 100).toFixed(0)} %`} | ${row.exported.toFixed(0)} | ${row.errors} |`,
      ),
    ].join('\n');
    const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
    const offCost = await offPathCost();
    const onCost = await onPathCost(receiver.url);
    console.log(`\n${machine}, ${new Date().toISOString().slice(0, 16)} UTC\n\n${table}\n\n${offCost}\n\n${onCost}\n`);
    if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
  } finally {
    closeConnections();
    await Promise.all(servers.map((server) => server.stop()));
    receiver.close();
  }
}

await main();
