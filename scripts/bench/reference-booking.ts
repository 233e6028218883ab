// The booking write path's reference (BENCH_REFERENCE=booking): bare Fastify and pg answering the
// three calls the booking load makes, on the same paths and bodies, with the least a booking can
// cost on this stack: one insert for the hold, one update for the confirm (2 commits), one read
// for create-booking. No session, no pricing, no gateway, no mail: the floor under the app.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { parseTimeLabel } from '../../src/shared/slots';

interface StartBody {
  userId: string;
  booking: { turfId: string; bookingDate: string; startTime: string; endTime: string };
}

export async function bareBooking(databaseUrl: string | undefined) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  app.post<{ Body: StartBody }>('/api/v1/payment/post-payment', async (request, reply) => {
    const { userId, booking } = request.body;
    const intentId = `ref_${randomBytes(12).toString('hex')}`;
    try {
      const { rows } = await pool.query<{ expires: Date }>({
        name: 'hold',
        text: `insert into bookings (turf_id, user_id, day, start_minute, end_minute, status,
                 amount_paise, payment_status, payment_id, hold_expires_at)
               values ($1, $2, $3, $4, $5, 'pending', 100, 'unpaid', $6, now() + interval '10 minutes')
               returning hold_expires_at as expires`,
        values: [
          booking.turfId,
          userId,
          booking.bookingDate,
          parseTimeLabel(booking.startTime),
          parseTimeLabel(booking.endTime),
          intentId,
        ],
      });
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
    const { rows } = await pool.query<{ id: string }>({
      name: 'confirm',
      text: `update bookings set status = 'confirmed', payment_status = 'paid', hold_expires_at = null
              where payment_id = $1 and status = 'pending' returning id`,
      values: [request.body.clientSecret],
    });
    return {
      paymentIntent: { id: request.body.clientSecret, status: 'succeeded', n: rows.length },
    };
  });
  app.post<{ Body: { paymentId: string } }>(
    '/api/v1/booking/create-booking',
    async (request, reply) => {
      const { rows } = await pool.query({
        name: 'booked',
        text: `select id, turf_id, day::text, start_minute, end_minute, status
                 from bookings where payment_id = $1`,
        values: [request.body.paymentId],
      });
      return reply.status(201).send({ success: true, booking: rows[0] });
    },
  );
  app.addHook('onClose', async () => pool.end());
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}
