// The references the benchmark measures the app against, each run as a process of its own
// (processes.ts starts it with BENCH_REFERENCE set):
//   turfs         bare Fastify answering GET /api/v1/turf/getTurf with 30 turfs (no database)
//   availability  bare Fastify answering GET /api/v1/booking/get-turf-bookings/:turfId?from&to
//                 with one raw SQL query (pg) for the window, on BENCH_REFERENCE_DATABASE_URL
//   static        a directory (BENCH_REFERENCE_STATIC_DIR) over node:http, gzip when accepted
//   booking       bare Fastify and pg making a booking in 2 commits (reference-booking.ts)
//   booking-round-trips  the same, with as many round trips as the app makes (reference-booking.ts)
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import pg from 'pg';
import { DEMO_TURFS, demoTurfImagePath } from '../../src/server/demo/demo-turfs';
import { timeLabel } from '../../src/shared/slots';
import { LIST_FILTER_MATCHES, benchTurfPlan } from './plan';
import { bareBooking } from './reference-booking';

const kind = process.env.BENCH_REFERENCE;
const ready = (port: number) => console.info(`reference listening on ${port}`);

/** 30 turfs in the shape the API answers (spec §3), texts as the seeded ones have them. */
function thirtyTurfs(origin: string) {
  const owner = randomUUID();
  return benchTurfPlan(DEMO_TURFS)
    .slice(0, LIST_FILTER_MATCHES)
    .map((turf) => ({
      _id: randomUUID(),
      name: turf.name,
      images: `${origin}${demoTurfImagePath(turf.slug)}`,
      location: turf.location,
      sports_type: turf.sport,
      price: turf.price,
      state: true,
      address: turf.address,
      linkes: turf.mapsLink,
      description: turf.description,
      owner,
      averageRating: null,
      ratingCount: 0,
      ratings: [],
    }));
}

async function bareTurfs() {
  const app = Fastify({ logger: false });
  const turfs = thirtyTurfs('http://127.0.0.1');
  app.get('/api/v1/turf/getTurf', async () => ({ success: true, turfs }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** The instant a venue-local date and minute stand for: Asia/Kolkata is UTC+5:30 all year. */
function kolkataInstant(day: string, minute: number) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 0, minute - 330)).toISOString();
}

async function rawSqlAvailability() {
  const pool = new pg.Pool({ connectionString: process.env.BENCH_REFERENCE_DATABASE_URL, max: 10 });
  const app = Fastify({ logger: false });
  app.get<{ Params: { turfId: string }; Querystring: { from: string; to: string } }>(
    '/api/v1/booking/get-turf-bookings/:turfId',
    async (request) => {
      const { rows } = await pool.query<{ day: string; start: number; end: number }>(
        `select day::text as day, start_minute as start, end_minute as "end"
           from bookings
          where turf_id = $1 and day between $2 and $3
            and (status = 'confirmed'
                 or (status = 'pending' and (hold_expires_at is null or hold_expires_at > now())))
          order by day, start_minute`,
        [request.params.turfId, request.query.from, request.query.to],
      );
      return {
        success: true,
        bookings: rows.map((row) => ({
          bookingDate: kolkataInstant(row.day, row.start),
          date: row.day,
          startTime: timeLabel(row.start),
          endTime: timeLabel(row.end),
        })),
      };
    },
  );
  app.addHook('onClose', async () => pool.end());
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

function staticFiles(root: string) {
  const gzipped = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0]!));
    let file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
      file = join(root, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': file.includes('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    if (/gzip/.test(String(request.headers['accept-encoding'])) && !type.startsWith('image/png')) {
      body = gzipped.get(file) ?? gzipSync(body, { level: 9 });
      gzipped.set(file, body);
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(200, { ...headers, 'content-length': String(body.length) });
    response.end(body);
  });
  return new Promise<{ close: () => Promise<void>; port: number }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as { port: number }).port,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

async function main() {
  let close: () => Promise<void>;
  let port: number;
  const databaseUrl = process.env.BENCH_REFERENCE_DATABASE_URL;
  if (
    kind === 'turfs' ||
    kind === 'availability' ||
    kind === 'booking' ||
    kind === 'booking-round-trips'
  ) {
    const app =
      kind === 'turfs'
        ? await bareTurfs()
        : kind === 'booking'
          ? await bareBooking(databaseUrl, 'least')
          : kind === 'booking-round-trips'
            ? await bareBooking(databaseUrl, 'app-round-trips')
            : await rawSqlAvailability();
    port = (app.server.address() as { port: number }).port;
    close = () => app.close();
  } else if (kind === 'static') {
    const dir = process.env.BENCH_REFERENCE_STATIC_DIR;
    if (!dir) throw new Error('BENCH_REFERENCE_STATIC_DIR is not set');
    ({ close, port } = await staticFiles(dir));
  } else {
    throw new Error(`Unknown BENCH_REFERENCE '${kind}'`);
  }
  const stop = () => void close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  ready(port);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
