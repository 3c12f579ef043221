import { Histogram, type Registry } from 'prom-client';
import { z } from 'zod';
import { isLanguage } from '../i18n/languages.ts';
import { OTHER } from './boundedLabels.ts';

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

/** Each vital's histograms: their name and unit, buckets around Google's good/poor thresholds, and clamp. */
const SHAPES: Record<
  Vital,
  { name: string; unit: string; what: string; buckets: number[]; max: number; fromMs: boolean }
> = {
  LCP: {
    name: 'gateway_web_vitals_lcp',
    unit: '_seconds',
    what: 'Largest Contentful Paint',
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
    max: 60,
    fromMs: true,
  },
  FCP: {
    name: 'gateway_web_vitals_fcp',
    unit: '_seconds',
    what: 'First Contentful Paint',
    buckets: [0.5, 1, 1.5, 1.8, 2.5, 3, 4, 6],
    max: 60,
    fromMs: true,
  },
  TTFB: {
    name: 'gateway_web_vitals_ttfb',
    unit: '_seconds',
    what: 'Time To First Byte',
    buckets: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 6],
    max: 60,
    fromMs: true,
  },
  INP: {
    name: 'gateway_web_vitals_inp',
    unit: '_seconds',
    what: 'Interaction to Next Paint',
    buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2],
    max: 60,
    fromMs: true,
  },
  CLS: {
    name: 'gateway_web_vitals_cls',
    unit: '',
    what: 'Cumulative Layout Shift (a score, no unit)',
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    max: 10,
    fromMs: false,
  },
};

/**
 * What a vital is counted by: each its own histogram, never their combinations. Every value is one
 * the app knows (else `other`/`unknown`), so the series are bounded by construction — 47 routes,
 * 16 languages, 5 connections: 68 label values a vital, about 3,700 series in all — and every
 * known value has its own, whoever sent beacons first. Their product (3,760 combinations a vital,
 * some 200,000 series) would be too many to keep, and a budget of them goes to the first senders.
 */
const DIMENSIONS = ['route', 'lang', 'connection'] as const;
type Dimension = (typeof DIMENSIONS)[number];

/** The histogram's name: by route the vital's own (`gateway_web_vitals_lcp_seconds`), else `_by_lang`, `_by_connection`. */
function histogramName(vital: Vital, dimension: Dimension): string {
  const { name, unit } = SHAPES[vital];
  return dimension === 'route' ? `${name}${unit}` : `${name}_by_${dimension}${unit}`;
}

/**
 * The shoppers' measured page speed (field Web Vitals) as Prometheus histograms, one by route
 * pattern, one by language and one by connection type for each vital.
 */
export class WebVitalsMetrics {
  private readonly histograms: Record<Vital, Record<Dimension, Histogram>>;

  /** `isRoutePattern`: whether the storefront's build lists this route pattern (server/clientRoutes.ts). */
  constructor(
    registry: Registry,
    private readonly isRoutePattern: (pattern: string) => boolean,
  ) {
    const made = (vital: Vital, dimension: Dimension) =>
      new Histogram({
        name: histogramName(vital, dimension),
        help: `${SHAPES[vital].what} measured on shoppers' devices (POST /vitals), by ${dimension === 'route' ? 'route pattern' : dimension === 'lang' ? 'language' : 'connection type'}`,
        labelNames: [dimension],
        buckets: SHAPES[vital].buckets,
        registers: [registry],
      });
    const byDimension = (vital: Vital) =>
      Object.fromEntries(DIMENSIONS.map((dimension) => [dimension, made(vital, dimension)])) as Record<
        Dimension,
        Histogram
      >;
    this.histograms = {
      LCP: byDimension('LCP'),
      FCP: byDimension('FCP'),
      TTFB: byDimension('TTFB'),
      INP: byDimension('INP'),
      CLS: byDimension('CLS'),
    };
  }

  /** Records a validated beacon: unknown routes, languages and connections become `other`/`unknown`, values are clamped. */
  record(beacon: Beacon): void {
    const labels: Record<Dimension, string> = {
      route: this.isRoutePattern(beacon.route) ? beacon.route : OTHER,
      lang: isLanguage(beacon.lang) ? beacon.lang : OTHER,
      connection: beacon.connection !== undefined && CONNECTIONS.has(beacon.connection) ? beacon.connection : 'unknown',
    };
    for (const { name, value } of beacon.metrics) {
      const shape = SHAPES[name];
      const scaled = shape.fromMs ? value / 1000 : value;
      const clamped = Math.min(Math.max(scaled, 0), shape.max);
      for (const dimension of DIMENSIONS)
        this.histograms[name][dimension].observe({ [dimension]: labels[dimension] }, clamped);
    }
  }
}
