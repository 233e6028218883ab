import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { localInstant } from '../../shared/time';
import { outbox } from '../db/schema-system';
import { composeMails } from '../mail/compose';
import { createBooking, createTurf, createTurfWithCourts, createUser } from '../testing/factories';
import { sweepAt } from '../testing/payout-kit';
import { useSecondPool } from '../testing/second-pool';
import { useTestApp } from '../testing/test-app';
import { queueOwnerDaySummaries } from './owner-day-summary';

// The owners' morning summary (docs/decisions/059) against a real database, the clock pinned:
// at the first run from 7 AM, once a day, one mail an owner of the day's confirmed bookings by
// turf, with first names only; nothing for an owner with an empty day; once across processes.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(null));
const secondPool = useSecondPool(t);

const ZONE = 'Asia/Kolkata';
const ist = (date: string, time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return localInstant(date, hours * 60 + minutes, ZONE);
};

function summariesAt(when: Date) {
  t.setNow(when);
  return queueOwnerDaySummaries(t.context);
}

async function queued() {
  const rows = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.topic, 'owner.day_summary'))
    .orderBy(outbox.createdAt);
  return rows.map((row) => row.payload);
}

/** Ravi owns two turfs with games on Sunday 12 May 2030; Meena's one turf has none that day. */
async function scene() {
  const db = t.database.db;
  const ravi = await createUser(db, 'owner', 'Ravi Owner');
  const meena = await createUser(db, 'owner', 'Meena Owner');
  const asha = await createUser(db, 'user', 'Asha Patil');
  const courts = [
    { name: 'Court 1', sports: ['football'] },
    { name: 'Court 2', sports: ['football'] },
  ];
  const { turf: arena, court } = await createTurfWithCourts(db, ravi.id, courts, {
    name: 'Andheri Arena',
  });
  const box = await createTurf(db, ravi.id, { name: 'Bandra Box' });
  const quiet = await createTurf(db, meena.id, { name: 'Colaba Courts' });
  const game = { userId: asha.id, day: '2030-05-12', createdAt: ist('2030-05-01', '12:00') };
  await createBooking(db, {
    ...game,
    turfId: arena.id,
    courtId: court['Court 2'],
    startMinute: 19 * 60,
    endMinute: 20 * 60,
  });
  await createBooking(db, {
    ...game,
    turfId: arena.id,
    courtId: court['Court 1'],
    startMinute: 6 * 60,
    endMinute: 7 * 60,
    status: 'cancelled',
  });
  await createBooking(db, {
    ...game,
    turfId: box.id,
    userId: ravi.id,
    startMinute: 8 * 60,
    endMinute: 9 * 60,
    source: 'walk_in',
    customerName: '  Vikram Rao ',
    customerPhone: '9123456780',
    paymentId: null,
    paymentStatus: 'unpaid',
    amountPaise: 0,
  });
  // Meena's game is the next day; her own blocked time that day is no booking.
  const next = { day: '2030-05-13', startMinute: 600, endMinute: 660 };
  await createBooking(db, { ...game, ...next, turfId: quiet.id });
  await createBooking(db, {
    ...game,
    turfId: quiet.id,
    userId: meena.id,
    startMinute: 600,
    endMinute: 660,
    status: 'blocked',
    blockReason: 'Maintenance',
    paymentId: null,
    paymentStatus: 'unpaid',
    amountPaise: 0,
  });
  return { ravi, meena, asha };
}

describe("the owners' morning summary", () => {
  it('goes at the first run from 7 AM, once a day, to each owner with bookings that day', async () => {
    const { ravi, meena } = await scene();
    expect(await summariesAt(ist('2030-05-12', '06:59'))).toBe(0);
    // The housekeeping job queues it with the rest of its minute.
    await sweepAt(t, ist('2030-05-12', '07:00'));
    expect(await summariesAt(ist('2030-05-12', '07:01'))).toBe(0);
    expect(await summariesAt(ist('2030-05-12', '21:00'))).toBe(0);
    expect(await queued()).toEqual([{ ownerId: ravi.id, day: '2030-05-12' }]);
    // The next morning, Meena's day: after a night of the server down, at its first run.
    expect(await summariesAt(ist('2030-05-13', '06:59'))).toBe(0);
    expect(await summariesAt(ist('2030-05-13', '09:40'))).toBe(1);
    expect(await summariesAt(ist('2030-05-13', '09:41'))).toBe(0);
    expect((await queued()).slice(1)).toEqual([{ ownerId: meena.id, day: '2030-05-13' }]);
  });

  it("tells the day's bookings by turf, with first names only, and nothing of an empty day", async () => {
    const { ravi, meena, asha } = await scene();
    const settings = {
      siteOrigin: 'https://turfbook.example.com',
      timeZone: ZONE,
      now: ist('2030-05-12', '07:00'),
    };
    const compose = (ownerId: string, day = '2030-05-12', now = settings.now) =>
      composeMails(
        t.database.db,
        { topic: 'owner.day_summary', payload: { ownerId, day }, createdAt: now },
        { ...settings, now },
      );
    const [mail, ...more] = await compose(ravi.id);
    expect(more).toEqual([]);
    expect(mail!.to.address).toBe(ravi.email);
    expect(mail!.subject).toBe('Today at Andheri Arena and 1 more: 2 bookings, Sun, 12 May 2030');
    expect(mail!.text).toContain('Good morning Ravi Owner,');
    expect(mail!.text).toContain('Today at Andheri Arena\n- 7:00 PM – 8:00 PM, Court 2: Asha');
    expect(mail!.text).toContain('Today at Bandra Box\n- 8:00 AM – 9:00 AM, Bandra Box: Vikram');
    expect(mail!.html).toContain('https://turfbook.example.com/turf-bookings');
    expect(mail!.kind).toBe('ownerSummary');
    expect(mail!.brief).toEqual({
      title: 'Today at Andheri Arena and 1 more',
      body: 'You have 2 bookings today, Sun, 12 May 2030.',
      url: 'https://turfbook.example.com/turf-bookings',
    });
    for (const personal of [asha.email, asha.mobilenumber, '9123456780', 'Patil', 'Rao'])
      expect(mail!.text + mail!.html).not.toContain(personal);
    // Meena's day has no booking; a summary read the day after says nothing.
    expect(await compose(meena.id)).toEqual([]);
    expect(await compose(ravi.id, '2030-05-12', ist('2030-05-13', '07:00'))).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes at 7 AM', () => {
  it("queue each owner's summary once", async () => {
    const { ravi } = await scene();
    const other = { ...t.context, db: (await secondPool()).db };
    t.setNow(ist('2030-05-12', '07:00'));
    const counts = await Promise.all([
      queueOwnerDaySummaries(t.context),
      queueOwnerDaySummaries(other),
      queueOwnerDaySummaries(t.context),
      queueOwnerDaySummaries(other),
    ]);
    expect(counts.sort()).toEqual([0, 0, 0, 1]);
    expect(await queued()).toEqual([{ ownerId: ravi.id, day: '2030-05-12' }]);
  });
});
