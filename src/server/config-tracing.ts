import { z } from 'zod';

// Traces (docs/decisions/071), from OpenTelemetry's own variables, which its SDK reads too. The
// tracing preload (telemetry/start-tracing.ts) asks tracingSettings before the app exists;
// config.ts checks the endpoints with the rest, so a mistyped one stops the start in one line.

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const otlpUrl = z.preprocess(
  emptyAsUndefined,
  z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://collector:4318' })
    .optional(),
);
const optionalText = z.preprocess(emptyAsUndefined, z.string().trim().optional());

export const tracingEnvShape = {
  /** The collector's OTLP/HTTP address; the exporter posts to its /v1/traces. */
  OTEL_EXPORTER_OTLP_ENDPOINT: otlpUrl,
  /** The full traces URL instead (the exporter posts to it as it is). */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: otlpUrl,
  OTEL_SERVICE_NAME: optionalText,
  OTEL_SDK_DISABLED: optionalText,
  OTEL_TRACES_EXPORTER: optionalText,
};

type TracingEnv = { [name in keyof typeof tracingEnvShape]?: string | undefined };

export interface TracingSettings {
  /** The resource's service.name: OTEL_SERVICE_NAME, else 'turfbook'. */
  serviceName: string;
}

export const DEFAULT_SERVICE_NAME = 'turfbook';

/**
 * On when an OTLP endpoint is named, unless OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER=none
 * say no; null otherwise, and then the process loads nothing of OpenTelemetry.
 */
export function tracingSettings(env: TracingEnv): TracingSettings | null {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint?.trim()) return null;
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return null;
  if (env.OTEL_TRACES_EXPORTER?.trim().toLowerCase() === 'none') return null;
  return { serviceName: env.OTEL_SERVICE_NAME?.trim() || DEFAULT_SERVICE_NAME };
}
