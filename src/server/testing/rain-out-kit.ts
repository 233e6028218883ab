import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookings } from '../db/schema-bookings';
import { creditAccounts } from '../db/schema-money';
import { bookAndPay } from './aftercare-kit';
import { createUser } from './factories';
import { paymentScene } from './payment-kit';
import { cookieFor } from './requests';
import type { TestHarness } from './test-app';

// A rain-out and the steps of its choice (docs/decisions/041), as the rain-out tests make them.

// TEST_NOW is 10:00 AM in Mumbai on Friday 2030-05-10; the rain falls on Sunday 2030-05-12.
export const SUNDAY = '2030-05-12';
export const H = 60;

/** Two players' paid evening bookings (₹1,000 and ₹1,500), rained out together. */
export async function rainedOut(t: TestHarness) {
  const { owner, turf, cookie, player } = await paymentScene(t.app, t.database.db);
  const ownerCookie = await cookieFor(t.app, owner);
  const asha = await createUser(t.database.db, 'user', 'Asha Rao');
  const ashaCookie = await cookieFor(t.app, asha);
  const slot = (startTime: string, endTime: string, amount: string) => ({
    turfId: turf.id,
    date: SUNDAY,
    startTime,
    endTime,
    amount,
  });
  const first = await bookAndPay(t.app, cookie, slot('6:00 PM', '7:00 PM', '1000.00'));
  const second = await bookAndPay(t.app, ashaCookie, slot('7:00 PM', '8:30 PM', '1500.00'));
  const rained = await t.app.inject({
    method: 'POST',
    url: `/api/v1/owner/turfs/${turf.id}/cancellations`,
    headers: { cookie: ownerCookie },
    payload: { date: SUNDAY, start: 18 * H, end: 21 * H, reason: 'Rain' },
  });
  expect(rained.statusCode, rained.body).toBe(200);
  expect(rained.json()).toMatchObject({ cancelled: 2, refundedAmount: 0, awaitingChoice: 2 });
  return { owner, ownerCookie, turf, player, cookie, asha, ashaCookie, ids: { first, second } };
}

export function choose(t: TestHarness, cookie: string | null, bookingId: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/booking/${bookingId}/rain-out-choice`,
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });
}

export function page(t: TestHarness, cookie: string, bookingId: string) {
  return t.app.inject({ url: `/api/v1/booking/${bookingId}`, headers: { cookie } });
}

export async function row(t: TestHarness, id: string) {
  const [found] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  return found!;
}

export async function earnings(
  t: TestHarness,
  ownerCookie: string,
  ownerId: string,
): Promise<number> {
  const answer = await t.app.inject({
    url: `/api/v1/turf/owner-turfs/${ownerId}`,
    headers: { cookie: ownerCookie },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().totalEarnings as number;
}

export async function balance(t: TestHarness, userId: string) {
  const [account] = await t.database.db
    .select()
    .from(creditAccounts)
    .where(eq(creditAccounts.userId, userId));
  return account?.balancePaise ?? 0;
}
