import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstHotProduct, startProduct } from './productProcess.ts';

const dir = mkdtempSync(join(tmpdir(), 'lhprobe-'));
const product = await startProduct(dir, 'drawn');
const { productId, shopId } = await firstHotProduct(product.legacyUrl);
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  for (const path of ['/home', `/detail/${productId}/${shopId}`]) {
    for (let run = 0; run < Number(process.env.RUNS ?? 1); run++) {
      const result = await lighthouse(`${product.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result!.lhr;
      writeFileSync(`/tmp/lh-${path.split('/')[1]}-${run}.json`, JSON.stringify(lhr));
      const a = lhr.audits;
      console.log(path, 'score', lhr.categories.performance!.score, 'TBT', a['total-blocking-time']!.numericValue, 'FCP', a['first-contentful-paint']!.numericValue, 'LCP', a['largest-contentful-paint']!.numericValue);
      const lt = (a['long-tasks']!.details as { items: Array<{ url: string; duration: number; startTime: number }> }).items;
      for (const t of lt) console.log('  long', Math.round(t.startTime), Math.round(t.duration), t.url.replace(product.url, ''));
      const bt = (a['bootup-time']!.details as { items: Array<{ url: string; total: number; scripting: number; scriptParseCompile: number }> }).items;
      for (const t of bt) console.log('  boot', Math.round(t.total), Math.round(t.scripting), Math.round(t.scriptParseCompile), t.url.replace(product.url, ''));
    }
  }
} finally {
  chrome.kill();
  product.child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
