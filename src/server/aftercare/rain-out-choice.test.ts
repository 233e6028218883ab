import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { RAIN_OUT_MESSAGES } from '../../shared/rain-out-choice';
import { SLOT_TAKEN } from '../../shared/slots';
import {
  bookings,
  creditAccounts,
  creditEntries,
  localRefunds,
  outbox,
  rainOutChoices,
  refunds,
} from '../db/schema';
import { sweep } from '../system/housekeeping';
import { bookAndPay } from '../testing/aftercare-kit';
import { createUser } from '../testing/factories';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// A rain-out opens a choice per booking (docs/decisions/041): credit, a free move or a refund,
// chosen once by the booking's player, or credit by the minute sweep after 24 hours.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

// TEST_NOW is 10:00 AM in Mumbai on Friday 2030-05-10; the rain falls on Sunday 2030-05-12.
const SUNDAY = '2030-05-12';
const H = 60;

/** Two players' paid evening bookings (₹1,000 and ₹1,500), rained out together. */
async function rainedOut() {
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

function choose(cookie: string | null, bookingId: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/booking/${bookingId}/rain-out-choice`,
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });
}

function page(cookie: string, bookingId: string) {
  return t.app.inject({ url: `/api/v1/booking/${bookingId}`, headers: { cookie } });
}

async function row(id: string) {
  const [found] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  return found!;
}

async function earnings(ownerCookie: string, ownerId: string): Promise<number> {
  const answer = await t.app.inject({
    url: `/api/v1/turf/owner-turfs/${ownerId}`,
    headers: { cookie: ownerCookie },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().totalEarnings as number;
}

async function balance(userId: string) {
  const [account] = await t.database.db
    .select()
    .from(creditAccounts)
    .where(eq(creditAccounts.userId, userId));
  return account?.balancePaise ?? 0;
}

describe('a rain-out', () => {
  it('frees and blocks the range, refunds nothing yet, and tells each player at once with the choice', async () => {
    const { ids, cookie, owner, ownerCookie } = await rainedOut();
    const first = await row(ids.first);
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
    const shown = (await page(cookie, ids.first)).json().booking;
    expect(shown.rainOut).toEqual({
      deadline: '2030-05-11T04:30:00.000Z',
      moveUntil: '2030-05-26',
      choice: null,
      chosenBy: null,
      chosenAt: null,
      rainedOut: { date: SUNDAY, startTime: '6:00 PM', endTime: '7:00 PM' },
    });
    // Awaiting a choice, the money is not the venue's: out of the owner's figures.
    expect(await earnings(ownerCookie, owner.id)).toBe(0);
  });
});

describe("a rained-out player's choice", () => {
  it('credit: the full amount in the credit at once, once', async () => {
    const { ids, cookie, player, owner, ownerCookie } = await rainedOut();
    const chosen = await choose(cookie, ids.first, { choice: 'credit' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().message).toBe(RAIN_OUT_MESSAGES.chosen.credit);
    expect(chosen.json().booking).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedAmount: 1000,
      refund: { amount: 1000, status: 'done', destination: 'credit' },
      rainOut: { choice: 'credit', chosenBy: 'player' },
    });
    expect(await balance(player.id)).toBe(100_000);
    const entries = await t.database.db.select().from(creditEntries);
    expect(entries).toMatchObject([{ amountPaise: 100_000, reason: 'rain_out' }]);
    // The card network saw nothing.
    expect(await t.database.db.select().from(localRefunds)).toEqual([]);
    const again = await choose(cookie, ids.first, { choice: 'refund' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RAIN_OUT_MESSAGES.chosenAlready);
    expect(await balance(player.id)).toBe(100_000);
    // Refunded: still nothing kept by the venue (the other booking still awaits its choice).
    expect(await earnings(ownerCookie, owner.id)).toBe(0);
  });

  it('refund: the full amount back to the card', async () => {
    const { ids, ashaCookie, asha } = await rainedOut();
    const chosen = await choose(ashaCookie, ids.second, { choice: 'refund' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().booking).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: 1500,
      refund: { amount: 1500, status: 'done', destination: 'source' },
      rainOut: { choice: 'refund' },
    });
    const atGateway = await t.database.db.select().from(localRefunds);
    expect(atGateway.map((refund) => refund.amount)).toEqual([150_000]);
    expect(await balance(asha.id)).toBe(0);
  });

  it('move: the same booking confirmed on a free time within 14 days, price kept, its own reschedule still free', async () => {
    const { ids, cookie, owner, ownerCookie } = await rainedOut();
    // Saturday 2030-05-25 at 9 PM is the dearer... any time: the booking keeps its ₹1,000.
    const chosen = await choose(cookie, ids.first, {
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
    const moved = await row(ids.first);
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
    expect(await earnings(ownerCookie, owner.id)).toBe(1000);
    const rescheduledMail = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.topic, 'booking.rescheduled'));
    expect(rescheduledMail).toHaveLength(1);
  });

  it('move to a taken time is a 409 and leaves the choice open', async () => {
    const { ids, cookie, turf, ashaCookie } = await rainedOut();
    await bookAndPay(t.app, ashaCookie, {
      turfId: turf.id,
      date: '2030-05-13',
      startTime: '6:00 PM',
      endTime: '7:00 PM',
      amount: '1000.00',
    });
    const taken = await choose(cookie, ids.first, {
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
    expect(await row(ids.first)).toMatchObject({ status: 'cancelled', day: SUNDAY });
    // The rained-out range itself is blocked: a move there is taken too.
    const blocked = await choose(cookie, ids.first, {
      choice: 'move',
      slot: { bookingDate: SUNDAY, startTime: '6:00 PM', endTime: '7:00 PM' },
    });
    expect(blocked.statusCode).toBe(409);
    // It can still choose.
    expect((await choose(cookie, ids.first, { choice: 'credit' })).statusCode).toBe(200);
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const { ids, cookie } = await rainedOut();
    const cases: [unknown, string][] = [
      [{ choice: 'cash' }, RAIN_OUT_MESSAGES.choice],
      [{}, RAIN_OUT_MESSAGES.choice],
      [{ choice: 'move' }, RAIN_OUT_MESSAGES.slotNeeded],
      [
        {
          choice: 'credit',
          slot: { bookingDate: '2030-05-13', startTime: '6:00 PM', endTime: '7:00 PM' },
        },
        RAIN_OUT_MESSAGES.slotNotWanted,
      ],
      [
        {
          choice: 'move',
          slot: { bookingDate: '2030-05-27', startTime: '6:00 PM', endTime: '7:00 PM' },
        },
        RAIN_OUT_MESSAGES.beyondWindow,
      ],
      [
        {
          choice: 'move',
          slot: { bookingDate: '2030-05-13', startTime: '6:00 PM', endTime: '8:00 PM' },
        },
        'Please pick a new time of the same length as the booking (1 h).',
      ],
      [
        {
          choice: 'move',
          slot: { bookingDate: '2030-05-10', startTime: '6:00 AM', endTime: '7:00 AM' },
        },
        RAIN_OUT_MESSAGES.started,
      ],
      [
        { choice: 'move', slot: { bookingDate: 'soon', startTime: '6:00 PM', endTime: '7:00 PM' } },
        'Booking date must be a date such as 2030-05-10',
      ],
    ];
    for (const [payload, message] of cases) {
      const refused = await choose(cookie, ids.first, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message, JSON.stringify(payload)).toBe(message);
    }
    const [open] = await t.database.db
      .select()
      .from(rainOutChoices)
      .where(eq(rainOutChoices.bookingId, ids.first));
    expect(open!.choice).toBeNull();
    expect(await t.database.db.select().from(refunds)).toEqual([]);
  });

  it("is the booking's player's only: anonymous 401, another player or the owner 404, a booking not rained out 409", async () => {
    const { ids, ashaCookie, ownerCookie, cookie, turf } = await rainedOut();
    expect((await choose(null, ids.first, { choice: 'credit' })).statusCode).toBe(401);
    expect((await choose(ashaCookie, ids.first, { choice: 'credit' })).statusCode).toBe(404);
    expect((await choose(ownerCookie, ids.first, { choice: 'credit' })).statusCode).toBe(404);
    expect((await choose(cookie, 'not-an-id', { choice: 'credit' })).statusCode).toBe(400);
    const live = await bookAndPay(t.app, cookie, {
      turfId: turf.id,
      date: '2030-05-13',
      startTime: '6:00 AM',
      endTime: '7:00 AM',
      amount: '1000.00',
    });
    const notRained = await choose(cookie, live, { choice: 'credit' });
    expect(notRained.statusCode).toBe(409);
    expect(notRained.json().message).toBe(RAIN_OUT_MESSAGES.notRainedOut);
    expect(await t.database.db.select().from(refunds)).toEqual([]);
  });

  it('is made once when two tabs choose at the same moment', async () => {
    const { ids, cookie, player } = await rainedOut();
    const answers = await Promise.all([
      choose(cookie, ids.first, { choice: 'credit' }),
      choose(cookie, ids.first, { choice: 'refund' }),
      choose(cookie, ids.first, {
        choice: 'move',
        slot: { bookingDate: '2030-05-14', startTime: '6:00 PM', endTime: '7:00 PM' },
      }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409, 409]);
    const made = await t.database.db.select().from(refunds);
    const moved = (await row(ids.first)).status === 'confirmed';
    // Exactly one outcome: one refund of the whole amount, or the move with none.
    expect(made.length + (moved ? 1 : 0)).toBe(1);
    if (!moved) expect(made[0]!.amountPaise).toBe(100_000);
    expect(await balance(player.id)).toBe(made[0]?.destination === 'credit' ? 100_000 : 0);
  });
});

describe('24 hours without a choice', () => {
  it('gives the credit by the minute sweep, once, and a late choice is then refused', async () => {
    const { ids, cookie, player, asha, ashaCookie, owner, ownerCookie } = await rainedOut();
    // Asha chooses refund in time; the other player says nothing.
    expect((await choose(ashaCookie, ids.second, { choice: 'refund' })).statusCode).toBe(200);
    t.setNow(new Date(TEST_NOW.getTime() + 24 * 3_600_000 - 60_000));
    await sweep(t.context);
    expect(await balance(player.id)).toBe(0);
    t.setNow(new Date(TEST_NOW.getTime() + 24 * 3_600_000));
    await Promise.all([sweep(t.context), sweep(t.context)]);
    await sweep(t.context);
    expect(await balance(player.id)).toBe(100_000);
    expect(await balance(asha.id)).toBe(0);
    const entries = await t.database.db.select().from(creditEntries);
    expect(entries).toHaveLength(1);
    const shown = (await page(cookie, ids.first)).json().booking;
    expect(shown).toMatchObject({
      refundedAmount: 1000,
      rainOut: { choice: 'credit', chosenBy: 'system' },
    });
    const late = await choose(cookie, ids.first, { choice: 'refund' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RAIN_OUT_MESSAGES.chosenAlready);
    // Both refunded in full: the venue keeps nothing of the rained-out evening.
    expect(await earnings(ownerCookie, owner.id)).toBe(0);
  });

  it('a choice after the deadline but before the sweep is refused, and the sweep then credits', async () => {
    const { ids, cookie, player } = await rainedOut();
    t.setNow(new Date(TEST_NOW.getTime() + 25 * 3_600_000));
    const late = await choose(cookie, ids.first, { choice: 'refund' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RAIN_OUT_MESSAGES.tooLate);
    await sweep(t.context);
    expect(await balance(player.id)).toBe(100_000);
  });
});
