import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { COURT_CHANGE_MESSAGES } from '../../shared/court-changes';
import type { Db } from '../db/database';
import { databaseErrorCode } from '../db/errors';
import { courtUrl, courtsKit, courtsUrl } from '../testing/courts-kit';
import { createBooking, createTurfWithCourts } from '../testing/factories';
import { TEST_NOW } from '../testing/payment-kit';
import { useTestApp } from '../testing/test-app';
import { lockCourtAgainstClaims, retireCourt } from '../turfs/courts';

// Retiring a listing's court (docs/decisions/030): refused while claims on it are still to come,
// for the last court and for a part of a court in use; a retired court takes no new claim.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));
const { call, scene, courtsOfTurf } = courtsKit(t);

// TEST_NOW is 10:00 AM in Mumbai on 2030-05-10.
const TODAY = '2030-05-10';
const TOMORROW = '2030-05-11';
const YESTERDAY = '2030-05-09';
const H = 60;

describe('retiring courts', () => {
  async function twoCourts() {
    const s = await scene();
    const added = await call('POST', courtsUrl(s.turf.id), s.cookies.owner, {
      name: 'Court 2',
      sports: ['football'],
    });
    const second = added.json().courts[1]._id as string;
    return { ...s, second };
  }

  it('retires a court with only past bookings; they keep it and its name, and the name is free again', async () => {
    const { turf, player, second, cookies } = await twoCourts();
    await createBooking(t.database.db, {
      turfId: turf.id,
      userId: player.id,
      courtId: second,
      day: YESTERDAY,
      startMinute: 18 * H,
      endMinute: 19 * H,
    });
    await createBooking(t.database.db, {
      turfId: turf.id,
      userId: player.id,
      courtId: second,
      day: TODAY,
      startMinute: 8 * H,
      endMinute: 9 * H,
    });
    const retired = await call('DELETE', courtUrl(turf.id, second), cookies.owner);
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toMatchObject({
      message: COURT_CHANGE_MESSAGES.retired('Court 2'),
      courts: [{ name: 'Goal Box' }],
    });
    const booked = await call('GET', `/api/v1/booking/get-turf-bookings/${turf.id}`, cookies.owner);
    expect(booked.json().bookings.map((b: { courtName: string }) => b.courtName)).toEqual([
      'Court 2',
      'Court 2',
    ]);
    expect(
      (
        await call('POST', courtsUrl(turf.id), cookies.owner, {
          name: 'court 2',
          sports: ['cricket'],
        })
      ).statusCode,
    ).toBe(201);
    // Gone for good: a second retirement, or a change, finds no such court in use.
    expect((await call('DELETE', courtUrl(turf.id, second), cookies.owner)).statusCode).toBe(404);
    expect(
      (await call('PATCH', courtUrl(turf.id, second), cookies.owner, { name: 'Back' })).statusCode,
    ).toBe(404);
  });

  it('refuses while bookings, holds and blocks are still to come, saying how many', async () => {
    const { turf, player, second, cookies } = await twoCourts();
    const on = { turfId: turf.id, userId: player.id, courtId: second };
    // Today 10:00 - 11:00 is being played now: still to come until it ends.
    await createBooking(t.database.db, {
      ...on,
      day: TODAY,
      startMinute: 9 * H + 30,
      endMinute: 11 * H,
    });
    await createBooking(t.database.db, {
      ...on,
      day: TOMORROW,
      startMinute: 18 * H,
      endMinute: 19 * H,
    });
    await createBooking(t.database.db, {
      ...on,
      day: TOMORROW,
      startMinute: 6 * H,
      endMinute: 7 * H,
      status: 'blocked',
      paymentStatus: 'unpaid',
      amountPaise: 0,
      paymentId: null,
      blockReason: 'Repairs',
    });
    const refused = await call('DELETE', courtUrl(turf.id, second), cookies.owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Court 2 has 2 bookings and 1 block still to come; move or cancel them first.',
    );
    expect(await courtsOfTurf(turf.id)).toHaveLength(2);
  });

  it('counts a live hold, and not one that has run out', async () => {
    const { turf, player, second, cookies } = await twoCourts();
    const hold = {
      turfId: turf.id,
      userId: player.id,
      courtId: second,
      status: 'pending' as const,
      paymentStatus: 'unpaid' as const,
      day: TOMORROW,
      paymentId: null,
    };
    await createBooking(t.database.db, {
      ...hold,
      startMinute: 18 * H,
      endMinute: 19 * H,
      holdExpiresAt: new Date(TEST_NOW.getTime() + 5 * 60_000),
    });
    await createBooking(t.database.db, {
      ...hold,
      startMinute: 20 * H,
      endMinute: 21 * H,
      holdExpiresAt: new Date(TEST_NOW.getTime() - 60_000),
    });
    const refused = await call('DELETE', courtUrl(turf.id, second), cookies.owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Court 2 has 1 hold of a player paying now still to come; move or cancel them first.',
    );
  });

  it('refuses the last court, and a half while the whole pitch made of it is in use', async () => {
    const { turf, court, cookies, owner } = await scene();
    const last = await call('DELETE', courtUrl(turf.id, court.id), cookies.owner);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(COURT_CHANGE_MESSAGES.lastCourt);

    const split = await createTurfWithCourts(t.database.db, owner.id, [
      { name: 'Half A', sports: ['football'] },
      { name: 'Half B', sports: ['football'] },
      { name: 'Full pitch', sports: ['football'], parts: ['Half A', 'Half B'] },
    ]);
    const half = await call(
      'DELETE',
      courtUrl(split.turf.id, split.court['Half A']!),
      cookies.owner,
    );
    expect(half.statusCode).toBe(409);
    expect(half.json().message).toBe(COURT_CHANGE_MESSAGES.partOfCourt('Half A', 'Full pitch'));
    // The whole goes first, then a half may.
    expect(
      (await call('DELETE', courtUrl(split.turf.id, split.court['Full pitch']!), cookies.owner))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', courtUrl(split.turf.id, split.court['Half A']!), cookies.owner))
        .statusCode,
    ).toBe(200);
  });

  it('refuses anonymous visitors, players and other owners; the admin may', async () => {
    const { turf, second, cookies } = await twoCourts();
    expect((await call('DELETE', courtUrl(turf.id, second), null)).statusCode).toBe(401);
    expect((await call('DELETE', courtUrl(turf.id, second), cookies.player)).statusCode).toBe(403);
    expect((await call('DELETE', courtUrl(turf.id, second), cookies.otherOwner)).statusCode).toBe(
      403,
    );
    expect(await courtsOfTurf(turf.id)).toHaveLength(2);
    expect((await call('DELETE', courtUrl(turf.id, second), cookies.admin)).statusCode).toBe(200);
  });

  it('a retired court takes no new claim, in the database itself', async () => {
    const { turf, player, second, cookies } = await twoCourts();
    expect((await call('DELETE', courtUrl(turf.id, second), cookies.owner)).statusCode).toBe(200);
    const refused = await createBooking(t.database.db, {
      turfId: turf.id,
      userId: player.id,
      courtId: second,
      day: TOMORROW,
      startMinute: 18 * H,
      endMinute: 19 * H,
    }).catch((error: unknown) => error);
    expect(databaseErrorCode(refused)).toBe('23P01');
  });
});

