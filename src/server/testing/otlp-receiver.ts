import { createServer, type IncomingMessage } from 'node:http';

// An OpenTelemetry collector's OTLP/HTTP traces endpoint on this machine for the tests
// (docs/decisions/071): it takes POST /v1/traces in OTLP's JSON encoding, as the app's exporter
// sends it, answers as a collector does, and keeps every span with its resource and scope.

type AnyValue = {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: number | string;
  doubleValue?: number;
  arrayValue?: { values?: AnyValue[] };
};
type KeyValue = { key: string; value: AnyValue };
interface ExportTraceServiceRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      scope?: { name?: string };
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: KeyValue[];
      }[];
    }[];
  }[];
}

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  /** '' for a trace's root span. */
  parentSpanId: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client. */
  kind: number;
  /** The instrumentation scope (e.g. @opentelemetry/instrumentation-pg). */
  scope: string;
  attributes: Record<string, unknown>;
  resource: Record<string, unknown>;
}

function valueOf(value: AnyValue): unknown {
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(valueOf);
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.stringValue ?? value.boolValue ?? value.doubleValue;
}

const attributesOf = (list: KeyValue[] = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

function spansOf(body: ExportTraceServiceRequest): ReceivedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resourceSpans) => {
    const resource = attributesOf(resourceSpans.resource?.attributes);
    return (resourceSpans.scopeSpans ?? []).flatMap((scopeSpans) =>
      (scopeSpans.spans ?? []).map((span) => ({
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId ?? '',
        name: span.name,
        kind: span.kind,
        scope: scopeSpans.scope?.name ?? '',
        attributes: attributesOf(span.attributes),
        resource,
      })),
    );
  });
}

async function textOf(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  /** The content types of the exports taken (OTLP/JSON's is application/json). */
  const contentTypes: string[] = [];
  const server = createServer((request, response) => {
    void textOf(request).then((text) => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      contentTypes.push(request.headers['content-type'] ?? '');
      spans.push(...spansOf(JSON.parse(text) as ExportTraceServiceRequest));
      // A collector's answer when it took every span: an empty ExportTraceServiceResponse.
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    /** What OTEL_EXPORTER_OTLP_ENDPOINT names: the exporter adds /v1/traces. */
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    contentTypes,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
