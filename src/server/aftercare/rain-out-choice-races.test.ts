import { afterAll, describe, expect, it } from 'vitest';
import { RAIN_OUT_MESSAGES } from '../../shared/rain-out-choice';
import { timeLabel } from '../../shared/slots';
import { addDays, zonedNow } from '../../shared/time';
import { GOOD_CARD } from '../testing/payment-kit';
import {
  call,
  killLeftovers,
  playerCookie,
  startTwoServers,
  type ServerProcess,
} from '../testing/server-process';
import { demoCookie, listRaceTurf } from '../testing/race-kit';

// A rained-out booking's choice sent to two server processes at the same moment (decision 041):
// each booking gets exactly one choice, the other process answers 409, and exactly one refund is
// written per booking, whichever won. On PostgreSQL only (TEST_DATABASE_URL).

const serverUrl = process.env.TEST_DATABASE_URL;
const processes: ServerProcess[] = [];
afterAll(() => killLeftovers(processes));

const BOOKINGS = 8;

describe.skipIf(!serverUrl)('rain-out choices on two server processes', () => {
  it('are made once per booking when both processes choose at the same moment', async () => {
    const [a, b] = await startTwoServers(serverUrl!, processes);
    const owner = await demoCookie(a.url, 'owner');
    const admin = await demoCookie(b.url, 'admin');
    const turfId = await listRaceTurf({
      postOn: a.url,
      approveOn: b.url,
      name: 'Rain Choice Race Arena',
      owner,
      admin,
    });
    // Real time: the rained-out day is tomorrow, so every hour of it is still to come.
    const day = addDays(zonedNow(new Date(), 'Asia/Kolkata').date, 1);
    const player = await playerCookie(a.url, 900);
    const ids: string[] = [];
    for (let i = 0; i < BOOKINGS; i += 1) {
      const start = 8 * 60 + i * 60;
      const intent = await call(a.url, '/api/v1/payment/post-payment', {
        method: 'POST',
        cookie: player,
        body: JSON.stringify({
          amount: '1000.00',
          currency: 'inr',
          booking: {
            turfId,
            bookingDate: day,
            startTime: timeLabel(start),
            endTime: timeLabel(start + 60),
          },
        }),
      });
      expect(intent.status, JSON.stringify(intent.body)).toBe(200);
      const paid = await call(b.url, '/api/v1/payment/local/confirm', {
        method: 'POST',
        body: JSON.stringify({
          clientSecret: intent.body.clientSecret,
          card: GOOD_CARD,
          billingName: '',
        }),
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      const made = await call(a.url, '/api/v1/booking/create-booking', {
        method: 'POST',
        cookie: player,
        body: JSON.stringify({ paymentId: intent.body.paymentId }),
      });
      ids.push(made.body.booking._id as string);
    }
    const rained = await call(b.url, `/api/v1/owner/turfs/${turfId}/cancellations`, {
      method: 'POST',
      cookie: owner,
      body: JSON.stringify({ date: day, start: 8 * 60, end: 16 * 60, reason: 'Rain' }),
    });
    expect(rained.status, JSON.stringify(rained.body)).toBe(200);
    expect(rained.body).toMatchObject({ cancelled: BOOKINGS, awaitingChoice: BOOKINGS });

    const choose = (base: string, id: string, choice: string) =>
      call(base, `/api/v1/booking/${id}/rain-out-choice`, {
        method: 'POST',
        cookie: player,
        body: JSON.stringify({ choice }),
      });
    const answers = await Promise.all(
      ids.flatMap((id) => [choose(a.url, id, 'credit'), choose(b.url, id, 'refund')]),
    );
    let credits = 0;
    for (let i = 0; i < BOOKINGS; i += 1) {
      const pair = [answers[2 * i]!, answers[2 * i + 1]!];
      expect(pair.map((answer) => answer.status).sort(), JSON.stringify(pair)).toEqual([200, 409]);
      const loser = pair.find((answer) => answer.status === 409)!;
      expect(loser.body.message).toBe(RAIN_OUT_MESSAGES.chosenAlready);
      const page = await call(a.url, `/api/v1/booking/${ids[i]}`, { cookie: player });
      const booking = page.body.booking;
      expect(booking.refundedAmount).toBe(1000);
      expect(booking.refund.amount).toBe(1000);
      if (pair[0]!.status === 200) {
        expect(booking.refund.destination).toBe('credit');
        credits += 1;
      } else expect(booking.refund.destination).toBe('source');
    }
    // The credit is exactly what the winning credit choices gave, never twice.
    const credit = await call(b.url, '/api/v1/user/credit', { cookie: player });
    expect(credit.status).toBe(200);
    expect(credit.body.balance).toBe((credits * 1000).toFixed(2));
    for (const process of [a, b]) expect(await process.stop()).toBe(0);
  }, 300_000);
});
