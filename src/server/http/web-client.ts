import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const WEB_DIST = fileURLToPath(new URL('../../../dist/web', import.meta.url));

/**
 * Serves the built web client and answers unknown non-API GETs with its index.html, so that
 * client routes survive a reload. API paths that match nothing get a JSON 404.
 */
export async function installWebClient(app: FastifyInstance, root: string | null) {
  const hasClient = root !== null && existsSync(`${root}/index.html`);
  if (hasClient) {
    await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/');
    if (hasClient && isPage && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root!);
    }
    return reply
      .status(404)
      .send({ success: false, message: `Not found: ${request.method} ${path}` });
  });
}
