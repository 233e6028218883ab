import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { moduleRecorder } from '../testing/module-recorder';
import { startOtlpReceiver, type ReceivedSpan } from '../testing/otlp-receiver';
import { killLeftovers, startServerProcess, type ServerProcess } from '../testing/server-process';
import { createScratchPostgresDatabase } from '../testing/test-database';
import { WhatsAppStandIn } from '../testing/whatsapp-stand-in';
import { REQUEST_ID_ATTRIBUTE } from './tracer';

// Traces (docs/decisions/071): a real server process, started as npm run serve starts it (the
// tracing preload first), exports its spans to an OTLP/HTTP receiver in this process when
// OTEL_EXPORTER_OTLP_ENDPOINT names it, and loads none of OpenTelemetry's SDK, instrumentations
// or module hooks when it does not (only the no-op API, which prom-client requires: decision 069).

const SERVER = 2;
const CLIENT = 3;
const OPENTELEMETRY =
  /@opentelemetry\/(?!api\/)|@fastify\/otel|require-in-the-middle|import-in-the-middle/;

/** Whatever the machine's environment says: the tests name the endpoint, or not. */
const NO_ENDPOINT = { OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '' };

const serverUrl = process.env.TEST_DATABASE_URL;
const started: ServerProcess[] = [];
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  killLeftovers(started);
  for (const stop of stops.splice(0)) await stop();
});
afterAll(() => killLeftovers(started));

/** PostgreSQL when the run has one (a start in seconds), else PGlite (migrating takes ~20 s). */
const database = async (): Promise<Record<string, string>> =>
  serverUrl ? { DATABASE_URL: await createScratchPostgresDatabase(serverUrl) } : {};
/** A start on PGlite on a busy machine. */
const PROCESS_TEST = { timeout: 120_000 };

async function tracedServer(env: Record<string, string> = {}) {
  const receiver = await startOtlpReceiver();
  stops.push(receiver.stop);
  const modules = moduleRecorder();
  const server = await startServerProcess({
    ...NO_ENDPOINT,
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
    NODE_OPTIONS: modules.nodeOptions,
    DEMO_DATA: 'off',
    ...(await database()),
    ...env,
  });
  started.push(server);
  return { receiver, modules, server };
}

/** The spans of the trace whose request span names this request id. */
function traceOfRequest(spans: ReceivedSpan[], requestId: string) {
  const request = spans.find((span) => span.attributes[REQUEST_ID_ATTRIBUTE] === requestId);
  expect(request, `a span with ${REQUEST_ID_ATTRIBUTE} ${requestId}`).toBeDefined();
  return { request: request!, trace: spans.filter((span) => span.traceId === request!.traceId) };
}

