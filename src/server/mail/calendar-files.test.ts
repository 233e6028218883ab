import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema-system';
import { bookAndPay, cancelBooking, rescheduleBooking } from '../testing/aftercare-kit';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { useTestApp } from '../testing/test-app';
import { composeMails } from './compose';
import type { MailSettings } from './wording';

// The calendar files of one booking's life, read by a real iCalendar parser as a calendar app
// reads them: one event (one UID) that the move updates and the cancellation removes.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const settings: MailSettings = {
  siteOrigin: 'https://turfbook.example.com',
  timeZone: 'Asia/Kolkata',
  now: TEST_NOW,
};

/** The .ics of the player's mail for the booking's event of this topic, as the worker writes it. */
async function playerCalendar(topic: string): Promise<{ text: string; contentType: string }> {
  const [event] = await t.database.db.select().from(outbox).where(eq(outbox.topic, topic));
  const mails = await composeMails(t.database.db, event!, settings);
  const file = mails.find((mail) => mail.key === 'player')!.attachments![0]!;
  return { text: String(file.content), contentType: file.contentType };
}

function readEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = events[0]!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
  };
}

describe("a booking's calendar files", () => {
  it('keep one UID, raise SEQUENCE on the move and cancel the event when the booking is', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const bookingId = await bookAndPay(t.app, cookie, {
      turfId: turf.id,
      date: '2030-05-12',
      startTime: '6:00 PM',
      endTime: '7:00 PM',
      amount: '1000.00',
    });
    const uid = `booking-${bookingId}@turfbook`;
    const download = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/booking/${bookingId}/calendar.ics`,
        headers: { cookie },
      });

    const booked = await playerCalendar('booking.confirmed');
    expect(booked.contentType).toBe('text/calendar; method=PUBLISH; charset=UTF-8');
    expect(readEvent(booked.text)).toEqual({
      method: 'PUBLISH',
      uid,
      sequence: 0,
      status: 'CONFIRMED',
      // 6:00 PM to 7:00 PM in Mumbai.
      start: '2030-05-12T12:30:00.000Z',
      end: '2030-05-12T13:30:00.000Z',
    });
    expect(readEvent((await download()).body)).toEqual(readEvent(booked.text));

    const moved = await rescheduleBooking(t.app, cookie, bookingId, {
      bookingDate: '2030-05-13',
      startTime: '7:00 PM',
      endTime: '8:00 PM',
    });
    expect(moved.statusCode).toBe(200);
    const move = await playerCalendar('booking.rescheduled');
    expect(readEvent(move.text)).toEqual({
      method: 'PUBLISH',
      uid,
      sequence: 1,
      status: 'CONFIRMED',
      start: '2030-05-13T13:30:00.000Z',
      end: '2030-05-13T14:30:00.000Z',
    });
    expect(readEvent((await download()).body)).toEqual(readEvent(move.text));

    expect((await cancelBooking(t.app, cookie, bookingId)).statusCode).toBe(200);
    const cancellation = await playerCalendar('booking.cancelled');
    expect(cancellation.contentType).toBe('text/calendar; method=CANCEL; charset=UTF-8');
    expect(readEvent(cancellation.text)).toEqual({
      method: 'CANCEL',
      uid,
      sequence: 2,
      status: 'CANCELLED',
      start: '2030-05-13T13:30:00.000Z',
      end: '2030-05-13T14:30:00.000Z',
    });
  });
});
