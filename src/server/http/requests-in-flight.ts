import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

// A bound on the queue of one process (docs/decisions/077): beyond `maxInFlight` API requests
// being worked on at once, a new one is refused at once with a 503 and Retry-After, rather than
// joining a queue on the event loop that a slow second can make too long to ever work off.
// Live-update streams (their own limiter, live-stream-limits.ts) and the health check, which
// a balancer must still reach, are not counted.

/** How long a refused client waits before it tries again, in seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

const HEALTH_PATH = '/api/v1/health';

function counts(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (
    path.startsWith('/api/') && path !== HEALTH_PATH && !request.routeOptions.config.liveStream
  );
}

export function installRequestsInFlightLimit(app: FastifyInstance, maxInFlight: number | null) {
  if (maxInFlight === null) return;
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!counts(request)) return;
    if (inFlight >= maxInFlight) {
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      throw new HttpError(503, 'server_busy');
    }
    inFlight += 1;
    // The place is freed when the answer closes, whatever ended it: sent, failed, or the client
    // gone.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
}
