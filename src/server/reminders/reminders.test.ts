import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { localInstant } from '../../shared/time';
import { bookingReminders } from '../db/schema-notifications';
import { outbox } from '../db/schema-system';
import { bookAndPay, cancelBooking, rescheduleBooking } from '../testing/aftercare-kit';
import { createBooking } from '../testing/factories';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { sweepAt } from '../testing/payout-kit';
import { useSecondPool } from '../testing/second-pool';
import { useTestApp } from '../testing/test-app';
import { sendDueReminders } from './reminder-job';

// The reminders before play as the minute job sends them (docs/decisions/059), against a real
// database with the server's clock pinned: once each, at their moments, of the time the booking
// has, never of a cancelled booking, held back by quiet hours; and once across two processes.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));
const secondPool = useSecondPool(t);

/** An instant as the venue's clock reads it. */
const ist = (date: string, time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return localInstant(date, hours * 60 + minutes, 'Asia/Kolkata');
};

function remindersAt(when: Date) {
  t.setNow(when);
  return sendDueReminders(t.context);
}

/** The queued reminders' payloads, in the order they were queued. */
async function queued() {
  const rows = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.topic, 'booking.reminder'))
    .orderBy(outbox.createdAt);
  return rows.map((row) => row.payload);
}

/** A scene with a player who paid (at `bookedAt`) for Sunday 12 May 2030, 6 to 7 PM. */
async function sundayGame(bookedAt = TEST_NOW, date = '2030-05-12') {
  const scene = await paymentScene(t.app, t.database.db);
  t.setNow(bookedAt);
  const slot = { date, startTime: '6:00 PM', endTime: '7:00 PM', amount: '1000.00' };
  const bookingId = await bookAndPay(t.app, scene.cookie, { ...slot, turfId: scene.turf.id });
  return { ...scene, bookingId };
}

