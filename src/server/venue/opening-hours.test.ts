import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_WEEK_HOURS, OPENING_HOURS_MESSAGES } from '../../shared/opening-hours';
import { turfs } from '../db/schema';
import { createTurf, createUser } from '../testing/factories';
import { TEST_NOW, paymentScene, postPayment } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// PUT /api/v1/owner/turfs/:turfId/opening-hours, and the server holding bookings to the hours.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

// TEST_NOW is 10:00 AM in Mumbai on Friday 2030-05-10; 2030-05-12 is a Sunday, 05-13 a Monday.
const SUNDAY = '2030-05-12';
const H = 60;

function call(method: 'GET' | 'PUT', url: string, cookie: string | null, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

async function scene() {
  const s = await paymentScene(t.app, t.database.db);
  return { ...s, ownerCookie: await cookieFor(t.app, s.owner) };
}

describe('opening hours', () => {
  const mondaysShort = DEFAULT_WEEK_HOURS.map((hours, day) =>
    day === 1 ? { open: 8 * H, close: 20 * H } : day === 0 ? null : hours,
  );
  const hoursUrl = (turfId: string) => `/api/v1/owner/turfs/${turfId}/opening-hours`;

  it('are saved, shown on the turf, and the server refuses slots outside them', async () => {
    const { turf, ownerCookie, cookie } = await scene();
    const saved = await call('PUT', hoursUrl(turf.id), ownerCookie, { openingHours: mondaysShort });
    expect(saved.statusCode).toBe(200);
    const shown = await call('GET', `/api/v1/turf/turf/${turf.id}`, null);
    expect(shown.json().turf.openingHours).toEqual(mondaysShort);

    const slot = (bookingDate: string, startTime: string, endTime: string) =>
      postPayment(t.app, cookie, {
        amount: '1000.00',
        currency: 'inr',
        booking: { turfId: turf.id, bookingDate, startTime, endTime },
      });
    for (const [date, start, end] of [
      [SUNDAY, '6:00 PM', '7:00 PM'],
      ['2030-05-13', '7:00 AM', '8:30 AM'],
      ['2030-05-13', '7:30 PM', '8:30 PM'],
    ] as const) {
      const refused = await slot(date, start, end);
      expect(refused.statusCode, `${date} ${start}`).toBe(400);
      expect(refused.json().message).toBe(OPENING_HOURS_MESSAGES.closed);
    }
    expect((await slot('2030-05-13', '7:00 PM', '8:00 PM')).statusCode).toBe(200);
  });

  it('store the default week as null and refuse bad weeks', async () => {
    const { turf, ownerCookie } = await scene();
    await call('PUT', hoursUrl(turf.id), ownerCookie, { openingHours: mondaysShort });
    expect(
      (await call('PUT', hoursUrl(turf.id), ownerCookie, { openingHours: DEFAULT_WEEK_HOURS }))
        .statusCode,
    ).toBe(200);
    const [row] = await t.database.db.select().from(turfs).where(eq(turfs.id, turf.id));
    expect(row!.openingHours).toBeNull();
    const bad = DEFAULT_WEEK_HOURS.map((hours, day) =>
      day === 3 ? { open: 20 * H, close: 8 * H } : hours,
    );
    const refused = await call('PUT', hoursUrl(turf.id), ownerCookie, { openingHours: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Wednesday: the closing time must be after the opening time.',
    );
    expect(
      (
        await call('PUT', hoursUrl(turf.id), ownerCookie, {
          openingHours: DEFAULT_WEEK_HOURS.slice(1),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('leave other turfs as they were', async () => {
    const { turf, ownerCookie } = await scene();
    const other = await createTurf(t.database.db, (await createUser(t.database.db, 'owner')).id);
    await call('PUT', hoursUrl(turf.id), ownerCookie, { openingHours: mondaysShort });
    const [row] = await t.database.db.select().from(turfs).where(eq(turfs.id, other.id));
    expect(row!.openingHours).toBeNull();
  });
});
