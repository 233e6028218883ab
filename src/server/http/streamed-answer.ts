import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary, preferredEncoding } from './cached-answer';
import { NDJSON } from './media-negotiation';

// A long answer sent as it is made (a turf's history as NDJSON, docs/decisions/019), compressed
// here rather than by @fastify/compress: same negotiation (brotli over gzip, by
// Accept-Encoding), but at the fastest levels. Tens of megabytes of repetitive JSON shrink about
// 17× at brotli quality 1 and about 21× at the API's quality 4, which costs seven times the CPU
// (≈ 0.5 s more per 100,000 bookings here): more than the bytes saved take on any link over
// about 10 Mbit/s.

const STREAM_BROTLI_QUALITY = 1;
const STREAM_GZIP_LEVEL = 1;

function compressor(encoding: 'br' | 'gzip') {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: STREAM_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : zlib.createGzip({ level: STREAM_GZIP_LEVEL });
}

/**
 * Sends NDJSON text as the stream yields it, past the route's JSON response schema (which
 * describes the JSON form). The answer's 'close' (the client went away) destroys the stream,
 * which stops its source; a source that fails midway cuts the answer short.
 */
export function sendNdjson(request: FastifyRequest, reply: FastifyReply, lines: Readable) {
  reply.type(NDJSON);
  addVary(reply, 'Accept-Encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(lines);
  // Set, so @fastify/compress leaves the answer as it is.
  reply.header('content-encoding', encoding);
  // Fastify logs the failure of the stream it sends; nothing more to do with it here.
  return reply.send(pipeline(lines, compressor(encoding), () => {}));
}
