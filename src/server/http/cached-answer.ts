import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// An answer made once and sent many times: its bytes, a validator (ETag) for conditional
// requests, and its brotli and gzip forms, each made on first demand, off the event loop.

export type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Below this, compressing saves less than it costs (@fastify/compress's threshold too). */
const COMPRESS_FROM_BYTES = 1024;
const BROTLI_QUALITY = 5;

export class PreparedAnswer {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly body: Buffer) {
    const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    // Weak: the same content is one entity whatever its content-coding.
    this.etag = `W/"${digest}"`;
  }

  /** Bytes held, for the cache's budget (compressed forms are a fraction of the body). */
  get size(): number {
    return this.body.length * 1.25;
  }

  encodedAs(encoding: Encoding): Promise<Buffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotli(this.body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzip(this.body);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
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

/** If-None-Match against our ETag, with the weak comparison GET allows (RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === ours);
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
 * Sends JSON text a route wrote itself (past the schema serializer and the preSerialization
 * hooks), as bytes: encoded once, where a string would be measured and then encoded again.
 */
export function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(Buffer.from(json));
}

/**
 * Sends a prepared JSON answer: 304 when the client holds it already, else the body in the best
 * encoding the client accepts. Clients revalidate on every use (no-cache), so a change is seen
 * at once; an unchanged answer costs them a few header bytes.
 */
export async function sendPreparedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
) {
  reply.header('etag', answer.etag);
  reply.header('cache-control', 'no-cache');
  addVary(reply, 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding =
    answer.body.length >= COMPRESS_FROM_BYTES
      ? preferredEncoding(request.headers['accept-encoding'])
      : null;
  if (!encoding) return reply.send(answer.body);
  reply.header('content-encoding', encoding);
  return reply.send(await answer.encodedAs(encoding));
}
