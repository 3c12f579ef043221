import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { firstHotProduct, startProduct, type RunningProduct } from './productProcess.ts';

/*
 * `npm run bench:frames`: Home and a product page as a low-end phone loads them (the CPU slowed
 * 12× and Lighthouse's Slow 4G, through Chromium's DevTools protocol), in English and Arabic, on
 * the production build as `npm start` serves it. Every frame the browser paints is kept (a
 * screencast), named by its time and the stage of loading it belongs to (before the first
 * contentful paint, then up to the largest, to the load event, to hydration, to settled), in
 * test-results/frames/ (not committed); each stage's frame is also copied as `<page>-<stage>.png`.
 *
 * It checks that no frame after the first contentful paint shows a skeleton the app drew where the
 * server's page stood: a placeholder (`.page-skeleton`, antd-mobile's `.adm-skeleton`, a
 * `.skeleton-card`, the boot splash) that came into the screen after the page was parsed, while
 * the page was on show. Exit code 1 when one did. `--photos real`: the stand-in's real-size photos.
 */
const CHROME = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUT = join(ROOT, 'test-results/frames');
const PHOTOS =
  process.argv.includes('--photos') && process.argv[process.argv.indexOf('--photos') + 1] === 'real' ? 'real' : 'drawn';
/** A low-end phone: the CPU slowdown of the low-end profile (benchmarkIndex / 275 at 3,300). */
const CPU_SLOWDOWN = 12;
/** Lighthouse's Slow 4G as DevTools applies it: 150 ms RTT × 3.75, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
/** A low-end Android phone's screen. */
const PHONE = { viewport: { width: 360, height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;
/**
 * A frame's timestamp is when the compositor made it, a paint's time when it was shown: the frame of
 * a paint can bear a time a few tens of ms before it. A frame this close before a stage belongs to it.
 */
const FRAME_SKEW_MS = 100;
/** What the app draws while something loads: a skeleton, or the boot splash of index.html. */
const SKELETONS = '.page-skeleton, .adm-skeleton, .skeleton-card, .boot-splash';

/**
 * In the page before its scripts: the first contentful and largest paints, and every skeleton that
 * is in the screen at some moment (checked on each change of the page and each frame), with when it
 * came and went, and whether the server's page had it (parsed before the document was complete).
 * Times are the page's clock since the epoch, as the screencast's.
 */
const PROBE = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  const loading = { fcp: undefined, lcp: undefined, load: undefined, skeletons: [] };
  window.__loading = loading;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') loading.fcp = performance.timeOrigin + entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) loading.lcp = performance.timeOrigin + entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  addEventListener('load', () => (loading.load = now()));
  const seen = new Map();
  const onScreen = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth &&
      getComputedStyle(element).visibility !== 'hidden';
  };
  const check = () => {
    const at = now();
    for (const element of document.querySelectorAll(${JSON.stringify(SKELETONS)})) {
      // The outermost placeholder only: its lines are part of it.
      if (seen.has(element) || element.parentElement?.closest(${JSON.stringify(SKELETONS)}) || !onScreen(element)) continue;
      const record = { className: element.className, from: at, until: undefined, server: document.readyState === 'loading' };
      seen.set(element, record);
      loading.skeletons.push(record);
    }
    for (const [element, record] of seen)
      if (record.until === undefined && (!element.isConnected || !onScreen(element))) record.until = at;
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  const everyFrame = () => { check(); if (!loading.stop) requestAnimationFrame(everyFrame); };
  requestAnimationFrame(everyFrame);
})();`;

/** Whether React drew or hydrated the main landmark on show, and when (the page's clock). */
const HYDRATED = `[...document.querySelectorAll('main, [role="main"]')].some((element) =>
  element.offsetParent !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
  ? performance.timeOrigin + performance.now() : 0`;

interface Probe {
  fcp?: number;
  lcp?: number;
  load?: number;
  skeletons: Array<{ className: string; from: number; until?: number; server: boolean }>;
}

interface Frame {
  at: number;
  png: Buffer;
}

const STAGES = [
  'before-first-paint',
  'first-contentful-paint',
  'largest-contentful-paint',
  'scripts-loaded',
  'hydrated',
  'settled',
] as const;

async function untilTrue<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 240_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`frames: ${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function screencast(cdp: CDPSession, frames: Frame[]): Promise<void> {
  cdp.on('Page.screencastFrame', (event) => {
    frames.push({ at: (event.metadata.timestamp ?? Date.now() / 1000) * 1000, png: Buffer.from(event.data, 'base64') });
    void cdp.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => undefined);
  });
  await cdp.send('Page.startScreencast', {
    format: 'png',
    maxWidth: PHONE.viewport.width,
    maxHeight: PHONE.viewport.height,
  });
}

interface Loaded {
  name: string;
  times: Record<(typeof STAGES)[number], number | undefined>;
  frames: number;
  flashes: string[];
  serverPlaceholders: string[];
}

async function load(browser: Browser, url: string, name: string, locale: string): Promise<Loaded> {
  const context = await browser.newContext({ ...PHONE, locale, timezoneId: 'UTC', serviceWorkers: 'block' });
  context.setDefaultTimeout(240_000);
  try {
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const frames: Frame[] = [];
    await screencast(cdp, frames);
    const start = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const hydrated = await untilTrue(() => page.evaluate<number>(HYDRATED).catch(() => 0), `${name} hydrated`);
    await page.waitForLoadState('load');
    await page.waitForLoadState('networkidle');
    // Letting the last frames be painted and sent: the screencast has no "done".
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    const settled = await page.evaluate<number>('performance.timeOrigin + performance.now()');
    const probe = await page.evaluate<Probe>('window.__loading.stop = true, window.__loading');
    await cdp.send('Page.stopScreencast');
    const final = await page.screenshot({ scale: 'css' });

    const times: Loaded['times'] = {
      'before-first-paint': start,
      'first-contentful-paint': probe.fcp,
      'largest-contentful-paint': probe.lcp,
      'scripts-loaded': probe.load,
      hydrated,
      settled,
    };
    const stageOf = (at: number) =>
      [...STAGES].reverse().find((stage) => (times[stage] ?? Number.POSITIVE_INFINITY) <= at + FRAME_SKEW_MS) ??
      STAGES[0];
    const fcp = probe.fcp ?? Number.POSITIVE_INFINITY;
    const flashes = probe.skeletons.filter((skeleton) => !skeleton.server && (skeleton.until ?? settled) > fcp);
    const flashAt = (at: number) => flashes.some((flash) => flash.from <= at && at <= (flash.until ?? settled));
    frames.sort((a, b) => a.at - b.at);
    frames.forEach((frame, index) => {
      const ms = Math.round(frame.at - start);
      const mark = flashAt(frame.at) && frame.at > fcp ? '-SKELETON' : '';
      writeFileSync(
        join(OUT, `${name}-${String(index).padStart(3, '0')}-${ms}ms-${stageOf(frame.at)}${mark}.png`),
        frame.png,
      );
    });
    // Each stage's frame: the first painted at or after its moment; before the first paint, the last frame before it.
    for (const [index, stage] of STAGES.entries()) {
      const at = times[stage];
      if (at === undefined) continue;
      const shown =
        index === 0
          ? frames.filter((frame) => frame.at < fcp).at(-1)
          : (frames.find((frame) => frame.at >= at - FRAME_SKEW_MS) ?? frames.at(-1));
      const png = stage === 'settled' ? final : shown?.png;
      if (png) writeFileSync(join(OUT, `${name}-stage-${index}-${stage}.png`), png);
    }
    const describe = (skeleton: Probe['skeletons'][number]) =>
      `${skeleton.className} ${Math.round(skeleton.from - start)}–${skeleton.until ? Math.round(skeleton.until - start) : 'end'} ms`;
    return {
      name,
      times,
      frames: frames.length,
      flashes: flashes.map(describe),
      serverPlaceholders: probe.skeletons.filter((skeleton) => skeleton.server).map(describe),
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'frames-'));
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  try {
    // The phone is the subject, not the gateway: it sheds no request when the machine is busy (SHED_LAG_MS).
    product = await startProduct(dir, PHOTOS, { SHED_LAG_MS: '0', METRICS_PORT: '0' });
    const { productId, shopId } = await firstHotProduct(product.legacyUrl);
    const pages = [
      { name: 'home', path: '/home' },
      { name: 'product', path: `/detail/${productId}/${shopId}` },
    ];
    // A cold gateway's first page is slow (docs/performance.md, "Server rendering"): not the phone's.
    for (const { path } of pages)
      for (const lang of ['en', 'ar']) await fetch(`${product.url}${path}`, { headers: { 'accept-language': lang } });
    browser = await chromium.launch({
      executablePath: CHROME,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    const results: Loaded[] = [];
    for (const { name, path } of pages) {
      for (const [lang, locale] of [
        ['en', 'en-US'],
        ['ar', 'ar'],
      ] as const) {
        console.log(`frames: ${name} in ${lang}`);
        results.push(await load(browser, `${product.url}${path}`, `${name}-${lang}`, locale));
      }
    }
    const [one, five] = loadavg();
    console.log('');
    console.log(
      `Loading frames, CPU slowed ${CPU_SLOWDOWN}×, Slow 4G (562.5 ms, 1.44 Mbit/s), ${PHONE.viewport.width} × ${PHONE.viewport.height} at ${PHONE.deviceScaleFactor}×, ` +
        `${PHOTOS === 'real' ? 'real-size photos' : 'drawn pictures'}; Chromium ${browser.version()}; ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ` +
        `load ${one?.toFixed(1)} / ${five?.toFixed(1)} (1 / 5 min), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Frames in ${OUT}.`,
    );
    console.log('');
    console.log('| page | FCP (s) | LCP (s) | load (s) | hydrated (s) | settled (s) | frames | skeleton after FCP |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    const seconds = (result: Loaded, stage: (typeof STAGES)[number]) => {
      const at = result.times[stage];
      return at === undefined ? '–' : ((at - (result.times['before-first-paint'] ?? at)) / 1000).toFixed(2);
    };
    for (const result of results) {
      console.log(
        `| ${result.name} | ${seconds(result, 'first-contentful-paint')} | ${seconds(result, 'largest-contentful-paint')} | ` +
          `${seconds(result, 'scripts-loaded')} | ${seconds(result, 'hydrated')} | ${seconds(result, 'settled')} | ${result.frames} | ` +
          `${result.flashes.length === 0 ? 'none' : result.flashes.join('; ')} |`,
      );
    }
    console.log('');
    for (const result of results)
      if (result.serverPlaceholders.length > 0)
        console.log(`frames: ${result.name}: the server's page itself has ${result.serverPlaceholders.join('; ')}`);
    const flashed = results.filter((result) => result.flashes.length > 0);
    console.log(
      flashed.length === 0
        ? 'frames: no skeleton after the first contentful paint on any page'
        : `frames: a skeleton after the first contentful paint on ${flashed.map((result) => result.name).join(', ')}`,
    );
    process.exitCode = flashed.length === 0 ? 0 : 1;
  } finally {
    await browser?.close();
    product?.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
