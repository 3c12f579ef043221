import { Histogram, type Registry } from 'prom-client';
import { z } from 'zod';
import { isLanguage } from '../i18n/languages.ts';
import { FirstSeenLabels, OTHER } from './boundedLabels.ts';

/** The metrics the storefront reports (web-vitals' names). */
const VITALS = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
type Vital = (typeof VITALS)[number];

/**
 * A beacon (client/src/boot/webVitals.ts): the route pattern the page was loaded on, its
 * language, the connection type the browser reports, and the measurements (times in ms, CLS
 * a score). Nothing else is accepted, so nothing personal can ride along.
 */
export const BEACON = z.strictObject({
  route: z.string().max(80),
  lang: z.string().max(8),
  connection: z.string().max(12).optional(),
  metrics: z
    .array(z.strictObject({ name: z.enum(VITALS), value: z.number().finite() }))
    .min(1)
    .max(20),
});
export type Beacon = z.infer<typeof BEACON>;

/** What `navigator.connection.effectiveType` says; anything else (or nothing) is `unknown`. */
const CONNECTIONS = new Set(['slow-2g', '2g', '3g', '4g']);

/**
 * Distinct route, language and connection combinations with labels of their own: more than the
 * storefront's traffic needs, and a bound on what forged beacons can add (later ones are `other`).
 */
const COMBINATIONS = 300;

/** Each vital's histogram: its name, unit, buckets around Google's good/poor thresholds, and clamp. */
const SHAPES: Record<Vital, { name: string; what: string; buckets: number[]; max: number; fromMs: boolean }> = {
  LCP: {
    name: 'gateway_web_vitals_lcp_seconds',
    what: 'Largest Contentful Paint',
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
    max: 60,
    fromMs: true,
  },
  FCP: {
    name: 'gateway_web_vitals_fcp_seconds',
    what: 'First Contentful Paint',
    buckets: [0.5, 1, 1.5, 1.8, 2.5, 3, 4, 6],
    max: 60,
    fromMs: true,
  },
  TTFB: {
    name: 'gateway_web_vitals_ttfb_seconds',
    what: 'Time To First Byte',
    buckets: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 6],
    max: 60,
    fromMs: true,
  },
  INP: {
    name: 'gateway_web_vitals_inp_seconds',
    what: 'Interaction to Next Paint',
    buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2],
    max: 60,
    fromMs: true,
  },
  CLS: {
    name: 'gateway_web_vitals_cls',
    what: 'Cumulative Layout Shift (a score, no unit)',
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    max: 10,
    fromMs: false,
  },
};

type Labels = 'route' | 'lang' | 'connection';

/**
 * The shoppers' measured page speed (field Web Vitals) as Prometheus histograms, by route
 * pattern, language and connection type.
 */
export class WebVitalsMetrics {
  private readonly histograms: Record<Vital, Histogram<Labels>>;
  private readonly combinations = new FirstSeenLabels(COMBINATIONS);

  /** `isRoutePattern`: whether the storefront's build lists this route pattern (server/clientRoutes.ts). */
  constructor(
    registry: Registry,
    private readonly isRoutePattern: (pattern: string) => boolean,
  ) {
    const made = (vital: Vital) =>
      new Histogram({
        name: SHAPES[vital].name,
        help: `${SHAPES[vital].what} measured on shoppers' devices (POST /vitals), by route pattern, language and connection type`,
        labelNames: ['route', 'lang', 'connection'] as const,
        buckets: SHAPES[vital].buckets,
        registers: [registry],
      });
    this.histograms = { LCP: made('LCP'), FCP: made('FCP'), TTFB: made('TTFB'), INP: made('INP'), CLS: made('CLS') };
  }

  /** Records a validated beacon: unknown routes, languages and connections become `other`/`unknown`, values are clamped. */
  record(beacon: Beacon): void {
    const route = this.isRoutePattern(beacon.route) ? beacon.route : OTHER;
    const lang = isLanguage(beacon.lang) ? beacon.lang : OTHER;
    const connection =
      beacon.connection !== undefined && CONNECTIONS.has(beacon.connection) ? beacon.connection : 'unknown';
    const labels =
      this.combinations.label(`${route} ${lang} ${connection}`) === OTHER
        ? { route: OTHER, lang: OTHER, connection: OTHER }
        : { route, lang, connection };
    for (const { name, value } of beacon.metrics) {
      const shape = SHAPES[name];
      const scaled = shape.fromMs ? value / 1000 : value;
      this.histograms[name].observe(labels, Math.min(Math.max(scaled, 0), shape.max));
    }
  }
}
