import type { ProxyTracerProvider } from '@opentelemetry/api';
import type { TracingSettings } from '../config-tracing';

// What the app itself does about traces when the process traces (docs/decisions/071): each log
// line names the span it was written in, and the spans still batched leave before the process
// exits. The SDK was started by the preload (start-tracing.ts); here only its API is used, and
// only imported when tracing is on.

/** How long a stop waits for the last spans to leave (main.ts drains for at most 10 s). */
const FLUSH_LIMIT_MS = 3_000;

export interface TraceLinks {
  /** The active span's ids for a log line (as pino's OpenTelemetry instrumentation names them). */
  logFields: () => { trace_id?: string; span_id?: string; trace_flags?: string };
  /** Exports the spans still batched. */
  flush: () => Promise<void>;
}

export async function loadTraceLinks(settings: TracingSettings | null): Promise<TraceLinks | null> {
  if (!settings) return null;
  const { trace } = await import('@opentelemetry/api');
  // The API's global provider is a proxy; behind it, the SDK's once the preload registered it.
  const proxy = trace.getTracerProvider() as ProxyTracerProvider;
  const sdk = proxy.getDelegate() as { forceFlush?: () => Promise<void> };
  if (typeof sdk.forceFlush !== 'function') {
    console.warn(
      'An OTLP endpoint is set but tracing did not start: start the server with ' +
        '--import of src/server/telemetry/start-tracing (npm run serve does).',
    );
    return null;
  }
  return {
    logFields: () => {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const { traceId, spanId, traceFlags } = span.spanContext();
      return {
        trace_id: traceId,
        span_id: spanId,
        trace_flags: traceFlags.toString(16).padStart(2, '0'),
      };
    },
    // Bounded: a collector that does not answer must not hold a stop past its drain limit.
    flush: () =>
      Promise.race([
        sdk.forceFlush!(),
        new Promise<void>((resolve) => setTimeout(resolve, FLUSH_LIMIT_MS).unref()),
      ]),
  };
}
