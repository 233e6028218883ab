import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { RAIN_OUT_MESSAGES } from '../../shared/rain-out-choice';
import { SLOT_TAKEN } from '../../shared/slots';
import { rainOutChoices } from '../db/schema-bookings';
import { outbox } from '../db/schema-system';
import { creditEntries, localRefunds, refunds } from '../db/schema-money';
import { bookAndPay } from '../testing/aftercare-kit';
import { TEST_NOW } from '../testing/payment-kit';
import { useTestApp } from '../testing/test-app';
import {
  H,
  SUNDAY,
  balance,
  choose,
  earnings,
  page,
  rainedOut,
  row,
} from '../testing/rain-out-kit';

// A rain-out opens a choice per booking (docs/decisions/041): credit, a free move or a refund,
// chosen once by the booking's player, or credit by the minute sweep after 24 hours.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

describe('a rain-out', () => {
  it('frees and blocks the range, refunds nothing yet, and tells each player at once with the choice', async () => {
    const { ids, cookie, owner, ownerCookie } = await rainedOut(t);
    const first = await row(t, ids.first);
    expect(first).toMatchObject({ status: 'cancelled', cancelledBy: 'owner', refundedPaise: 0 });
    expect(await t.database.db.select().from(refunds)).toEqual([]);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.topic, 'booking.rained-out'));
    expect(mails.map((mail) => mail.payload.bookingId).sort()).toEqual(
      [ids.first, ids.second].sort(),
    );
    // The deadline is 24 hours after the rain-out.
    expect(mails[0]!.payload.deadline).toBe('2030-05-11T04:30:00.000Z');
    const shown = (await page(t, cookie, ids.first)).json().booking;
    expect(shown.rainOut).toEqual({
      deadline: '2030-05-11T04:30:00.000Z',
      moveUntil: '2030-05-26',
      choice: null,
      chosenBy: null,
      chosenAt: null,
      rainedOut: { date: SUNDAY, startTime: '6:00 PM', endTime: '7:00 PM' },
    });
    // Awaiting a choice, the money is not the venue's: out of the owner's figures.
    expect(await earnings(t, ownerCookie, owner.id)).toBe(0);
  });
});

describe("a rained-out player's choice", () => {
  it('credit: the full amount in the credit at once, once', async () => {
    const { ids, cookie, player, owner, ownerCookie } = await rainedOut(t);
    const chosen = await choose(t, cookie, ids.first, { choice: 'credit' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().message).toBe(RAIN_OUT_MESSAGES.chosen.credit);
    expect(chosen.json().booking).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedAmount: 1000,
      refund: { amount: 1000, status: 'done', destination: 'credit' },
      rainOut: { choice: 'credit', chosenBy: 'player' },
    });
    expect(await balance(t, player.id)).toBe(100_000);
    const entries = await t.database.db.select().from(creditEntries);
    expect(entries).toMatchObject([{ amountPaise: 100_000, reason: 'rain_out' }]);
    // The card network saw nothing.
    expect(await t.database.db.select().from(localRefunds)).toEqual([]);
    const again = await choose(t, cookie, ids.first, { choice: 'refund' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RAIN_OUT_MESSAGES.chosenAlready);
    expect(await balance(t, player.id)).toBe(100_000);
    // Refunded: still nothing kept by the venue (the other booking still awaits its choice).
    expect(await earnings(t, ownerCookie, owner.id)).toBe(0);
  });

  it('refund: the full amount back to the card', async () => {
    const { ids, ashaCookie, asha } = await rainedOut(t);
    const chosen = await choose(t, ashaCookie, ids.second, { choice: 'refund' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().booking).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: 1500,
      refund: { amount: 1500, status: 'done', destination: 'source' },
      rainOut: { choice: 'refund' },
    });
    const atGateway = await t.database.db.select().from(localRefunds);
    expect(atGateway.map((refund) => refund.amount)).toEqual([150_000]);
    expect(await balance(t, asha.id)).toBe(0);
  });

  it('move: the same booking confirmed on a free time within 14 days, price kept, its own reschedule still free', async () => {
    const { ids, cookie, owner, ownerCookie } = await rainedOut(t);
    // Saturday 2030-05-25 at 9 PM is the dearer... any time: the booking keeps its ₹1,000.
    const chosen = await choose(t, cookie, ids.first, {
      choice: 'move',
      slot: { bookingDate: '2030-05-25', startTime: '9:00 PM', endTime: '10:00 PM' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().booking).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      amountPaid: 1000,
      refundedAmount: 0,
      refund: null,
      rainOut: { choice: 'move', chosenBy: 'player' },
      actions: { reschedule: { allowed: true } },
    });
    const moved = await row(t, ids.first);
    expect(moved).toMatchObject({
      day: '2030-05-25',
      startMinute: 21 * H,
      endMinute: 22 * H,
      cancelledBy: null,
      rescheduledAt: null,
      amountPaise: 100_000,
    });
    expect(await t.database.db.select().from(refunds)).toEqual([]);
    // The venue keeps this one's ₹1,000 again; the other still awaits its choice.
    expect(await earnings(t, ownerCookie, owner.id)).toBe(1000);
    const rescheduledMail = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.topic, 'booking.rescheduled'));
    expect(rescheduledMail).toHaveLength(1);
  });

  it('move to a taken time is a 409 and leaves the choice open', async () => {
    const { ids, cookie, turf, ashaCookie } = await rainedOut(t);
    await bookAndPay(t.app, ashaCookie, {
      turfId: turf.id,
      date: '2030-05-13',
      startTime: '6:00 PM',
      endTime: '7:00 PM',
      amount: '1000.00',
    });
    const taken = await choose(t, cookie, ids.first, {
      choice: 'move',
      slot: { bookingDate: '2030-05-13', startTime: '6:00 PM', endTime: '7:00 PM' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SLOT_TAKEN);
    const [open] = await t.database.db
      .select()
      .from(rainOutChoices)
      .where(eq(rainOutChoices.bookingId, ids.first));
    expect(open!.choice).toBeNull();
    expect(await row(t, ids.first)).toMatchObject({ status: 'cancelled', day: SUNDAY });
    // The rained-out range itself is blocked: a move there is taken too.
    const blocked = await choose(t, cookie, ids.first, {
      choice: 'move',
      slot: { bookingDate: SUNDAY, startTime: '6:00 PM', endTime: '7:00 PM' },
    });
    expect(blocked.statusCode).toBe(409);
    // It can still choose.
    expect((await choose(t, cookie, ids.first, { choice: 'credit' })).statusCode).toBe(200);
  });
});
