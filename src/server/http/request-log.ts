import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

// The request's logger wherever its handling leads. Fastify's request.log carries the request's
// id (reqId) and, when the process traces, the span's trace_id (the app logger's mixin, decision
// 071), but the code a route calls (the money model, the gateways, the mail queue) is shared with
// the background workers and has no request to hand. Each request runs in an async context that
// holds its logger; logError writes to it, so a line of a request's handling names that request.
// Outside any request (a worker's sweep) and in an app built without a logger (tests, scripts),
// the line goes to the console as it always has.

const requestLogs = new AsyncLocalStorage<FastifyBaseLogger>();

/** Runs each request's handling, and all it starts, with that request's logger at hand. */
export function keepRequestLoggers(app: FastifyInstance) {
  const keep = (request: { log: FastifyBaseLogger }, _reply: unknown, done: () => void) =>
    requestLogs.run(request.log, done);
  app.addHook('onRequest', keep);
  // A body is read in the socket's own async context, so the handler's hooks run outside the
  // one entered above: entered again before validation, as @fastify/request-context does.
  app.addHook('preValidation', keep);
}

/**
 * Logs a failure: on the current request's logger (its reqId and trace ids), else the console.
 * `detail` must already be safe to log (safeForLog of an error, never a secret).
 */
export function logError(message: string, detail: Record<string, unknown> = {}) {
  const log = requestLogs.getStore();
  if (log) log.error({ detail }, message);
  else console.error(message, detail);
}
