import { errorSentence } from '../../shared/errors/error-sentence';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

// JSON bodies are read by one parser for the whole app: Fastify's own (its errors, its guard
// against prototype poisoning), behind a depth limit. Every walk over a body after it (the
// text rule, the schemas, PostgreSQL's jsonb) may then take a body's depth as small, and a body
// thousands of levels deep is a 400 before any handler runs, never a stack overflow.

/** Levels of objects and arrays a body may nest: far more than any route's body has (three). */
export const MAX_BODY_DEPTH = 32;
export const BODY_TOO_DEEP_MESSAGE = errorSentence('body_too_deep', { depth: MAX_BODY_DEPTH });

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x7b, 0x5b]); // { [
const CLOSERS = new Set([0x7d, 0x5d]); // } ]

/**
 * Whether JSON text nests objects and arrays more than `maxDepth` deep, read in one pass over
 * the text (brackets inside strings do not count), before anything parses it. Text that is not
 * JSON gets an answer either way: the parser refuses it next.
 */
export function exceedsJsonDepth(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (CLOSERS.has(code)) {
      depth -= 1;
    }
  }
  return false;
}

/** Replaces the app's JSON parser with the same one behind the depth limit (size: bodyLimit). */
export function installJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (exceedsJsonDepth(body as string, MAX_BODY_DEPTH)) {
      done(HttpError.templated(400, 'body_too_deep', { depth: MAX_BODY_DEPTH }), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
