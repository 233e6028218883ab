import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COURT_MESSAGES } from '../../shared/courts';
import { courts, turfs } from '../db/schema';
import { createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// postTurf's optional `courts` (docs/decisions/029, 030): a new listing with the courts its
// owner names, or its one default court; a bad list is refused whole.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });

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

async function postTurf(body: object) {
  const owner = await createUser(t.database.db, 'owner');
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/turf/postTurf',
    headers: { cookie: await cookieFor(t.app, owner) },
    payload: body,
  });
}

async function stored() {
  const [turfRows] = await t.database.db.select({ n: count() }).from(turfs);
  const [courtRows] = await t.database.db.select({ n: count() }).from(courts);
  return { turfs: turfRows!.n, courts: courtRows!.n };
}

describe('POST /api/v1/turf/postTurf with courts', () => {
  it('lists the courts named, a split pitch made of the halves by name', async () => {
    const answer = await postTurf({
      ...form,
      courts: [
        { name: 'Half A', sports: ['Football'] },
        { name: 'Half B', sports: ['football', 'cricket'] },
        { name: 'Full pitch', sports: ['football'], parts: ['Half A', 'half b'] },
      ],
    });
    expect(answer.statusCode).toBe(201);
    const listed = answer.json().turf.courts;
    expect(listed).toEqual([
      { _id: expect.any(String), name: 'Half A', sports: ['football'], parts: [], format: null },
      {
        _id: expect.any(String),
        name: 'Half B',
        sports: ['football', 'cricket'],
        parts: [],
        format: null,
      },
      {
        _id: expect.any(String),
        name: 'Full pitch',
        sports: ['football'],
        parts: [listed[0]._id, listed[1]._id],
        format: null,
      },
    ]);
    expect(answer.json().turf.state).toBe(false);
  });

  it('without courts, lists one named after the listing for its sport', async () => {
    const answer = await postTurf(form);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().turf.courts).toEqual([
      {
        _id: expect.any(String),
        name: 'Kick Off Arena',
        sports: ['football'],
        parts: [],
        format: null,
      },
    ]);
  });

  it.each([
    [[], COURT_MESSAGES.none],
    [[{ name: ' ', sports: ['football'] }], COURT_MESSAGES.name],
    [
      [
        { name: 'Court 1', sports: ['football'] },
        { name: 'COURT 1', sports: ['football'] },
      ],
      COURT_MESSAGES.duplicateName,
    ],
    [[{ name: 'Court 1', sports: ['hockey'] }], COURT_MESSAGES.sports],
    [[{ name: 'Court 1' }], COURT_MESSAGES.sports],
    [
      [
        { name: 'Court 1', sports: ['football'] },
        { name: 'Both', sports: ['football'], parts: ['Court 1', 'Court 9'] },
      ],
      COURT_MESSAGES.unknownPart,
    ],
    [
      Array.from({ length: 17 }, (_, i) => ({ name: `Court ${i + 1}`, sports: ['badminton'] })),
      COURT_MESSAGES.tooMany,
    ],
    ['Court 1', COURT_MESSAGES.none],
  ])('refuses courts %j with 400 and saves nothing', async (list, message) => {
    const answer = await postTurf({ ...form, courts: list });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, message });
    expect(await stored()).toEqual({ turfs: 0, courts: 0 });
  });
});
