import fc from 'fast-check';
import { addDays } from '../../shared/time';
import type { App } from '../app';
import type { FuzzIdentities, FuzzReport } from './fuzz';

// Far-future and far-past dates in every date field the OpenAPI description knows, inside
// requests that are otherwise well formed (so they get past validation to the date rules, the
// queries and the labels behind them), from every role. No answer may be a 5xx or a stack trace.

/** The edges of four-digit years, of PostgreSQL and of JavaScript's Date, in every accepted form. */
export const FAR_DATES = [
  '9999-12-31',
  '10000-01-01',
  '0001-01-01',
  '0000-01-01',
  '1900-01-01',
  '1969-12-31',
  '+275760-09-13',
  '-271821-04-20',
  '2100-02-29',
  'infinity',
  '9999-12-31T23:00:00Z',
  '9999-12-31T10:00:00.000Z',
  '0001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '+275760-09-13T00:00:00.001Z',
  '-271821-04-20T00:00:00Z',
  'Fri, Dec 31, 9999',
  'Mon, Jan 1, 1',
  'Jan 1, 0001',
  'Sat, Jan 1, 10000',
] as const;

/** Field and parameter names that carry a date (besides any of format 'date'). */
const DATE_NAMES = new Set(['date', 'bookingDate', 'from', 'to']);

/** Plausible values by field name, so the rest of a request passes its checks. */
const PLAUSIBLE: Record<string, fc.Arbitrary<unknown>> = {
  start: fc.constantFrom(18 * 60, 6 * 60, 0),
  end: fc.constantFrom(19 * 60, 23 * 60 + 59),
  reason: fc.constantFrom('Maintenance', 'Rain'),
  repeatWeeks: fc.integer({ min: 1, max: 12 }),
  startTime: fc.constantFrom('6:00 PM', '6:00 AM'),
  endTime: fc.constantFrom('7:00 PM', '8:00 PM'),
  sport: fc.constantFrom('football', 'cricket'),
  location: fc.constant('Andheri'),
  amount: fc.constantFrom('1000.00', 500),
  currency: fc.constant('inr'),
  minutes: fc.constantFrom(30, 60, 180),
  limit: fc.constantFrom(1, 2, 500),
  paymentId: fc.constant('pi_far_dates'),
  status: fc.constant('confirmed'),
  paymentStatus: fc.constant('paid'),
  amountPaid: fc.constant(1000),
};

interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
}

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Far dates written YYYY-MM-DD, the form every date field takes (some only that one). */
const FAR_DAYS = FAR_DATES.filter((date) => /^\d{4}-\d{2}-\d{2}$/.test(date));

/** Far days, and now and then a near one, so some requests get through to a 2xx. */
function dayValue(today: string): fc.Arbitrary<string> {
  const near = [-1, 0, 1, 3].map((days) => addDays(today, days));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...FAR_DAYS) },
    { weight: 1, arbitrary: fc.constantFrom(...near) },
  );
}

interface Context {
  ids: string[];
  day: fc.Arbitrary<string>;
  /** The slot search's `from` is a time ('19:00'); every other one a date. */
  fromIsTime: boolean;
}

/** Left out: each would only turn the request away before its dates are read. */
const LEFT_OUT = new Set(['userId', 'cursor']);

function valueFor(name: string, schema: JsonSchema, context: Context): fc.Arbitrary<unknown> {
  if (schema.format === 'date') return context.day;
  if (name === 'from' && context.fromIsTime) return fc.constantFrom('19:00', '06:00');
  if (DATE_NAMES.has(name)) {
    return fc.oneof(
      { weight: 3, arbitrary: context.day },
      { weight: 1, arbitrary: fc.constantFrom(...FAR_DATES) },
    );
  }
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const plausible = PLAUSIBLE[name];
  if (plausible) return plausible;
  if (schema.anyOf?.[0]) return valueFor(name, schema.anyOf[0], context);
  if (schema.format === 'uuid') return fc.constantFrom(...context.ids);
  switch (schema.type) {
    case 'object':
      return objectFor(schema, context);
    case 'array':
      return fc.array(valueFor(name, schema.items ?? {}, context), {
        minLength: 1,
        maxLength: Math.min(schema.maxItems ?? 6, 6),
      });
    case 'integer':
    case 'number':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 100, 100) });
    case 'boolean':
      return fc.boolean();
    default:
      return fc.constantFrom('x', 'Maintenance');
  }
}

