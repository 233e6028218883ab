// The booking write path's references: bare Fastify and pg answering the three calls the booking
// load makes, on the same paths and bodies, with one insert for the hold, one update for the
// confirm (2 commits) and one read for create-booking. No session, no pricing, no gateway, no
// mail.
//   BENCH_REFERENCE=booking              just those 3 statements: the least a booking can cost.
//   BENCH_REFERENCE=booking-round-trips  the same 3 among as many round trips as the app makes,
//     in the same places (autocommit before, inside each transaction): the others are `select
//     $1`, which PostgreSQL answers at once. What this one makes is what any code could make
//     with the app's round trips on this machine, so the app's distance from it is its own cost.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { parseTimeLabel } from '../../src/shared/slots';

interface StartBody {
  userId: string;
  booking: { turfId: string; bookingDate: string; startTime: string; endTime: string };
}

/** Round trips around a call's one real statement: before it, and inside its transaction. */
interface CallShape {
  /** Autocommit statements before (and for create-booking, instead of) the transaction. */
  before: number;
  /** Statements inside the transaction before and after the real one (begin/commit besides). */
  inTransaction?: [number, number];
}

/**
 * The app's round trips per call, as a statement trace of one booking showed them (2026-11-24,
 * 22 in all; the pool size is the app's too). post-payment: the session, the rate-limit peek,
 * the turf, a reusable payment, the gateway's intent; then begin, the rate-limit hit, the days'
 * locks, the player's holds, [the holds], the payment record, commit. local/confirm: begin, the
 * intent paid, the payment locked, the days locked, [the confirm], the settle, commit.
 * create-booking: the session, the payment, [its bookings].
 */
const APP_ROUND_TRIPS: Record<'start' | 'confirm' | 'finish', CallShape> = {
  start: { before: 5, inTransaction: [3, 1] },
  confirm: { before: 0, inTransaction: [3, 1] },
  finish: { before: 2 },
};
const LEAST: Record<'start' | 'confirm' | 'finish', CallShape> = {
  start: { before: 0 },
  confirm: { before: 0 },
  finish: { before: 0 },
};

export type BookingShape = 'least' | 'app-round-trips';

export async function bareBooking(databaseUrl: string | undefined, shape: BookingShape) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const shapes = shape === 'least' ? LEAST : APP_ROUND_TRIPS;
  const filler = (client: pg.Pool | pg.PoolClient) =>
    client.query({ name: 'filler', text: 'select $1::int as one', values: [1] });
  const fillers = async (client: pg.Pool | pg.PoolClient, count: number) => {
    for (let i = 0; i < count; i++) await filler(client);
  };
  /** Runs a call's real statement in its shape. */
  const shaped = async <T>(
    call: CallShape,
    real: (client: pg.Pool | pg.PoolClient) => Promise<T>,
  ): Promise<T> => {
    await fillers(pool, call.before);
    if (!call.inTransaction) return real(pool);
    const client = await pool.connect();
    try {
      await client.query('begin');
      await fillers(client, call.inTransaction[0]);
      const result = await real(client);
      await fillers(client, call.inTransaction[1]);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
  const app = Fastify({ logger: false });
  app.post<{ Body: StartBody }>('/api/v1/payment/post-payment', async (request, reply) => {
    const { userId, booking } = request.body;
    const intentId = `ref_${randomBytes(12).toString('hex')}`;
    try {
      const { rows } = await shaped(shapes.start, (client) =>
        client.query<{ expires: Date }>({
          name: 'hold',
          // On the listing's one court, as a booking of a one-court listing is.
          text: `insert into bookings (turf_id, court_id, user_id, day, start_minute, end_minute,
                 status, amount_paise, payment_status, payment_id, hold_expires_at)
               values ($1, (select id from courts where turf_id = $1 limit 1), $2, $3, $4, $5,
                 'pending', 100, 'unpaid', $6, now() + interval '10 minutes')
               returning hold_expires_at as expires`,
          values: [
            booking.turfId,
            userId,
            booking.bookingDate,
            parseTimeLabel(booking.startTime),
            parseTimeLabel(booking.endTime),
            intentId,
          ],
        }),
      );
      return {
        success: true,
        clientSecret: intentId,
        paymentId: intentId,
        holdExpiresAt: rows[0]!.expires.toISOString(),
      };
    } catch (error) {
      if ((error as { code?: string }).code !== '23P01') throw error;
      return reply.status(409).send({ success: false, message: 'taken' });
    }
  });
  app.post<{ Body: { clientSecret: string } }>('/api/v1/payment/local/confirm', async (request) => {
    const { rows } = await shaped(shapes.confirm, (client) =>
      client.query<{ id: string }>({
        name: 'confirm',
        text: `update bookings set status = 'confirmed', payment_status = 'paid', hold_expires_at = null
              where payment_id = $1 and status = 'pending' returning id`,
        values: [request.body.clientSecret],
      }),
    );
    return {
      paymentIntent: { id: request.body.clientSecret, status: 'succeeded', n: rows.length },
    };
  });
  app.post<{ Body: { paymentId: string } }>(
    '/api/v1/booking/create-booking',
    async (request, reply) => {
      const { rows } = await shaped(shapes.finish, (client) =>
        client.query({
          name: 'booked',
          text: `select id, turf_id, day::text, start_minute, end_minute, status
                 from bookings where payment_id = $1`,
          values: [request.body.paymentId],
        }),
      );
      return reply.status(201).send({ success: true, booking: rows[0] });
    },
  );
  app.addHook('onClose', async () => pool.end());
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}
