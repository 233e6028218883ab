import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { offeredRangeOf } from '../../shared/waitlist';
import { turfs } from '../db/schema';
import { outbox } from '../db/schema-system';
import { composeMails } from '../mail/compose';
import { bookAndPay, cancelBooking } from '../testing/aftercare-kit';
import { createUser } from '../testing/factories';
import { TEST_DAY, TEST_NOW, paymentScene } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { joinWaitlist, waitBody } from '../testing/waitlist-kit';

// The offer's mail (docs/decisions/033): to the player offered, saying until when the time is
// held, with a link that opens the booking summary of exactly that range.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

/** The offer of `range` on a ₹1000/hour turf: its booked 6–7:30 PM is cancelled for Asha. */
async function offerMail(priceRules: typeof turfs.$inferInsert.priceRules = null) {
  const scene = await paymentScene(t.app, t.database.db);
  if (priceRules)
    await t.database.db.update(turfs).set({ priceRules }).where(eq(turfs.id, scene.turf.id));
  const bookingId = await bookAndPay(t.app, scene.cookie, {
    turfId: scene.turf.id,
    date: TEST_DAY,
    startTime: '6:00 PM',
    endTime: '7:30 PM',
    amount: priceRules ? '1200.00' : '1500.00',
  });
  const waiter = await createUser(t.database.db, 'user', 'Asha Waiting');
  const cookie = await cookieFor(t.app, waiter);
  const joined = await joinWaitlist(t.app, cookie, waitBody(scene.turf.id, '6:30 PM', '7:30 PM'));
  expect(joined.statusCode).toBe(201);
  await cancelBooking(t.app, scene.cookie, bookingId);
  const [row] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.topic, 'waitlist.offered'));
  const mails = await composeMails(t.database.db, row!, {
    siteOrigin: 'https://turfbook.example.com',
    timeZone: 'Asia/Kolkata',
    now: TEST_NOW,
  });
  return { scene, waiter, mails };
}

describe('the offer mail', () => {
  it('asks the price the summary will charge, a last-minute offer included', async () => {
    // 20% off within 12 hours of play: the offer at 10 AM for 6:30 PM is inside it.
    const { mails } = await offerMail({
      bands: [],
      specialDays: [],
      lastMinute: { withinMinutes: 720, percentOff: 20 },
    });
    expect(mails[0]!.text).toContain('₹800');
    expect(mails[0]!.text).not.toContain('₹1,000');
  });

  it('tells the player the time is held and links to its booking summary', async () => {
    const { scene, waiter, mails } = await offerMail();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toEqual({
      name: 'Asha Waiting',
      address: waiter.email,
      userId: waiter.id,
      language: 'en',
    });
    expect(mail!.subject).toBe(
      `The time you waited for is free: ${scene.turf.name}, Fri, 10 May 2030`,
    );
    expect(mail!.text).toContain('6:30 PM – 7:30 PM');
    expect(mail!.text).toContain('until Fri, 10 May 2030, 10:10 AM');
    expect(mail!.text).toContain('₹1,000');
    const link = /Book it now: (\S+)/.exec(mail!.text)![1]!;
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe(
      `https://turfbook.example.com/turfs/${scene.turf.id}/booking`,
    );
    expect(offeredRangeOf(url.search)).toEqual({
      date: TEST_DAY,
      start: 18 * 60 + 30,
      end: 19 * 60 + 30,
    });
    expect(mail!.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
  });
});
