import { beforeEach, describe, expect, it } from 'vitest';
import { SLOT_REQUEST_MESSAGES } from '../../shared/slot-request';
import { SUBSCRIPTION_MESSAGES } from '../../shared/subscription';
import { addDays } from '../../shared/time';
import { createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { TEST_DAY, TEST_NOW, paymentScene, postPayment } from '../testing/payment-kit';
import { PAYMENT_STARTS_PER_MINUTE } from './start-payment';

// One unpaid player cannot take a turf off the market (decision 012).

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

/** 6:00 AM to 11:59 PM at ₹1000/hour. */
function wholeDay(turfId: string, day: string) {
  return {
    amount: '17983.33',
    currency: 'inr',
    booking: { turfId, bookingDate: day, startTime: '6:00 AM', endTime: '11:59 PM' },
  };
}

describe('what one player may hold unpaid', () => {
  it('stops at 48 hours on one turf, and the slot stays free for everyone else', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    for (const offset of [1, 2]) {
      const held = await postPayment(t.app, cookie, wholeDay(turf.id, addDays(TEST_DAY, offset)));
      expect(held.statusCode).toBe(200);
    }
    const third = await postPayment(t.app, cookie, wholeDay(turf.id, addDays(TEST_DAY, 3)));
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(SLOT_REQUEST_MESSAGES.tooManyHolds);
    const rival = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    expect(
      (await postPayment(t.app, rival, wholeDay(turf.id, addDays(TEST_DAY, 3)))).statusCode,
    ).toBe(200);
  });

  it('refuses a subscription of more than 24 slots', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const selectedSlots = Array.from({ length: 25 }, (_, i) => ({
      date: addDays(TEST_DAY, 1 + i),
      startTime: '6:00 AM',
      endTime: '6:30 AM',
    }));
    const response = await postPayment(t.app, cookie, {
      amount: '10625.00',
      currency: 'inr',
      subscription: { turfId: turf.id, selectedSlots },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SUBSCRIPTION_MESSAGES.tooMany);
  });

  it(`lets a player start ${PAYMENT_STARTS_PER_MINUTE} payments a minute, then answers 429`, async () => {
    const { cookie } = await paymentScene(t.app, t.database.db);
    for (let i = 0; i < PAYMENT_STARTS_PER_MINUTE; i += 1) {
      expect(
        (await postPayment(t.app, cookie, { amount: '1.00', currency: 'inr' })).statusCode,
      ).toBe(200);
    }
    expect((await postPayment(t.app, cookie, { amount: '1.00', currency: 'inr' })).statusCode).toBe(
      429,
    );
    t.setNow(new Date(TEST_NOW.getTime() + 61_000));
    expect((await postPayment(t.app, cookie, { amount: '1.00', currency: 'inr' })).statusCode).toBe(
      200,
    );
  });
});
