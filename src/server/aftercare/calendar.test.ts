import { beforeEach, describe, expect, it } from 'vitest';
import { bookAndPay, cancelBooking } from '../testing/aftercare-kit';
import { createUser } from '../testing/factories';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

describe('Add to calendar', () => {
  it("serves the player's booking as an .ics at the venue's times (in UTC), to the player only", async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const bookingId = await bookAndPay(t.app, cookie, {
      turfId: turf.id,
      date: '2030-05-12',
      startTime: '6:00 PM',
      endTime: '7:30 PM',
      amount: '1500.00',
    });
    const url = `/api/v1/booking/${bookingId}/calendar.ics`;
    const file = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="TB-[A-Z0-9]{6}\.ics"$/,
    );
    expect(file.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(file.body).toContain('DTSTART:20300512T123000Z');
    expect(file.body).toContain('DTEND:20300512T140000Z');

    const stranger = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { cookie: stranger } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    await cancelBooking(t.app, cookie, bookingId);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(409);
  });
});
