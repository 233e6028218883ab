import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_PHOTOS_PER_TURF } from '../../shared/turf-photos';
import { turfPhotos } from '../db/schema-discovery';
import { auditEntries } from '../db/schema-venue-team';
import { createTurf, createUser } from '../testing/factories';
import { testPhoto, uploadPhoto } from '../testing/photo-kit';
import { cookieFor } from '../testing/requests';
import { staffMember, teamCall } from '../testing/team-kit';
import { useTestApp } from '../testing/test-app';

// Ordering, choosing the cover and deleting a listing's photos (docs/decisions/067), by whoever
// may edit the listing (decision 066): its owner, its managers, the admin; nobody else.

const t = useTestApp();
beforeEach(() => rmSync(t.context.images.directory, { recursive: true, force: true }));

const photosUrl = (turfId: string) => `/api/v1/owner/turfs/${turfId}/photos`;
// Answers carry photos' URLs absolute (docs/decisions/073); the file is the path's.
const fileOf = (url: string) =>
  join(t.context.images.directory, new URL(url).pathname.slice('/uploads/'.length));

async function venue() {
  const owner = await createUser(t.database.db, 'owner', 'Owner Rao');
  const turf = await createTurf(t.database.db, owner.id);
  return { owner, turf, cookie: await cookieFor(t.app, owner) };
}

/** Photo rows made without decoding, for the rules that need only rows. */
async function photoRows(turfId: string, count: number) {
  const rows = Array.from({ length: count }, (_, index) => ({
    turfId,
    position: index + 1,
    isCover: index === 0,
    url: `/images/photo-${index}.webp`,
    width: 800,
    height: 600,
    variants: [{ url: `/images/photo-${index}.webp`, width: 800 }],
  }));
  return (await t.database.db.insert(turfPhotos).values(rows).returning()).map((row) => row.id);
}

async function detail(turfId: string) {
  return (await t.app.inject({ method: 'GET', url: `/api/v1/turf/turf/${turfId}` })).json().turf;
}

describe('PATCH …/photos: order and cover', () => {
  it('makes the second photo the cover: answers and the turf put it first, images is its URL', async () => {
    const { turf, cookie } = await venue();
    const [a, b, c] = await photoRows(turf.id, 3);
    const answer = await teamCall(t, 'PATCH', photosUrl(turf.id), cookie, {
      order: [c, a, b],
      cover: b,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().photos.map((p: { _id: string }) => p._id)).toEqual([b, c, a]);
    const turfAnswer = await detail(turf.id);
    expect(turfAnswer.photos.map((p: { _id: string }) => p._id)).toEqual([b, c, a]);
    expect(turfAnswer.images).toMatch(/\/images\/photo-1\.webp$/);
    const [entry] = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.turfId, turf.id));
    expect(entry).toMatchObject({
      action: 'listing.edit',
      before: { photos: ['/images/photo-0.webp', '/images/photo-1.webp', '/images/photo-2.webp'] },
      after: { photos: ['/images/photo-1.webp', '/images/photo-2.webp', '/images/photo-0.webp'] },
    });
  });

  it('refuses an order that is not exactly the listing’s photos, or a cover not among them', async () => {
    const { turf, cookie } = await venue();
    const [a, b] = await photoRows(turf.id, 2);
    const other = await venue();
    const [foreign] = await photoRows(other.turf.id, 1);
    const cases: [object, string][] = [
      [{ order: [a], cover: a }, 'photo_order_invalid'],
      [{ order: [a, a], cover: a }, 'photo_order_invalid'],
      [{ order: [a, foreign], cover: a }, 'photo_order_invalid'],
      [{ order: [a, b, foreign], cover: a }, 'photo_order_invalid'],
      [{ order: [a, b], cover: foreign }, 'photo_cover_invalid'],
    ];
    for (const [body, code] of cases) {
      const answer = await teamCall(t, 'PATCH', photosUrl(turf.id), cookie, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, code });
    }
    const notAnId = await teamCall(t, 'PATCH', photosUrl(turf.id), cookie, {
      order: ['x'],
      cover: a,
    });
    expect(notAnId.statusCode).toBe(400);
    expect((await detail(turf.id)).photos.map((p: { _id: string }) => p._id)).toEqual([a, b]);
  });
});

