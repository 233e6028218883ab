import { Readable, pipeline } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

// The one way an API answer is compressed (decision 015): brotli over gzip by Accept-Encoding,
// answers of 1 KB and more, one brotli quality. A whole answer is compressed off the event loop;
// a stream (a turf's history, a CSV file) as it goes. A prepared answer (cached-answer.ts) keeps
// what compressedBytes made, so it is compressed once for all the requests it serves. Static
// files are not compressed here: the build writes their .br and .gz once (scripts/build).

export type Encoding = 'br' | 'gzip';

/**
 * The fastest: a turf's whole history (100,000 bookings) streams about 20% faster than at quality
 * 4, and the kept list, the one answer sent often, is only about 12% larger (15× rather than
 * 17× on 1,033 turfs), still well within decision 015's target.
 */
const BROTLI_QUALITY = 1;
/** Below this, compressing saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

/** JSON, NDJSON, CSV, calendars and other text; never an event stream (its events must flow). */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|x-ndjson))/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function brotliParams(sizeHint?: number) {
  return {
    [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    ...(sizeHint ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
  };
}

/** A whole body, compressed off the event loop. */
export function compressedBytes(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, { params: brotliParams(body.length) }) : gzip(body);
}

function compressingStream(encoding: Encoding) {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: brotliParams() })
    : zlib.createGzip();
}

/** brotli over gzip; none for identity, q=0, or a header the client did not send. */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const item of String(header).toLowerCase().split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weightOf('br') > 0 && weightOf('br') >= weightOf('gzip')) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return null;
}

export function addVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader('vary');
  const fields = current
    ? String(current)
        .split(',')
        .map((name) => name.trim())
    : [];
  if (!fields.some((name) => name.toLowerCase() === field.toLowerCase())) fields.push(field);
  reply.header('vary', fields.join(', '));
}

/**
 * Compresses the answers of this plugin's routes as they are sent. Request bodies are not
 * decompressed: clients send them plain, and a compressed body would slip past the body limit's
 * intent. An answer that already names its content-encoding (a prepared answer) is left as it is.
 */
export function installCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (payload === null || payload === undefined || reply.hasHeader('content-encoding'))
      return payload;
    if (reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    addVary(reply, 'Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    if (payload instanceof Readable) {
      reply.header('content-encoding', encoding).removeHeader('content-length');
      // Fastify logs the failure of the stream it sends; nothing more to do with it here.
      return pipeline(payload, compressingStream(encoding), () => {});
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_FROM_BYTES) return payload;
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return compressedBytes(body, encoding);
  });
}