/** An object with every required property and, half the time, each optional one. */
function objectFor(schema: JsonSchema, context: Context): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {}).filter(
    ([name]) => !LEFT_OUT.has(name),
  );
  const entries = properties.map(([name, property]) => {
    const value = valueFor(name, property, context);
    const required = schema.required?.includes(name) || DATE_NAMES.has(name);
    return fc.tuple(
      fc.constant(name),
      required ? value.map((v) => ({ v })) : fc.option(value.map((v) => ({ v }))),
    );
  });
  return fc.tuple(...entries).map((pairs) => {
    const object: Record<string, unknown> = {};
    for (const [name, present] of pairs) if (present) object[name] = present.v;
    return object;
  });
}

interface DateRequest {
  method: string;
  url: string;
  body: Record<string, unknown> | undefined;
}

/** Every operation with a date among its parameters or (nested) body fields. */
function dateOperations(spec: { paths: Record<string, Record<string, Operation>> }) {
  const mentionsDate = (text: string) => /"(date|bookingDate|from|to)"|"format":"date"/.test(text);
  return Object.entries(spec.paths)
    .filter(([path]) => !path.endsWith('/stream'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    )
    .filter(({ operation }) =>
      mentionsDate(
        JSON.stringify([
          operation.parameters?.map((parameter) => parameter.name),
          operation.requestBody,
        ]),
      ),
    );
}

function requestFor(
  { path, method, operation }: ReturnType<typeof dateOperations>[number],
  shared: Context,
): fc.Arbitrary<DateRequest> {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((parameter) => parameter.in === 'path');
  const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const context = { ...shared, fromIsTime: queryNames.includes('date') };
  const query = objectFor(
    {
      type: 'object',
      properties: Object.fromEntries(
        parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
      ),
    },
    context,
  );
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  return fc
    .record({
      segments: fc.tuple(...pathParams.map(() => fc.constantFrom(...context.ids))),
      query,
      body: bodySchema ? objectFor(bodySchema, context) : fc.constant(undefined),
    })
    .map(({ segments, query: values, body }) => {
      let index = 0;
      const filled = path.replace(/\{[^}]+\}/g, () => encodeURIComponent(segments[index++]!));
      const search = new URLSearchParams(
        Object.entries(values).map(([name, value]) => [name, String(value)]),
      ).toString();
      return {
        method: method.toUpperCase(),
        url: search ? `${filled}?${search}` : filled,
        body,
      };
    });
}

export async function fuzzDates(
  app: App,
  identities: FuzzIdentities,
  options: { requests: number; seed: number; today: string },
): Promise<FuzzReport & { operations: string[] }> {
  await app.ready();
  const operations = dateOperations(app.swagger() as never);
  const context = { ids: identities.ids, day: dayValue(options.today), fromIsTime: false };
  const request = fc.record({
    call: fc.oneof(...operations.map((operation) => requestFor(operation, context))),
    cookie: fc.constantFrom(...identities.cookies, undefined),
    accept: fc.constantFrom(undefined, 'application/x-ndjson'),
  });
  const report: FuzzReport = { requests: 0, byStatus: {}, failures: [] };
  for (const sample of fc.sample(request, { numRuns: options.requests, seed: options.seed })) {
    const { method, url, body } = sample.call;
    const headers: Record<string, string> = {};
    if (sample.cookie) headers.cookie = sample.cookie;
    if (sample.accept) headers.accept = sample.accept;
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    report.requests += 1;
    const bucket = `${Math.floor(response.statusCode / 100)}xx`;
    report.byStatus[bucket] = (report.byStatus[bucket] ?? 0) + 1;
    if (response.statusCode >= 500 || /\n\s+at /.test(response.body)) {
      report.failures.push(
        `${method} ${url} ${JSON.stringify(headers)} ${JSON.stringify(body)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
      );
    }
  }
  return {
    ...report,
    operations: operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`),
  };
}
