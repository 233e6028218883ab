import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { dateWindow, dateWindowMessage } from '../../shared/date-windows';
import { SLOT_REQUEST_MESSAGES } from '../../shared/slot-request';
import { bookings } from '../db/schema-bookings';
import { SEARCH_DATE_RANGE } from '../turfs/list-query';
import { rescheduleBooking } from '../testing/aftercare-kit';
import { createBooking } from '../testing/factories';
import { TEST_DAY, TEST_NOW, paymentScene, postPayment } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// Every route that takes a date refuses one outside its window (shared/date-windows) with a 400
// that names the window, and writes nothing. TEST_NOW is 10:00 AM in Mumbai on 2030-05-10.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const CALENDAR_MESSAGE = 'Choose a date between 10 May 2029 and 9 May 2032.';
const FAR_DATES = ['9999-12-31', '0001-01-01', '1900-01-01', '2032-05-10', '2029-05-09'];

async function scene() {
  const s = await paymentScene(t.app, t.database.db);
  return { ...s, ownerCookie: await cookieFor(t.app, s.owner) };
}

function call(
  method: 'GET' | 'POST',
  url: string,
  cookie: string | null,
  payload?: object,
  accept?: string,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(accept ? { accept } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function refusal(response: Promise<{ statusCode: number; json(): unknown }>) {
  const answer = await response;
  return { status: answer.statusCode, message: (answer.json() as { message?: string }).message };
}

const refusedWith = (message: string) => ({ status: 400, message });

describe('the calendar window of owner tools and date queries', () => {
  it('is one year back and two years ahead of the venue today, named in the message', () => {
    expect(dateWindowMessage(dateWindow('calendar', TEST_DAY))).toBe(CALENDAR_MESSAGE);
  });

  it('refuses blocks, weekly series and rain-outs outside it, and writes nothing', async () => {
    const { turf, ownerCookie } = await scene();
    const owner = (path: string, body: object) =>
      refusal(call('POST', `/api/v1/owner/turfs/${turf.id}/${path}`, ownerCookie, body));
    const range = { start: 18 * 60, end: 19 * 60, reason: 'Maintenance' };
    for (const date of FAR_DATES) {
      expect(await owner('blocks', { ...range, date })).toEqual(refusedWith(CALENDAR_MESSAGE));
      expect(await owner('cancellations', { ...range, date })).toEqual(
        refusedWith(CALENDAR_MESSAGE),
      );
    }
    // A series that starts inside the window but whose last week falls beyond it.
    expect(await owner('blocks', { ...range, date: '2032-04-20', repeatWeeks: 4 })).toEqual(
      refusedWith(CALENDAR_MESSAGE),
    );
    expect(await t.database.db.select().from(bookings)).toEqual([]);

    // The window's last day is inside it.
    const lastDay = await call('POST', `/api/v1/owner/turfs/${turf.id}/blocks`, ownerCookie, {
      ...range,
      date: '2032-05-09',
    });
    expect(lastDay.statusCode).toBe(201);
  });

  it('refuses a calendar week and a CSV export outside it, accepts its first day', async () => {
    const { turf, ownerCookie } = await scene();
    const calendar = (from: string) =>
      call('GET', `/api/v1/owner/turfs/${turf.id}/calendar?from=${from}`, ownerCookie);
    const csv = (from: string, to: string) =>
      call('GET', `/api/v1/owner/turfs/${turf.id}/bookings.csv?from=${from}&to=${to}`, ownerCookie);
    for (const date of [...FAR_DATES, '0000-01-01']) {
      expect(await refusal(calendar(date))).toEqual(refusedWith(CALENDAR_MESSAGE));
    }
    expect(await refusal(csv('9999-12-01', '9999-12-31'))).toEqual(refusedWith(CALENDAR_MESSAGE));
    expect(await refusal(csv('1900-01-01', '1900-01-31'))).toEqual(refusedWith(CALENDAR_MESSAGE));
    expect(await refusal(csv('2032-05-01', '2032-05-10'))).toEqual(refusedWith(CALENDAR_MESSAGE));
    expect((await calendar('2029-05-10')).statusCode).toBe(200);
    expect((await csv('2029-05-10', '2029-05-31')).statusCode).toBe(200);
  });

  it("refuses a window of a turf's bookings outside it, for everyone and for the stream", async () => {
    const { turf, ownerCookie, cookie } = await scene();
    const url = `/api/v1/booking/get-turf-bookings/${turf.id}`;
    for (const query of ['from=9999-12-31', 'to=9999-12-31', 'from=0001-01-01&to=2030-05-10']) {
      expect(await refusal(call('GET', `${url}?${query}`, null))).toEqual(
        refusedWith(CALENDAR_MESSAGE),
      );
      expect(await refusal(call('GET', `${url}?${query}`, cookie))).toEqual(
        refusedWith(CALENDAR_MESSAGE),
      );
      expect(await refusal(call('GET', `${url}?view=owner&${query}`, ownerCookie))).toEqual(
        refusedWith(CALENDAR_MESSAGE),
      );
      expect(
        await refusal(
          call('GET', `${url}?view=owner&${query}`, ownerCookie, undefined, 'application/x-ndjson'),
        ),
      ).toEqual(refusedWith(CALENDAR_MESSAGE));
    }
    expect((await call('GET', `${url}?from=2029-05-10&to=2032-05-09`, null)).statusCode).toBe(200);
  });
});

describe('the windows of what a player books', () => {
  it('refuses a single booking beyond the grid or before today, in every date form', async () => {
    const { turf, cookie } = await scene();
    const book = (bookingDate: string) =>
      refusal(
        postPayment(t.app, cookie, {
          amount: '1000.00',
          currency: 'inr',
          booking: { turfId: turf.id, bookingDate, startTime: '6:00 PM', endTime: '7:00 PM' },
        }),
      );
    expect(await book('9999-12-31')).toEqual(refusedWith(SLOT_REQUEST_MESSAGES.beyondGrid));
    expect(await book('Fri, Dec 31, 9999')).toEqual(refusedWith(SLOT_REQUEST_MESSAGES.beyondGrid));
    expect(await book('9999-12-31T10:00:00Z')).toEqual(
      refusedWith(SLOT_REQUEST_MESSAGES.beyondGrid),
    );
    expect(await book('0001-01-01')).toEqual(refusedWith(SLOT_REQUEST_MESSAGES.started));
    expect(await book('Mon, Jan 1, 1900')).toEqual(refusedWith(SLOT_REQUEST_MESSAGES.started));
    // Already the year 10000 in Mumbai, and past any Date: no date a booking can name.
    for (const bookingDate of ['9999-12-31T23:00:00Z', '+275760-09-13T00:00:00Z']) {
      expect(await book(bookingDate)).toEqual(
        refusedWith('Booking date must be a date such as 2030-05-10'),
      );
    }
    expect(await t.database.db.select().from(bookings)).toEqual([]);
  });

  it('refuses subscription slots beyond the horizon', async () => {
    const { turf, cookie } = await scene();
    const slot = (date: string) => ({ date, startTime: '6:00 PM', endTime: '7:00 PM' });
    const near = ['2030-05-11', '2030-05-12', '2030-05-13'].map(slot);
    const answer = await refusal(
      postPayment(t.app, cookie, {
        amount: '3400.00',
        currency: 'inr',
        subscription: { turfId: turf.id, selectedSlots: [...near, slot('9999-12-31')] },
      }),
    );
    expect(answer).toEqual(refusedWith(SLOT_REQUEST_MESSAGES.beyondHorizon));
    expect(await t.database.db.select().from(bookings)).toEqual([]);
  });

  it('refuses a move beyond the grid and a slot search outside it', async () => {
    const { turf, player, cookie } = await scene();
    const booking = await createBooking(t.database.db, {
      turfId: turf.id,
      userId: player.id,
      day: '2030-05-13',
      startMinute: 18 * 60,
      endMinute: 19 * 60,
    });
    for (const bookingDate of ['9999-12-31', 'Fri, Dec 31, 9999']) {
      const moved = await rescheduleBooking(t.app, cookie, booking.id, {
        bookingDate,
        startTime: '6:00 PM',
        endTime: '7:00 PM',
      });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().message).toBe(SLOT_REQUEST_MESSAGES.beyondGrid);
    }
    const [kept] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept!.day).toBe('2030-05-13');

    for (const date of FAR_DATES) {
      const search = await call('GET', `/api/v1/turf/getTurf?date=${date}&from=19:00`, null);
      expect(search.statusCode).toBe(400);
      expect(search.json().message).toBe(SEARCH_DATE_RANGE);
    }
  });
});
