import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { SESSION_COOKIE, findSessionUser } from './sessions';
import type { UserRow } from './users';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: UserRow | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Loads the session's user for every API request, and refuses state-changing calls whose Origin
 * is neither this server nor an allowed origin (a second line behind SameSite=Lax cookies).
 */
export function installSessionHooks(
  app: FastifyInstance,
  context: { db: Db; now: () => Date; config: Pick<AppConfig, 'allowedOrigins'> },
) {
  app.decorateRequest('sessionUser', null);
  const allowed = new Set(context.config.allowedOrigins);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin && !SAFE_METHODS.has(request.method) && !allowed.has(origin)) {
      const own = `${request.protocol}://${request.host}`;
      if (origin !== own) throw new HttpError(403, 'cross_site_request');
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.sessionUser = await findSessionUser(context.db, token, context.now());
  });
}
