import { afterAll, describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES, CREDIT_SPEND_MESSAGES } from '../../shared/credit';
import { addDays, zonedNow } from '../../shared/time';
import {
  call,
  killLeftovers,
  playerCookie,
  startTwoServers,
  type ServerProcess,
} from '../testing/server-process';
import { listRaceTurf } from '../testing/race-kit';

// Two tabs on two server processes spend one TurfBook credit balance at once (docs/decisions/040):
// exactly one Pay Now takes it, the other is a 409, and the balance never goes below zero.
// PostgreSQL only (TEST_DATABASE_URL): PGlite is one process.

const serverUrl = process.env.TEST_DATABASE_URL;
const processes: ServerProcess[] = [];
afterAll(() => killLeftovers(processes));

const slot = (turfId: string, day: string, startTime: string, endTime: string) => ({
  amount: '1000.00',
  currency: 'inr',
  booking: { turfId, bookingDate: day, startTime, endTime },
});

describe.skipIf(!serverUrl)('one balance spent on two server processes at once', () => {
  it('lets exactly one Pay Now take it', async () => {
    const [a, b] = await startTwoServers(serverUrl!, processes);
    const turfId = await listRaceTurf({
      postOn: a.url,
      approveOn: b.url,
      name: 'Credit Race Arena',
    });
    const day = addDays(zonedNow(new Date(), 'Asia/Kolkata').date, 3);
    const player = await playerCookie(a.url, 900);
    // ₹1,000 of credit: a booking paid by card, cancelled with the refund as credit.
    const paid = await call(a.url, '/api/v1/payment/post-payment', {
      method: 'POST',
      cookie: player,
      body: JSON.stringify(slot(turfId, day, '6:00 AM', '7:00 AM')),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123' };
    const confirmed = await call(b.url, '/api/v1/payment/local/confirm', {
      method: 'POST',
      body: JSON.stringify({ clientSecret: paid.body.clientSecret, card }),
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const me = await call(a.url, '/api/v1/user/me', { cookie: player });
    const mine = await call(a.url, `/api/v1/booking/get-user-bookings/${me.body.user._id}`, {
      cookie: player,
    });
    const listed = mine.status === 200 ? mine.body.bookings : [];
    const booked = listed.find(
      (row: { paymentId: string }) => row.paymentId === paid.body.paymentId,
    );
    expect(booked, JSON.stringify(mine.body)).toBeTruthy();
    const cancelled = await call(b.url, `/api/v1/booking/${booked._id}/cancel`, {
      method: 'POST',
      cookie: player,
      body: JSON.stringify({ refundTo: 'credit' }),
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await call(a.url, '/api/v1/user/credit', { cookie: player })).body.balance).toBe(
      '1000.00',
    );

    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        [a.url, b.url].map((base, i) =>
          call(base, '/api/v1/payment/post-payment', {
            method: 'POST',
            cookie: player,
            body: JSON.stringify({
              ...slot(turfId, day, `${1 + round * 2 + i}:00 PM`, `${2 + round * 2 + i}:00 PM`),
              useCredit: true,
            }),
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      if (round === 0) {
        expect(statuses, JSON.stringify(answers.map((x) => x.body))).toEqual([200, 409]);
        const won = answers.find((answer) => answer.status === 200)!;
        expect(won.body).toMatchObject({ paidWithCredit: true, creditUsed: '1000.00' });
      } else {
        // Nothing left: both refused.
        expect(statuses).toEqual([409, 409]);
      }
      for (const lost of answers.filter((answer) => answer.status === 409))
        expect([CREDIT_MESSAGES.notEnough, CREDIT_SPEND_MESSAGES.none]).toContain(
          lost.body.message,
        );
      const credit = await call(b.url, '/api/v1/user/credit', { cookie: player });
      expect(credit.body.balance).toBe('0.00');
    }
    for (const server of [a, b]) expect(await server.stop()).toBe(0);
  }, 240_000);
});
