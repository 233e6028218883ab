import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TURF_LISTED_AGAIN, TURF_UNLISTED } from '../../shared/api/admin-turfs-contract';
import { turfRatings, turfs } from '../db/schema';
import { turfPhotos } from '../db/schema-discovery';
import { bookAndPay, bookingPage, cancelBooking } from '../testing/aftercare-kit';
import { createTurf, createUser } from '../testing/factories';
import { TEST_DAY, TEST_NOW, postPayment, slotBody } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { RELIST_PENDING, UNLIST_PENDING } from './admin-service';
import { REJECT_APPROVED, REJECT_UNLISTED } from './listing-service';

// The admin's list of every turf and unlist / list again.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });

async function scene() {
  const db = t.database.db;
  const [owner, otherOwner, player, admin] = await Promise.all([
    createUser(db, 'owner', 'Farhan Qureshi'),
    createUser(db, 'owner', 'Meera Iyer'),
    createUser(db, 'user'),
    createUser(db, 'admin'),
  ]);
  const listed = await createTurf(db, owner.id, {
    name: 'Sunrise Arena',
    location: 'Malad',
    pricePaise: 100_000,
    createdAt: new Date('2030-05-01T05:00:00Z'),
  });
  const pending = await createTurf(db, otherOwner.id, {
    name: 'Kick 100% Off',
    location: 'Bandra',
    approved: false,
    createdAt: new Date('2030-05-02T05:00:00Z'),
  });
  const unlisted = await createTurf(db, owner.id, {
    name: 'Old Ground',
    location: 'Vasai',
    approved: false,
    unlistedAt: new Date('2030-05-04T05:00:00Z'),
    createdAt: new Date('2030-05-03T05:00:00Z'),
  });
  return {
    owner,
    player,
    listed,
    pending,
    unlisted,
    cookies: {
      owner: await cookieFor(t.app, owner),
      player: await cookieFor(t.app, player),
      admin: await cookieFor(t.app, admin),
    },
  };
}

function call(method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
}

const names = (body: { turfs: { name: string }[] }) => body.turfs.map((turf) => turf.name);

