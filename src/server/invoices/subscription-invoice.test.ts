import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema-bookings';
import { outbox } from '../db/schema-system';
import { invoices } from '../db/schema-invoices';
import { cancelBooking } from '../testing/aftercare-kit';
import { getDocument, pdfText, putTaxDetails } from '../testing/invoice-kit';
import { TEST_NOW, confirmCard, paymentScene, postPayment } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { composeMails } from '../mail/compose';

// A subscription's one payment is one invoice whose lines are its slots (decision 038); each
// slot's refund is a credit note of its own against it; the confirmation mail carries the invoice.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

// Four one-hour evening slots at ₹1000/hour: ₹4000 − 15% = ₹3400, ₹850 each.
const FOUR = ['2030-05-13', '2030-05-14', '2030-05-15', '2030-05-16'].map((date) => ({
  date,
  startTime: '6:00 PM',
  endTime: '7:00 PM',
}));

async function subscribed() {
  const s = await paymentScene(t.app, t.database.db);
  await putTaxDetails(t.app, await cookieFor(t.app, s.owner), s.turf.id);
  const started = await postPayment(t.app, s.cookie, {
    amount: '3400.00',
    currency: 'inr',
    subscription: { turfId: s.turf.id, selectedSlots: FOUR },
  });
  expect(started.statusCode, started.body).toBe(200);
  expect((await confirmCard(t.app, started.json().clientSecret)).statusCode).toBe(200);
  const slots = await t.database.db
    .select()
    .from(bookings)
    .where(eq(bookings.paymentId, started.json().paymentId))
    .orderBy(asc(bookings.day));
  return { ...s, slots };
}

describe("a subscription's invoice", () => {
  it('is one invoice for the payment, its slots its lines, answered for each slot', async () => {
    const { cookie, slots } = await subscribed();
    expect(slots).toHaveLength(4);
    expect(await t.database.db.select().from(invoices)).toHaveLength(1);
    for (const slot of slots) {
      const text = await pdfText(
        (await getDocument(t.app, cookie, `${slot.id}/invoice`)).rawPayload,
      );
      expect(text).toContain('Invoice number: INV/30-31/000001');
      for (const each of slots) expect(text).toContain(each.reference);
      // ₹3400 × 9/118 = 259.32 each; taxable 3400 − 518.64 = 2881.36.
      expect(text).toContain('Taxable value Rs. 2,881.36');
      expect(text).toContain('CGST @ 9% Rs. 259.32');
      expect(text).toContain('Total (GST inclusive) Rs. 3,400.00');
    }
  });

  it("gives each slot's refund its own credit note against the one invoice", async () => {
    const { cookie, slots } = await subscribed();
    for (const slot of slots.slice(0, 2))
      expect((await cancelBooking(t.app, cookie, slot.id)).statusCode).toBe(200);
    const numbers = [];
    for (const slot of slots.slice(0, 2)) {
      const text = await pdfText(
        (await getDocument(t.app, cookie, `${slot.id}/credit-notes/1`)).rawPayload,
      );
      expect(text).toContain('Against invoice: INV/30-31/000001');
      expect(text).toContain('Total refunded Rs. 850.00');
      numbers.push(/CN\/30-31\/\d{6}/.exec(text)![0]);
    }
    expect(numbers.sort()).toEqual(['CN/30-31/000001', 'CN/30-31/000002']);
    expect((await getDocument(t.app, cookie, `${slots[3]!.id}/credit-notes/1`)).statusCode).toBe(
      404,
    );
  });

  it('rides on the confirmation mail as a PDF', async () => {
    await subscribed();
    const [event] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.topic, 'booking.confirmed'));
    const mails = await composeMails(t.database.db, event!, {
      siteOrigin: 'https://turfbook.example.com',
      timeZone: 'Asia/Kolkata',
      now: TEST_NOW,
    });
    const player = mails.find((mail) => mail.key === 'player')!;
    const pdf = player.attachments!.find((file) => file.contentType === 'application/pdf')!;
    expect(pdf.filename).toBe('INV-30-31-000001.pdf');
    expect(await pdfText(pdf.content as Buffer)).toContain('Total (GST inclusive) Rs. 3,400.00');
    expect(player.text).toContain('the attached PDF is your invoice');
    // The owner's notice carries no invoice: it is the player's document.
    expect(
      mails.filter((mail) => mail.key !== 'player').flatMap((m) => m.attachments ?? []),
    ).toEqual([]);
  });
});
