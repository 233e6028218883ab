import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { STREAM_PAGING_MESSAGE } from '../../shared/api/booking-contract';
import { createTurf, createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { installCompression } from './compression';
import { installErrorHandling } from './errors';
import { sendNdjson } from './streamed-answer';

// An answer that fails before its first byte leaves as an error answer: plain JSON (or encoded
// by the API's compression, then labelled so), never JSON under the content-encoding that was set
// for the stream it replaced. Checked through the shared mechanisms, for a stream that fails
// at once and one that fails after its first lines, and on the owner's history route.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
const SERVER_FAULT = 'Something went wrong on our side. Please try again.';
const ENCODINGS = ['br', 'gzip', 'gzip, deflate, br', undefined];

/** Lines, then the failure of the database (say) behind them. */
function failingLines(lines: string[]) {
  return Readable.from(
    (async function* () {
      for (const line of lines) yield Buffer.from(`${line}\n`);
      throw new Error('the database went away');
    })(),
    { objectMode: false },
  );
}

/** The body as its content-encoding header says it is encoded. */
function decoded(response: { headers: Record<string, unknown>; rawPayload: Buffer }) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding, 'no other encoding is offered').toBeUndefined();
  return response.rawPayload.toString('utf8');
}

async function failingApp() {
  const app = Fastify();
  installErrorHandling(app);
  installCompression(app);
  app.get('/ndjson/at-once', (request, reply) => sendNdjson(request, reply, failingLines([])));
  app.get('/ndjson/after-lines', (request, reply) =>
    sendNdjson(request, reply, failingLines(['{"n":1}', '{"n":2}'])),
  );
  // Another compressible stream (2 KB of lines), not sent as NDJSON.
  app.get('/compressed/after-lines', (_request, reply) =>
    reply.type('text/plain').send(failingLines(Array.from({ length: 64 }, () => 'x'.repeat(31)))),
  );
  return app;
}

describe('a streamed answer that fails', () => {
  it('is a plain JSON error when nothing of it went out yet, whatever encoding was asked for', async () => {
    const app = await failingApp();
    // The compressors hold a stream's first lines: nothing has gone out when it fails.
    const unsent = [
      ...ENCODINGS.map((encoding) => ['/ndjson/at-once', encoding] as const),
      ...ENCODINGS.filter(Boolean).map((encoding) => ['/ndjson/after-lines', encoding] as const),
      ...ENCODINGS.filter(Boolean).map(
        (encoding) => ['/compressed/after-lines', encoding] as const,
      ),
    ];
    for (const [url, acceptEncoding] of unsent) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      const what = `${url} with Accept-Encoding ${acceptEncoding}`;
      expect(response.statusCode, what).toBe(500);
      expect(response.headers['content-type'], what).toContain('application/json');
      expect(JSON.parse(decoded(response)), what).toMatchObject({
        success: false,
        message: SERVER_FAULT,
      });
    }
    await app.close();
  });

  it('is cut short once its first lines went out plain (decision 019)', async () => {
    const app = await failingApp();
    for (const url of ['/ndjson/after-lines', '/compressed/after-lines'])
      await expect(app.inject({ method: 'GET', url })).rejects.toThrow(/destroyed/);
    await app.close();
  });
});

describe("the owner's streamed history", () => {
  it('answers a refused stream (paging sent with it) as JSON that decodes as labelled', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const turf = await createTurf(t.database.db, owner.id);
    const cookie = await cookieFor(t.app, owner);
    for (const acceptEncoding of ENCODINGS) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/booking/get-turf-bookings/${turf.id}?cursor=not-a-cursor`,
        headers: {
          cookie,
          accept: 'application/x-ndjson',
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(decoded(response))).toMatchObject({
        success: false,
        message: STREAM_PAGING_MESSAGE,
      });
    }
  });
});