describe('GET /api/v1/admin/turfs', () => {
  it('lists every turf, newest first, with its owner, submission date and standing', async () => {
    const { owner, cookies } = await scene();
    const response = await call('GET', '/api/v1/admin/turfs', cookies.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(3);
    expect(body.turfs.map((x: { name: string; status: string }) => [x.name, x.status])).toEqual([
      ['Old Ground', 'unlisted'],
      ['Kick 100% Off', 'pending'],
      ['Sunrise Arena', 'approved'],
    ]);
    expect(body.turfs[0]).toMatchObject({
      owner: owner.id,
      ownerName: 'Farhan Qureshi',
      ownerEmail: owner.email,
      submittedAt: '2030-05-03T05:00:00.000Z',
      unlistedAt: '2030-05-04T05:00:00.000Z',
      state: false,
      price: 800,
    });
  });

  it('carries where each turf is, what it has, its photos (cover as images) and every star once', async () => {
    const { listed, pending, player, cookies } = await scene();
    const db = t.database.db;
    await db
      .update(turfs)
      .set({ geoLat: 19.1197, geoLng: 72.8468, amenities: ['covered', 'floodlights'] })
      .where(eq(turfs.id, listed.id));
    await db.insert(turfRatings).values({ turfId: listed.id, userId: player.id, rating: 4 });
    const cover = { url: '/uploads/cover.webp', width: 640, height: 480 };
    await db.insert(turfPhotos).values({
      turfId: pending.id,
      position: 0,
      isCover: true,
      ...cover,
      variants: [{ url: cover.url, width: 640 }],
    });
    const response = await call('GET', '/api/v1/admin/turfs', cookies.admin);
    const byName = new Map(
      response.json().turfs.map((turf: { name: string }) => [turf.name, turf] as const),
    );
    expect(byName.get('Sunrise Arena')).toMatchObject({
      geo: { lat: 19.1197, lng: 72.8468 },
      amenities: ['covered', 'floodlights'],
      houseRules: [],
      photos: [],
      reviewSummary: { average: 4, count: 1 },
    });
    expect(byName.get('Kick 100% Off')).toMatchObject({
      geo: null,
      amenities: [],
      // The spec's images, made absolute on the request's origin like every image.
      images: expect.stringMatching(/^http.*\/uploads\/cover\.webp$/),
      photos: [
        {
          url: expect.stringMatching(/^http.*\/uploads\/cover\.webp$/),
          width: 640,
          height: 480,
        },
      ],
      reviewSummary: { average: null, count: 0 },
    });
  });

  it('filters by status and searches name, location and owner, any case, % taken literally', async () => {
    const { cookies } = await scene();
    const list = async (query: string) =>
      names((await call('GET', `/api/v1/admin/turfs?${query}`, cookies.admin)).json());
    expect(await list('status=approved')).toEqual(['Sunrise Arena']);
    expect(await list('status=pending')).toEqual(['Kick 100% Off']);
    expect(await list('status=unlisted')).toEqual(['Old Ground']);
    expect(await list('search=sunrise')).toEqual(['Sunrise Arena']);
    expect(await list('search=BANDRA')).toEqual(['Kick 100% Off']);
    expect(await list('search=meera')).toEqual(['Kick 100% Off']);
    expect(await list(`search=${encodeURIComponent('100%')}`)).toEqual(['Kick 100% Off']);
    expect(await list(`search=${encodeURIComponent('%')}`)).toEqual(['Kick 100% Off']);
    expect(await list('search=_')).toEqual([]);
    expect(await list('search=farhan&status=approved')).toEqual(['Sunrise Arena']);
    expect(await list('search=%20%20')).toHaveLength(3);
    const page = (await call('GET', '/api/v1/admin/turfs?limit=1&offset=1', cookies.admin)).json();
    expect(page).toMatchObject({ total: 3, turfs: [{ name: 'Kick 100% Off' }] });
  });

  it('refuses bad queries, owners, players and visitors', async () => {
    const { cookies } = await scene();
    for (const query of [
      'status=gone',
      'limit=0',
      'limit=x',
      'offset=-1',
      `search=${'a'.repeat(101)}`,
    ]) {
      const response = await call('GET', `/api/v1/admin/turfs?${query}`, cookies.admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect((await call('GET', '/api/v1/admin/turfs', cookies.owner)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/admin/turfs', cookies.player)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/admin/turfs')).statusCode).toBe(401);
  });
});

describe('unlisting and listing again', () => {
  it('takes a turf off every public list, keeps its bookings, and puts it back', async () => {
    t.setNow(TEST_NOW);
    const { listed, player, cookies } = await scene();
    const booked = await bookAndPay(t.app, cookies.player, {
      turfId: listed.id,
      date: TEST_DAY,
      startTime: '6:00 PM',
      endTime: '7:00 PM',
      amount: '1000.00',
    });
    const etag = (await call('GET', '/api/v1/turf/getTurf')).headers.etag as string;

    const unlisted = await call('POST', `/api/v1/admin/turfs/${listed.id}/unlist`, cookies.admin);
    expect(unlisted.statusCode).toBe(200);
    expect(unlisted.json()).toMatchObject({
      message: TURF_UNLISTED,
      turf: { status: 'unlisted', state: false, unlistedAt: TEST_NOW.toISOString() },
    });
    // Twice is harmless.
    const again = await call('POST', `/api/v1/admin/turfs/${listed.id}/unlist`, cookies.admin);
    expect(again.json()).toMatchObject({ success: true, turf: { status: 'unlisted' } });

    // Gone from search (the cached list renewed itself) and from its page, for players.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/turf/getTurf',
      headers: { 'if-none-match': etag },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().turfs).toEqual([]);
    expect((await call('GET', `/api/v1/turf/turf/${listed.id}`, cookies.player)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/v1/turf/turf/${listed.id}`, cookies.owner)).statusCode).toBe(
      200,
    );
    // Not pending either: it was decided once.
    const pending = (await call('GET', '/api/v1/turf/getPendingTurfs', cookies.admin)).json();
    expect(names(pending)).toEqual(['Kick 100% Off']);

    // New bookings are refused as for any unapproved turf.
    const refused = await postPayment(
      t.app,
      cookies.player,
      slotBody(listed.id, '8:00 PM', '9:00 PM'),
    );
    expect(refused.statusCode).toBe(404);

    // The booking made before stays valid and visible to its player, who can still cancel it.
    const page = await bookingPage(t.app, cookies.player, booked);
    expect(page.statusCode).toBe(200);
    expect(page.json().booking).toMatchObject({ status: 'confirmed', amountPaid: 1000 });
    const mine = await call(
      'GET',
      `/api/v1/booking/get-user-bookings/${player.id}`,
      cookies.player,
    );
    expect(mine.json().bookings.map((b: { _id: string }) => b._id)).toEqual([booked]);
    const cancelled = await cancelBooking(t.app, cookies.player, booked);
    expect(cancelled.statusCode).toBe(200);

    const relisted = await call('POST', `/api/v1/admin/turfs/${listed.id}/list`, cookies.admin);
    expect(relisted.json()).toMatchObject({
      message: TURF_LISTED_AGAIN,
      turf: { status: 'approved', state: true, unlistedAt: null },
    });
    expect(names((await call('GET', '/api/v1/turf/getTurf')).json())).toEqual(['Sunrise Arena']);
    const twice = await call('POST', `/api/v1/admin/turfs/${listed.id}/list`, cookies.admin);
    expect(twice.json()).toMatchObject({ success: true, turf: { status: 'approved' } });
  });

  it('refuses a pending turf, a missing one, and anyone but the admin', async () => {
    const { listed, pending, cookies } = await scene();
    const unlist = await call('POST', `/api/v1/admin/turfs/${pending.id}/unlist`, cookies.admin);
    expect(unlist.statusCode).toBe(409);
    expect(unlist.json().message).toBe(UNLIST_PENDING);
    const list = await call('POST', `/api/v1/admin/turfs/${pending.id}/list`, cookies.admin);
    expect(list.statusCode).toBe(409);
    expect(list.json().message).toBe(RELIST_PENDING);
    const missing = '0b6f6c52-9b8e-4a1e-8a51-3c2d1f0e9a77';
    expect(
      (await call('POST', `/api/v1/admin/turfs/${missing}/unlist`, cookies.admin)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/v1/admin/turfs/nope/unlist', cookies.admin)).statusCode).toBe(
      400,
    );

    for (const [who, status] of [
      [cookies.owner, 403],
      [cookies.player, 403],
      [undefined, 401],
    ] as const) {
      for (const action of ['unlist', 'list']) {
        const response = await call('POST', `/api/v1/admin/turfs/${listed.id}/${action}`, who);
        expect(response.statusCode).toBe(status);
      }
      expect((await call('GET', `/api/v1/admin/turfs/${listed.id}`, who)).statusCode).toBe(status);
    }
    const [row] = await t.database.db.select().from(turfs).where(eq(turfs.id, listed.id));
    expect(row).toMatchObject({ approved: true, unlistedAt: null });
    expect(
      (await call('GET', `/api/v1/admin/turfs/${listed.id}`, cookies.admin)).json(),
    ).toMatchObject({
      turf: { status: 'approved', ownerName: 'Farhan Qureshi' },
    });
  });
});

describe('the pending list and Reject Turf', () => {
  it('shows each pending turf’s owner and date, and rejects only pending turfs', async () => {
    const { listed, pending, unlisted, cookies } = await scene();
    const answer = (await call('GET', '/api/v1/turf/getPendingTurfs', cookies.admin)).json();
    expect(answer.turfs).toMatchObject([
      {
        _id: pending.id,
        name: 'Kick 100% Off',
        state: false,
        ownerName: 'Meera Iyer',
        submittedAt: '2030-05-02T05:00:00.000Z',
      },
    ]);
    for (const [turf, message] of [
      [listed, REJECT_APPROVED],
      [unlisted, REJECT_UNLISTED],
    ] as const) {
      const response = await call('DELETE', `/api/v1/turf/rejectTurf/${turf.id}`, cookies.admin);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    expect(await t.database.db.select().from(turfs)).toHaveLength(3);
    const rejected = await call('DELETE', `/api/v1/turf/rejectTurf/${pending.id}`, cookies.admin);
    expect(rejected.statusCode).toBe(200);
  });

  it('approving an unlisted turf lists it again, so approved and unlisted never hold together', async () => {
    const { unlisted, cookies } = await scene();
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/turf/approveTurf/${unlisted.id}`,
      headers: { cookie: cookies.admin },
      payload: { state: true },
    });
    expect(approved.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(turfs).where(eq(turfs.id, unlisted.id));
    expect(row).toMatchObject({ approved: true, unlistedAt: null });
  });
});
