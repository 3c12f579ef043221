import { z } from 'zod';
import { fragment, setting } from '../settingFragment.ts';

/** OTLP/HTTP's rule: the signal's path is added to the general endpoint. */
function tracesUrl(endpoint: string | undefined): string | undefined {
  return endpoint === undefined ? undefined : `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}

/** What the gateway says of itself: logs, metrics, the shoppers' Web Vitals, traces. */
export const observabilitySettings = fragment(
  {
    logLevel: setting(
      'LOG_LEVEL',
      z
        .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
        .default('info')
        .describe(
          'pino level: `fatal` … `trace`, or `silent`; tokens and passwords are always redacted. At `info` and below (`debug`, `trace`) one line per request; above it (`warn`, `error`, `silent`) the request logger is left out of the request path entirely.',
        ),
    ),
    metricsPort: setting(
      'METRICS_PORT',
      z.coerce
        .number()
        .int()
        .min(0)
        .max(65535)
        .default(9464)
        .describe('Port of Prometheus `GET /metrics` (`0`: any free port).'),
    ),
    metricsHost: setting(
      'METRICS_HOST',
      z
        .string()
        .default('127.0.0.1')
        .describe('Interface of the metrics port (e.g. `0.0.0.0` for a scraper on another host).'),
    ),
    /** Web Vitals beacons per client address and minute (POST /vitals); 0: the endpoint is off. */
    webVitalsPerMinute: setting(
      'WEB_VITALS_PER_MINUTE',
      z.coerce
        .number()
        .int()
        .min(0)
        .max(600)
        .default(12)
        .describe(
          "Web Vitals beacons (`POST /vitals`, the shoppers' measured page speed) accepted per client address and minute; `0` turns the endpoint off.",
        ),
    ),
    /** OpenTelemetry (the standard OTEL_* variables); no endpoint: tracing off. */
    tracing: {
      /** Where spans go under the general collector endpoint, unless OTEL_EXPORTER_OTLP_TRACES_ENDPOINT says. */
      collectorTraces: setting(
        'OTEL_EXPORTER_OTLP_ENDPOINT',
        z.url().optional().transform(tracesUrl).meta({
          description:
            'OpenTelemetry: the OTLP/HTTP collector (Jaeger, Tempo, an OpenTelemetry Collector), e.g. `http://collector:4318`; spans go to its `/v1/traces`. Set it (or the next) and tracing is on (see "Tracing" in docs/gateway.md).',
          unset: 'tracing off (no cost)',
        }),
      ),
      endpoint: setting(
        'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
        z
          .url()
          .optional()
          .describe('The full URL spans are posted to, when it is not `OTEL_EXPORTER_OTLP_ENDPOINT` + `/v1/traces`.'),
      ),
      protocol: setting(
        'OTEL_EXPORTER_OTLP_PROTOCOL',
        z
          .enum(['http/protobuf', 'http/json'], { error: 'must be http/protobuf or http/json (gRPC is not supported)' })
          .default('http/protobuf')
          .describe('How spans are sent: `http/protobuf` or `http/json`.'),
      ),
      serviceName: setting(
        'OTEL_SERVICE_NAME',
        z.string().min(1).default('storefront-gateway').describe("The traces' `service.name`."),
      ),
      sampler: setting(
        'OTEL_TRACES_SAMPLER',
        z
          .enum([
            'always_on',
            'always_off',
            'traceidratio',
            'parentbased_always_on',
            'parentbased_always_off',
            'parentbased_traceidratio',
          ])
          .default('parentbased_always_on')
          .describe(
            "Which requests are traced: `parentbased_*` follows a caller's `traceparent` decision and applies the rest to requests without one; `traceidratio` keeps the share `OTEL_TRACES_SAMPLER_ARG`.",
          ),
      ),
      samplerRatio: setting(
        'OTEL_TRACES_SAMPLER_ARG',
        z.coerce
          .number()
          .min(0)
          .max(1)
          .default(1)
          .describe('The share of traces kept by the `*traceidratio` samplers, from `0` to `1`.'),
      ),
    },
  },
  ({ tracing: { collectorTraces, endpoint, ...tracing }, ...observability }) => ({
    ...observability,
    tracing: { ...tracing, endpoint: endpoint ?? collectorTraces },
  }),
);

export type ObservabilitySettings = z.output<typeof observabilitySettings>;
