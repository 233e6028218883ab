import { beforeEach, describe, expect, it } from 'vitest';
import { AREA_POINTS, distanceKm, roundKm, type GeoPoint } from '../../shared/geo';
import { createTurf, createUser } from '../testing/factories';
import { useTestApp } from '../testing/test-app';

// GET /api/v1/turf/getTurf near a point and by amenities (docs/decisions/067): distances measured
// as shared/geo measures them, nearest first unless another order is asked, turfs without a point
// or beyond the radius left out, every amenity asked kept; with every filter and the slot search.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
// 10:00 AM in Mumbai on 2030-05-10.
const NOW = new Date('2030-05-10T04:30:00Z');
beforeEach(() => t.setNow(NOW));

const ANDHERI = AREA_POINTS.Andheri;
const near = `${ANDHERI.lat},${ANDHERI.lng}`;

function list(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1/turf/getTurf?${query}` });
}

interface Listed {
  name: string;
  distanceKm?: number;
  amenities: string[];
  geo: GeoPoint | null;
}
const turfsOf = async (query: string) => {
  const answer = await list(query);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().turfs as Listed[];
};
const namesOf = async (query: string) => (await turfsOf(query)).map((turf) => turf.name);

async function seed() {
  const owner = await createUser(t.database.db, 'owner');
  const venues: [string, GeoPoint | null, string[], number, string][] = [
    [
      'Goregaon Dome',
      AREA_POINTS.Goregaon,
      ['covered', 'floodlights', 'parking'],
      130_000,
      'Goregaon',
    ],
    ['Andheri Nets', { lat: 19.121, lng: 72.848 }, ['floodlights'], 90_000, 'Andheri'],
    ['Bandra Roof', AREA_POINTS.Bandra, ['covered', 'floodlights'], 150_000, 'Bandra'],
    ['Vasai Ground', AREA_POINTS.Vasai, ['covered', 'floodlights'], 60_000, 'Vasai'],
    ['Unplaced Arena', null, ['covered', 'floodlights'], 80_000, 'Andheri'],
  ];
  for (const [name, point, amenities, pricePaise, location] of venues)
    await createTurf(t.database.db, owner.id, {
      name,
      location,
      pricePaise,
      amenities,
      geoLat: point?.lat ?? null,
      geoLng: point?.lng ?? null,
    });
  // Pending: never listed, wherever it is.
  await createTurf(t.database.db, owner.id, {
    name: 'Pending Box',
    approved: false,
    geoLat: ANDHERI.lat,
    geoLng: ANDHERI.lng,
  });
}

describe('near a point', () => {
  it('answers each turf within 15 km with its distance, nearest first, unplaced ones left out', async () => {
    await seed();
    const turfs = await turfsOf(`near=${near}`);
    expect(turfs.map((turf) => turf.name)).toEqual([
      'Andheri Nets',
      'Goregaon Dome',
      'Bandra Roof',
    ]);
    for (const turf of turfs) expect(turf.distanceKm).toBe(roundKm(distanceKm(ANDHERI, turf.geo!)));
    expect(turfs[0]!.distanceKm).toBe(0.2);
    // Without near, no distance and every listed turf.
    const all = await turfsOf('');
    expect(all).toHaveLength(5);
    expect(all.every((turf) => turf.distanceKm === undefined)).toBe(true);
    expect(all.find((turf) => turf.name === 'Unplaced Arena')).toMatchObject({ geo: null });
  });

  it('reaches as far as radiusKm, at most 50', async () => {
    await seed();
    expect(await namesOf(`near=${near}&radiusKm=1`)).toEqual(['Andheri Nets']);
    expect(await namesOf(`near=${near}&radiusKm=50`)).toEqual([
      'Andheri Nets',
      'Goregaon Dome',
      'Bandra Roof',
      'Vasai Ground',
    ]);
  });

  it('keeps another order asked, and pages the turfs within reach with their total', async () => {
    await seed();
    expect(await namesOf(`near=${near}&sort=price_asc`)).toEqual([
      'Andheri Nets',
      'Goregaon Dome',
      'Bandra Roof',
    ]);
    expect(await namesOf(`near=${near}&sort=name`)).toEqual([
      'Andheri Nets',
      'Bandra Roof',
      'Goregaon Dome',
    ]);
    const second = (await list(`near=${near}&limit=2&offset=2`)).json();
    expect(second).toMatchObject({ total: 3 });
    expect(second.turfs.map((turf: Listed) => turf.name)).toEqual(['Bandra Roof']);
  });

  it('combines with the other filters', async () => {
    await seed();
    expect(await namesOf(`near=${near}&minPrice=1000`)).toEqual(['Goregaon Dome', 'Bandra Roof']);
    expect(await namesOf(`near=${near}&location=Bandra`)).toEqual(['Bandra Roof']);
    expect(await namesOf(`near=${near}&q=dome`)).toEqual(['Goregaon Dome']);
  });

  it.each([
    ['near=19.1', 'near_invalid'],
    ['near=north', 'near_invalid'],
    ['near=91,72.8', 'near_invalid'],
    ['near=19.1,181', 'near_invalid'],
    [`near=${near}&radiusKm=51`, 'radius_invalid'],
    [`near=${near}&radiusKm=0`, 'radius_invalid'],
    [`near=${near}&radiusKm=far`, 'radius_invalid'],
  ])('refuses %s with %s', async (query, code) => {
    const answer = await list(query);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, code });
  });
});

describe('by amenities', () => {
  it('keeps the turfs having every amenity asked', async () => {
    await seed();
    expect(await namesOf('amenities=covered&sort=name')).toEqual([
      'Bandra Roof',
      'Goregaon Dome',
      'Unplaced Arena',
      'Vasai Ground',
    ]);
    expect(await namesOf('amenities=covered,parking')).toEqual(['Goregaon Dome']);
    expect(await namesOf(`amenities=covered&near=${near}`)).toEqual([
      'Goregaon Dome',
      'Bandra Roof',
    ]);
    expect((await turfsOf('amenities=parking'))[0]!.amenities).toEqual([
      'covered',
      'floodlights',
      'parking',
    ]);
  });

  it('refuses an amenity it does not know', async () => {
    const answer = await list('amenities=covered,jacuzzi');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, code: 'amenity_unknown' });
  });
});

describe('with the slot search', () => {
  it('answers the free turfs within reach with their distance, nearest first', async () => {
    await seed();
    const search = 'date=2030-05-11&from=19:00';
    const found = await turfsOf(`${search}&near=${near}&amenities=covered`);
    expect(found.map((turf) => [turf.name, turf.distanceKm])).toEqual([
      ['Goregaon Dome', roundKm(distanceKm(ANDHERI, AREA_POINTS.Goregaon))],
      ['Bandra Roof', roundKm(distanceKm(ANDHERI, AREA_POINTS.Bandra))],
    ]);
    expect(await namesOf(`${search}&near=${near}&sort=price_desc`)).toEqual([
      'Bandra Roof',
      'Goregaon Dome',
      'Andheri Nets',
    ]);
    const paged = (await list(`${search}&near=${near}&limit=1&offset=1`)).json();
    expect(paged).toMatchObject({ total: 3, turfs: [{ name: 'Goregaon Dome' }] });
    expect(await namesOf(`${search}&amenities=covered,parking`)).toEqual(['Goregaon Dome']);
  });
});
