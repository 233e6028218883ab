import { readdirSync, rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntries } from '../db/schema-venue-team';
import { turfPhotos } from '../db/schema-discovery';
import { detectImage } from '../uploads/image-bytes';
import { createTurf, createUser } from '../testing/factories';
import { storedImage, testPhoto, uploadPhoto } from '../testing/photo-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// A listing's photos (docs/decisions/067): each upload is checked by its bytes and stored as WebP
// sizes; every turf answer carries the photos, the cover first, and `images` is the cover.

const t = useTestApp();
beforeEach(() => rmSync(t.context.images.directory, { recursive: true, force: true }));

function stored() {
  try {
    return readdirSync(t.context.images.directory);
  } catch {
    return [];
  }
}

async function venue(approved = true) {
  const owner = await createUser(t.database.db, 'owner', 'Owner Rao');
  const turf = await createTurf(t.database.db, owner.id, { approved });
  return { owner, turf, cookie: await cookieFor(t.app, owner) };
}

describe('POST /api/v1/owner/turfs/:turfId/photos', () => {
  it('stores WebP sizes of 320, 640, 1024 and 1600 wide of a large photo, the first as the cover', async () => {
    const { turf, cookie } = await venue();
    const answer = await uploadPhoto(t, turf.id, await testPhoto(2000, 1200), cookie);
    expect(answer.statusCode, answer.body).toBe(201);
    const { photo } = answer.json();
    expect(photo).toMatchObject({ width: 2000, height: 1200 });
    expect(photo.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 1024, 1600]);
    expect(photo.url).toBe(photo.variants.at(-1).url);
    for (const variant of photo.variants) {
      expect(variant.url).toMatch(/^http:\/\/[^/]+\/uploads\/[a-f0-9]{64}\.webp$/);
      const served = await t.app.inject({ method: 'GET', url: new URL(variant.url).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toContain('immutable');
      expect(detectImage(served.rawPayload)).toBe('webp');
      expect(await storedImage(served.rawPayload)).toEqual({
        format: 'webp',
        width: variant.width,
        height: Math.round((variant.width * 1200) / 2000),
      });
    }
    const [row] = await t.database.db
      .select()
      .from(turfPhotos)
      .where(eq(turfPhotos.turfId, turf.id));
    expect(row).toMatchObject({ isCover: true, position: 1 });
  });

  it('never stores a size wider than the original: an 800 wide PNG gives 320, 640 and 800', async () => {
    const { turf, cookie } = await venue();
    const answer = await uploadPhoto(t, turf.id, await testPhoto(800, 600, 'png'), cookie, 'a.png');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().photo.variants.map((v: { width: number }) => v.width)).toEqual([
      320, 640, 800,
    ]);
  });

  it.each([
    [
      'a text file renamed .jpg',
      async () => Buffer.from('<script>alert(1)</script>'),
      'image_kind',
    ],
    [
      'a JPEG cut short',
      async () => {
        const whole = await testPhoto(1200, 900);
        return whole.subarray(0, Math.floor(whole.length / 2));
      },
      'photo_unreadable',
    ],
    ['a 300 × 200 photo', () => testPhoto(300, 200), 'photo_too_small'],
    ['an 8001 pixels wide photo', () => testPhoto(8001, 240, 'png'), 'photo_too_big'],
  ])('refuses %s with 400 and its code, and stores nothing', async (_name, bytes, code) => {
    const { turf, cookie } = await venue();
    const answer = await uploadPhoto(t, turf.id, await bytes(), cookie);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, code });
    expect(stored()).toEqual([]);
    expect(await t.database.db.select().from(turfPhotos)).toEqual([]);
  });

  it('records the change in the audit log as a listing edit', async () => {
    const { turf, cookie } = await venue();
    const { photo } = (await uploadPhoto(t, turf.id, await testPhoto(640, 480), cookie)).json();
    const entries = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.turfId, turf.id));
    expect(entries).toMatchObject([
      {
        actorName: 'Owner Rao',
        actorRole: 'owner',
        action: 'listing.edit',
        target: turf.name,
        before: { photos: [] },
        after: { photos: [new URL(photo.url).pathname] },
      },
    ]);
  });
});

describe('every turf answer carries the photos, the cover first, and images is the cover', () => {
  it('the list, the turf, the owner’s turfs; without photos images stays the listing’s image', async () => {
    const { owner, turf, cookie } = await venue();
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/turf/getTurf' }))
        .json()
        .turfs.find((item: { _id: string }) => item._id === turf.id);
    expect(await list()).toMatchObject({ photos: [] });
    expect((await list()).images).toMatch(/\/images\/placeholder-turf\.svg$/);

    const first = (await uploadPhoto(t, turf.id, await testPhoto(700, 500), cookie)).json().photo;
    const second = (
      await uploadPhoto(t, turf.id, await testPhoto(700, 500, 'jpeg', 60), cookie)
    ).json().photo;
    const cover = await list();
    expect(cover.photos).toEqual([first, second]);
    expect(cover.images).toBe(first.url);

    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/v1/turf/turf/${turf.id}` })
    ).json().turf;
    expect(detail.photos).toEqual([first, second]);
    expect(detail.images).toBe(first.url);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/turf/owner-turfs/${owner.id}`,
      headers: { cookie },
    });
    expect(mine.json().turfs[0].photos).toEqual([first, second]);
  });

  it('a pending listing: its owner sees the photos, and so does the admin approving it', async () => {
    const { turf, cookie } = await venue(false);
    const { photo } = (await uploadPhoto(t, turf.id, await testPhoto(640, 480), cookie)).json();
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/v1/turf/getPendingTurfs',
      headers: { cookie: admin },
    });
    const listed = pending.json().turfs.find((item: { _id: string }) => item._id === turf.id);
    expect(listed.photos).toEqual([photo]);
    expect(listed.images).toBe(photo.url);
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/turf/approveTurf/${turf.id}`,
      headers: { cookie: admin },
      payload: { state: true },
    });
    expect(approved.json().turf.photos).toEqual([photo]);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/turf/turf/${turf.id}`,
      headers: { cookie },
    });
    expect(own.json().turf.photos).toEqual([photo]);
  });
});
