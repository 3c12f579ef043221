import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PICTURE_WIDTHS } from '../gateway/src/images/widths.ts';
import { median } from '../tests/support/median.ts';
import { percentile, runLoad } from '../tests/support/load.ts';
import { ServerProcess } from './serverProcess.ts';

/*
 * `npm run bench:images`: the image pipeline, gateway side. The stand-in serves real-size
 * photos (LEGACY_PHOTOS=real: 1200×1200 product JPEGs of some 300–400 KB) in a process of its
 * own, the gateway (sources through tsx) in another, its variant cache in a fresh temp folder.
 *  1. Each width × format (AVIF, WebP, JPEG by Accept): the time to answer a cold variant (fetch
 *     from the stand-in, decode, resize, encode) and the gateway's CPU for it, then the same
 *     variant again from the cache. Medians over BENCH_IMAGE_SAMPLES photos (default 5).
 *  2. /graphql p50/p99 under a closed loop of 8 clients, alone and while a burst of 50 cold
 *     pictures (AVIF, mixed widths) is being made.
 * The stand-in's photos are made (and kept) before anything is timed: a real legacy API reads
 * its files from disk, and the stand-in must not compete with the gateway for the cores.
 */

const SAMPLES = Number(process.env['BENCH_IMAGE_SAMPLES'] ?? '5');
const BURST = 50;
const FORMATS = [
  { name: 'AVIF', accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
  { name: 'WebP', accept: 'image/webp,image/apng,image/*,*/*;q=0.8' },
  { name: 'JPEG', accept: 'image/*,*/*;q=0.8' },
] as const;
const TSX = ['--import', 'tsx'];

/** A product photo of the stand-in, made up from a number: every number is another picture. */
function productPhoto(n: number): string {
  return `/static/img/product/${1 + (n % 10)}-${n}-${1 + (n % 5)}-BX.jpg`;
}

async function fetchBytes(url: string, accept?: string): Promise<number> {
  const response = await fetch(url, accept ? { headers: { accept } } : {});
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${Buffer.from(body).toString()}`);
  return body.byteLength;
}

async function graphql(url: string): Promise<number> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ languages(limit: 20) { __typename } }' }),
  });
  const text = await response.text();
  if (response.status !== 200 || text.includes('"errors"')) throw new Error(`graphql: ${response.status} ${text}`);
  return text.length;
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  const cacheDir = mkdtempSync(join(tmpdir(), 'bench-image-cache-'));
  const standIn = await ServerProcess.start('bench/standInProcess.ts', { LEGACY_PHOTOS: 'real' }, TSX);
  const gateway = await ServerProcess.start(
    'bench/gatewayProcess.ts',
    // Load shedding off: the question is what the transforms do to /graphql, not what the shedder does.
    { BENCH_UPSTREAM: standIn.url, IMAGE_CACHE_DIR: cacheDir, SHED_LAG_MS: '0' },
    TSX,
  );
  try {
    // Each (photo, width, format) is another variant: SAMPLES photos serve every width and format cold.
    const burstPhotos = Math.ceil(BURST / PICTURE_WIDTHS.length);
    const pictureCount = SAMPLES + burstPhotos;
    const sources: number[] = [];
    for (let n = 1; n <= pictureCount; n += 1) sources.push(await fetchBytes(`${standIn.url}${productPhoto(n)}`));
    console.log(
      `stand-in photos: ${pictureCount} product JPEGs 1200×1200, median ${kb(median(sources))} KB (made before timing)`,
    );
    await graphql(gateway.url);
    // The first resize loads sharp (a native addon; main.ts loads it before listening, this process does
    // not): a pause of the event loop the load shedder answers 503 for, up to a second after it. Not timed.
    await fetchBytes(`${gateway.url}/static/img/logo/logo.svg?w=96`).catch(() => 0);
    for (let attempt = 0; ; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      try {
        await fetchBytes(`${gateway.url}${productPhoto(pictureCount + 1)}?w=96`);
        break;
      } catch (error) {
        if (attempt >= 10) throw error;
      }
    }

    console.log('\n| width | format | cold ms | cold CPU ms | cached ms | cached CPU ms | bytes |');
    console.log('|---|---|---|---|---|---|---|');
    for (const width of PICTURE_WIDTHS) {
      for (const format of FORMATS) {
        const cold: number[] = [];
        const coldCpu: number[] = [];
        const warm: number[] = [];
        const warmCpu: number[] = [];
        const bytes: number[] = [];
        for (let sample = 1; sample <= SAMPLES; sample += 1) {
          const url = `${gateway.url}${productPhoto(sample)}?w=${width}`;
          for (const [times, cpu] of [
            [cold, coldCpu],
            [warm, warmCpu],
          ] as const) {
            const cpuBefore = gateway.cpuMs();
            const started = performance.now();
            const received = await fetchBytes(url, format.accept);
            times.push(performance.now() - started);
            cpu.push(gateway.cpuMs() - cpuBefore);
            if (times === cold) bytes.push(received);
          }
        }
        console.log(
          `| ${width} | ${format.name} | ${ms(median(cold))} | ${ms(median(coldCpu))} | ${ms(median(warm))} | ${ms(median(warmCpu))} | ${kb(median(bytes))} KB |`,
        );
      }
    }

    const load = { concurrency: 8, durationMs: 5000 };
    const alone = await runLoad(() => graphql(gateway.url), load);
    const burstStarted = performance.now();
    const burstTimes: number[] = [];
    const refused: string[] = [];
    const burst = Promise.all(
      Array.from({ length: BURST }, async (_, index) => {
        const width = PICTURE_WIDTHS[index % PICTURE_WIDTHS.length] ?? 480;
        const photo = productPhoto(SAMPLES + 1 + Math.floor(index / PICTURE_WIDTHS.length));
        const started = performance.now();
        await fetchBytes(`${gateway.url}${photo}?w=${width}`, FORMATS[0].accept).then(
          () => burstTimes.push(performance.now() - started),
          (error: unknown) => refused.push(error instanceof Error ? error.message : String(error)),
        );
      }),
    );
    // /graphql from the same number of clients for as long as the burst lasts.
    let burstDone = false;
    void burst.finally(() => (burstDone = true));
    const latencies: number[] = [];
    let errors = 0;
    await Promise.all(
      Array.from({ length: load.concurrency }, async () => {
        while (!burstDone) {
          const started = performance.now();
          try {
            await graphql(gateway.url);
            latencies.push(performance.now() - started);
          } catch {
            errors += 1;
          }
        }
      }),
    );
    const burstMs = performance.now() - burstStarted;
    latencies.sort((a, b) => a - b);
    const during = {
      perSecond: (latencies.length / burstMs) * 1000,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      errors,
    };
    burstTimes.sort((a, b) => a - b);
    console.log(
      `\n/graphql, ${load.concurrency} clients (alone: ${load.durationMs / 1000} s; during the burst: as long as it lasts):`,
    );
    console.log('| while | requests/s | p50 ms | p99 ms | errors |');
    console.log('|---|---|---|---|---|');
    for (const [label, result] of [
      ['nothing else', alone],
      [`${BURST} cold AVIF pictures are made`, during],
    ] as const)
      console.log(
        `| ${label} | ${result.perSecond.toFixed(0)} | ${ms(result.p50Ms)} | ${ms(result.p99Ms)} | ${result.errors} |`,
      );
    console.log(
      `burst of ${BURST}: all answered in ${ms(burstMs)} ms; ${burstTimes.length} made, per picture p50 ${ms(percentile(burstTimes, 0.5))} ms, p99 ${ms(percentile(burstTimes, 0.99))} ms; ${refused.length} refused${refused[0] ? ` (${refused[0]})` : ''}`,
    );
    console.log(`\nmachine: ${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}; ${new Date().toISOString()}`);
  } finally {
    await gateway.stop();
    await standIn.stop();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

await main();
