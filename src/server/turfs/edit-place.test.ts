import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { turfs } from '../db/schema';
import { auditEntries } from '../db/schema-venue-team';
import { createTurf, createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// A listing's point, amenities and house rules (docs/decisions/067): saved by postTurf and by the
// owner's edit, checked (an unknown word or a point out of range is refused with its code),
// recorded like the other edited fields, and answered by every view of the turf, pending too.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });

const NEW_LISTING = {
  name: 'Dome Arena',
  location: 'Goregaon',
  description: 'Covered five-a-side.',
  images: 'https://res.cloudinary.com/demo/image/upload/turf.jpg',
  price: 1300,
  sports_type: 'football',
  linkes: 'https://www.google.com/maps/@19.1646,72.8493,17z',
  address: 'SV Road, Goregaon West',
};

function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

async function scene() {
  const db = t.database.db;
  const [owner, otherOwner, player, admin] = await Promise.all([
    createUser(db, 'owner'),
    createUser(db, 'owner'),
    createUser(db, 'user'),
    createUser(db, 'admin'),
  ]);
  const turf = await createTurf(db, owner.id, { name: 'Sunrise Arena' });
  const form = {
    name: turf.name,
    images: turf.imageUrl,
    address: turf.address,
    location: turf.location,
    price: turf.pricePaise / 100,
    description: turf.description,
    sports_type: turf.sportsType,
    linkes: turf.mapsLink,
  };
  return {
    owner,
    turf,
    form,
    cookies: {
      owner: await cookieFor(t.app, owner),
      otherOwner: await cookieFor(t.app, otherOwner),
      player: await cookieFor(t.app, player),
      admin: await cookieFor(t.app, admin),
    },
  };
}

describe('a new listing', () => {
  it('is saved with its point, amenities and house rules, and the admin sees them pending', async () => {
    const { cookies } = await scene();
    const posted = await call('POST', '/api/v1/turf/postTurf', cookies.owner, {
      ...NEW_LISTING,
      geo: { lat: 19.1646, lng: 72.8493 },
      amenities: ['floodlights', 'covered'],
      houseRules: ['footwear'],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    // In the catalogue's order, whatever order they came in.
    expect(posted.json().turf).toMatchObject({
      geo: { lat: 19.1646, lng: 72.8493 },
      amenities: ['covered', 'floodlights'],
      houseRules: ['footwear'],
    });
    const pending = (await call('GET', '/api/v1/turf/getPendingTurfs', cookies.admin)).json();
    expect(pending.turfs[0]).toMatchObject({ geo: { lat: 19.1646, lng: 72.8493 } });
  });

  it('is saved without them as before: no point, no amenities', async () => {
    const { cookies } = await scene();
    const posted = await call('POST', '/api/v1/turf/postTurf', cookies.owner, NEW_LISTING);
    expect(posted.json().turf).toMatchObject({ geo: null, amenities: [], houseRules: [] });
  });

  it.each([
    [{ amenities: ['covered', 'jacuzzi'] }, 'amenity_unknown'],
    [{ houseRules: ['no_shouting'] }, 'house_rule_unknown'],
    [{ geo: { lat: 91, lng: 72.8 } }, 'geo_invalid'],
    [{ geo: { lat: 19.1, lng: -181 } }, 'geo_invalid'],
  ])('refuses %j with %s and stores nothing', async (extra, code) => {
    const { cookies } = await scene();
    const posted = await call('POST', '/api/v1/turf/postTurf', cookies.owner, {
      ...NEW_LISTING,
      ...extra,
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.json()).toMatchObject({ success: false, code });
    expect(await t.database.db.select().from(turfs).where(eq(turfs.name, 'Dome Arena'))).toEqual(
      [],
    );
  });
});

describe("the owner's edit", () => {
  it('saves and records a new point and amenities; a form without them keeps them', async () => {
    const { turf, form, cookies } = await scene();
    const edited = await call('PUT', `/api/v1/turf/${turf.id}`, cookies.owner, {
      ...form,
      geo: { lat: 19.121, lng: 72.848 },
      amenities: ['floodlights', 'parking'],
      houseRules: ['arrive_early'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      changed: ['geo', 'amenities', 'houseRules'],
      turf: {
        geo: { lat: 19.121, lng: 72.848 },
        amenities: ['floodlights', 'parking'],
        houseRules: ['arrive_early'],
      },
    });
    const [entry] = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.turfId, turf.id));
    expect(entry).toMatchObject({
      action: 'listing.edit',
      before: { geo: '', amenities: '', houseRules: '' },
      after: { geo: '19.121,72.848', amenities: 'floodlights,parking', houseRules: 'arrive_early' },
    });
    // An old client's form, without the new fields, changes nothing.
    const again = await call('PUT', `/api/v1/turf/${turf.id}`, cookies.owner, form);
    expect(again.json()).toMatchObject({
      changed: [],
      turf: { amenities: ['floodlights', 'parking'] },
    });
    // The list answers them too.
    const listed = (await call('GET', '/api/v1/turf/getTurf')).json().turfs[0];
    expect(listed).toMatchObject({
      geo: { lat: 19.121, lng: 72.848 },
      houseRules: ['arrive_early'],
    });
    // null takes the point off.
    const cleared = await call('PUT', `/api/v1/turf/${turf.id}`, cookies.owner, {
      ...form,
      geo: null,
    });
    expect(cleared.json()).toMatchObject({ changed: ['geo'], turf: { geo: null } });
  });

  it('refuses an unknown amenity or a point out of range, and changes nothing', async () => {
    const { turf, form, cookies } = await scene();
    const bad = await call('PUT', `/api/v1/turf/${turf.id}`, cookies.owner, {
      ...form,
      amenities: ['pool'],
    });
    expect(bad.json()).toMatchObject({ code: 'amenity_unknown' });
    const far = await call('PUT', `/api/v1/turf/${turf.id}`, cookies.owner, {
      ...form,
      geo: { lat: 19, lng: 200 },
    });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({ code: 'geo_invalid' });
    const [row] = await t.database.db.select().from(turfs).where(eq(turfs.id, turf.id));
    expect(row).toMatchObject({ geoLat: null, amenities: [] });
  });

  it('refuses other owners, players and visitors', async () => {
    const { turf, form, cookies } = await scene();
    const body = { ...form, amenities: ['covered'] };
    expect((await call('PUT', `/api/v1/turf/${turf.id}`, undefined, body)).statusCode).toBe(401);
    for (const cookie of [cookies.otherOwner, cookies.player])
      expect((await call('PUT', `/api/v1/turf/${turf.id}`, cookie, body)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(turfs).where(eq(turfs.id, turf.id));
    expect(row!.amenities).toEqual([]);
  });
});
