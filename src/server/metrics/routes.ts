import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { errorSentence } from '../../shared/errors/error-sentence';
import { HttpError, errorBody } from '../http/errors';
import type { AppMetrics, RequestTiming } from './metrics';

// GET /metrics for Prometheus, behind a bearer token (docs/decisions/069): with METRICS_TOKEN, a
// request without that token gets 401; without it, /metrics answers 404 as an unknown API route
// does, even where the web client would serve its page for an unknown path (a scraper pointed at
// a process without the token is told so, not handed a page). The answer is the process's own
// metrics, so each process is scraped on its own.

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Whether the Authorization header is `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

export function metricsRoutes(context: {
  metrics: Pick<AppMetrics, 'exposition' | 'contentType'>;
  token: string | null;
}): FastifyPluginAsync {
  const { token } = context;
  return async (app) => {
    app.get(
      '/metrics',
      { schema: { tags: ['system'], summary: 'Prometheus metrics (bearer token)', hide: true } },
      async (request, reply) => {
        if (token === null) {
          const facts = { method: request.method, path: '/metrics' };
          return reply
            .status(404)
            .send(errorBody('route_not_found', errorSentence('route_not_found', facts), facts));
        }
        if (!bearerMatches(request.headers.authorization, token)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw new HttpError(401, 'metrics_token');
        }
        reply.header('cache-control', 'no-store');
        return reply.type(context.metrics.contentType).send(await context.metrics.exposition());
      },
    );
  };
}

/**
 * The route a request is timed under: its pattern (`/api/v1/booking/:bookingId`), never its URL;
 * one label for the web client's files (their names change with every build) and one for
 * whatever no route matched.
 */
function routeLabel(request: FastifyRequest): string {
  const { url, config } = request.routeOptions;
  // @fastify/static marks each file's route with the file it serves.
  if ((config as { file?: unknown }).file !== undefined) return 'static';
  return url ?? 'unmatched';
}

/** Times every answer into http_request_duration_seconds. */
export function installRequestTiming(app: FastifyInstance, timing: RequestTiming) {
  app.addHook('onResponse', async (request, reply) => {
    timing.request({
      method: request.method,
      route: routeLabel(request),
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
}
