import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { startFloorProxy, type FloorProxy } from './floorProxy.ts';
import { printReport, writeJson, type Cell, type Photos } from './lighthouseReport.ts';
import { auditWithRetries, type Figures } from './lighthouseRun.ts';
import { cpuSlowdown, describeProfiles, PHONE_PROFILES, type PhoneProfile } from './phoneProfiles.ts';
import { firstHotProduct, startProduct, type RunningProduct } from './productProcess.ts';

/*
 * `npm run bench:lighthouse`: Lighthouse (mobile, simulated Slow 4G) on Home and a product page of
 * the production build, as `npm start` serves it (compiled server, NODE_ENV=production, trusted
 * documents, embedded stand-in), each against its floor: the same page with every script and
 * module preload taken out (bench/floorPage.ts), served from the same origin by a proxy only the
 * bench runs (bench/floorProxy.ts). Two phones, their CPU slowdown from the machine's own
 * benchmarkIndex (bench/phoneProfiles.ts), measured once by a throw-away run at the start (or
 * LIGHTHOUSE_BENCHMARK_INDEX). Runs
 * interleaved (ours, floor, ours, floor …), LIGHTHOUSE_RUNS (default 3) of each; the tables show
 * medians, the difference to the floor and the targets, and Lighthouse's SEO category.
 * Options: `--photos drawn|real|both` (the stand-in's drawings or its real-size photos, issue 20),
 * `--profile mid|low|both`, `--json <file>`. A missed target is reported; only an error fails it.
 * Debian's Chromium, headless.
 */
const CHROME = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env['LIGHTHOUSE_RUNS'] ?? 3) || 3);
/**
 * LIGHTHOUSE_BENCHMARK_INDEX: the index the phones are made from, instead of the one measured at
 * the start (which a busy machine lowers): the same slowdowns run after run, or another machine's.
 */
const PINNED_INDEX =
  Number(process.env['LIGHTHOUSE_BENCHMARK_INDEX']) > 0 ? Number(process.env['LIGHTHOUSE_BENCHMARK_INDEX']) : undefined;
/** Lighthouse's own mobile default, for the throw-away run that measures the machine. */
const DEFAULT_SLOWDOWN = 4;

/** `--name value`, one of `values` or `both` (the default). */
function option<T extends string>(name: string, values: readonly T[]): T | 'both' {
  const choices: ReadonlyArray<T | 'both'> = [...values, 'both'];
  const at = process.argv.indexOf(`--${name}`);
  const value = at < 0 ? 'both' : process.argv[at + 1];
  const chosen = choices.find((choice) => choice === value);
  if (chosen === undefined) throw new Error(`--${name} takes ${choices.join('|')}, not ${value ?? 'nothing'}`);
  return chosen;
}

const photosOption = option<Photos>('photos', ['drawn', 'real']);
const PHOTOS: Photos[] = photosOption === 'both' ? ['drawn', 'real'] : [photosOption];
const profileOption = option('profile', ['mid', 'low']);
const PROFILES = PHONE_PROFILES.filter((profile) => profileOption === 'both' || profile.name === profileOption);
const jsonAt = process.argv.indexOf('--json');
const JSON_FILE = jsonAt < 0 ? undefined : process.argv[jsonAt + 1];
if (jsonAt >= 0 && !JSON_FILE) throw new Error('--json takes a file');

interface Stack {
  product: RunningProduct;
  proxy: FloorProxy;
  pages: Array<{ page: string; path: string }>;
}

async function startStack(dir: string, photos: Photos): Promise<Stack> {
  const scratch = join(dir, photos);
  mkdirSync(scratch, { recursive: true });
  const product = await startProduct(scratch, photos);
  const proxy = await startFloorProxy(product.url);
  const { productId, shopId } = await firstHotProduct(product.legacyUrl);
  return {
    product,
    proxy,
    pages: [
      { page: 'Home', path: '/home' },
      { page: 'product', path: `/detail/${productId}/${shopId}` },
    ],
  };
}

async function stopStack(stack: Stack | undefined): Promise<void> {
  if (!stack) return;
  await stack.proxy.close();
  const { child } = stack.product;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  let stack: Stack | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const port = chrome.port;
    const cells: Cell[] = [];
    const runIndexes: number[] = [];
    let benchmarkIndex: number | undefined;
    let measuredIndex = Number.NaN;
    let version = '';
    for (const photos of PHOTOS) {
      stack = await startStack(dir, photos);
      // One throw-away run per page first: it makes the picture variants the runs will ask for
      // (cold, a real photo costs the gateway a resize), so neither ours nor the floor pays for it.
      // The first of them measures the machine for the phones' slowdowns.
      for (const { path } of stack.pages) {
        console.log(`lighthouse: ${photos}, ${path}, throw-away run`);
        const warm = await auditWithRetries(stack.proxy.ours(path), port, DEFAULT_SLOWDOWN);
        if (benchmarkIndex === undefined) {
          measuredIndex = warm.benchmarkIndex;
          benchmarkIndex = PINNED_INDEX ?? measuredIndex;
          for (const line of describeProfiles(PROFILES, measuredIndex, PINNED_INDEX))
            console.log(`lighthouse: ${line}`);
        }
      }
      const index = benchmarkIndex ?? 0;
      const photoCells = stack.pages.flatMap(({ page, path }) =>
        PROFILES.map((profile: PhoneProfile) => {
          const cell: Cell = {
            page,
            path,
            photos,
            profile,
            cpuSlowdown: cpuSlowdown(profile, index),
            ours: [],
            floor: [],
          };
          cells.push(cell);
          return cell;
        }),
      );
      for (let run = 1; run <= RUNS; run += 1) {
        for (const cell of photoCells) {
          for (const side of ['ours', 'floor'] as const) {
            console.log(
              `lighthouse: ${photos}, ${cell.path}, ${cell.profile.name} ${cell.cpuSlowdown}×, ${side}, run ${run}/${RUNS}`,
            );
            const url = side === 'ours' ? stack.proxy.ours(cell.path) : stack.proxy.floor(cell.path);
            const figures: Figures = await auditWithRetries(url, port, cell.cpuSlowdown);
            if (side === 'floor' && figures.scripts.length > 0)
              throw new Error(`the floor of ${cell.path} loaded script: ${figures.scripts.join(', ')}`);
            version = figures.version;
            runIndexes.push(figures.benchmarkIndex);
            cell[side].push(figures);
          }
        }
      }
      await stopStack(stack);
      stack = undefined;
    }
    const context = {
      version,
      runs: RUNS,
      benchmarkIndex: benchmarkIndex ?? Number.NaN,
      measuredBenchmarkIndex: measuredIndex,
      runIndexes,
      machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`,
      date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    };
    const summaries = printReport(context, cells);
    if (JSON_FILE) writeJson(JSON_FILE, context, summaries);
  } finally {
    chrome?.kill();
    await stopStack(stack);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
