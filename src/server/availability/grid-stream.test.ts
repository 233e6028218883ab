import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  STREAM_NOT_ACCEPTABLE_MESSAGE,
  STREAM_PAGING_MESSAGE,
  turfBookingsAnswerSchema,
} from '../../shared/api/booking-contract';
import { createBooking, createTurf, createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// GET /api/v1/booking/get-turf-bookings/:turfId with Accept: application/x-ndjson
// (docs/decisions/019): the owner's and the admin's whole window in one streamed answer, one
// booking a line, the very rows the pages give; everyone else as before.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
const H = 60;
const NDJSON = 'application/x-ndjson';

function get(turfId: string, query: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/booking/get-turf-bookings/${turfId}${query}`,
    headers,
  });
}

/** A turf's history: past and coming bookings, cancellations, holds live and run out. */
async function setup() {
  const db = t.database.db;
  const owner = await createUser(db, 'owner');
  const turf = await createTurf(db, owner.id);
  const customer = await createUser(db, 'user', 'Kiran "KR" Rao');
  t.setNow(new Date('2030-05-12T06:30:00Z')); // noon in Mumbai
  const slot = (day: string, hour: number) => ({
    turfId: turf.id,
    userId: customer.id,
    day,
    startMinute: hour * H,
    endMinute: (hour + 1) * H,
  });
  for (const [day, hour] of [
    ['2030-05-10', 18],
    ['2030-05-11', 6],
    ['2030-05-12', 7],
    ['2030-05-12', 20],
  ] as const)
    await createBooking(db, slot(day, hour));
  const other = await createUser(db, 'user', 'Asha Iyer');
  await createBooking(db, { ...slot('2030-05-19', 9), userId: other.id });
  // A player's cancellation and the booking that took the slot after it share a start.
  const cancelledAt = new Date('2030-05-12T07:00:00Z');
  await createBooking(db, { ...slot('2030-05-15', 10), status: 'cancelled', cancelledAt });
  await createBooking(db, slot('2030-05-15', 10));
  // A payment refunded because its slot was lost never was the owner's booking.
  await createBooking(db, {
    ...slot('2030-05-15', 12),
    status: 'cancelled',
    paymentStatus: 'refunded',
  });
  const hold = { status: 'pending', paymentStatus: 'unpaid', paymentId: null } as const;
  const live = new Date('2030-05-12T06:35:00Z');
  await createBooking(db, { ...slot('2030-05-15', 14), ...hold, holdExpiresAt: live });
  const gone = new Date('2030-05-12T06:29:00Z');
  await createBooking(db, { ...slot('2030-05-15', 16), ...hold, holdExpiresAt: gone });
  const admin = await createUser(db, 'admin');
  return { owner, admin, turf, customer };
}

/** Every page's bookings, in order, following next with the smallest pages. */
async function allPages(turfId: string, query: string, cookie: string) {
  const rows: unknown[] = [];
  let cursor: string | null = null;
  do {
    const paging: string = `limit=1${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await get(turfId, `${query}${query ? '&' : '?'}${paging}`, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    const answer = turfBookingsAnswerSchema.parse(response.json());
    rows.push(...answer.bookings);
    cursor = answer.next;
  } while (cursor);
  return rows;
}

/** The streamed answer's lines, each parsed; the text must end with its last line's newline. */
function linesOf(text: string) {
  if (text === '') return [];
  expect(text.endsWith('\n')).toBe(true);
  return text
    .slice(0, -1)
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);
}

describe('the streamed history', () => {
  it('is every page, concatenated, one booking a line, for the owner and the admin', async () => {
    const { owner, admin, turf } = await setup();
    for (const viewer of [owner, admin]) {
      const cookie = await cookieFor(t.app, viewer);
      for (const query of ['?view=owner', '', '?view=owner&from=2030-05-11&to=2030-05-15']) {
        const response = await get(turf.id, query, { cookie, accept: NDJSON });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe(NDJSON);
        expect(response.headers.vary).toMatch(/\bAccept\b/);
        const lines = linesOf(response.body);
        expect(lines, `${viewer.role} ${query}`).toEqual(await allPages(turf.id, query, cookie));
        expect(lines.length).toBeGreaterThan(0);
      }
    }
  });

  it('keeps the paid, the cancelled and what takes a slot apart, as the pages do', async () => {
    const { owner, turf } = await setup();
    const cookie = await cookieFor(t.app, owner);
    const statuses = async (query: string) =>
      linesOf((await get(turf.id, query, { cookie, accept: NDJSON })).body).map(
        (row) => (row as { date: string; status: string }).status,
      );
    // The owner's table: paid for, the player's cancellation too, neither hold nor lost slot
    // (the two share a start, so their ids order them: either way round).
    expect((await statuses('?view=owner&from=2030-05-15&to=2030-05-15')).sort()).toEqual([
      'cancelled',
      'confirmed',
    ]);
    // Without a view: what takes a slot now, the live hold included.
    expect(await statuses('?from=2030-05-15&to=2030-05-15')).toEqual(['confirmed', 'pending']);
    // A window with nothing in it is an empty answer.
    const empty = await get(turf.id, '?view=owner&from=2031-01-01', { cookie, accept: NDJSON });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe('');
  });

  it('is compressed as the client accepts, and decodes to the same lines', async () => {
    const { owner, turf } = await setup();
    const cookie = await cookieFor(t.app, owner);
    const plain = await get(turf.id, '?view=owner', { cookie, accept: NDJSON });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [encoding, decode] of Object.entries(decoders)) {
      const response = await get(turf.id, '?view=owner', {
        cookie,
        accept: NDJSON,
        'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip',
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decode(response.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });
});

describe('who may have it', () => {
  it('is refused to visitors (401), players and other owners (403), as the paged view', async () => {
    const { turf, customer } = await setup();
    const otherOwner = await createUser(t.database.db, 'owner');
    expect((await get(turf.id, '?view=owner', { accept: NDJSON })).statusCode).toBe(401);
    for (const viewer of [customer, otherOwner]) {
      const cookie = await cookieFor(t.app, viewer);
      const response = await get(turf.id, '?view=owner', { cookie, accept: NDJSON });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        message: "You don't have permission to view these bookings",
      });
    }
  });

  it('is not for the public grid: 406 unless their Accept allows JSON, then the page', async () => {
    const { turf, customer } = await setup();
    const otherOwner = await createUser(t.database.db, 'owner');
    for (const viewer of [null, customer, otherOwner]) {
      const cookie = viewer ? await cookieFor(t.app, viewer) : undefined;
      const headers: Record<string, string> = cookie ? { cookie } : {};
      const refused = await get(turf.id, '', { ...headers, accept: NDJSON });
      expect(refused.statusCode).toBe(406);
      expect(refused.json()).toMatchObject({
        success: false,
        message: STREAM_NOT_ACCEPTABLE_MESSAGE,
      });
      const page = await get(turf.id, '', {
        ...headers,
        accept: `${NDJSON}, application/json;q=0.5`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(page.json().bookings.map((b: { date: string }) => b.date)).toEqual([
        '2030-05-12',
        '2030-05-12',
        '2030-05-15',
        '2030-05-15',
        '2030-05-19',
      ]);
      expect(page.body).not.toContain(customer.email);
    }
  });

  it('leaves every other call as it was: JSON pages, whatever else Accept says', async () => {
    const { owner, turf } = await setup();
    const cookie = await cookieFor(t.app, owner);
    for (const accept of [
      undefined,
      '*/*',
      'application/json',
      `application/json, ${NDJSON};q=0.5`,
    ]) {
      const headers: Record<string, string> = accept ? { accept } : {};
      const callers: [string, Record<string, string>][] = [
        ['', {}],
        ['?view=owner', { cookie }],
      ];
      for (const [query, who] of callers) {
        const response = await get(turf.id, query, { ...headers, ...who });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(turfBookingsAnswerSchema.parse(response.json()).next).toBeNull();
      }
    }
  });
});

describe('paging parameters with a stream', () => {
  it.each(['?view=owner&limit=10', '?view=owner&cursor=abc', '?limit=1', '?cursor=abc'])(
    '%s is a 400 that says why',
    async (query) => {
      const { owner, turf } = await setup();
      for (const cookie of [undefined, await cookieFor(t.app, owner)]) {
        const response = await get(turf.id, query, {
          ...(cookie ? { cookie } : {}),
          accept: NDJSON,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, message: STREAM_PAGING_MESSAGE });
      }
    },
  );
});
