import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { COURT_CHANGE_MESSAGES } from '../../shared/court-changes';
import { COURT_MESSAGES } from '../../shared/courts';
import { courts, turfEdits, turfs } from '../db/schema';
import { courtUrl, courtsKit, courtsUrl } from '../testing/courts-kit';
import { createBooking, createTurf, createTurfWithCourts } from '../testing/factories';
import { TEST_NOW } from '../testing/payment-kit';
import { useTestApp } from '../testing/test-app';

// Adding and renaming a listing's courts (docs/decisions/030); retiring: court-retirement.test.ts.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));
const { call, scene, courtsOfTurf } = courtsKit(t);

// TEST_NOW is 10:00 AM in Mumbai on 2030-05-10.
const TOMORROW = '2030-05-11';
const H = 60;

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

  it("shows the list's court count at once, though the list is kept between changes", async () => {
    const { turf, cookies } = await scene();
    const countOnList = async () => {
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/turf/getTurf' });
      return list.json().turfs.find((item: { _id: string }) => item._id === turf.id).courtCount;
    };
    expect(await countOnList()).toBe(1);
    await call('POST', courtsUrl(turf.id), cookies.owner, {
      name: 'Court 2',
      sports: ['football'],
    });
    expect(await countOnList()).toBe(2);
    const second = (await courtsOfTurf(turf.id)).find((court) => court.name === 'Court 2')!;
    expect((await call('DELETE', courtUrl(turf.id, second._id), cookies.owner)).statusCode).toBe(
      200,
    );
    expect(await countOnList()).toBe(1);
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
    expect(answer.json()).toMatchObject({ success: false, message });
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
      {
        _id: court.id,
        name: 'Court 1',
        sports: ['football', 'cricket'],
        parts: [],
        format: null,
      },
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
    expect(answer.json()).toMatchObject({ success: false, message });
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