describe('reminders before play', () => {
  it('are sent 24 hours and 2 hours before play, each once', async () => {
    const { bookingId } = await sundayGame();
    expect(await remindersAt(ist('2030-05-11', '17:59'))).toBe(0);
    // The housekeeping job runs them with the rest of its minute.
    await sweepAt(t, ist('2030-05-11', '18:00'));
    expect(await remindersAt(ist('2030-05-11', '18:01'))).toBe(0);
    expect(await remindersAt(ist('2030-05-12', '15:59'))).toBe(0);
    expect(await remindersAt(ist('2030-05-12', '16:00'))).toBe(1);
    expect(await remindersAt(ist('2030-05-12', '17:00'))).toBe(0);
    expect(await remindersAt(ist('2030-05-12', '18:30'))).toBe(0);
    const playAt = '2030-05-12T12:30:00.000Z';
    expect(await queued()).toEqual([
      { bookingId, reminder: '24h', playAt },
      { bookingId, reminder: '2h', playAt },
    ]);
    const recorded = await t.database.db.select().from(bookingReminders);
    expect(recorded.map((row) => [row.reminder, row.sentAt.toISOString()]).sort()).toEqual([
      ['24h', '2030-05-11T12:30:00.000Z'],
      ['2h', '2030-05-12T10:30:00.000Z'],
    ]);
  });

  it('are not sent for a cancelled booking, nor for an owner’s phone booking', async () => {
    const { bookingId, cookie, turf, owner } = await sundayGame();
    expect((await cancelBooking(t.app, cookie, bookingId)).statusCode).toBe(200);
    await createBooking(t.database.db, {
      turfId: turf.id,
      userId: owner.id,
      day: '2030-05-12',
      startMinute: 20 * 60,
      endMinute: 21 * 60,
      source: 'phone',
      customerName: 'Vikram Rao',
      customerPhone: '9876543210',
      paymentId: null,
      paymentStatus: 'unpaid',
      amountPaise: 0,
    });
    for (const when of [ist('2030-05-11', '20:00'), ist('2030-05-12', '18:00')])
      expect(await remindersAt(when)).toBe(0);
    expect(await queued()).toEqual([]);
  });

  it('remind a moved booking again, of its new time', async () => {
    const { bookingId, cookie } = await sundayGame(TEST_NOW, '2030-05-13');
    expect(await remindersAt(ist('2030-05-12', '18:00'))).toBe(1);
    const moved = await rescheduleBooking(t.app, cookie, bookingId, {
      bookingDate: '2030-05-14',
      startTime: '7:00 PM',
      endTime: '8:00 PM',
    });
    expect(moved.statusCode).toBe(200);
    // The old time's 2-hour moment passes unnoticed; the new time's reminders come at theirs.
    expect(await remindersAt(ist('2030-05-13', '16:00'))).toBe(0);
    expect(await remindersAt(ist('2030-05-13', '19:00'))).toBe(1);
    expect(await remindersAt(ist('2030-05-14', '17:00'))).toBe(1);
    expect(await queued()).toEqual([
      { bookingId, reminder: '24h', playAt: '2030-05-13T12:30:00.000Z' },
      { bookingId, reminder: '24h', playAt: '2030-05-14T13:30:00.000Z' },
      { bookingId, reminder: '2h', playAt: '2030-05-14T13:30:00.000Z' },
    ]);
  });

  it('give a booking made inside 24 hours of play only the 2-hour reminder', async () => {
    await sundayGame(ist('2030-05-11', '20:00'));
    expect(await remindersAt(ist('2030-05-11', '20:01'))).toBe(0);
    expect(await remindersAt(ist('2030-05-12', '16:00'))).toBe(1);
    expect((await queued()).map((payload) => payload.reminder)).toEqual(['2h']);
  });

  it('send only the later of two due at once, after the server was down', async () => {
    await sundayGame();
    expect(await remindersAt(ist('2030-05-12', '16:45'))).toBe(1);
    expect(await remindersAt(ist('2030-05-12', '16:46'))).toBe(0);
    expect((await queued()).map((payload) => payload.reminder)).toEqual(['2h']);
  });

  it('wait for 7 AM when their moment falls in quiet hours', async () => {
    const { turf, player } = await paymentScene(t.app, t.database.db);
    await createBooking(t.database.db, {
      turfId: turf.id,
      userId: player.id,
      day: '2030-05-12',
      startMinute: 22 * 60 + 30,
      endMinute: 23 * 60 + 30,
      createdAt: ist('2030-05-01', '12:00'),
    });
    expect(await remindersAt(ist('2030-05-11', '22:30'))).toBe(0);
    expect(await remindersAt(ist('2030-05-12', '06:59'))).toBe(0);
    expect(await remindersAt(ist('2030-05-12', '07:00'))).toBe(1);
    expect(await remindersAt(ist('2030-05-12', '20:30'))).toBe(1);
    expect((await queued()).map((payload) => payload.reminder)).toEqual(['24h', '2h']);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes sending reminders at once', () => {
  it('send each reminder once', async () => {
    const { turf, player } = await paymentScene(t.app, t.database.db);
    for (let hour = 8; hour < 22; hour += 1)
      await createBooking(t.database.db, {
        turfId: turf.id,
        userId: player.id,
        day: '2030-05-12',
        startMinute: hour * 60,
        endMinute: hour * 60 + 60,
        createdAt: ist('2030-05-01', '12:00'),
      });
    const other = { ...t.context, db: (await secondPool()).db };
    t.setNow(ist('2030-05-11', '21:00'));
    const counts = await Promise.all([
      sendDueReminders(t.context),
      sendDueReminders(other),
      sendDueReminders(t.context),
      sendDueReminders(other),
    ]);
    // 8 AM to 9 PM games: the 24-hour reminders of those up to 9 PM are due.
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(14);
    const payloads = await queued();
    expect(payloads).toHaveLength(14);
    expect(new Set(payloads.map((payload) => payload.bookingId)).size).toBe(14);
    expect(await t.database.db.select().from(bookingReminders)).toHaveLength(14);
  });
});
