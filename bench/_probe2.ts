import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { firstHotProduct, startProduct } from './productProcess.ts';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }
const dir = mkdtempSync(join(tmpdir(), 'lhprobe-'));
const product = await startProduct(dir, 'drawn');
const { productId, shopId } = await firstHotProduct(product.legacyUrl);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
try {
  for (const path of [process.env.PAGE ?? `/detail/${productId}/${shopId}`]) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.addInitScript(() => {
      (window as any).__long = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) (window as any).__long.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
    });
    await cdp.send('Profiler.start');
    const t0 = Date.now();
    await page.goto(`${product.url}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(6000);
    const { profile } = await cdp.send('Profiler.stop') as { profile: { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] } };
    const long = await page.evaluate(() => (window as any).__long as Array<[number, number]>);
    const origin = await page.evaluate(() => performance.timeOrigin);
    console.log(path, 'long tasks (start, dur):', long.map(([s, d]) => `${Math.round(s)}+${Math.round(d)}`).join(' '));
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    // sample times in page ms
    let t = profile.startTime; // microseconds, monotonic
    const times: number[] = [];
    for (const d of profile.timeDeltas) { t += d; times.push(t); }
    // find monotonic->page offset: use performance.now at end ~ we approximate: profile start is ~ navigation; align first sample in a long task
    const firstLong = long[0];
    void origin; void t0;
    // per long task, aggregate self time by function and by "stack top-level under app" frames
    const longest = [...long].sort((a, b) => b[1] - a[1]).slice(0, 6);
    // Offset estimate: page time 0 = navigationStart; profile times are monotonic µs. Get navigationStart monotonic via samples: assume profile.startTime ≈ just before navigation.
    const offsetUs = profile.startTime;
    for (const [start, dur] of longest) {
      const self = new Map<string, number>();
      const incl = new Map<string, number>();
      for (let i = 0; i < profile.samples.length; i++) {
        const ms = (times[i]! - offsetUs) / 1000;
        if (ms < start - 100 || ms > start + dur + 100) continue;
        const node = byId.get(profile.samples[i]!)!;
        const key = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`;
        self.set(key, (self.get(key) ?? 0) + 0.2);
        const seen = new Set<string>();
        for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
          const n = byId.get(id)!;
          const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
          if (seen.has(k)) continue; seen.add(k);
          incl.set(k, (incl.get(k) ?? 0) + 0.2);
        }
      }
      console.log(`\n== task ${Math.round(start)}+${Math.round(dur)} (window approx)`);
      console.log(' self:', [...self].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k}=${Math.round(v)}`).join(' | '));
      console.log(' incl:', [...incl].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${k}=${Math.round(v)}`).join('\n   '));
    }
    void firstLong;
    await context.close();
  }
} finally {
  await browser.close();
  product.child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
