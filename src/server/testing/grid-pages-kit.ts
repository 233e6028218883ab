import { expect } from 'vitest';
import { turfBookingsAnswerSchema } from '../../shared/api/booking-contract';
import { createBooking, createTurf, createUser } from './factories';
import type { TestHarness } from './test-app';

// A turf's grid pages as their tests ask for them (GET /api/v1/booking/get-turf-bookings/:turfId,
// docs/decisions/015), and the bookings they page through.

export const H = 60;
export const ORIGIN = 'http://localhost:80';

export function get(t: TestHarness, turfId: string, query = '', cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/booking/get-turf-bookings/${turfId}${query}`,
    headers: cookie ? { cookie } : {},
  });
}

/** An owner's turf with a customer's bookings: two past days, earlier and later today, next week. */
export async function setup(t: TestHarness) {
  const db = t.database.db;
  const owner = await createUser(db, 'owner');
  const turf = await createTurf(db, owner.id, { pricePaise: 100_050 });
  const customer = await createUser(db, 'user', 'Kiran Rao');
  // Noon in Mumbai on 12 May 2030: the 10th and 11th are past, the 12th is today.
  t.setNow(new Date('2030-05-12T06:30:00Z'));
  const slot = { turfId: turf.id, userId: customer.id };
  const past = await createBooking(db, {
    ...slot,
    day: '2030-05-10',
    startMinute: 18 * H,
    endMinute: 19 * H,
  });
  await createBooking(db, { ...slot, day: '2030-05-11', startMinute: 6 * H, endMinute: 7 * H });
  // Earlier today (gone by), later today, and next week.
  await createBooking(db, { ...slot, day: '2030-05-12', startMinute: 7 * H, endMinute: 8 * H });
  await createBooking(db, { ...slot, day: '2030-05-12', startMinute: 20 * H, endMinute: 21 * H });
  await createBooking(db, { ...slot, day: '2030-05-19', startMinute: 9 * H, endMinute: 11 * H });
  return { owner, turf, customer, past };
}

/** Every page, following next, with the paging asked for; the answers too. */
export async function allPages(t: TestHarness, turfId: string, query: string, cookie?: string) {
  const answers = [];
  let cursor: string | null = null;
  do {
    const response = await get(t, turfId, `${query}${cursor ? `&cursor=${cursor}` : ''}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const answer = turfBookingsAnswerSchema.parse(response.json());
    answers.push(answer);
    cursor = answer.next;
  } while (cursor);
  return answers;
}
