import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NDJSON } from './media-negotiation';

// A long answer sent as it is made (a turf's history as NDJSON, docs/decisions/019); the API's
// compression (compression.ts) encodes it as it goes, by Accept-Encoding.

/**
 * Sends NDJSON text as the stream yields it, past the route's JSON response schema (which
 * describes the JSON form). The answer's 'close' (the client went away) destroys the stream,
 * which stops its source; a source that fails midway cuts the answer short.
 */
export function sendNdjson(_request: FastifyRequest, reply: FastifyReply, lines: Readable) {
  return reply.type(NDJSON).send(lines);
}
