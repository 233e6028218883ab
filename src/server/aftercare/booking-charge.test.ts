import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema-bookings';
import { giveCredit } from '../testing/credit-kit';
import { getDocument, pdfText } from '../testing/invoice-kit';
import { TEST_NOW, confirmCard, paymentScene, postPayment } from '../testing/payment-kit';
import { createPromo, promoSlotBody, promoTerms } from '../testing/promo-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// What a booking's page and receipt say of how it was paid (docs/decisions/052): the list price,
// the code and what it took off, the credit used and each way it was paid, from the charge's
// lines and what the gateway reported, never a gateway's id.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

async function chargeOnPage(bookingId: string, cookie: string) {
  const page = await t.app.inject({ url: `/api/v1/booking/${bookingId}`, headers: { cookie } });
  expect(page.statusCode, page.body).toBe(200);
  return page.json().booking.charge;
}

describe("a booking's charge", () => {
  it('says the list price, the code and its discount, the credit and the card with what each paid', async () => {
    const scene = await paymentScene(t.app, t.database.db);
    const owner = await cookieFor(t.app, scene.owner);
    const made = await createPromo(t.app, 'owner', owner, promoTerms({ turfIds: [scene.turf.id] }));
    expect(made.statusCode, made.body).toBe(201);
    await giveCredit(t.database.db, scene.player.id, 30_000);
    const started = await postPayment(t.app, scene.cookie, {
      ...promoSlotBody(scene.turf.id, 'monsoon10', '900.00'),
      useCredit: true,
    });
    expect(started.statusCode, started.body).toBe(200);
    expect((await confirmCard(t.app, started.json().clientSecret)).statusCode).toBe(200);
    const [booking] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentId, started.json().paymentId));
    const expected = {
      listPrice: '1000.00',
      discount: '100.00',
      promoCode: 'MONSOON10',
      creditUsed: '300.00',
      paidWith: [
        { method: 'TurfBook credit', amount: '300.00' },
        { method: 'Card ending 4242', amount: '600.00' },
      ],
    };
    expect(await chargeOnPage(booking!.id, scene.cookie)).toEqual(expected);
    // The venue reads the same figures on the same page.
    expect(await chargeOnPage(booking!.id, owner)).toEqual(expected);
    // And the receipt's PDF says them too, below what was paid.
    const receipt = await getDocument(t.app, scene.cookie, `${booking!.id}/invoice`);
    const text = await pdfText(receipt.rawPayload);
    for (const line of [
      'Amount paid Rs. 900.00',
      'List price Rs. 1,000.00',
      'Discount (MONSOON10) -Rs. 100.00',
      'Paid with TurfBook credit Rs. 300.00',
      'Paid with Card ending 4242 Rs. 600.00',
    ])
      expect(text).toContain(line);
  });

  it('says a card paid it all when nothing else did', async () => {
    const scene = await paymentScene(t.app, t.database.db);
    const started = await postPayment(
      t.app,
      scene.cookie,
      promoSlotBody(scene.turf.id, undefined, '1000.00'),
    );
    await confirmCard(t.app, started.json().clientSecret, {
      number: '5555 5555 5555 4444',
      expMonth: 12,
      expYear: 2031,
      cvc: '123',
    });
    const [booking] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentId, started.json().paymentId));
    expect(await chargeOnPage(booking!.id, scene.cookie)).toEqual({
      listPrice: '1000.00',
      discount: '0.00',
      promoCode: null,
      creditUsed: '0.00',
      paidWith: [{ method: 'Card ending 4444', amount: '1000.00' }],
    });
  });
});
