import type { FastifyInstance } from 'fastify';
import { containsControlCharacters } from '../../shared/text';
import { HttpError } from './errors';
import { installJsonBodyParser } from './json-body';

/**
 * Must be installed after the body parsers' plugins, so that its preValidation runs after
 * theirs. It marks the body-reading phase, and applies the shared text rule for every route at
 * once before any route's schema: a control character anywhere in the body, query or path is a
 * 400, never a database error. JSON bodies are read through the depth-limited parser
 * (json-body.ts), so that rule and every later walk meet a shallow body.
 */
export function installInputRules(app: FastifyInstance) {
  installJsonBodyParser(app);
  app.decorateRequest('readingBody', false);
  app.addHook('preParsing', async (request) => {
    request.readingBody = true;
  });
  app.addHook('preValidation', async (request) => {
    request.readingBody = false;
    if (
      containsControlCharacters(request.body) ||
      containsControlCharacters(request.query) ||
      containsControlCharacters(request.params)
    ) {
      throw new HttpError(400, 'control_characters');
    }
  });
}
