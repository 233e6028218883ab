import type { FastifyInstance } from 'fastify';

/**
 * Makes a scope read JSON bodies as bytes: a webhook's signature is checked over the raw body,
 * and parsing first would lose the exact bytes that were signed.
 */
export function readJsonAsBytes(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
}
