import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { endpoints } from '../gateway/src/upstream/endpoints.ts';
import { median } from '../tests/support/median.ts';
import { startNodeFlags } from '../tests/support/startFlags.ts';

/*
 * `npm run bench:lighthouse`: Lighthouse (mobile: a mid-range phone on a slow 4G
 * link, simulated) on /home and on a product page of the production build, as
 * `npm start` serves it (compiled server, NODE_ENV=production, trusted documents,
 * embedded stand-in). Debian's Chromium, headless. LIGHTHOUSE_RUNS (default 3)
 * runs per page; the table shows medians. Target: performance ≥ 95 on both pages.
 */
const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SERVER = join(ROOT, 'dist/gateway/main.js');
const CHROME = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env['LIGHTHOUSE_RUNS'] ?? 3) || 3);
const TARGET = 95;

interface Running {
  url: string;
  legacyUrl: string;
  child: ChildProcess;
}

/** The compiled product on free ports with a throw-away database; resolves once it printed its URLs. */
function startProduct(dir: string): Promise<Running> {
  const child = spawn(process.execPath, [...startNodeFlags(), SERVER], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env['PATH'],
      NODE_ENV: 'production',
      PERSISTED_DOCUMENTS: 'only',
      HOST: '127.0.0.1',
      PORT: '0',
      LEGACY_PORT: '0',
      LEGACY_DB: ':memory:',
      LEGACY_UPLOAD_DIR: join(dir, 'uploads'),
      LEGACY_AUTO_OPERATE: '0',
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the product did not start within 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Storefront gateway ready: (http:\/\/\S+)/.exec(output)?.[1];
      const legacyUrl = /Embedded legacy stand-in: (http:\/\/\S+)/.exec(output)?.[1];
      if (url && legacyUrl) {
        clearTimeout(timer);
        resolve({ url, legacyUrl, child });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`the product exited with ${code} (run npm run build first):\n${output}`)),
    );
  });
}

/** A product page of the seeded shop: the first hot product, as Home links to it. */
async function productPath(legacyUrl: string): Promise<string> {
  const url = new URL(endpoints.hotProducts.path, legacyUrl);
  url.searchParams.set('page', '1');
  url.searchParams.set('limit', '1');
  const envelope = (await (await fetch(url, { headers: { lang: 'en' } })).json()) as {
    data?: { list?: Array<{ product_id: number; mer_id: number }> };
  };
  const first = envelope.data?.list?.[0];
  if (!first) throw new Error('the stand-in has no hot product');
  return `/detail/${first.product_id}/${first.mer_id}`;
}

interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  transferKb: number;
  version: string;
}

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    transferKb: value('total-byte-weight') / 1024,
    version: lhr.lighthouseVersion,
  };
}

/**
 * Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART,
 * NO_FCP): such a run is tried again, twice at most, instead of ending the bench.
 */
async function auditWithRetries(url: string, port: number): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`lighthouse: ${error instanceof Error ? error.message : String(error)}; trying again`);
    }
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  let product: Running | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    product = await startProduct(dir);
    const pages = ['/home', await productPath(product.legacyUrl)];
    chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const rows: string[] = [];
    let version = '';
    let below = false;
    for (const path of pages) {
      const runs: Figures[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        console.log(`lighthouse: ${path}, run ${run}/${RUNS}`);
        const figures = await auditWithRetries(`${product.url}${path}`, chrome.port);
        version = figures.version;
        runs.push(figures);
      }
      const of = (pick: (figures: Figures) => number) => median(runs.map(pick));
      const score = of((figures) => figures.score);
      below ||= score < TARGET;
      rows.push(
        `| ${path} | ${score} (${runs.map((figures) => figures.score).join(', ')}) | ${(of((f) => f.fcpMs) / 1000).toFixed(2)} | ` +
          `${(of((f) => f.lcpMs) / 1000).toFixed(2)} | ${Math.round(of((f) => f.tbtMs))} | ${of((f) => f.cls).toFixed(3)} | ` +
          `${(of((f) => f.speedIndexMs) / 1000).toFixed(2)} | ${Math.round(of((f) => f.transferKb))} |`,
      );
    }
    console.log('');
    console.log(
      `Lighthouse ${version}, mobile (simulated slow 4G, 4× CPU slowdown), ` +
        `medians of ${RUNS} runs; headless Chromium; ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${new Date().toISOString().slice(0, 10)}.`,
    );
    console.log('');
    console.log('| page | performance (runs) | FCP (s) | LCP (s) | TBT (ms) | CLS | Speed Index (s) | bytes (KB) |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const row of rows) console.log(row);
    console.log('');
    console.log(
      below
        ? `lighthouse: below the target of ${TARGET} on at least one page`
        : `lighthouse: both pages at or above ${TARGET}`,
    );
    process.exitCode = below ? 1 : 0;
  } finally {
    chrome?.kill();
    product?.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
