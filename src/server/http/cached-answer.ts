import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COMPRESS_FROM_BYTES,
  addVary,
  compressedBytes,
  preferredEncoding,
  type Encoding,
} from './compression';

// An answer made once and sent many times: its bytes, a validator (ETag) for conditional
// requests, and its brotli and gzip forms (compression.ts), each made on first demand and kept.

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
      bytes = compressedBytes(this.body, encoding);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** If-None-Match against our ETag, with the weak comparison GET allows (RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === ours);
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
