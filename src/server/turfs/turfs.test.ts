import { describe, expect, it } from 'vitest';
import { LOCATIONS, PRICE_BANDS, SPORTS } from '../../shared/catalog';
import { filtersToQuery, matchesTurfFilters, type TurfListQuery } from '../../shared/turf-filters';
import type { TurfJson } from '../../shared/turf-types';
import { turfs } from '../db/schema';
import { loadDemoDataOnce } from '../demo/seed';
import { DEMO_TURFS } from '../demo/demo-turfs';
import { useTestApp } from '../testing/test-app';
import { createTurf, createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';

const t = useTestApp();

async function list(query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/turf/getTurf${query}` });
  return response;
}

describe('GET /api/v1/turf/getTurf', () => {
  it('lists only approved turfs, with the spec fields', async () => {
    await loadDemoDataOnce(t.database.db);
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json() as { success: boolean; turfs: TurfJson[] };
    expect(body.success).toBe(true);
    expect(body.turfs).toHaveLength(DEMO_TURFS.filter((turf) => turf.approved).length);
    expect(body.turfs.every((turf) => turf.state)).toBe(true);
    const sample = body.turfs.find((turf) => turf.name === DEMO_TURFS[0]!.name)!;
    expect(sample).toMatchObject({
      name: DEMO_TURFS[0]!.name,
      location: DEMO_TURFS[0]!.location,
      sports_type: DEMO_TURFS[0]!.sports_type,
      price: DEMO_TURFS[0]!.price,
      linkes: DEMO_TURFS[0]!.linkes,
      // Absolute, on the origin the request came to.
      images: expect.stringMatching(
        new RegExp(`^http://localhost(:\\d+)?/images/turfs/${DEMO_TURFS[0]!.slug}\\.svg$`),
      ),
      averageRating: null,
      ratingCount: 0,
    });
  });

  it('filters in SQL exactly as the shared rule says, for every location, sport and band', async () => {
    await loadDemoDataOnce(t.database.db);
    const everything = (await t.database.db.select().from(turfs)).map((row) => ({
      id: row.id,
      location: row.location,
      sports_type: row.sportsType,
      price: row.pricePaise / 100,
      state: row.approved,
    }));
    const locations = ['', ...LOCATIONS, 'MIRA', 'bandra west'];
    const sports = ['', ...SPORTS, 'CRICKET'];
    const bands = [null, ...PRICE_BANDS];
    for (const location of locations) {
      for (const sport of sports) {
        for (const band of bands) {
          const query: TurfListQuery = {};
          const params = new URLSearchParams();
          if (location) {
            query.location = location;
            params.set('location', location);
          }
          if (sport) {
            query.sport = sport;
            params.set('sport', sport);
          }
          if (band) {
            // As the client sends a band: its inclusive bounds, an open side left out.
            const bounds = filtersToQuery({ location: '', sport: '', price: band.label });
            Object.assign(query, bounds);
            for (const [key, value] of Object.entries(bounds)) params.set(key, String(value));
          }
          const expected = everything
            .filter((turf) => matchesTurfFilters(turf, query))
            .map((turf) => turf.id);
          const response = await list(`?${params}`);
          expect(response.statusCode).toBe(200);
          const got = (response.json().turfs as TurfJson[]).map((turf) => turf._id);
          expect(got.sort(), `filters ${params}`).toEqual(expected.sort());
        }
      }
    }
  });

  it('matches the location on its first word, in any letter case', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const mira = await createTurf(t.database.db, owner.id, { location: 'Mira Road' });
    await createTurf(t.database.db, owner.id, { location: 'Malad' });
    for (const location of ['Mira Road', 'mira', 'MIRA road']) {
      const ids = (await list(`?location=${encodeURIComponent(location)}`))
        .json()
        .turfs.map((x: TurfJson) => x._id);
      expect(ids).toEqual([mira.id]);
    }
  });

  it('pages through the list in name order with limit and offset', async () => {
    const owner = await createUser(t.database.db, 'owner');
    for (const name of ['Delta', 'Alpha', 'Charlie', 'Bravo'])
      await createTurf(t.database.db, owner.id, { name });
    const names = async (query: string) =>
      (await list(query)).json().turfs.map((x: TurfJson) => x.name);
    expect(await names('?limit=2')).toEqual(['Alpha', 'Bravo']);
    expect(await names('?limit=2&offset=2')).toEqual(['Charlie', 'Delta']);
    expect((await list('?limit=0')).json()).toMatchObject({
      success: false,
      message: 'limit must be 1 to 500',
    });
  });

  it('includes both ends of a price band', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const low = await createTurf(t.database.db, owner.id, { pricePaise: 50_000 });
    const edge = await createTurf(t.database.db, owner.id, { pricePaise: 100_000 });
    await createTurf(t.database.db, owner.id, { pricePaise: 100_050 });
    const ids = (await list('?minPrice=500&maxPrice=1000'))
      .json()
      .turfs.map((x: TurfJson) => x._id);
    expect(ids.sort()).toEqual([low.id, edge.id].sort());
  });

  it('reaches every turf through some price band, those above ₹1,500 and under ₹500 too', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const prices = [1, 49_999, 50_000, 150_000, 150_001, 180_000, 200_000];
    const byPrice = new Map<number, string>();
    for (const pricePaise of prices)
      byPrice.set(pricePaise, (await createTurf(t.database.db, owner.id, { pricePaise })).id);
    const inBand = async (label: string) => {
      const bounds = filtersToQuery({ location: '', sport: '', price: label });
      const query = new URLSearchParams(Object.entries(bounds).map(([k, v]) => [k, String(v)]));
      const response = await list(`?${query}`);
      expect(response.statusCode).toBe(200);
      return (response.json().turfs as TurfJson[]).map((turf) => turf.price).sort((a, b) => a - b);
    };
    expect(await inBand('under-500')).toEqual([0.01, 499.99]);
    expect(await inBand('1000-1500')).toEqual([1500]);
    expect(await inBand('above-1500')).toEqual([1500.01, 1800, 2000]);
    const reached = new Set<number>();
    for (const band of PRICE_BANDS)
      for (const price of await inBand(band.label)) reached.add(price);
    expect(reached.size).toBe(prices.length);
  });

  it.each([
    ['?sport=golf', 'Sport must be cricket, football or badminton'],
    ['?minPrice=abc', 'Price filters must be numbers'],
    ['?minPrice=-5', 'Price filters cannot be negative'],
    ['?minPrice=900&maxPrice=500', 'minPrice cannot be more than maxPrice'],
    [`?location=${'x'.repeat(61)}`, 'Location filter is too long'],
  ])('refuses %s with 400', async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });
});

describe('GET /api/v1/turf/turf/:turfId', () => {
  it('answers an approved turf to anyone, with its ratings', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const turf = await createTurf(t.database.db, owner.id, { name: 'Open Ground' });
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/turf/turf/${turf.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      turf: { _id: turf.id, name: 'Open Ground', state: true, ratings: [], averageRating: null },
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/turf/turf/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Turf not found' });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/v1/turf/turf/not-an-id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, message: 'Invalid turf id' });
  });

  it('shows a pending turf to its owner and the admin only', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const otherOwner = await createUser(t.database.db, 'owner');
    const player = await createUser(t.database.db, 'user');
    const admin = await createUser(t.database.db, 'admin');
    const pending = await createTurf(t.database.db, owner.id, { approved: false });
    const url = `/api/v1/turf/turf/${pending.id}`;

    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    for (const stranger of [otherOwner, player]) {
      const cookie = await cookieFor(t.app, stranger);
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(
        404,
      );
    }
    for (const allowed of [owner, admin]) {
      const cookie = await cookieFor(t.app, allowed);
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json().turf.state).toBe(false);
    }
  });
});
