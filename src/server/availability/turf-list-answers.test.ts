import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { turfListAnswerSchema, type TurfJson } from '../../shared/api/turf-contract';
import { priceRulesOfTurf } from '../../shared/price-rules-json';
import { turfRatings, turfs, users } from '../db/schema';
import { createTurf, createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { selectTurfsWithRatings, withRatings } from '../turfs/service';

// GET /api/v1/turf/getTurf answers from one prepared statement, written by a serializer compiled
// from the contract and kept while nothing it is made of changes (docs/decisions/015). These
// tests hold it to the answer the ORM path (the turf detail's and owner list's) gives.

const t = useTestApp();
const ORIGIN = 'http://localhost:80';

function list(query = '', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/v1/turf/getTurf${query}`, headers });
}

/** The old way: the ORM query, its ratings, the serializer's own checks, images on the origin. */
async function expectedList(where = eq(turfs.approved, true), limit?: number, offset?: number) {
  const rows = await selectTurfsWithRatings(t.database.db)
    .where(where)
    .orderBy(asc(turfs.name), asc(turfs.id))
    .limit(limit ?? Number.MAX_SAFE_INTEGER)
    .offset(offset ?? 0);
  const listed = await withRatings(t.database.db, rows);
  // A paged answer says how many match in all.
  const total = limit === undefined ? {} : { total: await t.database.db.$count(turfs, where) };
  // A list item says how many courts its turf has rather than which.
  // …and whether its price varies (docs/decisions/034) rather than its rules.
  const items = listed.map(({ courts, pricing, ...turf }) => {
    const rules = priceRulesOfTurf({ ...turf, pricing });
    return {
      ...turf,
      courtCount: courts!.length,
      pricesVary: rules.bands.length + rules.specialDays.length > 0 || rules.lastMinute !== null,
    };
  });
  const answer = turfListAnswerSchema.parse({ success: true, turfs: items, ...total });
  for (const turf of answer.turfs)
    if (turf.images.startsWith('/')) turf.images = `${ORIGIN}${turf.images}`;
  return answer;
}

let ratedAt = Date.parse('2030-01-01T00:00:00Z');

/** A rating a minute after the last one (ratings are listed oldest first). */
async function rate(turfId: string, fullname: string, rating: number) {
  const player = await createUser(t.database.db, 'user', fullname);
  ratedAt += 60_000;
  await t.database.db
    .insert(turfRatings)
    .values({ turfId, userId: player.id, rating, updatedAt: new Date(ratedAt) });
  return player;
}

/** Turfs that exercise every field: ties in name, paise, foreign images, rounding, raters. */
async function seed() {
  const db = t.database.db;
  const owner = await createUser(db, 'owner');
  const other = await createUser(db, 'owner');
  const arena = await createTurf(db, owner.id, {
    name: 'Arena "One"',
    pricePaise: 90_050,
    location: 'Mira Road',
    sportsType: 'cricket',
    description: 'Floodlit.\nChanging rooms — ₹ drinking water',
  });
  const twin = await createTurf(db, other.id, { name: 'Arena "One"', pricePaise: 120_000 });
  const hosted = await createTurf(db, owner.id, {
    name: 'Bandra Box',
    imageUrl: 'https://res.cloudinary.com/demo/image/upload/turf.png',
    location: 'Bandra',
    sportsType: 'badminton',
  });
  await createTurf(db, owner.id, { name: 'Pending Park', approved: false });
  // 4.25 → 4.3; three raters, one with a single name, one with three.
  await rate(arena.id, 'Priya Sharma', 5);
  await rate(arena.id, 'Kiran', 4);
  await rate(arena.id, 'Asha Rani Patil', 4);
  await rate(arena.id, 'Ravi Kumar', 4);
  await rate(twin.id, 'Meera Iyer', 1);
  return { owner, arena, twin, hosted };
}

describe('GET /api/v1/turf/getTurf, the fast path', () => {
  it('answers byte for byte what the ORM and the zod serializer answered', async () => {
    await seed();
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const expected = await expectedList();
    expect(response.body).toBe(JSON.stringify(expected));
    expect(turfListAnswerSchema.parse(response.json())).toEqual(response.json());
  });

  it('holds the expected values, field for field', async () => {
    const { owner, arena, hosted } = await seed();
    const body = list().then((response) => response.json() as { turfs: TurfJson[] });
    const { turfs: listed } = await body;
    expect(listed.map((turf) => turf.name)).toEqual(['Arena "One"', 'Arena "One"', 'Bandra Box']);
    const first = listed.find((turf) => turf._id === arena.id)!;
    expect(first).toEqual({
      _id: arena.id,
      name: 'Arena "One"',
      images: `${ORIGIN}/images/placeholder-turf.svg`,
      location: 'Mira Road',
      sports_type: 'cricket',
      price: 900.5,
      state: true,
      address: '1 Test Road, Andheri',
      linkes: 'https://www.google.com/maps/search/?api=1&query=Andheri',
      description: 'Floodlit.\nChanging rooms — ₹ drinking water',
      owner: owner.id,
      averageRating: 4.3,
      ratingCount: 4,
      courtCount: 1,
      pricesVary: false,
      ratings: [
        { _id: expect.any(String), user: 'Priya S.', rating: 5 },
        { _id: expect.any(String), user: 'Kiran', rating: 4 },
        { _id: expect.any(String), user: 'Asha P.', rating: 4 },
        { _id: expect.any(String), user: 'Ravi K.', rating: 4 },
      ],
      // Finding a turf (decision 067): no point, amenities or photos given, every star once.
      geo: null,
      amenities: [],
      houseRules: [],
      photos: [],
      reviewSummary: { average: 4.3, count: 4 },
    });
    const bandra = listed.find((turf) => turf._id === hosted.id)!;
    expect(bandra).toMatchObject({
      images: 'https://res.cloudinary.com/demo/image/upload/turf.png',
      averageRating: null,
      ratingCount: 0,
      ratings: [],
    });
  });

  it('answers every filter and page as the ORM did', async () => {
    await seed();
    const cases: [string, ReturnType<typeof eq>, number?, number?][] = [
      ['?location=mira', and(eq(turfs.approved, true), eq(turfs.locationKey, 'mira'))!],
      ['?sport=Badminton', and(eq(turfs.approved, true), eq(turfs.sportsType, 'badminton'))!],
      [
        '?minPrice=900.5&maxPrice=1200',
        and(
          eq(turfs.approved, true),
          gte(turfs.pricePaise, 90_050),
          lte(turfs.pricePaise, 120_000),
        )!,
      ],
      ['?limit=2', eq(turfs.approved, true), 2],
      ['?limit=2&offset=1', eq(turfs.approved, true), 2, 1],
      ['?offset=2', eq(turfs.approved, true), undefined, 2],
    ];
    for (const [query, where, limit, offset] of cases) {
      const response = await list(query);
      expect(response.body, query).toBe(JSON.stringify(await expectedList(where, limit, offset)));
    }
  });

  it('gives images on the origin the request came to', async () => {
    await seed();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/turf/getTurf',
      headers: { host: 'turfs.example.com', 'x-forwarded-proto': 'https' },
    });
    const images = (response.json().turfs as TurfJson[]).map((turf) => turf.images);
    expect(images).toContain('http://turfs.example.com/images/placeholder-turf.svg');
    // Another host is another answer, not the first one's from the cache.
    expect((await list()).json().turfs[0].images).toBe(`${ORIGIN}/images/placeholder-turf.svg`);
  });
});

describe('GET /api/v1/turf/getTurf, cached with an ETag', () => {
  it('answers 304 to a client holding the current answer, 200 once anything changed', async () => {
    const { arena } = await seed();
    const first = await list();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/Accept-Encoding/);

    const again = await list('', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await list('', { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
    expect((await list('', { 'if-none-match': '"other"' })).statusCode).toBe(200);

    // A rating through the API: the list shows it at once, under a new ETag.
    const player = await createUser(t.database.db, 'user', 'Zoya Khan');
    const rated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/turf/${arena.id}/rating`,
      headers: { cookie: await cookieFor(t.app, player) },
      payload: { rating: 1 },
    });
    expect(rated.statusCode).toBe(200);
    const changed = await list('', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toBe(JSON.stringify(await expectedList()));
  });

  it('sees changes made by anyone, straight in SQL too: turfs, ratings and raters’ names', async () => {
    const { arena, twin } = await seed();
    const db = t.database.db;
    const names = async () => (await list()).json().turfs.map((turf: TurfJson) => turf.name);
    expect(await names()).toEqual(['Arena "One"', 'Arena "One"', 'Bandra Box']);

    await db.update(turfs).set({ name: 'Zeta Ground' }).where(eq(turfs.id, twin.id));
    expect(await names()).toEqual(['Arena "One"', 'Bandra Box', 'Zeta Ground']);
    await db.update(turfs).set({ approved: true }).where(eq(turfs.name, 'Pending Park'));
    expect(await names()).toContain('Pending Park');

    await db.execute(
      sql`update users set fullname = 'Priyanka Shah' where fullname = 'Priya Sharma'`,
    );
    const raters = async () =>
      (await list()).json().turfs.find((turf: TurfJson) => turf._id === arena.id).ratings;
    expect((await raters())[0].user).toBe('Priyanka S.');
    await db.delete(turfRatings).where(eq(turfRatings.turfId, arena.id));
    expect(await raters()).toEqual([]);
    await db.delete(users).where(eq(users.fullname, 'Meera Iyer'));
    expect((await list()).body).toBe(JSON.stringify(await expectedList()));
  });

  it('starts from nothing after the tables are emptied', async () => {
    await seed();
    expect((await list()).json().turfs).toHaveLength(3);
    await t.database.db.execute(sql`truncate turf_ratings, turfs, list_versions cascade`);
    expect((await list()).json().turfs).toEqual([]);
  });
});

describe('compression of API answers', () => {
  it('sends the list as brotli or gzip by Accept-Encoding, the same bytes decompressed', async () => {
    await seed();
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await list('', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);

    const gzip = await list('', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const identity = await list('', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('compresses the other API answers of 1 KB and more, and leaves small ones plain', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const long = await createTurf(t.database.db, owner.id, { description: 'Grass. '.repeat(300) });
    const url = `/api/v1/turf/turf/${long.id}`;
    const plain = await t.app.inject({ method: 'GET', url });
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const small = await t.app.inject({
      method: 'GET',
      url: '/api/v1/turf/turf/00000000-0000-4000-8000-000000000000',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('keeps the security headers on every answer', async () => {
    const response = await list('', { 'accept-encoding': 'br' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
