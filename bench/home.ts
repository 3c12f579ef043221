import { cpus } from 'node:os';
import { closeConnections } from './http.ts';
import { direct, HOME_CALLS, login, viaGateway } from './homeScreen.ts';
import { runLoad, type LoadResult } from './load.ts';
import { ServerProcess } from './serverProcess.ts';

/*
 * `npm run bench`: the Home screen's data through the gateway against the same
 * legacy calls made directly by a client. The stand-in and the gateway each run
 * in a process of their own on loopback (in-memory database, logs silent); this
 * process is the client. Every phase is a closed loop at a fixed concurrency for
 * a fixed time, and the whole run stops by itself.
 *
 * BENCH_SECONDS (default 10), BENCH_WARMUP_SECONDS (2) and BENCH_CONCURRENCY (16)
 * change the load.
 */

function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const SECONDS = setting('BENCH_SECONDS', 10);
const WARMUP_SECONDS = setting('BENCH_WARMUP_SECONDS', 2);
const CONCURRENCY = Math.round(setting('BENCH_CONCURRENCY', 16));

interface Row {
  scenario: string;
  result: LoadResult;
  upstreamPerOperation: string;
}

async function measure(operation: () => Promise<number>): Promise<LoadResult> {
  await runLoad(operation, { concurrency: CONCURRENCY, durationMs: WARMUP_SECONDS * 1000 });
  return runLoad(operation, { concurrency: CONCURRENCY, durationMs: SECONDS * 1000 });
}

/** Measures one gateway configuration, counting the upstream calls of the measured phase only. */
async function measureGateway(gateway: ServerProcess, token: string): Promise<{ result: LoadResult; perOperation: string; cold: number }> {
  const operation = viaGateway(gateway.url, token);
  gateway.command({ type: 'reset' });
  await operation();
  const cold = Object.values(await gateway.counts()).reduce((sum, count) => sum + count, 0);
  await runLoad(operation, { concurrency: CONCURRENCY, durationMs: WARMUP_SECONDS * 1000 });
  gateway.command({ type: 'reset' });
  const result = await runLoad(operation, { concurrency: CONCURRENCY, durationMs: SECONDS * 1000 });
  const counts = await gateway.counts();
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const perOperation = (total / Math.max(result.operations + result.errors, 1)).toFixed(2);
  return { result, perOperation, cold };
}

function table(rows: Row[]): string {
  const lines = [
    '| Home screen data | Requests/s | p50 (ms) | p99 (ms) | Upstream calls per operation | Bytes per operation | Errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { scenario, result, upstreamPerOperation } of rows) {
    lines.push(
      `| ${scenario} | ${result.perSecond.toFixed(0)} | ${result.p50Ms.toFixed(1)} | ${result.p99Ms.toFixed(1)} | ${upstreamPerOperation} | ${Math.round(result.bytesPerOperation)} | ${result.errors} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  // However the run goes, it ends: warm-ups, measurements and start-up, with room to spare.
  const budgetMs = (3 * (SECONDS + WARMUP_SECONDS) + 120) * 1000;
  setTimeout(() => {
    console.error(`bench: still running after ${budgetMs / 1000} s, giving up`);
    process.exit(2);
  }, budgetMs).unref();

  const servers: ServerProcess[] = [];
  try {
    console.log(`bench: starting the stand-in and two gateways (public cache on and off) on loopback...`);
    const standIn = await ServerProcess.start('./standInProcess.ts');
    servers.push(standIn);
    const cached = await ServerProcess.start('./gatewayProcess.ts', { BENCH_UPSTREAM: standIn.url });
    servers.push(cached);
    const uncached = await ServerProcess.start('./gatewayProcess.ts', { BENCH_UPSTREAM: standIn.url, PUBLIC_CACHE_TTL_MS: '0' });
    servers.push(uncached);
    const token = await login(standIn.url);

    const phase = (name: string) =>
      console.log(`bench: ${name}: ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s at concurrency ${CONCURRENCY}`);
    const rows: Row[] = [];

    phase('through the gateway (public cache on, the default)');
    const withCache = await measureGateway(cached, token);
    rows.push({
      scenario: 'One GraphQL query through the gateway (public cache on, the default)',
      result: withCache.result,
      upstreamPerOperation: `${withCache.perOperation} (${withCache.cold} when cold)`,
    });

    phase('through the gateway (public cache off)');
    const withoutCache = await measureGateway(uncached, token);
    rows.push({
      scenario: 'One GraphQL query through the gateway (public cache off)',
      result: withoutCache.result,
      upstreamPerOperation: withoutCache.perOperation,
    });

    phase(`the ${HOME_CALLS.length} REST calls directly against the stand-in`);
    rows.push({
      scenario: `${HOME_CALLS.length} concurrent REST calls straight to the legacy stand-in`,
      result: await measure(direct(standIn.url, token)),
      upstreamPerOperation: String(HOME_CALLS.length),
    });

    const failures = rows.filter((row) => row.result.errors > 0);
    console.log('');
    console.log(
      `Home screen (platform, banners, categories, hot products, hot shops, the signed-in buyer); ` +
        `${CONCURRENCY} concurrent clients, ${SECONDS} s each after a ${WARMUP_SECONDS} s warm-up; ` +
        `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}; ` +
        `client, gateway and stand-in are separate processes on loopback.`,
    );
    console.log('');
    console.log(table(rows));
    console.log('');
    for (const row of failures) console.log(`bench: ${row.scenario}: ${row.result.errors} errors, first: ${row.result.firstError}`);
    process.exitCode = failures.length > 0 ? 1 : 0;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    closeConnections();
  }
}

await main();
