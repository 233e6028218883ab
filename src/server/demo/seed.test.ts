import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courtsInputProblem } from '../../shared/courts';
import { priceOfRange, rulesWithBase } from '../../shared/price-rules';
import { turfs, users } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { useTestApp } from '../testing/test-app';
import { liveCourtsOf } from '../turfs/courts';
import { logIn } from '../testing/requests';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_TURFS } from './demo-turfs';
import { loadDemoDataOnce } from './seed';

const t = useTestApp();
const clock = { now: new Date('2030-03-10T06:00:00Z'), timeZone: 'Asia/Kolkata' };

async function rows(table: typeof users | typeof turfs | typeof bookings) {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row!.n;
}

describe('loadDemoDataOnce', () => {
  it('loads the demo accounts, turfs and a few paid bookings, once', async () => {
    expect(await loadDemoDataOnce(t.database.db, clock)).toBe(true);
    expect(await rows(users)).toBe(DEMO_ACCOUNTS.length);
    expect(await rows(turfs)).toBe(DEMO_TURFS.length);
    const seeded = await t.database.db.select().from(bookings);
    expect(seeded.length).toBeGreaterThan(0);
    const allTurfs = await t.database.db.select().from(turfs);
    for (const booking of seeded) {
      const turf = allTurfs.find((x) => x.id === booking.turfId)!;
      expect(turf.approved).toBe(true);
      // Priced by the venue's rules, as a hold is (docs/decisions/034).
      const range = { date: booking.day, start: booking.startMinute, end: booking.endMinute };
      expect(booking.amountPaise).toBe(
        priceOfRange(rulesWithBase(turf.pricePaise, turf.priceRules), range, null).totalPaise,
      );
    }
    expect(seeded.map((b) => b.day)).toContain('2030-03-11');
    // Made through the booking core, paid, with Stripe-shaped ids that differ in the 10
    // characters the owner's table shows.
    for (const booking of seeded) {
      expect([booking.status, booking.paymentStatus]).toEqual(['confirmed', 'paid']);
      expect(booking.paymentId).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    }
    const shown = seeded.map((booking) => booking.paymentId!.slice(0, 10));
    expect(new Set(shown).size).toBe(seeded.length);

    expect(await loadDemoDataOnce(t.database.db, clock)).toBe(false);
    expect(await rows(turfs)).toBe(DEMO_TURFS.length);
  });

  it('gives the multi-court venues their courts, each valid, and every other listing one', async () => {
    await loadDemoDataOnce(t.database.db, clock);
    const allTurfs = await t.database.db.select().from(turfs);
    const courtsByTurf = await liveCourtsOf(
      t.database.db,
      allTurfs.map((turf) => turf.id),
    );
    const named = (name: string) =>
      courtsByTurf.get(allTurfs.find((turf) => turf.name === name)!.id)!;
    expect(named('Pali Hill Badminton Centre').map((court) => court.name)).toEqual([
      'Court 1',
      'Court 2',
      'Court 3',
      'Court 4',
    ]);
    const [halfA, halfB, whole] = named('Magathane Turf Park');
    expect([...whole!.parts].sort()).toEqual([halfA!.id, halfB!.id].sort());
    expect(named('Carter Road Cricket Box')[0]!.sports).toEqual(['cricket', 'football']);
    for (const turf of DEMO_TURFS) {
      if (turf.courts) expect(courtsInputProblem(turf.courts), turf.slug).toBeNull();
      else expect(named(turf.name), turf.slug).toHaveLength(1);
    }
  });

  it('uses e-mail addresses that strict clients accept (an ordinary top-level domain)', () => {
    for (const account of DEMO_ACCOUNTS) {
      expect(account.email).toMatch(/^[a-z0-9.]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.com$/);
    }
  });

  it('makes every demo account able to log in with the README password and role', async () => {
    await loadDemoDataOnce(t.database.db, clock);
    for (const account of DEMO_ACCOUNTS) {
      await expect(logIn(t.app, account.email, account.password, account.role)).resolves.toContain(
        'turf_session=',
      );
    }
  });
});
