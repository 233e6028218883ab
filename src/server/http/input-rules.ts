import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTER_MESSAGE, containsControlCharacters } from '../../shared/text';
import { HttpError } from './errors';

/**
 * The shared text rule for every route at once, before any route's own schema: a control
 * character anywhere in the body, query or path is a 400, never a database error.
 */
export function installInputRules(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (
      containsControlCharacters(request.body) ||
      containsControlCharacters(request.query) ||
      containsControlCharacters(request.params)
    ) {
      throw new HttpError(400, CONTROL_CHARACTER_MESSAGE);
    }
  });
}
