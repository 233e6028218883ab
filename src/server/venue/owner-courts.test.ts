import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { COURT_CHANGE_MESSAGES } from '../../shared/court-changes';
import { COURT_MESSAGES } from '../../shared/courts';
import type { Db } from '../db/database';
import { databaseErrorCode } from '../db/errors';
import { courts, turfEdits, turfs } from '../db/schema';
import { createBooking, createTurf, createTurfWithCourts, createUser } from '../testing/factories';
import { TEST_NOW } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { lockCourtAgainstClaims, retireCourt } from '../turfs/courts';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

// TEST_NOW is 10:00 AM in Mumbai on 2030-05-10.
const TODAY = '2030-05-10';
const TOMORROW = '2030-05-11';
const YESTERDAY = '2030-05-09';
const H = 60;

function call(
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  cookie: string | null,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

const courtsUrl = (turfId: string) => `/api/v1/owner/turfs/${turfId}/courts`;
const courtUrl = (turfId: string, courtId: string) => `${courtsUrl(turfId)}/${courtId}`;

async function scene() {
  const db = t.database.db;
  const [owner, otherOwner, player, admin] = await Promise.all([
    createUser(db, 'owner'),
    createUser(db, 'owner'),
    createUser(db, 'user'),
    createUser(db, 'admin'),
  ]);
  const turf = await createTurf(db, owner.id, { name: 'Goal Box' });
  const [court] = await db.select().from(courts).where(eq(courts.turfId, turf.id));
  return {
    owner,
    player,
    turf,
    court: court!,
    cookies: {
      owner: await cookieFor(t.app, owner),
      otherOwner: await cookieFor(t.app, otherOwner),
      player: await cookieFor(t.app, player),
      admin: await cookieFor(t.app, admin),
    },
  };
}

async function courtsOfTurf(turfId: string) {
  const answer = await call('GET', `/api/v1/turf/turf/${turfId}`, null);
  return answer.json().turf.courts as {
    _id: string;
    name: string;
    sports: string[];
    parts: string[];
  }[];
}

describe('adding courts', () => {
  it('adds a second court and a split pitch; the listing stays approved and the edit is logged', async () => {
    const { turf, owner, cookies } = await scene();
    const added = await call('POST', courtsUrl(turf.id), cookies.owner, {
      name: ' Court 2 ',
      sports: ['Football', 'cricket'],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      success: true,
      message: COURT_CHANGE_MESSAGES.added('Court 2'),
      courts: [
        { name: 'Goal Box', sports: ['football'], parts: [] },
        { name: 'Court 2', sports: ['football', 'cricket'], parts: [] },
      ],
    });
    for (const name of ['Half A', 'Half B']) {
      expect(
        (await call('POST', courtsUrl(turf.id), cookies.owner, { name, sports: ['football'] }))
          .statusCode,
      ).toBe(201);
    }
    const whole = await call('POST', courtsUrl(turf.id), cookies.owner, {
      name: 'Full pitch',
      sports: ['football'],
      parts: ['half a', 'Half B'],
    });
    expect(whole.statusCode).toBe(201);
    const listed = await courtsOfTurf(turf.id);
    const idOf = (name: string) => listed.find((court) => court.name === name)!._id;
    expect(listed.map(({ name }) => name)).toEqual([
      'Goal Box',
      'Court 2',
      'Half A',
      'Half B',
      'Full pitch',
    ]);
    expect(listed.at(-1)!.parts).toEqual([idOf('Half A'), idOf('Half B')]);

    const [row] = await t.database.db.select().from(turfs).where(eq(turfs.id, turf.id));
    expect(row!.approved).toBe(true);
    const edits = await t.database.db.select().from(turfEdits).where(eq(turfEdits.turfId, turf.id));
    expect(edits).toHaveLength(4);
    expect(edits.every((edit) => edit.editorId === owner.id)).toBe(true);
    expect(edits.map((edit) => edit.after.courts)).toContain(
      'Goal Box: football\nCourt 2: football, cricket\nHalf A: football\nHalf B: football\nFull pitch: football (Half A + Half B)',
    );
  });

  it.each([
    [{ name: '   ', sports: ['football'] }, COURT_MESSAGES.name],
    [{ name: 'goal box', sports: ['football'] }, COURT_MESSAGES.duplicateName],
    [{ name: 'Court 2', sports: ['tennis'] }, COURT_MESSAGES.sports],
    [{ name: 'Court 2', sports: [] }, COURT_MESSAGES.sports],
    [{ name: 'Court 2' }, COURT_MESSAGES.sports],
    [
      { name: 'Court 2', sports: ['football'], parts: ['Goal Box', 'Elsewhere'] },
      COURT_MESSAGES.unknownPart,
    ],
    [{ name: 'Court 2', sports: ['football'], parts: ['Goal Box'] }, COURT_MESSAGES.fewParts],
  ])('refuses %j with 400 and adds nothing', async (body, message) => {
    const { turf, cookies } = await scene();
    const answer = await call('POST', courtsUrl(turf.id), cookies.owner, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ success: false, message });
    expect(await courtsOfTurf(turf.id)).toHaveLength(1);
    expect(await t.database.db.select().from(turfEdits)).toEqual([]);
  });

  it("refuses parts of another listing's courts and retired parts", async () => {
    const { turf, owner, cookies } = await scene();
    const other = await createTurfWithCourts(t.database.db, owner.id, [
      { name: 'Half A', sports: ['football'] },
      { name: 'Half B', sports: ['football'] },
    ]);
    const fromOther = await call('POST', courtsUrl(turf.id), cookies.owner, {
      name: 'Full pitch',
      sports: ['football'],
      parts: ['Half A', 'Half B'],
    });
    expect(fromOther.statusCode).toBe(400);
    expect(fromOther.json().message).toBe(COURT_MESSAGES.unknownPart);

    const retired = await call(
      'DELETE',
      courtUrl(other.turf.id, other.court['Half B']!),
      cookies.owner,
    );
    expect(retired.statusCode).toBe(200);
    await call('POST', courtsUrl(other.turf.id), cookies.owner, {
      name: 'Half C',
      sports: ['football'],
    });
    const onRetired = await call('POST', courtsUrl(other.turf.id), cookies.owner, {
      name: 'Full pitch',
      sports: ['football'],
      parts: ['Half A', 'Half B'],
    });
    expect(onRetired.statusCode).toBe(400);
    expect(onRetired.json().message).toBe(COURT_CHANGE_MESSAGES.retiredPart);
  });

  it('refuses anonymous visitors (401), players and other owners (403); the admin may', async () => {
    const { turf, cookies } = await scene();
    const body = { name: 'Court 2', sports: ['football'] };
    expect((await call('POST', courtsUrl(turf.id), null, body)).statusCode).toBe(401);
    for (const cookie of [cookies.player, cookies.otherOwner]) {
      const refused = await call('POST', courtsUrl(turf.id), cookie, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only the owner of this turf can do this.');
    }
    expect(await courtsOfTurf(turf.id)).toHaveLength(1);
    expect((await call('POST', courtsUrl(turf.id), cookies.admin, body)).statusCode).toBe(201);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', courtsUrl(missing), cookies.admin, body)).statusCode).toBe(404);
    expect((await call('POST', courtsUrl(missing), cookies.owner, body)).statusCode).toBe(403);
    expect((await call('POST', courtsUrl('nope'), cookies.owner, body)).statusCode).toBe(400);
  });
});

describe('renaming courts', () => {
  it('renames a court and changes its sports; its bookings show the new name', async () => {
    const { turf, court, player, cookies } = await scene();
    await createBooking(t.database.db, {
      turfId: turf.id,
      userId: player.id,
      day: TOMORROW,
      startMinute: 18 * H,
      endMinute: 19 * H,
    });
    const renamed = await call('PATCH', courtUrl(turf.id, court.id), cookies.owner, {
      name: 'Court 1',
      sports: ['football', 'cricket'],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().courts).toEqual([
      { _id: court.id, name: 'Court 1', sports: ['football', 'cricket'], parts: [] },
    ]);
    const booked = await call('GET', `/api/v1/booking/get-turf-bookings/${turf.id}`, cookies.owner);
    expect(booked.json().bookings[0].courtName).toBe('Court 1');
  });

  it('records nothing when nothing changes', async () => {
    const { turf, court, cookies } = await scene();
    const same = await call('PATCH', courtUrl(turf.id, court.id), cookies.owner, {
      name: 'Goal Box',
    });
    expect(same.statusCode).toBe(200);
    expect(await t.database.db.select().from(turfEdits)).toEqual([]);
  });

  it.each([
    [{}, COURT_CHANGE_MESSAGES.nothingToChange],
    [{ name: '' }, COURT_MESSAGES.name],
    [{ name: 'x'.repeat(41) }, COURT_MESSAGES.name],
    [{ name: 'COURT 2' }, COURT_MESSAGES.duplicateName],
    [{ sports: ['golf'] }, COURT_MESSAGES.sports],
  ])('refuses %j with 400', async (body, message) => {
    const { turf, court, cookies } = await scene();
    await call('POST', courtsUrl(turf.id), cookies.owner, {
      name: 'Court 2',
      sports: ['football'],
    });
    const answer = await call('PATCH', courtUrl(turf.id, court.id), cookies.owner, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ success: false, message });
  });

  it('refuses a court of another listing (404), other people (401, 403)', async () => {
    const { turf, court, owner, cookies } = await scene();
    const other = await createTurf(t.database.db, owner.id);
    const [otherCourt] = await t.database.db
      .select()
      .from(courts)
      .where(eq(courts.turfId, other.id));
    const body = { name: 'Renamed' };
    expect(
      (await call('PATCH', courtUrl(turf.id, otherCourt!.id), cookies.owner, body)).statusCode,
    ).toBe(404);
    expect((await call('PATCH', courtUrl(turf.id, court.id), null, body)).statusCode).toBe(401);
    expect(
      (await call('PATCH', courtUrl(turf.id, court.id), cookies.player, body)).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', courtUrl(turf.id, court.id), cookies.otherOwner, body)).statusCode,
    ).toBe(403);
    expect((await call('PATCH', courtUrl(turf.id, 'x'), cookies.owner, body)).json().message).toBe(
      COURT_MESSAGES.invalidCourtId,
    );
    expect((await courtsOfTurf(turf.id))[0]!.name).toBe('Goal Box');
    const byAdmin = await call('PATCH', courtUrl(turf.id, court.id), cookies.admin, body);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().courts[0].name).toBe('Renamed');
  });
});

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
