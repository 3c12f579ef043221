import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../gateway/build.ts';
import { buildBaseline } from './baselineBuild.ts';
import { closeConnections } from './http.ts';
import { login, oneCallViaGateway, viaGateway } from './homeScreen.ts';
import { runLoad } from '../tests/support/load.ts';
import { median } from '../tests/support/median.ts';
import { processCpuMs } from '../tests/support/processCpu.ts';
import { ServerProcess } from './serverProcess.ts';
import { startNodeFlags } from '../tests/support/startFlags.ts';

/*
 * `npm run bench:compare` (BENCH_BASELINE=<checkout> required): this checkout's gateway
 * against another's, side by side — both loaded AT THE SAME TIME, with the same load, in
 * front of one stand-in, so whatever else the machine runs weighs on both alike. Each
 * round answers the ratio of their CPU per operation (this / baseline); the medians of
 * those ratios are printed for the Home query (public cache on and off) and the one-call
 * query. On a shared machine this resolves differences of a few per cent that `npm run
 * bench`'s consecutive phases cannot. CPU figures are higher than the main bench's (two
 * gateways busy at once); read the ratios.
 *
 * BENCH_ROUNDS (8), BENCH_SECONDS (3), BENCH_CONCURRENCY (16, one value);
 * BENCH_BASELINE_NODE_ENV sets the baseline's NODE_ENV (production by default, as here).
 * BENCH_CPU_PROF=<dir> writes a --cpu-prof profile of each of the four gateways there
 * (`ours-on`, `ours-off`, `baseline-on`, `baseline-off`), to read side by side with
 * `tsx bench/cpuProfileSummary.ts <dir>/<a> <dir>/<b>`.
 */
const BASELINE = process.env['BENCH_BASELINE'];
if (!BASELINE) throw new Error('BENCH_BASELINE=<checkout> is required');
const ROUNDS = Number(process.env['BENCH_ROUNDS'] || 8);
const SECONDS = Number(process.env['BENCH_SECONDS'] || 3);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] || 16);
const CPU_PROFILE_DIR = process.env['BENCH_CPU_PROF'];
for (const [name, value] of Object.entries({
  BENCH_ROUNDS: ROUNDS,
  BENCH_SECONDS: SECONDS,
  BENCH_CONCURRENCY: CONCURRENCY,
})) {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
}

const BUILD_DIR = fileURLToPath(new URL('../dist/bench/', import.meta.url));

interface Side {
  gateway: ServerProcess;
  operation: () => Promise<number>;
}

async function cpuPerOperation({ gateway, operation }: Side, concurrency: number, durationMs: number): Promise<number> {
  const before = processCpuMs(gateway.pid);
  const result = await runLoad(operation, { concurrency, durationMs });
  if (result.errors > 0) throw new Error(`${result.errors} errors, first: ${result.firstError}`);
  return (processCpuMs(gateway.pid) - before) / Math.max(result.operations, 1);
}

async function main(): Promise<void> {
  mkdirSync(BUILD_DIR, { recursive: true });
  const files = {
    standIn: `${BUILD_DIR}standInProcess.js`,
    ours: `${BUILD_DIR}gatewayProcess.js`,
  };
  await buildServer(files.standIn, fileURLToPath(new URL('./standInProcess.ts', import.meta.url)));
  await buildServer(files.ours, fileURLToPath(new URL('./gatewayProcess.ts', import.meta.url)));
  const baselineFile = await buildBaseline(BASELINE as string);

  const servers: ServerProcess[] = [];
  try {
    const standIn = await ServerProcess.start(files.standIn);
    servers.push(standIn);
    const token = await login(standIn.url);
    const start = async (file: string, ttl: string, nodeEnv: string, name: string) => {
      const profile = CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}/${name}`] : [];
      const server = await ServerProcess.start(
        file,
        { NODE_ENV: nodeEnv, BENCH_UPSTREAM: standIn.url, PUBLIC_CACHE_TTL_MS: ttl },
        [...startNodeFlags(), ...profile],
      );
      servers.push(server);
      return server;
    };
    const baselineEnv = process.env['BENCH_BASELINE_NODE_ENV'] || 'production';
    const gateways = {
      ours: {
        on: await start(files.ours, '30000', 'production', 'ours-on'),
        off: await start(files.ours, '0', 'production', 'ours-off'),
      },
      baseline: {
        on: await start(baselineFile, '30000', baselineEnv, 'baseline-on'),
        off: await start(baselineFile, '0', baselineEnv, 'baseline-off'),
      },
    };
    const scenarios = [
      {
        name: 'Home query, public cache on',
        concurrency: CONCURRENCY,
        side: (which: 'ours' | 'baseline') => ({
          gateway: gateways[which].on,
          operation: viaGateway(gateways[which].on.url, token),
        }),
      },
      {
        name: 'Home query, public cache off',
        concurrency: CONCURRENCY,
        side: (which: 'ours' | 'baseline') => ({
          gateway: gateways[which].off,
          operation: viaGateway(gateways[which].off.url, token),
        }),
      },
      {
        name: 'one-call query (me), one client',
        concurrency: 1,
        side: (which: 'ours' | 'baseline') => ({
          gateway: gateways[which].off,
          operation: oneCallViaGateway(gateways[which].off.url, token),
        }),
      },
    ].map((scenario) => ({ ...scenario, ours: scenario.side('ours'), baseline: scenario.side('baseline') }));

    const samples = new Map(
      scenarios.map((scenario) => [
        scenario.name,
        { ours: [] as number[], baseline: [] as number[], ratios: [] as number[] },
      ]),
    );
    // Round 0 warms both up (JIT, pools) and is not counted.
    for (let round = 0; round <= ROUNDS; round += 1) {
      for (const scenario of scenarios) {
        const durationMs = round === 0 ? 1500 : SECONDS * 1000;
        console.log(`bench:compare: round ${round}/${ROUNDS}: ${scenario.name}`);
        const [ours, baseline] = await Promise.all([
          cpuPerOperation(scenario.ours, scenario.concurrency, durationMs),
          cpuPerOperation(scenario.baseline, scenario.concurrency, durationMs),
        ]);
        if (round === 0) continue;
        const taken = samples.get(scenario.name);
        taken?.ours.push(ours);
        taken?.baseline.push(baseline);
        taken?.ratios.push(ours / baseline);
      }
    }
    console.log('');
    console.log(
      `Gateway CPU per operation, this checkout against ${BASELINE} (NODE_ENV ${baselineEnv}), loaded side by side; medians of ${ROUNDS} rounds of ${SECONDS} s:`,
    );
    console.log('');
    console.log("| scenario | baseline ms/op | this ms/op | this / baseline (median of rounds) | rounds' ratios |");
    console.log('| --- | ---: | ---: | ---: | --- |');
    for (const [name, taken] of samples) {
      const ratios = taken.ratios.map((ratio) => ratio.toFixed(2)).join(' ');
      console.log(
        `| ${name} | ${median(taken.baseline).toFixed(2)} | ${median(taken.ours).toFixed(2)} | ${median(taken.ratios).toFixed(2)} | ${ratios} |`,
      );
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    closeConnections();
  }
}

await main();
