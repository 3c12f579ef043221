import { context, propagation, trace } from '@opentelemetry/api';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.ts';
import { useTracer } from './tracing.ts';

type TracingSettings = GatewayConfig['tracing'];

/** A started tracer provider: `shutdown` sends what is still buffered. */
export interface Tracing {
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

const TRACER_NAME = 'storefront-gateway';

async function samplerOf(settings: TracingSettings) {
  const { AlwaysOffSampler, AlwaysOnSampler, ParentBasedSampler, TraceIdRatioBasedSampler } =
    await import('@opentelemetry/sdk-trace-base');
  const ratio = new TraceIdRatioBasedSampler(settings.samplerRatio);
  switch (settings.sampler) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return ratio;
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: ratio });
    case 'parentbased_always_on':
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

async function exporterOf(url: string, protocol: TracingSettings['protocol']) {
  if (protocol === 'http/json') {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    return new OTLPTraceExporter({ url });
  }
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-proto');
  return new OTLPTraceExporter({ url });
}

/**
 * Starts OpenTelemetry tracing as the OTEL_* variables say (settings.ts), or nothing at all when no
 * endpoint is set: then no provider is registered and the API stays its no-op self. The SDK is only
 * loaded when tracing is on. Spans are batched and posted over OTLP/HTTP (protobuf or JSON; extra
 * headers from OTEL_EXPORTER_OTLP_HEADERS, read by the exporter); W3C trace context is the propagator.
 */
export async function startTracing(settings: TracingSettings, logger: Logger): Promise<Tracing | undefined> {
  const { endpoint } = settings;
  if (endpoint === undefined) return undefined;
  const [
    { NodeTracerProvider },
    { BatchSpanProcessor },
    { resourceFromAttributes },
    { ATTR_SERVICE_NAME },
    { W3CTraceContextPropagator },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/semantic-conventions'),
    import('@opentelemetry/core'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName }),
    sampler: await samplerOf(settings),
    spanProcessors: [new BatchSpanProcessor(await exporterOf(endpoint, settings.protocol))],
  });
  // The global provider and the AsyncLocalStorage context manager; W3C trace context alone as the
  // propagator: a caller's baggage (whatever it put there) is not passed on to the legacy API.
  provider.register({ propagator: new W3CTraceContextPropagator() });
  useTracer(trace.getTracer(TRACER_NAME));
  // Where spans go, never with credentials (OTEL_EXPORTER_OTLP_HEADERS is not logged).
  logger.info(
    { endpoint: new URL(endpoint).origin, protocol: settings.protocol, sampler: settings.sampler },
    'tracing on',
  );
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      useTracer(undefined);
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
