import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLanguage, type Language } from '../../shared/i18n/languages';
import { HttpError } from '../http/errors';

// The language a PDF is drawn in (decision 065): the one asked for with ?lang=en|hi|mr, else the
// account's of whoever asks for it.

/** The query every PDF route takes, for the API's description; read by documentLanguage. */
export const documentQuery = z.object({
  lang: z
    .string()
    .optional()
    .describe("The document's language: en, hi or mr (the account's own when not given)"),
});

export function documentLanguage(
  request: FastifyRequest,
  viewer: { language: Language },
): Language {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  if (asked === undefined) return viewer.language;
  if (!isLanguage(asked)) throw new HttpError(400, 'language_unknown');
  return asked;
}
