import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, turfIdParamsSchema } from '../../shared/api/common-contract';
import { turfsStreamQuerySchema } from '../../shared/api/turf-contract';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { canSeeUnlistedTurf } from '../turfs/service';
import { turfDirectory } from './turf-directory';
import type { AvailabilityChange, AvailabilityFeed } from './feed';

// GET /api/v1/turf/:turfId/availability/stream: Server-Sent Events for an open grid.
// `ready` on connect (and after the server's own listening connection came back), `changed`
// with the turf and day when a slot of that turf was held, booked, released, blocked or
// cancelled. The grid refetches on either, which is also how a reconnecting browser catches up:
// the events carry no state of their own to miss. Both routes are live streams: capped per
// client address and per process (http/live-stream-limits.ts), and ended by the server after
// LIVE_STREAM_IDLE_SECONDS without a change, which a page still open reconnects from at once.

/** A comment line now and then keeps proxies and the browser from closing an idle stream. */
const KEEP_ALIVE_MS = 20_000;
/** How soon a browser reconnects after the stream drops. */
const RETRY_MS = 2_000;

function event(name: string, data: object) {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function availabilityStreamRoutes(context: {
  db: Db;
  availability: Pick<AvailabilityFeed, 'subscribe'>;
  config: Pick<AppConfig, 'liveStreams'>;
}): FastifyPluginAsyncZod {
  const standingOf = turfDirectory(context.db);
  // The connections that carried a stream: one may outlive its answer's 'close' (a browser that
  // stopped reading but kept the socket), and the server cannot close while any is open.
  const sockets = new Set<Socket>();

  return async (app) => {
    // Streams never finish by themselves: cut them so the server can close (browsers reconnect
    // to another process).
    app.addHook('preClose', async () => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    });

    /** Answers with an event stream of these turfs' changes, until the browser goes away. */
    async function streamChanges(request: FastifyRequest, reply: FastifyReply, turfIds: string[]) {
      const stream = reply.raw;
      // A stream nothing happened on for so long ends: its place is freed for a client that is
      // gone without its socket saying so, and a browser still showing the page reconnects.
      const idle = setTimeout(() => stream.end(), context.config.liveStreams.idleMs);
      const send = (change: AvailabilityChange | null) => {
        idle.refresh();
        stream.write(change ? event('changed', change) : event('ready', {}));
      };
      const stops: (() => void)[] = [];
      try {
        for (const turfId of turfIds)
          stops.push(await context.availability.subscribe(turfId, send));
      } catch (error) {
        clearTimeout(idle);
        for (const stop of stops) stop();
        throw error;
      }
      reply.hijack();
      stream.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // Proxies such as nginx must pass each event on at once.
        'x-accel-buffering': 'no',
      });
      stream.write(`retry: ${RETRY_MS}\n\n`);
      send(null);
      // (A request injected by tests has a stand-in socket that cannot be destroyed.)
      const socket = request.raw.socket as Socket | undefined;
      if (typeof socket?.destroy === 'function') {
        sockets.add(socket);
        socket.once('close', () => sockets.delete(socket));
      }
      const keepAlive = setInterval(() => stream.write(': ping\n\n'), KEEP_ALIVE_MS);
      // The answer's 'close': the browser went away, or the server ended the stream.
      stream.once('close', () => {
        clearInterval(keepAlive);
        clearTimeout(idle);
        for (const stop of stops) stop();
      });
    }

    /** Whether this viewer may see the turf's availability (listed, or theirs, or the admin). */
    async function visible(turfId: string, viewer: FastifyRequest['sessionUser']) {
      const standing = await standingOf(turfId);
      if (!standing) return false;
      const listing = { id: turfId, ownerId: standing.ownerId };
      return standing.approved || (await canSeeUnlistedTurf(context.db, viewer, listing));
    }

    app.get(
      '/:turfId/availability/stream',
      {
        schema: {
          tags: ['booking'],
          summary: "Server-Sent Events: 'changed' {turfId, date} whenever the turf's slots change",
          params: turfIdParamsSchema,
          response: { 400: errorSchema, 404: errorSchema, 429: errorSchema },
        },
        config: { liveStream: true },
      },
      async (request, reply) => {
        const { turfId } = request.params;
        if (!(await visible(turfId, request.sessionUser)))
          throw new HttpError(404, 'turf_not_found');
        await streamChanges(request, reply, [turfId]);
      },
    );

    app.get(
      '/availability/stream',
      {
        schema: {
          tags: ['booking'],
          summary:
            "Server-Sent Events for a list's cards: 'changed' {turfId, date} for any of these turfs",
          querystring: turfsStreamQuerySchema,
          response: { 400: errorSchema, 404: errorSchema, 429: errorSchema },
        },
        config: { liveStream: true },
      },
      async (request, reply) => {
        const wanted = [...new Set(request.query.turfs)];
        const shown: string[] = [];
        for (const turfId of wanted)
          if (await visible(turfId, request.sessionUser)) shown.push(turfId);
        if (shown.length === 0) throw new HttpError(404, 'turf_not_found');
        await streamChanges(request, reply, shown);
      },
    );
  };
}