/** The JSON log lines of a server's output. */
function logLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('traces', () => {
  it(
    "export a request's spans, named by its route and with its request id, and its outgoing calls; its log lines name the trace",
    PROCESS_TEST,
    async () => {
      const whatsapp = new WhatsAppStandIn();
      await whatsapp.start();
      stops.push(() => whatsapp.stop());
      // debug: the request lines too, which are the ones that name the trace.
      const { receiver, modules, server } = await tracedServer({
        ...whatsapp.env(),
        LOG_LEVEL: 'debug',
      });

      const list = await fetch(`${server.url}/api/v1/turf/getTurf?q=Sunrise`);
      expect(list.status).toBe(200);
      const listId = list.headers.get('x-request-id')!;
      const code = await fetch(`${server.url}/api/v1/user/otp/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobilenumber: '9123456780' }),
      });
      expect(code.status).toBe(200);
      const codeId = code.headers.get('x-request-id')!;
      expect((await fetch(`${server.url}/health/ready`)).status).toBe(200);
      // The batch is sent every 5 s; a stop sends what is left before the process exits.
      expect(await server.stop()).toBe(0);

      expect(receiver.contentTypes.length).toBeGreaterThan(0);
      expect(new Set(receiver.contentTypes)).toEqual(new Set(['application/json']));
      const spans = receiver.spans;
      expect(new Set(spans.map((span) => span.resource['service.name']))).toEqual(
        new Set(['turfbook']),
      );

      const listed = traceOfRequest(spans, listId);
      expect(listed.request).toMatchObject({
        scope: '@fastify/otel',
        attributes: { 'http.route': '/api/v1/turf/getTurf', 'url.path': '/api/v1/turf/getTurf' },
      });
      const incoming = listed.trace.find((span) => span.kind === SERVER)!;
      expect(incoming).toMatchObject({
        name: 'GET /api/v1/turf/getTurf',
        parentSpanId: '',
        scope: '@opentelemetry/instrumentation-http',
        attributes: { 'http.route': '/api/v1/turf/getTurf', 'http.response.status_code': 200 },
      });
      expect(listed.request.parentSpanId).toBe(incoming.spanId);
      // Like the log lines, spans keep the path and not the query.
      expect(JSON.stringify(listed.trace)).not.toContain('Sunrise');

      const asked = traceOfRequest(spans, codeId);
      const call = asked.trace.find(
        (span) => span.scope === '@opentelemetry/instrumentation-undici',
      );
      expect(call).toMatchObject({
        kind: CLIENT,
        name: 'POST',
        attributes: {
          'url.full': `${whatsapp.apiUrl}/109876543210/messages`,
          'http.response.status_code': 200,
        },
      });
      expect(whatsapp.received).toHaveLength(1);
      expect(spans.some((span) => String(span.attributes['url.path']).startsWith('/health'))).toBe(
        false,
      );

      const lines = logLines(server.output()).filter((line) => line.reqId === listId);
      expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      for (const line of lines) {
        expect(line).toMatchObject({ trace_id: listed.request.traceId, trace_flags: '01' });
      }
      // The control for the test below: the recorder sees the SDK when it is loaded.
      expect(modules.loaded().some((url) => url.includes('@opentelemetry/sdk-trace-node'))).toBe(
        true,
      );
    },
  );

  it.runIf(serverUrl)("show a request's PostgreSQL queries in its trace", async () => {
    const { receiver, server } = await tracedServer();
    const list = await fetch(`${server.url}/api/v1/turf/getTurf`);
    expect(list.status).toBe(200);
    expect(await server.stop()).toBe(0);

    const { request, trace } = traceOfRequest(receiver.spans, list.headers.get('x-request-id')!);
    const queries = trace.filter(
      (span) =>
        span.scope === '@opentelemetry/instrumentation-pg' && span.name.startsWith('pg.query'),
    );
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query).toMatchObject({
        kind: CLIENT,
        parentSpanId: request.spanId,
        attributes: { 'db.system.name': 'postgresql' },
      });
    }
    // The statement with its placeholders, never its values.
    expect(queries.map((query) => query.attributes['db.query.text']).join('\n')).toMatch(/\$1/);
  });

  it(
    'are not made without an OTLP endpoint, and no OpenTelemetry SDK or hook is loaded',
    PROCESS_TEST,
    async () => {
      const modules = moduleRecorder();
      const server = await startServerProcess({
        ...NO_ENDPOINT,
        NODE_OPTIONS: modules.nodeOptions,
        DEMO_DATA: 'off',
        LOG_LEVEL: 'debug',
        ...(await database()),
      });
      started.push(server);
      const list = await fetch(`${server.url}/api/v1/turf/getTurf`);
      expect(list.status).toBe(200);
      expect(await server.stop()).toBe(0);

      const loaded = modules.loaded();
      expect(loaded.some((url) => url.includes('/node_modules/fastify/'))).toBe(true);
      expect(loaded.filter((url) => OPENTELEMETRY.test(url))).toEqual([]);
      // The request's lines still name it; there is no trace to name.
      const lines = logLines(server.output()).filter(
        (line) => line.reqId === list.headers.get('x-request-id'),
      );
      expect(lines).toHaveLength(2);
      for (const line of lines) expect(line).not.toHaveProperty('trace_id');
    },
  );
});
