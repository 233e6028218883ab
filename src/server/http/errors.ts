import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseErrorCode } from '../db/errors';
import { SLOT_TAKEN } from '../../shared/slots';

/** An error with an HTTP status and a message that is safe and useful to show the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** What the answer carries beside the message: its `code` and facts (a move's difference). */
    readonly extra: Record<string, string> | null = null,
  ) {
    super(message);
  }
}

const FRIENDLY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'This request must be sent as multipart/form-data.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_PARTS_LIMIT: 'The form has too many fields.',
  FST_FILES_LIMIT: 'The form has too many files.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
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

const SERVER_FAULT = 'Something went wrong on our side. Please try again.';

/** Database errors that carry meaning for the client, translated in this one place. */
function translateDatabaseError(error: unknown): HttpError | null {
  const code = databaseErrorCode(error);
  if (code === '23505') return new HttpError(409, 'This record already exists.');
  if (code === '23P01') return new HttpError(409, SLOT_TAKEN);
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

/** Every error leaves as `{ success: false, message }`; details of server faults stay in the log. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    forgetFailedAnswer(reply);
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ success: false, message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const message =
        issue && issue.instancePath !== ''
          ? issue.message
          : 'The request is missing required data.';
      return reply.status(400).send({ success: false, message: message ?? 'Invalid input' });
    }
    const translated = translateDatabaseError(error);
    if (translated) {
      return reply
        .status(translated.statusCode)
        .send({ success: false, message: translated.message });
    }
    const unreadable = !error.statusCode && request.readingBody;
    const status = error.statusCode ?? (unreadable ? 400 : 500);
    if (status >= 400 && status < 500) {
      const message = unreadable
        ? request.isMultipart()
          ? 'The form data could not be read.'
          : 'The request body could not be read.'
        : (FRIENDLY_CLIENT_ERRORS[error.code] ?? error.message);
      return reply.status(status).send({ success: false, message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: SERVER_FAULT });
  });
}