/** Some connection waits for a lock another holds. */
async function someoneWaits() {
  for (;;) {
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`pg_locks`)
      .where(sql`not granted`);
    if (row!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'retiring while claims are written, on PostgreSQL',
  () => {
    async function twoCourts() {
      const s = await scene();
      const added = await call('POST', courtsUrl(s.turf.id), s.cookies.owner, {
        name: 'Court 2',
        sports: ['football'],
      });
      return { ...s, second: added.json().courts[1]._id as string };
    }
    const claimOn = (turfId: string, userId: string, courtId: string) => ({
      turfId,
      userId,
      courtId,
      day: TOMORROW,
      startMinute: 18 * H,
      endMinute: 19 * H,
    });

    it('waits for a claim being written, then counts it and refuses', async () => {
      const { turf, player, second, cookies } = await twoCourts();
      let written!: () => void;
      const isWritten = new Promise<void>((resolve) => (written = resolve));
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const claim = t.database.db.transaction(async (tx) => {
        await createBooking(tx as unknown as Db, claimOn(turf.id, player.id, second));
        written();
        await finished;
      });
      await isWritten;
      const retiring = call('DELETE', courtUrl(turf.id, second), cookies.owner);
      await someoneWaits();
      finish();
      await claim;
      const refused = await retiring;
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Court 2 has 1 booking still to come; move or cancel them first.',
      );
    });

    it('makes a claim written meanwhile wait, then refuses it', async () => {
      const { turf, player, second } = await twoCourts();
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const retiring = t.database.db.transaction(async (tx) => {
        await lockCourtAgainstClaims(tx, second);
        locked();
        await someoneWaits();
        await retireCourt(tx, second, TEST_NOW);
      });
      await isLocked;
      const claim = createBooking(t.database.db, claimOn(turf.id, player.id, second)).catch(
        (error: unknown) => error,
      );
      await retiring;
      expect(databaseErrorCode(await claim)).toBe('23P01');
    });
  },
);
