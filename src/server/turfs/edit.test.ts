import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EDIT_SAVED, EDIT_UNCHANGED } from '../../shared/api/turf-edit-contract';
import { turfEdits, turfs } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { bookAndPay } from '../testing/aftercare-kit';
import { createTurf, createUser } from '../testing/factories';
import { TEST_DAY, TEST_NOW } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// Editing a listing: PUT /api/v1/turf/:turfId and the admin's list of edits.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });

async function scene() {
  const db = t.database.db;
  const [owner, otherOwner, player, admin] = await Promise.all([
    createUser(db, 'owner', 'Farhan Qureshi'),
    createUser(db, 'owner'),
    createUser(db, 'user'),
    createUser(db, 'admin', 'Site Admin'),
  ]);
  const turf = await createTurf(db, owner.id, { name: 'Sunrise Arena', pricePaise: 80_000 });
  return {
    owner,
    player,
    admin,
    turf,
    cookies: {
      owner: await cookieFor(t.app, owner),
      otherOwner: await cookieFor(t.app, otherOwner),
      player: await cookieFor(t.app, player),
      admin: await cookieFor(t.app, admin),
    },
  };
}

/** The add-turf form with the factory turf's values: sending it as is changes nothing. */
function formOf(turf: Awaited<ReturnType<typeof createTurf>>, changes: object = {}) {
  return {
    name: turf.name,
    images: turf.imageUrl,
    address: turf.address,
    location: turf.location,
    price: turf.pricePaise / 100,
    description: turf.description,
    sports_type: turf.sportsType,
    linkes: turf.mapsLink,
    ...changes,
  };
}

