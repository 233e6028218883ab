import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { turfs } from '../db/schema';
import { createBooking, createTurf, createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const form = (images = 'https://res.cloudinary.com/demo/image/upload/turf.jpg') => ({
  name: 'Sunrise Arena',
  location: 'Malad',
  description: 'Floodlit five-a-side turf.',
  images,
  price: 900,
  sports_type: 'Football',
  ratings: [],
  linkes: 'https://www.google.com/maps/search/?api=1&query=Sunrise+Arena',
  address: '12 Link Road, Malad West',
  state: true,
  owner: '00000000-0000-4000-8000-000000000000',
});

async function people() {
  const db = t.database.db;
  const [owner, otherOwner, player, admin] = await Promise.all([
    createUser(db, 'owner'),
    createUser(db, 'owner'),
    createUser(db, 'user'),
    createUser(db, 'admin'),
  ]);
  return {
    owner,
    otherOwner,
    player,
    admin,
    cookies: {
      owner: await cookieFor(t.app, owner),
      otherOwner: await cookieFor(t.app, otherOwner),
      player: await cookieFor(t.app, player),
      admin: await cookieFor(t.app, admin),
    },
  };
}

async function turfCount() {
  const [row] = await t.database.db.select({ n: count() }).from(turfs);
  return row!.n;
}

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

describe('POST /api/v1/turf/postTurf', () => {
  it('lists a pending turf owned by the session owner, whatever the body claims', async () => {
    const { owner, cookies } = await people();
    const response = await call('POST', '/api/v1/turf/postTurf', cookies.owner, form());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Turf added successfully! Waiting for admin approval.',
      turf: {
        name: 'Sunrise Arena',
        sports_type: 'football',
        price: 900,
        state: false,
        owner: owner.id,
      },
    });
    const listed = await call('GET', '/api/v1/turf/getTurf');
    expect(listed.json().turfs).toEqual([]);
  });

  it('refuses visitors (401), players and admins (403), and stores nothing', async () => {
    const { cookies } = await people();
    expect((await call('POST', '/api/v1/turf/postTurf', undefined, form())).statusCode).toBe(401);
    expect((await call('POST', '/api/v1/turf/postTurf', cookies.player, form())).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/v1/turf/postTurf', cookies.admin, form())).statusCode).toBe(
      403,
    );
    expect(await turfCount()).toBe(0);
  });

  it.each([
    [{ linkes: 'javascript:alert(1)' }, 'Google Maps Link must be an http(s) link'],
    [
      { location: 'Atlantis' },
      'Location must be one of Borivali, Bandra, Vasai, Bhayandar, Andheri, Malad, Kandivali, Mira Road, Goregaon',
    ],
    [{ name: '' }, 'Please fill in the Turf Name field'],
    [{ price: 0 }, 'Price per hour must be a positive number of rupees up to 100000'],
  ])('refuses %j with 400 and stores nothing', async (change, message) => {
    const { cookies } = await people();
    const response = await call('POST', '/api/v1/turf/postTurf', cookies.owner, {
      ...form(),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    expect(await turfCount()).toBe(0);
  });

  it('refuses a 10 MB body with 413', async () => {
    const { cookies } = await people();
    const response = await call('POST', '/api/v1/turf/postTurf', cookies.owner, {
      ...form(),
      description: 'x'.repeat(10 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: 'The request is too large.' });
    expect(await turfCount()).toBe(0);
  });
});

describe('approval', () => {
  it('lets only the admin see pending turfs, approve (listed at once) and reject', async () => {
    const { owner, cookies } = await people();
    const pending = await createTurf(t.database.db, owner.id, {
      approved: false,
      name: 'Waiting Ground',
    });
    for (const who of [undefined, cookies.player, cookies.owner, cookies.otherOwner]) {
      const list = await call('GET', '/api/v1/turf/getPendingTurfs', who);
      expect(list.statusCode).toBe(who ? 403 : 401);
      const approve = await call('PATCH', `/api/v1/turf/approveTurf/${pending.id}`, who, {
        state: true,
      });
      expect(approve.statusCode).toBe(who ? 403 : 401);
      const reject = await call('DELETE', `/api/v1/turf/rejectTurf/${pending.id}`, who);
      expect(reject.statusCode).toBe(who ? 403 : 401);
    }
    const list = await call('GET', '/api/v1/turf/getPendingTurfs', cookies.admin);
    expect(list.json().turfs.map((x: { name: string }) => x.name)).toEqual(['Waiting Ground']);
    const approved = await call('PATCH', `/api/v1/turf/approveTurf/${pending.id}`, cookies.admin, {
      state: true,
    });
    expect(approved.json()).toMatchObject({
      success: true,
      message: 'Turf approved successfully!',
      turf: { state: true },
    });
    expect(
      (await call('GET', '/api/v1/turf/getTurf')).json().turfs.map((x: { _id: string }) => x._id),
    ).toEqual([pending.id]);
    expect((await call('GET', '/api/v1/turf/getPendingTurfs', cookies.admin)).json().turfs).toEqual(
      [],
    );
  });

  it('removes a rejected turf and its uploaded image', async () => {
    const { cookies } = await people();
    const form2 = new FormData();
    form2.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'turf.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form2 });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/image',
      headers: { cookie: cookies.owner, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    const { url } = uploaded.json();
    const file = join(t.context.images.directory, url.slice('/uploads/'.length));
    expect(existsSync(file)).toBe(true);
    const created = (await call('POST', '/api/v1/turf/postTurf', cookies.owner, form(url))).json()
      .turf;
    const rejected = await call('DELETE', `/api/v1/turf/rejectTurf/${created._id}`, cookies.admin);
    expect(rejected.json()).toEqual({ success: true, message: 'Turf rejected successfully!' });
    expect(await turfCount()).toBe(0);
    expect(existsSync(file)).toBe(false);
    expect(
      (await call('DELETE', `/api/v1/turf/rejectTurf/${created._id}`, cookies.admin)).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', '/api/v1/turf/approveTurf/nope', cookies.admin, {})).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/v1/turf/owner-turfs/:userId', () => {
  it("answers that owner's turfs, pending too, with earnings computed on the server", async () => {
    t.setNow(new Date('2030-05-10T04:30:00Z'));
    const { owner, player, cookies } = await people();
    const listed = await createTurf(t.database.db, owner.id, { name: 'A' });
    await createTurf(t.database.db, owner.id, { name: 'B', approved: false });
    await createBooking(t.database.db, {
      turfId: listed.id,
      userId: player.id,
      day: '2030-05-09',
      startMinute: 1080,
      endMinute: 1140,
      amountPaise: 80_000,
      createdAt: new Date('2030-05-08T20:00:00Z'),
    });
    await createBooking(t.database.db, {
      turfId: listed.id,
      userId: player.id,
      day: '2030-05-11',
      startMinute: 1080,
      endMinute: 1170,
      amountPaise: 120_000,
      createdAt: new Date('2030-05-10T04:00:00Z'),
    });
    await createBooking(t.database.db, {
      turfId: listed.id,
      userId: player.id,
      day: '2030-05-12',
      startMinute: 600,
      endMinute: 660,
      status: 'pending',
      paymentStatus: 'unpaid',
      amountPaise: 80_000,
    });
    const response = await call('GET', `/api/v1/turf/owner-turfs/${owner.id}`, cookies.owner);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.turfs.map((x: { name: string; state: boolean }) => [x.name, x.state])).toEqual([
      ['A', true],
      ['B', false],
    ]);
    expect(body.totalEarnings).toBe(2000);
    expect(body.earningsByDay).toHaveLength(30);
    // Dated by payment in Mumbai: 20:00 UTC on the 8th is already the 9th there, and the game
    // on the 11th that was paid today counts today.
    expect(body.earningsByDay.at(-1)).toEqual({ date: '2030-05-10', amount: 1200 });
    expect(body.earningsByDay.at(-2)).toEqual({ date: '2030-05-09', amount: 800 });
    expect(body.bookedHoursByDay).toHaveLength(7);
    expect(body.bookedHoursByDay[1]).toEqual({ date: '2030-05-11', hours: 1.5 });
    expect(
      (await call('GET', `/api/v1/turf/owner-turfs/${owner.id}`, cookies.admin)).statusCode,
    ).toBe(200);
  });

  it('refuses other owners, players and visitors', async () => {
    const { owner, cookies } = await people();
    expect(
      (await call('GET', `/api/v1/turf/owner-turfs/${owner.id}`, cookies.otherOwner)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/v1/turf/owner-turfs/${owner.id}`, cookies.player)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/v1/turf/owner-turfs/${owner.id}`)).statusCode).toBe(401);
  });
});

describe("the owner's view of a turf's bookings", () => {
  it('answers the paid bookings with customers to the owner and admin, 403 to everyone else', async () => {
    const { owner, player, cookies } = await people();
    const turf = await createTurf(t.database.db, owner.id);
    await createBooking(t.database.db, {
      turfId: turf.id,
      userId: player.id,
      day: '2031-01-05',
      startMinute: 1080,
      endMinute: 1140,
    });
    const url = `/api/v1/booking/get-turf-bookings/${turf.id}?view=owner`;
    for (const who of [cookies.owner, cookies.admin]) {
      const response = await call('GET', url, who);
      expect(response.json().bookings[0].userId).toMatchObject({
        email: player.email,
        mobilenumber: player.mobilenumber,
      });
    }
    for (const who of [cookies.otherOwner, cookies.player]) {
      const response = await call('GET', url, who);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        message: "You don't have permission to view these bookings",
      });
    }
    expect((await call('GET', url)).statusCode).toBe(401);
  });
});
