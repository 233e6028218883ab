import { beforeEach, describe, expect, it } from 'vitest';
import { turfPhotos } from '../db/schema-discovery';
import { createTurf, createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// A listing's photos leave the server as absolute URLs, as `images` does (docs/decisions/073):
// `images` is the cover's URL, so the photo's own URL and every size's are on the same origin,
// in every turf answer: the list, a slot search, the turf, the owner's turfs and the admin's.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
// 10:00 AM in Mumbai on 2030-05-10.
beforeEach(() => t.setNow(new Date('2030-05-10T04:30:00Z')));

interface Photo {
  url: string;
  variants: { url: string; width: number }[];
}
interface TurfAnswer {
  _id: string;
  images: string;
  photos: Photo[];
}

const PATHS = ['/uploads/a-320.webp', '/uploads/a-640.webp'];

async function scene() {
  const db = t.database.db;
  const owner = await createUser(db, 'owner');
  const admin = await createUser(db, 'admin');
  const listed = await createTurf(db, owner.id, { name: 'Listed' });
  const pending = await createTurf(db, owner.id, { name: 'Pending', approved: false });
  for (const turf of [listed, pending])
    await db.insert(turfPhotos).values({
      turfId: turf.id,
      position: 1,
      isCover: true,
      url: PATHS[1]!,
      width: 640,
      height: 480,
      variants: [
        { url: PATHS[0]!, width: 320 },
        { url: PATHS[1]!, width: 640 },
      ],
    });
  return {
    owner,
    listed,
    pending,
    ownerCookie: await cookieFor(t.app, owner),
    adminCookie: await cookieFor(t.app, admin),
  };
}

async function get(url: string, host: string, cookie?: string) {
  const answer = await t.app.inject({
    method: 'GET',
    url,
    headers: { host, ...(cookie ? { cookie } : {}) },
  });
  expect(answer.statusCode, `${url} ${answer.body}`).toBe(200);
  return answer.json();
}

/** The turf's photo and every size on `origin`, and `images` its cover's URL. */
function expectOn(turf: TurfAnswer | undefined, origin: string) {
  expect(turf).toBeDefined();
  expect(turf!.photos).toEqual([
    {
      _id: expect.any(String),
      url: `${origin}${PATHS[1]}`,
      width: 640,
      height: 480,
      variants: [
        { url: `${origin}${PATHS[0]}`, width: 320 },
        { url: `${origin}${PATHS[1]}`, width: 640 },
      ],
    },
  ]);
  expect(turf!.images).toBe(turf!.photos[0]!.url);
}

const find = (turfs: TurfAnswer[], id: string) => turfs.find((turf) => turf._id === id);

describe("a listing's photos in every turf answer", () => {
  it('are absolute on the origin asked, each origin its own, as images is', async () => {
    const { owner, listed, pending, ownerCookie, adminCookie } = await scene();
    const search = '/api/v1/turf/getTurf?date=2030-05-11&from=19:00&minutes=60';
    // Two hosts in turn: a kept answer or kept venue must not carry the first host to the second.
    for (const host of ['turfs.local:8000', 'other.example:9000']) {
      const origin = `http://${host}`;
      const list = await get('/api/v1/turf/getTurf', host);
      expectOn(find(list.turfs, listed.id), origin);
      const page = await get('/api/v1/turf/getTurf?limit=24&offset=0&sport=football', host);
      expectOn(find(page.turfs, listed.id), origin);
      const found = await get(search, host);
      expectOn(find(found.turfs, listed.id), origin);
      const paged = await get(`${search}&limit=24&offset=0&flex=true`, host);
      expectOn(find(paged.turfs, listed.id), origin);
      expectOn((await get(`/api/v1/turf/turf/${listed.id}`, host)).turf, origin);
      const mine = await get(`/api/v1/turf/owner-turfs/${owner.id}`, host, ownerCookie);
      expectOn(find(mine.turfs, pending.id), origin);
      const admin = await get('/api/v1/admin/turfs', host, adminCookie);
      expectOn(find(admin.turfs, pending.id), origin);
      const waiting = await get('/api/v1/turf/getPendingTurfs', host, adminCookie);
      expectOn(find(waiting.turfs, pending.id), origin);
    }
  });
});

describe("a listing's photos with PUBLIC_URL", () => {
  const pub = useTestApp({ TZ_VENUE: 'Asia/Kolkata', PUBLIC_URL: 'https://turfbook.example.com' });

  it('are on the public URL whatever the Host', async () => {
    const owner = await createUser(pub.database.db, 'owner');
    const turf = await createTurf(pub.database.db, owner.id);
    await pub.database.db.insert(turfPhotos).values({
      turfId: turf.id,
      position: 1,
      isCover: true,
      url: PATHS[1]!,
      width: 640,
      height: 480,
      variants: [{ url: PATHS[1]!, width: 640 }],
    });
    const list = await pub.app.inject({
      method: 'GET',
      url: '/api/v1/turf/getTurf',
      headers: { host: 'turfs.local:8000' },
    });
    const [listed] = list.json().turfs as TurfAnswer[];
    expect(listed!.photos[0]!.url).toBe(`https://turfbook.example.com${PATHS[1]}`);
    expect(listed!.photos[0]!.variants[0]!.url).toBe(`https://turfbook.example.com${PATHS[1]}`);
  });
});
