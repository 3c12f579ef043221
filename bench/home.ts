import { mkdirSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../gateway/build.ts';
import { buildBaseline } from './baselineBuild.ts';
import { closeConnections } from './http.ts';
import { direct, login, oneCallDirect, oneCallViaGateway, viaGateway, viaMinimalServer } from './homeScreen.ts';
import { HOME_CALLS } from '../tests/support/homeCalls.ts';
import { runLoad, type LoadResult } from '../tests/support/load.ts';
import { median } from '../tests/support/median.ts';
import { processCpuMs } from '../tests/support/processCpu.ts';
import { ServerProcess } from './serverProcess.ts';
import { startNodeFlags } from '../tests/support/startFlags.ts';
import { startRedisServer, type RedisServer } from '../tests/support/redisServer.ts';

/*
 * `npm run bench`: the Home screen's data as ONE GraphQL query through the gateway
 * (public cache on, and off) against the same six legacy calls made directly by a
 * client, plus a one-call query against its one REST call. Two references run in the
 * same rounds: a minimal graphql-js server making the six calls (minimalGraphqlProcess.ts)
 * and the floor, the gateway's own stack with nothing of its layers around it
 * (bareStackProcess.ts). The stand-in and the servers run compiled, each in a process of its own on loopback (in-memory
 * database, logs silent); this process is the client.
 *
 * The machine is shared, so one pass proves little: the scenarios run in
 * interleaved rounds (a different order each round) and the tables show medians.
 * Each phase is a closed loop at a fixed concurrency for a fixed time; CPU per
 * operation is what the kernel charged the gateway and the stand-in processes
 * (/proc/<pid>/stat) and this client process (process.cpuUsage) during the phase,
 * divided by its operations. Each runs one JavaScript thread and they share the machine's
 * cores, so the busiest process and their sum bound the throughput of each scenario, and
 * the ratios between scenarios.
 *
 * BENCH_SECONDS (default 5), BENCH_WARMUP_SECONDS (1), BENCH_ROUNDS (3),
 * BENCH_CONCURRENCY (16,64) change the load; BENCH_CPU_PROF=<dir> writes a
 * --cpu-prof profile of each gateway there. BENCH_BASELINE=<checkout> also runs
 * the gateway of another checkout (e.g. an export of main) in the same rounds,
 * so a change is measured against its baseline under the same load.
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
const CONCURRENCIES = (process.env['BENCH_CONCURRENCY'] || '16,64').split(',').map((value) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0)
    throw new Error(`BENCH_CONCURRENCY must list whole numbers, got "${value}"`);
  return number;
});
const CPU_PROFILE_DIR = process.env['BENCH_CPU_PROF'];
const BASELINE = process.env['BENCH_BASELINE'];

const BUILD_DIR = fileURLToPath(new URL('../dist/bench/', import.meta.url));

/**
 * Every gateway runs as production runs it (docs/operating.md, "Deploy": `NODE_ENV=production`, with
 * `npm start`'s Node flags): graphql-js, among others, does extra checks on every type test outside production.
 */
const GATEWAY_ENV = { NODE_ENV: 'production' };

/** The gateway on both cores too (GATEWAY_WORKERS), with the Redis that several workers need. */
const WORKERS = 2;

interface Scenario {
  name: string;
  operation: () => Promise<number>;
  /** The gateway it goes through, if any (its upstream calls are counted). */
  gateway?: ServerProcess;
}

interface Sample {
  result: LoadResult;
  gatewayCpuMs: number;
  standInCpuMs: number;
  /** This process's CPU per operation: the load generator is the client. */
  clientCpuMs: number;
  upstreamCalls: number;
}

interface Summary {
  name: string;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  gatewayCpuMs: number;
  /** The lowest and highest of the rounds: how much the load of the moment moved it. */
  gatewayCpuRange: [number, number];
  standInCpuMs: number;
  clientCpuMs: number;
  upstreamCalls: number;
  bytes: number;
  errors: number;
  firstError: string | undefined;
}

async function measure(scenario: Scenario, concurrency: number, standIn: ServerProcess): Promise<Sample> {
  await runLoad(scenario.operation, { concurrency, durationMs: WARMUP_SECONDS * 1000 });
  scenario.gateway?.command({ type: 'reset' });
  const gatewayBefore = scenario.gateway ? scenario.gateway.cpuMs() : 0;
  const standInBefore = processCpuMs(standIn.pid);
  const clientBefore = process.cpuUsage();
  const result = await runLoad(scenario.operation, { concurrency, durationMs: SECONDS * 1000 });
  const client = process.cpuUsage(clientBefore);
  const gatewayCpu = scenario.gateway ? scenario.gateway.cpuMs() - gatewayBefore : 0;
  const standInCpu = processCpuMs(standIn.pid) - standInBefore;
  const counts = scenario.gateway ? await scenario.gateway.counts() : {};
  const done = Math.max(result.operations + result.errors, 1);
  const calls = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return {
    result,
    gatewayCpuMs: gatewayCpu / done,
    standInCpuMs: standInCpu / done,
    clientCpuMs: (client.user + client.system) / 1000 / done,
    upstreamCalls: calls / done,
  };
}

/** Runs every scenario ROUNDS times, rotating the order each round, and answers the medians. */
async function rounds(scenarios: Scenario[], concurrency: number, standIn: ServerProcess): Promise<Summary[]> {
  const samples = new Map<string, Sample[]>(scenarios.map((scenario) => [scenario.name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = scenarios.map((_, index) => scenarios[(index + round) % scenarios.length] as Scenario);
    for (const scenario of order) {
      console.log(`bench: concurrency ${concurrency}, round ${round + 1}/${ROUNDS}: ${scenario.name}`);
      samples.get(scenario.name)?.push(await measure(scenario, concurrency, standIn));
    }
  }
  return scenarios.map(({ name }) => {
    const taken = samples.get(name) ?? [];
    const of = (pick: (sample: Sample) => number) => median(taken.map(pick));
    return {
      name,
      perSecond: of((sample) => sample.result.perSecond),
      p50Ms: of((sample) => sample.result.p50Ms),
      p99Ms: of((sample) => sample.result.p99Ms),
      gatewayCpuMs: of((sample) => sample.gatewayCpuMs),
      gatewayCpuRange: [
        Math.min(...taken.map((sample) => sample.gatewayCpuMs)),
        Math.max(...taken.map((sample) => sample.gatewayCpuMs)),
      ],
      standInCpuMs: of((sample) => sample.standInCpuMs),
      clientCpuMs: of((sample) => sample.clientCpuMs),
      upstreamCalls: of((sample) => sample.upstreamCalls),
      bytes: of((sample) => sample.result.bytesPerOperation),
      errors: taken.reduce((sum, sample) => sum + sample.result.errors, 0),
      firstError: taken.find((sample) => sample.result.firstError)?.result.firstError,
    };
  });
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

/** CPU per operation of every process taking part (the gateway's is 0 without one). */
const allCpuMs = (row: Summary) => row.gatewayCpuMs + row.standInCpuMs + row.clientCpuMs;

function table(title: string, rows: Summary[], withGateway: (row: Summary) => boolean): string {
  const lines = [
    `| ${title} | requests/s | p50 (ms) | p99 (ms) | gateway CPU ms/op (rounds' range) | stand-in CPU ms/op | client CPU ms/op | all CPU ms/op | upstream calls/op | bytes/op | errors |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of rows) {
    const gateway = withGateway(row);
    lines.push(
      `| ${row.name} | ${fixed(row.perSecond, 0)} | ${fixed(row.p50Ms, 1)} | ${fixed(row.p99Ms, 1)} | ${gateway ? `${fixed(row.gatewayCpuMs, 2)} (${fixed(row.gatewayCpuRange[0], 2)}–${fixed(row.gatewayCpuRange[1], 2)})` : '—'} | ${fixed(row.standInCpuMs, 2)} | ${fixed(row.clientCpuMs, 2)} | ${fixed(allCpuMs(row), 2)} | ${gateway ? fixed(row.upstreamCalls, 2) : String(HOME_CALLS.length)} | ${Math.round(row.bytes)} | ${row.errors} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const phases = CONCURRENCIES.length * ROUNDS * (BASELINE ? 9 : 7) + ROUNDS * 2;
  const budgetMs = (phases * (SECONDS + WARMUP_SECONDS) + 180) * 1000;
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
  const minimalFile = `${BUILD_DIR}minimalGraphqlProcess.js`;
  await buildServer(minimalFile, fileURLToPath(new URL('./minimalGraphqlProcess.ts', import.meta.url)));
  const bareFile = `${BUILD_DIR}bareStackProcess.js`;
  await buildServer(bareFile, fileURLToPath(new URL('./bareStackProcess.ts', import.meta.url)));
  // Every GraphQL server runs with `npm start`'s Node flags (the reference too: like for like).
  const profiling = (name: string) => [
    ...startNodeFlags(),
    ...(CPU_PROFILE_DIR
      ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`, `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`]
      : []),
  ];

  const servers: ServerProcess[] = [];
  let redis: RedisServer | undefined;
  try {
    console.log(
      'bench: starting the stand-in, the gateways (public cache on and off, and on with two workers and Redis), the reference and the floor on loopback...',
    );
    const standIn = await ServerProcess.start(standInFile);
    servers.push(standIn);
    const cached = await ServerProcess.start(
      gatewayFile,
      { ...GATEWAY_ENV, BENCH_UPSTREAM: standIn.url },
      profiling('gateway-cache-on'),
    );
    servers.push(cached);
    const uncached = await ServerProcess.start(
      gatewayFile,
      { ...GATEWAY_ENV, BENCH_UPSTREAM: standIn.url, PUBLIC_CACHE_TTL_MS: '0' },
      profiling('gateway-cache-off'),
    );
    servers.push(uncached);
    const minimal = await ServerProcess.start(
      minimalFile,
      { NODE_ENV: 'production', BENCH_UPSTREAM: standIn.url },
      profiling('minimal-graphql'),
    );
    servers.push(minimal);
    const bareProcess = (name: 'on' | 'off', ttl: string) =>
      ServerProcess.start(
        bareFile,
        { BENCH_UPSTREAM: standIn.url, PUBLIC_CACHE_TTL_MS: ttl },
        profiling(`bare-cache-${name}`),
      );
    const bareCached = await bareProcess('on', '30000');
    servers.push(bareCached);
    const bareUncached = await bareProcess('off', '0');
    servers.push(bareUncached);
    redis = await startRedisServer();
    const pooled = await ServerProcess.start(
      gatewayFile,
      { ...GATEWAY_ENV, BENCH_UPSTREAM: standIn.url, BENCH_WORKERS: String(WORKERS), REDIS_URL: redis.url },
      startNodeFlags(),
    );
    servers.push(pooled);
    const token = await login(standIn.url);
    const baseline: Scenario[] = [];
    if (BASELINE) {
      const baselineFile = await buildBaseline(BASELINE);
      for (const [name, ttl] of [
        ['on', '30000'],
        ['off', '0'],
      ] as const) {
        const gateway = await ServerProcess.start(
          baselineFile,
          { ...GATEWAY_ENV, BENCH_UPSTREAM: standIn.url, PUBLIC_CACHE_TTL_MS: ttl },
          profiling(`baseline-cache-${name}`),
        );
        servers.push(gateway);
        baseline.push({
          name: `baseline (${BASELINE}): public cache ${name}`,
          operation: viaGateway(gateway.url, token),
          gateway,
        });
      }
    }

    const DIRECT = `the ${HOME_CALLS.length} REST calls, concurrently, straight to the stand-in`;
    const CACHE_ON = 'one GraphQL query through the gateway, public cache on (the default)';
    const CACHE_OFF = 'one GraphQL query through the gateway, public cache off';
    const MINIMAL =
      'reference: one query through a minimal graphql-js server (no cache, checks or decoding), the same 6 calls';
    const BARE =
      "floor: the gateway's schema, resolvers, cache and client on bare Apollo Server + Express (no logging, limits, headers or metrics), public cache";
    const BARE_ON = `${BARE} on`;
    const BARE_OFF = `${BARE} off`;
    const CACHE_ON_WORKERS = `one GraphQL query through the gateway, public cache on, ${WORKERS} worker processes (GATEWAY_WORKERS=${WORKERS}, Redis)`;
    const home: Scenario[] = [
      { name: DIRECT, operation: direct(standIn.url, token) },
      { name: CACHE_ON, operation: viaGateway(cached.url, token), gateway: cached },
      { name: CACHE_OFF, operation: viaGateway(uncached.url, token), gateway: uncached },
      { name: CACHE_ON_WORKERS, operation: viaGateway(pooled.url, token), gateway: pooled },
      { name: MINIMAL, operation: viaMinimalServer(minimal.url, token), gateway: minimal },
      { name: BARE_ON, operation: viaGateway(bareCached.url, token), gateway: bareCached },
      { name: BARE_OFF, operation: viaGateway(bareUncached.url, token), gateway: bareUncached },
      ...baseline,
    ];
    const report: string[] = [];
    const failures: Summary[] = [];
    for (const concurrency of CONCURRENCIES) {
      const rows = await rounds(home, concurrency, standIn);
      failures.push(...rows.filter((row) => row.errors > 0));
      const by = (name: string) => rows.find((row) => row.name === name) as Summary;
      const ratio = (name: string) => by(name).perSecond / by(DIRECT).perSecond;
      // Operations per ms a scenario could reach at most: every process runs one JavaScript thread
      // (one core at most), and all of them together have the machine's cores.
      // The worker pool's gateway CPU is spread over its workers' threads.
      const perThread = (row: Summary) =>
        row.name === CACHE_ON_WORKERS ? row.gatewayCpuMs / WORKERS : row.gatewayCpuMs;
      const capacity = (row: Summary) =>
        Math.min(cpus().length / allCpuMs(row), 1 / Math.max(perThread(row), row.standInCpuMs, row.clientCpuMs));
      const ceiling = (name: string) => capacity(by(name)) / capacity(by(DIRECT));
      const limit = (row: Summary) => {
        const busiest = Math.max(perThread(row), row.standInCpuMs, row.clientCpuMs);
        if (cpus().length / allCpuMs(row) <= 1 / busiest) return `all ${cpus().length} cores`;
        return busiest === perThread(row)
          ? row.name === CACHE_ON_WORKERS
            ? "each gateway worker's thread"
            : "the gateway's one thread"
          : busiest === row.standInCpuMs
            ? "the stand-in's one thread"
            : "the client's one thread";
      };
      report.push(
        `Home screen, ${concurrency} concurrent clients:`,
        '',
        table('Home screen data', rows, (row) => row.name !== DIRECT),
        '',
        `Throughput against direct REST: cache off ${fixed(ratio(CACHE_OFF), 2)}× (target ≥ 0.9×), ` +
          `cache on ${fixed(ratio(CACHE_ON), 2)}× (target ≥ 3×). Gateway CPU per Home: ` +
          `${fixed(by(CACHE_OFF).gatewayCpuMs, 2)} ms cache off (target ≤ 2.0), ${fixed(by(CACHE_ON).gatewayCpuMs, 2)} ms cache on (target ≤ 0.8). ` +
          `With these CPU figures (each process one thread, all of them ${cpus().length} cores) the ratios could reach at most ` +
          `${fixed(ceiling(CACHE_OFF), 2)}× cache off (bound by ${limit(by(CACHE_OFF))}) and ${fixed(ceiling(CACHE_ON), 2)}× cache on ` +
          `(bound by ${limit(by(CACHE_ON))}; direct REST by ${limit(by(DIRECT))}). ` +
          `The minimal graphql-js server of the reference: ${fixed(ratio(MINIMAL), 2)}× with ${fixed(by(MINIMAL).gatewayCpuMs, 2)} ms of its own CPU per Home. ` +
          `The floor (the same stack with nothing of the gateway's around it): cache on ${fixed(ratio(BARE_ON), 2)}× with ` +
          `${fixed(by(BARE_ON).gatewayCpuMs, 2)} ms per Home, cache off ${fixed(ratio(BARE_OFF), 2)}× with ${fixed(by(BARE_OFF).gatewayCpuMs, 2)} ms. ` +
          `With ${WORKERS} worker processes the cache-on gateway reaches ${fixed(ratio(CACHE_ON_WORKERS), 2)}× (target ≥ 3×; at most ` +
          `${fixed(ceiling(CACHE_ON_WORKERS), 2)}×, bound by ${limit(by(CACHE_ON_WORKERS))}), with ${fixed(by(CACHE_ON_WORKERS).gatewayCpuMs, 2)} ms of CPU per Home across its processes.`,
        '',
      );
    }

    // Latency added by the gateway to a single call, one request at a time.
    const oneCall = await rounds(
      [
        {
          name: 'the one REST call (user info) straight to the stand-in',
          operation: oneCallDirect(standIn.url, token),
        },
        {
          name: 'one GraphQL query with one upstream call (me)',
          operation: oneCallViaGateway(uncached.url, token),
          gateway: uncached,
        },
      ],
      1,
      standIn,
    );
    failures.push(...oneCall.filter((row) => row.errors > 0));
    const [straight, through] = oneCall as [Summary, Summary];
    report.push(
      'One call, one client at a time:',
      '',
      table('One call', oneCall, (row) => row === through).replaceAll(`| ${HOME_CALLS.length} | `, '| 1 | '),
      '',
      `The gateway adds ${fixed(through.p50Ms - straight.p50Ms, 2)} ms at p50 to a one-call query (target ≤ +0.7 ms).`,
    );

    console.log('');
    console.log(
      `Medians of ${ROUNDS} interleaved rounds, ${SECONDS} s each after a ${WARMUP_SECONDS} s warm-up; ` +
        `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, ` +
        `${new Date().toISOString().slice(0, 10)}; client, gateways and stand-in are separate processes on loopback.`,
    );
    console.log('');
    console.log(report.join('\n'));
    console.log('');
    for (const row of failures) console.log(`bench: ${row.name}: ${row.errors} errors, first: ${row.firstError}`);
    process.exitCode = failures.length > 0 ? 1 : 0;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await redis?.stop();
    closeConnections();
  }
}

await main();
