import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { COURT_MESSAGES } from '../../shared/courts';
import { courts, turfEdits } from '../db/schema';
import { auditEntries } from '../db/schema-venue-team';
import { courtUrl, courtsKit, courtsUrl } from '../testing/courts-kit';
import { createUser } from '../testing/factories';
import { TEST_NOW } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// A court's format, the players a side its owner states (docs/decisions/067): given when a court
// is added (with a new listing or after), changed or taken away on its own, answered with every
// court, and refused whole (a catalogued code, nothing written) when it is not 1–11 or null.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));
const { call, scene, courtsOfTurf } = courtsKit(t);

const formats = async (turfId: string) =>
  (
    await t.database.db
      .select({ name: courts.name, format: courts.format })
      .from(courts)
      .where(eq(courts.turfId, turfId))
      .orderBy(asc(courts.position))
  ).map(({ name, format }) => [name, format]);

const BAD = [0, 12, -5, 5.5, '5', true, [7], { players: 5 }];

describe("a court's format", () => {
  it('is stated when a court is added, answered with every court, and none by default', async () => {
    const { turf, cookies } = await scene();
    const added = await call('POST', courtsUrl(turf.id), cookies.owner, {
      name: 'North',
      sports: ['football'],
      format: 5,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().courts).toEqual([
      { _id: expect.any(String), name: 'Goal Box', sports: ['football'], parts: [], format: null },
      { _id: expect.any(String), name: 'North', sports: ['football'], parts: [], format: 5 },
    ]);
    await call('POST', courtsUrl(turf.id), cookies.owner, {
      name: 'Shuttle',
      sports: ['badminton'],
      format: null,
    });
    await call('POST', courtsUrl(turf.id), cookies.owner, { name: 'Nets', sports: ['cricket'] });
    expect((await courtsOfTurf(turf.id)).map(({ name, format }) => [name, format])).toEqual([
      ['Goal Box', null],
      ['North', 5],
      ['Shuttle', null],
      ['Nets', null],
    ]);
  });

  it('is changed or taken away on its own, and the edit log and audit say so', async () => {
    const { turf, court, cookies } = await scene();
    const changed = await call('PATCH', courtUrl(turf.id, court.id), cookies.owner, {
      format: 7,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().courts[0]).toMatchObject({ name: 'Goal Box', format: 7 });
    const edits = await t.database.db.select().from(turfEdits).where(eq(turfEdits.turfId, turf.id));
    expect(edits.map(({ before, after }) => [before.courts, after.courts])).toEqual([
      ['Goal Box: football', 'Goal Box: football, 7-a-side'],
    ]);
    const [audit] = await t.database.db.select().from(auditEntries);
    expect(audit).toMatchObject({
      action: 'courts.update',
      before: { format: '' },
      after: { format: '7-a-side' },
    });
    const cleared = await call('PATCH', courtUrl(turf.id, court.id), cookies.owner, {
      format: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().courts[0].format).toBeNull();
    expect(await formats(turf.id)).toEqual([['Goal Box', null]]);
    // The same format again changes nothing and records nothing.
    await call('PATCH', courtUrl(turf.id, court.id), cookies.owner, { format: null });
    expect(
      await t.database.db.select().from(turfEdits).where(eq(turfEdits.turfId, turf.id)),
    ).toHaveLength(2);
  });

  it.each(BAD)('refuses %j when a court is added or changed, writing nothing', async (format) => {
    const { turf, court, cookies } = await scene();
    await call('PATCH', courtUrl(turf.id, court.id), cookies.owner, { format: 6 });
    const added = await call('POST', courtsUrl(turf.id), cookies.owner, {
      name: 'North',
      sports: ['football'],
      format,
    });
    const changed = await call('PATCH', courtUrl(turf.id, court.id), cookies.owner, {
      name: 'Renamed',
      format,
    });
    for (const answer of [added, changed]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        success: false,
        code: 'court_format',
        message: COURT_MESSAGES.format,
      });
    }
    expect(await formats(turf.id)).toEqual([['Goal Box', 6]]);
  });

  it('is stated by the owner alone: players and other owners are refused', async () => {
    const { turf, court, cookies } = await scene();
    for (const cookie of [cookies.player, cookies.otherOwner]) {
      const added = await call('POST', courtsUrl(turf.id), cookie, {
        name: 'North',
        sports: ['football'],
        format: 5,
      });
      const changed = await call('PATCH', courtUrl(turf.id, court.id), cookie, { format: 5 });
      expect([added.statusCode, changed.statusCode]).toEqual([403, 403]);
      expect(changed.json().code).toBe('not_your_turf');
    }
    expect((await call('PATCH', courtUrl(turf.id, court.id), null, { format: 5 })).statusCode).toBe(
      401,
    );
    expect(await formats(turf.id)).toEqual([['Goal Box', null]]);
  });
});

describe("a new listing's courts' formats", () => {
  const form = {
    name: 'Kick Off Arena',
    location: 'Malad',
    description: 'Two five-a-side halves that open into one seven-a-side pitch.',
    images: 'https://res.cloudinary.com/demo/image/upload/turf.jpg',
    price: 1200,
    sports_type: 'Football',
    ratings: [],
    linkes: 'https://www.google.com/maps/search/?api=1&query=Kick+Off',
    address: '4 Marve Road, Malad West',
    state: false,
    owner: '00000000-0000-4000-8000-000000000000',
  };
  const postTurf = async (formatOfWhole: unknown) => {
    const owner = await createUser(t.database.db, 'owner');
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/turf/postTurf',
      headers: { cookie: await cookieFor(t.app, owner) },
      payload: {
        ...form,
        courts: [
          { name: 'Half A', sports: ['football'], format: 5 },
          { name: 'Half B', sports: ['football'], format: 5 },
          {
            name: 'Full',
            sports: ['football'],
            parts: ['Half A', 'Half B'],
            format: formatOfWhole,
          },
        ],
      },
    });
  };

  it('keeps the formats the owner states', async () => {
    const answer = await postTurf(7);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().turf.courts.map(({ format }: { format: number }) => format)).toEqual([
      5, 5, 7,
    ]);
  });

  it('refuses the listing whole for one bad format', async () => {
    const answer = await postTurf(13);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'court_format', message: COURT_MESSAGES.format });
    expect(await t.database.db.select().from(courts)).toEqual([]);
  });
});
