import type { FastifyServerOptions } from 'fastify';
import { databaseErrorCode } from '../db/errors';

// What our logs may carry: never a password hash, a session token, a card number or a client
// secret. Request lines keep the path but not the query (a client secret travels in one), cookie
// and signature headers are redacted, and a failed query is logged without its parameters.

type Destination = { write(line: string): void };

/**
 * Options of the app's logger. Fastify's child logger of a request puts its id (reqId) on each of
 * the request's lines; `traceFields`, when the process traces, adds the span's trace_id and
 * span_id, so a line leads to its trace and a trace (whose request span carries the id) to its
 * lines (docs/decisions/071).
 */
export function loggerOptions(
  level: string,
  destination?: Destination,
  traceFields?: () => object,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(destination ? { stream: destination } : {}),
    ...(traceFields ? { mixin: traceFields } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["stripe-signature"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        id: request.id,
        method: request.method,
        url: request.url.split('?')[0],
      }),
      err: (error: Error) => {
        const safe = safeForLog(error);
        return { type: error.name, message: error.message, stack: error.stack ?? '', ...safe };
      },
    },
  };
}

/**
 * An error as it may be logged. drizzle's query errors put the statement's parameters in their
 * message (a new user's password hash, say): only the statement, the SQLSTATE and the driver's
 * own message are kept.
 */
export function safeForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const query = (error as { query?: unknown }).query;
  if (typeof query === 'string') {
    const cause = (error as { cause?: { message?: string } }).cause;
    // The stack's first lines repeat the message with its parameters: keep only the frames.
    const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    return {
      type: error.name,
      message: `Failed query: ${query}`,
      stack: frames.join('\n'),
      code: databaseErrorCode(error),
      cause: cause?.message,
    };
  }
  return { type: error.name, message: error.message, stack: error.stack };
}