function put(turfId: string, cookie: string | undefined, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/turf/${turfId}`,
    headers: cookie ? { cookie } : {},
    payload,
  });
}

function get(url: string, cookie?: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

async function editRows() {
  return t.database.db.select().from(turfEdits);
}

describe('PUT /api/v1/turf/:turfId', () => {
  it('saves the owner’s edit, keeps the turf listed and records only what changed', async () => {
    const { owner, turf, cookies } = await scene();
    const before = await get('/api/v1/turf/getTurf');
    const etag = before.headers.etag as string;

    const response = await put(
      turf.id,
      cookies.owner,
      formOf(turf, { name: 'Sunrise Arena II', price: '950.5', sports_type: 'Cricket' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: EDIT_SAVED,
      changed: ['name', 'price', 'sports_type'],
      turf: { _id: turf.id, name: 'Sunrise Arena II', price: 950.5, sports_type: 'cricket' },
    });
    expect(response.json().turf.state).toBe(true);

    // The public list is cached by its ETag; the edit renewed it by itself.
    const after = await get('/api/v1/turf/getTurf', undefined, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().turfs).toMatchObject([{ name: 'Sunrise Arena II', price: 950.5 }]);

    const rows = await editRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      turfId: turf.id,
      editorId: owner.id,
      before: { name: 'Sunrise Arena', price: '800.00', sports_type: 'football' },
      after: { name: 'Sunrise Arena II', price: '950.50', sports_type: 'cricket' },
    });
    expect(Object.keys(rows[0]!.before).sort()).toEqual(['name', 'price', 'sports_type']);
  });

  it('records nothing and says so when nothing changed (900, 900.0 and "900.00" are one price)', async () => {
    const { turf, cookies } = await scene();
    for (const price of [800, '800.0', '800.00']) {
      const response = await put(turf.id, cookies.owner, formOf(turf, { price }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ message: EDIT_UNCHANGED, changed: [] });
    }
    // The spec's extra fields are ignored: an edit never approves or re-owns a turf.
    const extra = await put(turf.id, cookies.owner, {
      ...formOf(turf),
      state: false,
      owner: '00000000-0000-4000-8000-000000000000',
      ratings: [],
    });
    expect(extra.json()).toMatchObject({ changed: [], turf: { state: true } });
    // Our images leave the server as absolute URLs; sent back, they are the same image.
    const answered = (await get(`/api/v1/turf/turf/${turf.id}`)).json().turf.images;
    expect(answered).toMatch(/^http:\/\/.+\/images\/placeholder-turf\.svg$/);
    const same = await put(turf.id, cookies.owner, formOf(turf, { images: answered }));
    expect(same.json()).toMatchObject({ changed: [] });
    expect(await editRows()).toHaveLength(0);
    const [row] = await t.database.db.select().from(turfs).where(eq(turfs.id, turf.id));
    expect(row!.imageUrl).toBe('/images/placeholder-turf.svg');
  });

  it('keeps a pending turf pending and an edit by the admin names the admin', async () => {
    const { owner, admin, cookies } = await scene();
    const pending = await createTurf(t.database.db, owner.id, { approved: false });
    const edited = await put(pending.id, cookies.admin, formOf(pending, { address: 'New Road' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().turf).toMatchObject({ state: false, address: 'New Road' });
    expect((await get('/api/v1/turf/getTurf')).json().turfs).toHaveLength(1);
    const rows = await editRows();
    expect(rows).toMatchObject([{ editorId: admin.id, after: { address: 'New Road' } }]);
  });

  it('refuses other owners, players and visitors, and changes nothing', async () => {
    const { turf, cookies } = await scene();
    const edit = formOf(turf, { name: 'Hijacked', price: 1 });
    for (const [who, status] of [
      [cookies.otherOwner, 403],
      [cookies.player, 403],
      [undefined, 401],
    ] as const) {
      const response = await put(turf.id, who, edit);
      expect(response.statusCode).toBe(status);
      expect(response.json().success).toBe(false);
    }
    const [row] = await t.database.db.select().from(turfs).where(eq(turfs.id, turf.id));
    expect(row).toMatchObject({ name: 'Sunrise Arena', pricePaise: 80_000 });
    expect(await editRows()).toHaveLength(0);
  });

  it('answers bad input with the add-turf form’s messages and a missing turf with 404', async () => {
    const { turf, cookies } = await scene();
    const cases: [object, string][] = [
      [formOf(turf, { name: '  ' }), 'Please fill in the Turf Name field'],
      [
        formOf(turf, { price: 0 }),
        'Price per hour must be a positive number of rupees up to 100000',
      ],
      [
        formOf(turf, { price: '12.345' }),
        'Price per hour must be a positive number of rupees up to 100000',
      ],
      [formOf(turf, { location: 'Pune' }), 'Location must be one of'],
      [formOf(turf, { sports_type: 'golf' }), 'Sports type must be cricket, football or badminton'],
      [formOf(turf, { linkes: 'javascript:alert(1)' }), 'Google Maps Link must be an http(s) link'],
      [
        formOf(turf, { images: 'ftp://x/y.png' }),
        'Turf image must be an uploaded image or an http(s) link',
      ],
      // The turf's own art under /images may be kept (every test here does), not chosen anew.
      [formOf(turf, { images: '/images/turfs/other.svg' }), 'Turf image must be an uploaded image'],
      [formOf(turf, { images: '' }), 'Please fill in the Turf Images field'],
      [
        formOf(turf, { description: 'x'.repeat(2001) }),
        'Description must be at most 2000 characters',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await put(turf.id, cookies.owner, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await put('not-a-turf', cookies.owner, formOf(turf))).json()).toMatchObject({
      success: false,
      message: 'Invalid turf id',
    });
    // Only the admin learns that an id names no turf; an owner is refused as for another's turf.
    const missingId = '0b6f6c52-9b8e-4a1e-8a51-3c2d1f0e9a77';
    expect((await put(missingId, cookies.admin, formOf(turf))).statusCode).toBe(404);
    expect((await put(missingId, cookies.owner, formOf(turf))).statusCode).toBe(403);
    expect(await editRows()).toHaveLength(0);
  });

  it('prices new bookings at the new price while a booking made before keeps what it paid', async () => {
    t.setNow(TEST_NOW);
    const { turf, player, cookies } = await scene();
    const cookie = await cookieFor(t.app, player);
    const slot = { turfId: turf.id, date: TEST_DAY, endTime: '7:00 PM' };
    const old = await bookAndPay(t.app, cookie, {
      ...slot,
      startTime: '6:00 PM',
      amount: '800.00',
    });

    await put(turf.id, cookies.owner, formOf(turf, { price: 1200 }));

    // The old price is refused now: the server prices every booking itself.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/post-payment',
      headers: { cookie },
      payload: {
        amount: '800.00',
        currency: 'inr',
        booking: {
          turfId: turf.id,
          bookingDate: TEST_DAY,
          startTime: '8:00 PM',
          endTime: '9:00 PM',
        },
      },
    });
    expect(stale.statusCode).toBe(400);
    const fresh = await bookAndPay(t.app, cookie, {
      turfId: turf.id,
      date: TEST_DAY,
      startTime: '8:00 PM',
      endTime: '9:00 PM',
      amount: '1200.00',
    });

    const amounts = await t.database.db
      .select({ id: bookings.id, amountPaise: bookings.amountPaise, status: bookings.status })
      .from(bookings);
    expect(amounts.find((b) => b.id === old)).toMatchObject({
      amountPaise: 80_000,
      status: 'confirmed',
    });
    expect(amounts.find((b) => b.id === fresh)).toMatchObject({
      amountPaise: 120_000,
      status: 'confirmed',
    });
    const page = await get(`/api/v1/booking/${old}`, cookie);
    expect(page.json().booking.amountPaid).toBe(800);
  });
});

describe('GET /api/v1/admin/turf-edits', () => {
  it('lists recent edits newest first, with the turf and the editor, to the admin alone', async () => {
    const { turf, cookies } = await scene();
    await put(turf.id, cookies.owner, formOf(turf, { price: 900 }));
    await put(turf.id, cookies.owner, formOf(turf, { price: 900, description: 'Now floodlit.' }));

    const response = await get('/api/v1/admin/turf-edits', cookies.admin);
    expect(response.statusCode).toBe(200);
    const { edits } = response.json();
    expect(edits).toHaveLength(2);
    expect(edits[0]).toMatchObject({
      turfId: turf.id,
      turfName: 'Sunrise Arena',
      editor: { fullname: 'Farhan Qureshi', role: 'owner' },
      before: { description: 'A test turf.' },
      after: { description: 'Now floodlit.' },
    });
    expect(edits[1]).toMatchObject({ before: { price: '800.00' }, after: { price: '900.00' } });
    expect(Date.parse(edits[0].at)).toBeGreaterThanOrEqual(Date.parse(edits[1].at));

    const one = await get(`/api/v1/admin/turf-edits?turfId=${turf.id}&limit=1`, cookies.admin);
    expect(one.json().edits).toHaveLength(1);
    const none = '0b6f6c52-9b8e-4a1e-8a51-3c2d1f0e9a77';
    expect(
      (await get(`/api/v1/admin/turf-edits?turfId=${none}`, cookies.admin)).json().edits,
    ).toEqual([]);

    for (const query of ['limit=0', 'limit=abc', 'limit=101', 'turfId=nope']) {
      const bad = await get(`/api/v1/admin/turf-edits?${query}`, cookies.admin);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().success).toBe(false);
    }
    expect((await get('/api/v1/admin/turf-edits', cookies.owner)).statusCode).toBe(403);
    expect((await get('/api/v1/admin/turf-edits', cookies.player)).statusCode).toBe(403);
    expect((await get('/api/v1/admin/turf-edits')).statusCode).toBe(401);
  });
});
