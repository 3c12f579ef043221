import i18next from 'i18next';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { matchAppRoute } from '../app/matchRoute.ts';

/** Where the gateway takes the beacons (gateway/src/metrics/webVitalsRoute.ts): same origin. */
const ENDPOINT = '/vitals';
/** The gateway refuses a beacon with more measurements than this. */
const MOST_PER_BEACON = 20;

interface Measurement {
  name: Metric['name'];
  value: number;
}

/** `navigator.connection.effectiveType` where the browser has it (Chromium), else nothing. */
function connectionType(): string | undefined {
  const { connection } = navigator as Navigator & { connection?: { effectiveType?: unknown } };
  return typeof connection?.effectiveType === 'string' ? connection.effectiveType : undefined;
}

/**
 * Reports the page's field Web Vitals (LCP, INP, CLS, TTFB, FCP, as the web-vitals library
 * measures them) to the gateway, for its Prometheus histograms. Measurements are batched and
 * sent with `navigator.sendBeacon` when the page is hidden or left, so reporting costs no
 * request while the shopper uses the page. A beacon holds the route PATTERN the page was loaded
 * on (never its address, which has ids in it), the interface language and the connection type:
 * nothing about who the shopper is. Loaded after the first paint (main.tsx): the library
 * reads what happened before from the browser's buffered performance entries.
 */
export function reportWebVitals(loadedPath: string): void {
  const route = matchAppRoute(loadedPath)?.path ?? 'other';
  let queued: Measurement[] = [];
  const flush = () => {
    if (queued.length === 0) return;
    const body = JSON.stringify({
      route,
      lang: i18next.language,
      ...(connectionType() ? { connection: connectionType() } : {}),
      metrics: queued.slice(0, MOST_PER_BEACON),
    });
    queued = [];
    navigator.sendBeacon(ENDPOINT, body);
  };
  const measured = (metric: Metric) => queued.push({ name: metric.name, value: metric.value });
  onTTFB(measured);
  onFCP(measured);
  onLCP(measured);
  onCLS(measured);
  onINP(measured);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
