import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { RAIN_OUT_MESSAGES } from '../../shared/rain-out-choice';
import { rainOutChoices } from '../db/schema-bookings';
import { creditEntries, refunds } from '../db/schema-money';
import { sweep } from '../system/housekeeping';
import { bookAndPay } from '../testing/aftercare-kit';
import { TEST_NOW } from '../testing/payment-kit';
import { useTestApp } from '../testing/test-app';
import { balance, choose, earnings, page, rainedOut, row } from '../testing/rain-out-kit';

// A rained-out booking's choice (docs/decisions/041) refused where it must be: bad input, someone
// else's booking, two tabs at once, and after its 24 hours, when the minute sweep credits it.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

describe("a rained-out player's choice", () => {
  it('refuses bad input with a 400 and writes nothing', async () => {
    const { ids, cookie } = await rainedOut(t);
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
      const refused = await choose(t, cookie, ids.first, payload);
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
    const { ids, ashaCookie, ownerCookie, cookie, turf } = await rainedOut(t);
    expect((await choose(t, null, ids.first, { choice: 'credit' })).statusCode).toBe(401);
    expect((await choose(t, ashaCookie, ids.first, { choice: 'credit' })).statusCode).toBe(404);
    expect((await choose(t, ownerCookie, ids.first, { choice: 'credit' })).statusCode).toBe(404);
    expect((await choose(t, cookie, 'not-an-id', { choice: 'credit' })).statusCode).toBe(400);
    const live = await bookAndPay(t.app, cookie, {
      turfId: turf.id,
      date: '2030-05-13',
      startTime: '6:00 AM',
      endTime: '7:00 AM',
      amount: '1000.00',
    });
    const notRained = await choose(t, cookie, live, { choice: 'credit' });
    expect(notRained.statusCode).toBe(409);
    expect(notRained.json().message).toBe(RAIN_OUT_MESSAGES.notRainedOut);
    expect(await t.database.db.select().from(refunds)).toEqual([]);
  });

  it('is made once when two tabs choose at the same moment', async () => {
    const { ids, cookie, player } = await rainedOut(t);
    const answers = await Promise.all([
      choose(t, cookie, ids.first, { choice: 'credit' }),
      choose(t, cookie, ids.first, { choice: 'refund' }),
      choose(t, cookie, ids.first, {
        choice: 'move',
        slot: { bookingDate: '2030-05-14', startTime: '6:00 PM', endTime: '7:00 PM' },
      }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409, 409]);
    const made = await t.database.db.select().from(refunds);
    const moved = (await row(t, ids.first)).status === 'confirmed';
    // Exactly one outcome: one refund of the whole amount, or the move with none.
    expect(made.length + (moved ? 1 : 0)).toBe(1);
    if (!moved) expect(made[0]!.amountPaise).toBe(100_000);
    expect(await balance(t, player.id)).toBe(made[0]?.destination === 'credit' ? 100_000 : 0);
  });
});

describe('24 hours without a choice', () => {
  it('gives the credit by the minute sweep, once, and a late choice is then refused', async () => {
    const { ids, cookie, player, asha, ashaCookie, owner, ownerCookie } = await rainedOut(t);
    // Asha chooses refund in time; the other player says nothing.
    expect((await choose(t, ashaCookie, ids.second, { choice: 'refund' })).statusCode).toBe(200);
    t.setNow(new Date(TEST_NOW.getTime() + 24 * 3_600_000 - 60_000));
    await sweep(t.context);
    expect(await balance(t, player.id)).toBe(0);
    t.setNow(new Date(TEST_NOW.getTime() + 24 * 3_600_000));
    await Promise.all([sweep(t.context), sweep(t.context)]);
    await sweep(t.context);
    expect(await balance(t, player.id)).toBe(100_000);
    expect(await balance(t, asha.id)).toBe(0);
    const entries = await t.database.db.select().from(creditEntries);
    expect(entries).toHaveLength(1);
    const shown = (await page(t, cookie, ids.first)).json().booking;
    expect(shown).toMatchObject({
      refundedAmount: 1000,
      rainOut: { choice: 'credit', chosenBy: 'system' },
    });
    const late = await choose(t, cookie, ids.first, { choice: 'refund' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RAIN_OUT_MESSAGES.chosenAlready);
    // Both refunded in full: the venue keeps nothing of the rained-out evening.
    expect(await earnings(t, ownerCookie, owner.id)).toBe(0);
  });

  it('a choice after the deadline but before the sweep is refused, and the sweep then credits', async () => {
    const { ids, cookie, player } = await rainedOut(t);
    t.setNow(new Date(TEST_NOW.getTime() + 25 * 3_600_000));
    const late = await choose(t, cookie, ids.first, { choice: 'refund' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RAIN_OUT_MESSAGES.tooLate);
    await sweep(t.context);
    expect(await balance(t, player.id)).toBe(100_000);
  });
});
