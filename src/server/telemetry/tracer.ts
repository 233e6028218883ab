import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { TracingSettings } from '../config-tracing';

// The OpenTelemetry SDK of a tracing process (docs/decisions/071): spans of incoming requests
// (node:http and Fastify's routes), PostgreSQL queries and outgoing calls (node:http for the
// payment gateways' SDKs, fetch for WhatsApp and web push), sent as OTLP/HTTP JSON in batches.
// Every package is imported here and only here, by import(): bundled, they stay outside the
// bundle, so a process that does not trace never loads one.

/** The span attribute that names the request's X-Request-Id, as its log lines name it (reqId). */
export const REQUEST_ID_ATTRIBUTE = 'turfbook.request_id';

/** Load balancers poll these every few seconds: a trace each would drown the rest. */
const isHealthCheck = (url: string | undefined) => url?.startsWith('/health/') ?? false;

export async function startTracing(settings: TracingSettings) {
  const [api, sdk, resources, otlp, instrumentation, http, pg, undici, fastifyOtel] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/instrumentation-undici'),
      import('@fastify/otel'),
    ]);
  // An exporter that cannot reach its collector says so, once a batch, instead of nothing.
  api.diag.setLogger(new api.DiagConsoleLogger(), {
    logLevel: api.DiagLogLevel.WARN,
    suppressOverrideMessage: true,
  });
  const provider = new sdk.NodeTracerProvider({
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (the env detector) over our default name.
    resource: resources
      .defaultResource()
      .merge(resources.resourceFromAttributes({ 'service.name': settings.serviceName }))
      .merge(resources.detectResources({ detectors: [resources.envDetector] })),
    // The exporter reads OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT, _HEADERS, _TIMEOUT; the batches
    // OTEL_BSP_*; the sampler OTEL_TRACES_SAMPLER (default: every trace, or as the caller's).
    spanProcessors: [new sdk.BatchSpanProcessor(new otlp.OTLPTraceExporter())],
  });
  provider.register();
  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new http.HttpInstrumentation({
        ignoreIncomingRequestHook: (request: IncomingMessage) => isHealthCheck(request.url),
        // Like the request log lines (http/logging.ts): the path, never the query, where a
        // client secret or a link's token may travel.
        startIncomingSpanHook: () => ({ 'url.query': undefined }),
      }),
      new fastifyOtel.FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: (route: { url: string }) => isHealthCheck(route.url),
        // One span a request, named by its route. Spans of each hook (we have a dozen) and of
        // the handler (named by the source text of its plugin, which has no name) would bury
        // it; the queries and calls of every stage show under it anyway.
        instrumentHooks: false,
        instrumentHandler: false,
        requestHook: (span, request: FastifyRequest) => {
          span.setAttribute(REQUEST_ID_ATTRIBUTE, request.id);
          // It records the URL as the path, query and all: the path alone, as above.
          span.setAttribute('url.path', request.url.split('?')[0]!);
        },
      }),
      // Queries of a request or of another span; the workers' polling every few seconds is not
      // worth a trace each.
      new pg.PgInstrumentation({ requireParentSpan: true }),
      new undici.UndiciInstrumentation(),
    ],
  });
  return provider;
}
