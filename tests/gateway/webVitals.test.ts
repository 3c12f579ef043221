/**
 * POST /vitals, the storefront's field Web Vitals beacons: recorded into histograms by route
 * pattern, language and connection type; anything malformed, oversized, too frequent or naming
 * what the gateway does not know is refused or counted as other.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_PATTERNS } from '../../client/src/app/routeFacts.ts';
import { LANGUAGES } from '../../gateway/src/i18n/languages.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { useFakeUpstream } from './support/fakeUpstream.ts';
import { useGateway } from './support/gatewayUnderTest.ts';

useFakeUpstream();
// A storefront build of its own: only its route table (routes.json, as client/build/routeTable.ts writes it).
const build = mkdtempSync(join(tmpdir(), 'vitals-build-'));
writeFileSync(join(build, 'routes.json'), `${JSON.stringify({ patterns: ROUTE_PATTERNS })}\n`);
afterAll(() => rmSync(build, { recursive: true, force: true }));
const gateway = useGateway({ WEB_VITALS_PER_MINUTE: '600' }, createLogger('silent'), () => build);
const strict = useGateway({ WEB_VITALS_PER_MINUTE: '2' });
const off = useGateway({ WEB_VITALS_PER_MINUTE: '0' });
const own = useGateway({ WEB_VITALS_PER_MINUTE: '600' }, createLogger('silent'), () => build);
let metricsUrl: string;
const mine = { url: '', metricsUrl: '' };
beforeAll(async () => {
  metricsUrl = (await gateway.gateway.listenMetrics(0, '127.0.0.1')).url;
  mine.url = own.url;
  mine.metricsUrl = (await own.gateway.listenMetrics(0, '127.0.0.1')).url;
});

function beacon(base: string, body: string, contentType = 'text/plain;charset=UTF-8'): Promise<Response> {
  return fetch(`${base}/vitals`, { method: 'POST', headers: { 'content-type': contentType }, body });
}

function value(text: string, sample: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

describe('POST /vitals', () => {
  it('records a beacon into the histograms by route pattern, language and connection', async () => {
    const sent = {
      route: '/detail/:product?/:mer?',
      lang: 'ar',
      connection: '3g',
      metrics: [
        { name: 'LCP', value: 2300 },
        { name: 'FCP', value: 900 },
        { name: 'TTFB', value: 150 },
        { name: 'INP', value: 120 },
        { name: 'CLS', value: 0.02 },
      ],
    };
    const response = await beacon(gateway.url, JSON.stringify(sent));
    expect(response.status).toBe(204);
    // A Blob sent as JSON is taken too.
    const asJson = { ...sent, metrics: [{ name: 'LCP', value: 1_000_000 }] };
    expect((await beacon(gateway.url, JSON.stringify(asJson), 'application/json')).status).toBe(204);

    const text = await (await fetch(metricsUrl)).text();
    const labels = 'route="/detail/:product?/:mer?"';
    expect(value(text, `gateway_web_vitals_lcp_seconds_count{${labels}}`)).toBe(2);
    // Clamped: a value no page takes counts as 60 s, not a million.
    expect(value(text, `gateway_web_vitals_lcp_seconds_sum{${labels}}`)).toBeCloseTo(62.3);
    expect(value(text, `gateway_web_vitals_lcp_seconds_bucket{le="2.5",${labels}}`)).toBe(1);
    expect(value(text, `gateway_web_vitals_fcp_seconds_sum{${labels}}`)).toBeCloseTo(0.9);
    expect(value(text, `gateway_web_vitals_ttfb_seconds_sum{${labels}}`)).toBeCloseTo(0.15);
    expect(value(text, `gateway_web_vitals_inp_seconds_sum{${labels}}`)).toBeCloseTo(0.12);
    expect(value(text, `gateway_web_vitals_cls_sum{${labels}}`)).toBeCloseTo(0.02);
    // The same beacons by language and by connection, each a histogram of its own.
    expect(value(text, 'gateway_web_vitals_lcp_by_lang_seconds_count{lang="ar"}')).toBe(2);
    expect(value(text, 'gateway_web_vitals_lcp_by_connection_seconds_count{connection="3g"}')).toBe(2);
    expect(value(text, 'gateway_web_vitals_cls_by_lang_sum{lang="ar"}')).toBeCloseTo(0.02);
    expect(value(text, `gateway_http_requests_total{route="vitals",status="204"}`)).toBe(2);
  });

  it('counts routes, languages and connections it does not know as other, never as sent', async () => {
    const sent = {
      route: '/detail/1234/5678',
      lang: 'xx-evil',
      connection: 'wifi-of-bob',
      metrics: [{ name: 'FCP', value: 800 }],
    };
    expect((await beacon(gateway.url, JSON.stringify(sent))).status).toBe(204);
    const withoutConnection = { route: '/home', lang: 'en', metrics: [{ name: 'TTFB', value: 90 }] };
    expect((await beacon(gateway.url, JSON.stringify(withoutConnection))).status).toBe(204);
    const text = await (await fetch(metricsUrl)).text();
    expect(value(text, 'gateway_web_vitals_fcp_seconds_count{route="other"}')).toBe(1);
    expect(value(text, 'gateway_web_vitals_fcp_by_lang_seconds_count{lang="other"}')).toBe(1);
    expect(value(text, 'gateway_web_vitals_fcp_by_connection_seconds_count{connection="unknown"}')).toBe(1);
    expect(value(text, 'gateway_web_vitals_ttfb_seconds_count{route="/home"}')).toBe(1);
    expect(value(text, 'gateway_web_vitals_ttfb_by_lang_seconds_count{lang="en"}')).toBe(1);
    expect(value(text, 'gateway_web_vitals_ttfb_by_connection_seconds_count{connection="unknown"}')).toBe(1);
    // The address's own digits: a bare '1234' may be in any sample's value (a byte count).
    expect(text).not.toContain('1234/5678');
    expect(text).not.toContain('evil');
  });

  it('refuses a malformed beacon (400) and a huge one (413)', async () => {
    const refusedWith = async (body: string) => (await beacon(gateway.url, body)).status;
    expect(await refusedWith('not json')).toBe(400);
    expect(await refusedWith('')).toBe(400);
    expect(await refusedWith(JSON.stringify({ route: '/home', lang: 'en', metrics: [] }))).toBe(400);
    expect(
      await refusedWith(JSON.stringify({ route: '/home', lang: 'en', metrics: [{ name: 'FID', value: 1 }] })),
    ).toBe(400);
    expect(
      await refusedWith(JSON.stringify({ route: '/home', lang: 'en', metrics: [{ name: 'LCP', value: 'fast' }] })),
    ).toBe(400);
    // Anything beyond the fields (a URL, a user id) is refused, not ignored.
    expect(
      await refusedWith(
        JSON.stringify({ route: '/home', lang: 'en', url: '/detail/1/2', metrics: [{ name: 'LCP', value: 1 }] }),
      ),
    ).toBe(400);
    const huge = JSON.stringify({
      route: '/home',
      lang: 'en',
      metrics: Array.from({ length: 400 }, () => ({ name: 'LCP', value: 1234.5678 })),
    });
    expect(huge.length).toBeGreaterThan(4096);
    expect(await refusedWith(huge)).toBe(413);
    expect(await refusedWith('x'.repeat(1_000_000))).toBe(413);
  });

  it('limits beacons per address (429), and is off at WEB_VITALS_PER_MINUTE=0', async () => {
    const body = JSON.stringify({ route: '/home', lang: 'en', metrics: [{ name: 'LCP', value: 1000 }] });
    expect((await beacon(strict.url, body)).status).toBe(204);
    expect((await beacon(strict.url, body)).status).toBe(204);
    const refused = await beacon(strict.url, body);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await beacon(off.url, body)).status).toBe(404);
  });

  it("labels a beacon with any route pattern of the build's route table, and only with those", async () => {
    for (const route of ROUTE_PATTERNS) {
      const sent = { route, lang: 'th', connection: '4g', metrics: [{ name: 'CLS', value: 0.01 }] };
      expect((await beacon(gateway.url, JSON.stringify(sent))).status).toBe(204);
    }
    const text = await (await fetch(metricsUrl)).text();
    const labelled = [
      // A route of an earlier test's beacon counts two.
      ...text.matchAll(/^gateway_web_vitals_cls_count\{route="([^"]+)"\} [12]$/gm),
    ];
    expect(labelled.map((match) => match[1]).sort()).toEqual([...ROUTE_PATTERNS].sort());
  });

  it('gives every route and language the app knows its series, however many beacons came first; nothing else gets one', async () => {
    // One storefront of its own: the beacons of the other tests take no places here.
    const series = async () =>
      (await (await fetch(mine.metricsUrl)).text())
        .split('\n')
        .filter((line) => line.startsWith('gateway_web_vitals_fcp_') && line.includes('_count{'));
    // A flood of valid beacons, each a combination of its own, from all but the last route and language.
    const [lastRoute, ...routes] = [...ROUTE_PATTERNS].reverse();
    const [lastLanguage, ...languages] = [...LANGUAGES].reverse();
    let flood = 0;
    for (const route of routes)
      for (const lang of languages.slice(0, 7)) {
        const sent = { route, lang, connection: '4g', metrics: [{ name: 'FCP', value: 700 }] };
        expect((await beacon(mine.url, JSON.stringify(sent))).status).toBe(204);
        flood += 1;
      }
    expect(flood).toBeGreaterThan(300);
    const afterFlood = (await series()).length;
    // Strangers' values, in their hundreds, add no series (they are all counted as other).
    for (let index = 0; index < 200; index += 1) {
      const sent = { route: `/forged/${index}`, lang: `x${index}`, metrics: [{ name: 'FCP', value: 700 }] };
      expect((await beacon(mine.url, JSON.stringify(sent))).status).toBe(204);
    }
    const afterStrangers = await series();
    console.info(`${flood} known combinations: ${afterFlood} series; 200 forged beacons: ${afterStrangers.length}`);
    expect(afterStrangers.length - afterFlood).toBeLessThanOrEqual(3);
    expect(afterStrangers.join('\n')).not.toContain('forged');
    // A known route and language, never sent before, still get series of their own.
    const late = { route: lastRoute, lang: lastLanguage, connection: '3g', metrics: [{ name: 'FCP', value: 700 }] };
    expect((await beacon(mine.url, JSON.stringify(late))).status).toBe(204);
    const afterLate = await series();
    console.info(
      `then ${lastRoute} in ${lastLanguage}: ${afterLate.filter((line) => line.includes(`route="${lastRoute}"`)).join(' ')}`,
    );
    expect(afterLate.some((line) => line.includes(`route="${lastRoute}"`))).toBe(true);
    expect(afterLate.some((line) => line.includes(`lang="${lastLanguage}"`))).toBe(true);
  });
});
