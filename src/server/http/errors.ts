import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseErrorCode } from '../db/errors';
import {
  ERROR_CATALOGUE,
  codeOfSentence,
  type ErrorCode,
} from '../../shared/errors/error-catalogue';
import { errorSentence, type ErrorFacts } from '../../shared/errors/error-sentence';

type Catalogue = typeof ERROR_CATALOGUE;
/** Codes whose English is an ICU template: the answer must carry its sentence and its facts. */
export type TemplatedCode = {
  [C in ErrorCode]: Catalogue[C]['en'] extends `${string}{${string}` ? C : never;
}[ErrorCode];
export type PlainCode = Exclude<ErrorCode, TemplatedCode>;

export interface ErrorWording {
  /** The English sentence as its rule words it, when it is not the catalogue's (docs/decisions/063). */
  message?: string;
  facts?: ErrorFacts;
}

/**
 * An error with an HTTP status and a catalogued code (src/shared/errors): the answer's English
 * sentence is the code's own unless the rule words it, and is safe and useful to show the client.
 */
export class HttpError extends Error {
  readonly facts: ErrorFacts;

  constructor(statusCode: number, code: PlainCode, wording?: ErrorWording);
  constructor(
    statusCode: number,
    code: TemplatedCode,
    wording: { message: string; facts: ErrorFacts },
  );
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    wording: ErrorWording = {},
  ) {
    super(wording.message ?? ERROR_CATALOGUE[code].en);
    this.facts = wording.facts ?? {};
  }

  /**
   * A refusal a rule of src/shared words (a problem, a refusal): the sentence's own code when the
   * catalogue has it, else `family`, the code of the kind of refusal the rule makes.
   */
  /** A code whose English is a template: the sentence with these facts in place, and the facts. */
  static templated(statusCode: number, code: TemplatedCode, facts: ErrorFacts): HttpError {
    return new HttpError(statusCode, code, { message: errorSentence(code, facts), facts });
  }

  static refusal(statusCode: number, sentence: string, family: PlainCode): HttpError {
    return new HttpError(statusCode, (codeOfSentence(sentence) ?? family) as PlainCode, {
      message: sentence,
    });
  }
}

/** The one shape of an error answer: `{ success: false, code, message, ...facts }`. */
export function errorBody(code: ErrorCode, message: string, facts: ErrorFacts = {}) {
  return { success: false as const, code, message, ...facts };
}

/** Fastify's own client errors: the code and sentence each answers. */
const FRIENDLY_CLIENT_ERRORS: Record<string, PlainCode> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body_empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'media_type_unsupported',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request_too_large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'json_invalid',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'multipart_required',
  FST_REQ_FILE_TOO_LARGE: 'file_too_large',
  FST_PARTS_LIMIT: 'too_many_fields',
  FST_FILES_LIMIT: 'too_many_files',
  FST_FIELDS_LIMIT: 'too_many_fields',
};

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * True while the body is read and parsed (input-rules.ts marks it). The parsers, busboy under
     * @fastify/multipart above all, throw plain errors without an HTTP status for a body they
     * cannot read: the client's fault, not ours.
     */
    readingBody: boolean;
  }
}

/** Database errors that carry meaning for the client, translated in this one place. */
function translateDatabaseError(error: unknown): HttpError | null {
  const code = databaseErrorCode(error);
  if (code === '23505') return new HttpError(409, 'record_exists');
  if (code === '23P01') return new HttpError(409, 'slot_taken');
  return null;
}

/** Headers that describe the body of the answer that failed, not of the error sent instead. */
const BODY_HEADERS = ['content-type', 'content-encoding', 'content-length'];

/**
 * Forgets what the failed answer said about its body. A stream that fails before its first byte
 * has already put its headers on the response (Fastify sets them there as it starts sending it):
 * left alone, the JSON error would go out labelled as brotli or gzip NDJSON, which no client can
 * read. The API's compression may still encode the error, labelling it as it does.
 */
function forgetFailedAnswer(reply: FastifyReply) {
  if (reply.raw.headersSent) return;
  for (const name of BODY_HEADERS) {
    reply.removeHeader(name);
    reply.raw.removeHeader(name);
  }
}

/**
 * Every error leaves as `{ success: false, code, message }` with a catalogued code
 * (docs/decisions/063); details of server faults stay in the log.
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    forgetFailedAnswer(reply);
    const answer = (status: number, code: ErrorCode, message?: string, facts?: ErrorFacts) =>
      reply.status(status).send(errorBody(code, message ?? ERROR_CATALOGUE[code].en, facts));
    if (error instanceof HttpError) {
      return answer(error.statusCode, error.code, error.message, error.facts);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      if (!issue || issue.instancePath === '') return answer(400, 'request_data_missing');
      // The schemas' sentences live in src/shared beside their rules (the web's forms show them
      // too); one the catalogue names answers its code, any other the schema family's.
      const message = issue.message ?? ERROR_CATALOGUE.invalid_input.en;
      return answer(400, codeOfSentence(message) ?? 'invalid_input', message);
    }
    const translated = translateDatabaseError(error);
    if (translated) return answer(translated.statusCode, translated.code);
    const unreadable = !error.statusCode && request.readingBody;
    const status = error.statusCode ?? (unreadable ? 400 : 500);
    if (status >= 400 && status < 500) {
      if (unreadable)
        return answer(400, request.isMultipart() ? 'form_unreadable' : 'body_unreadable');
      const known = FRIENDLY_CLIENT_ERRORS[error.code];
      return known ? answer(status, known) : answer(status, 'request_refused', error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return answer(500, 'server_fault');
  });
}
