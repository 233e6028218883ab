import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SLOT_TAKEN } from '../../shared/slots';
import { addDays, zonedNow } from '../../shared/time';
import { createTurfWithCourts, createUser } from '../testing/factories';
import { TEST_NOW, postPayment, slotBody } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import {
  call,
  killLeftovers,
  playerCookie,
  startTwoServers,
  type ServerProcess,
} from '../testing/server-process';
import { useTestApp } from '../testing/test-app';

// Twelve players racing for one half-hour of a two-court venue (docs/decisions/029): exactly two
// holds, on the two courts; everyone else gets the spec's 409, never a server fault. In one
// process here, and across two server processes on one PostgreSQL database below.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata', AUTH_RATE_LIMIT: '1000' });
beforeEach(() => t.setNow(TEST_NOW));

interface Answer {
  status: number;
  body: { message?: string; paymentId?: string };
}

function expectTwoWinners(answers: Answer[]) {
  for (const answer of answers)
    expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
  const lost = answers.filter((answer) => answer.status === 409);
  for (const answer of lost) expect(answer.body.message).toBe(SLOT_TAKEN);
  expect(answers.length - lost.length).toBe(2);
}

describe('twelve players, one slot, two courts', () => {
  it('holds the slot on each court once, in one process', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const { turf, court } = await createTurfWithCourts(
      t.database.db,
      owner.id,
      [
        { name: 'Court 1', sports: ['football'] },
        { name: 'Court 2', sports: ['football'] },
      ],
      { pricePaise: 100_000 },
    );
    const cookies = await Promise.all(
      Array.from({ length: 12 }, async () =>
        cookieFor(t.app, await createUser(t.database.db, 'user')),
      ),
    );
    const answers = await Promise.all(
      cookies.map(async (cookie) => {
        const response = await postPayment(t.app, cookie, slotBody(turf.id));
        return { status: response.statusCode, body: response.json() };
      }),
    );
    expectTwoWinners(answers);
    const grid = await t.app.inject({ url: `/api/v1/booking/get-turf-bookings/${turf.id}` });
    const held = grid.json().bookings.map((slot: { courtId: string }) => slot.courtId);
    expect(held.sort()).toEqual([court['Court 1'], court['Court 2']].sort());
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const processes: ServerProcess[] = [];
afterAll(() => killLeftovers(processes));

describe.skipIf(!serverUrl)('twelve players on two server processes', () => {
  it('holds the two-court demo hall’s slot exactly twice', async () => {
    const [a, b] = await startTwoServers(serverUrl!, processes);
    const list = await call(a.url, '/api/v1/turf/getTurf?q=Shimpoli');
    const hall = (list.body.turfs as { _id: string; name: string; courtCount: number }[])[0]!;
    expect(hall).toMatchObject({ name: 'Shimpoli Shuttle Hub', courtCount: 2 });
    // Real time: the slot must be in the future, clear of the demo's own bookings.
    const date = addDays(zonedNow(new Date(), 'Asia/Kolkata').date, 6);
    const cookies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => playerCookie(i % 2 ? a.url : b.url, 100 + i)),
    );
    const answers = await Promise.all(
      cookies.map((cookie, i) =>
        call(i % 2 ? a.url : b.url, '/api/v1/payment/post-payment', {
          method: 'POST',
          cookie,
          body: JSON.stringify({
            amount: '250.00',
            currency: 'inr',
            booking: {
              turfId: hall._id,
              bookingDate: date,
              startTime: '9:00 PM',
              endTime: '9:30 PM',
            },
          }),
        }),
      ),
    );
    expectTwoWinners(answers);
    const grid = await call(
      b.url,
      `/api/v1/booking/get-turf-bookings/${hall._id}?from=${date}&to=${date}`,
    );
    const courts = (grid.body.bookings as { courtId: string }[]).map((slot) => slot.courtId);
    expect(new Set(courts).size).toBe(2);
    for (const server of [a, b]) expect(await server.stop()).toBe(0);
  }, 180_000);
});