describe('DELETE …/photos/:photoId', () => {
  it('deleting the cover makes the next one the cover; the last one gone, images is the listing’s again', async () => {
    const { turf, cookie } = await venue();
    const [a, b, c] = await photoRows(turf.id, 3);
    const gone = await teamCall(t, 'DELETE', `${photosUrl(turf.id)}/${a}`, cookie);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().photos.map((p: { _id: string }) => p._id)).toEqual([b, c]);
    expect((await detail(turf.id)).images).toMatch(/\/images\/photo-1\.webp$/);
    await teamCall(t, 'DELETE', `${photosUrl(turf.id)}/${c}`, cookie);
    await teamCall(t, 'DELETE', `${photosUrl(turf.id)}/${b}`, cookie);
    const bare = await detail(turf.id);
    expect(bare.photos).toEqual([]);
    expect(bare.images).toMatch(/\/images\/placeholder-turf\.svg$/);
    const again = await teamCall(t, 'DELETE', `${photosUrl(turf.id)}/${b}`, cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('photo_not_found');
  });

  it('removes the files no other photo uses, and keeps those another listing shares', async () => {
    const first = await venue();
    const second = await venue();
    const bytes = await testPhoto(700, 500);
    const mine = (await uploadPhoto(t, first.turf.id, bytes, first.cookie)).json().photo;
    const theirs = (await uploadPhoto(t, second.turf.id, bytes, second.cookie)).json().photo;
    expect(theirs.url).toBe(mine.url);
    await teamCall(t, 'DELETE', `${photosUrl(first.turf.id)}/${mine._id}`, first.cookie);
    for (const variant of mine.variants) expect(existsSync(fileOf(variant.url))).toBe(true);
    await teamCall(t, 'DELETE', `${photosUrl(second.turf.id)}/${theirs._id}`, second.cookie);
    for (const variant of mine.variants) expect(existsSync(fileOf(variant.url))).toBe(false);
  });
});

describe('at most ten photos a listing', () => {
  it('refuses the eleventh with 409 photo_limit and stores nothing', async () => {
    const { turf, cookie } = await venue();
    await photoRows(turf.id, MAX_PHOTOS_PER_TURF);
    const answer = await uploadPhoto(t, turf.id, await testPhoto(640, 480), cookie);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ success: false, code: 'photo_limit' });
    const rows = await t.database.db
      .select()
      .from(turfPhotos)
      .where(eq(turfPhotos.turfId, turf.id));
    expect(rows).toHaveLength(MAX_PHOTOS_PER_TURF);
  });
});

describe('who may change the photos', () => {
  it('the owner, a manager and the admin; anonymous 401; a player, another owner, the front desk and an accountant 403, changing nothing', async () => {
    const { turf, cookie: ownerCookie } = await venue();
    const elsewhere = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    const player = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    const staff = async (role: 'manager' | 'front_desk' | 'accountant') =>
      (await staffMember(t, turf.id, ownerCookie, role)).cookie;
    const people: [string, string | null, number, string | null][] = [
      ['anonymous', null, 401, null],
      ['a player', player, 403, 'not_your_turf'],
      ['another owner', elsewhere, 403, 'not_your_turf'],
      ['the front desk', await staff('front_desk'), 403, 'not_your_role'],
      ['an accountant', await staff('accountant'), 403, 'not_your_role'],
      ['a manager', await staff('manager'), 0, null],
      ['the admin', admin, 0, null],
      ['the owner', ownerCookie, 0, null],
    ];
    const bytes = await testPhoto(640, 480);
    for (const [who, cookie, status, code] of people) {
      const [a, b] = (await photoRows(turf.id, 2)) as [string, string];
      const calls = [
        await teamCall(t, 'PATCH', photosUrl(turf.id), cookie, { order: [b, a], cover: b }),
        await teamCall(t, 'DELETE', `${photosUrl(turf.id)}/${a}`, cookie),
        await uploadPhoto(t, turf.id, bytes, cookie),
      ];
      for (const answer of calls) {
        if (status === 0) {
          expect(answer.statusCode, `${who}: ${answer.body}`).toBeLessThan(300);
          continue;
        }
        expect(answer.statusCode, `${who}: ${answer.body}`).toBe(status);
        expect(answer.json()).toMatchObject({ success: false, ...(code ? { code } : {}) });
      }
      const left = await t.database.db
        .select()
        .from(turfPhotos)
        .where(eq(turfPhotos.turfId, turf.id));
      // Refused: the two rows as they were; allowed: b the cover, a deleted, one uploaded.
      expect(left.find((row) => row.isCover)?.id, who).toBe(status === 0 ? b : a);
      expect(left.map((row) => row.id).includes(a), who).toBe(status !== 0);
      expect(left, who).toHaveLength(2);
      await t.database.db.delete(turfPhotos).where(eq(turfPhotos.turfId, turf.id));
    }
  });
});
