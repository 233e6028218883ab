import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GSTIN_CHECK_PROBLEM, GSTIN_STATE_MISMATCH } from '../../shared/gstin';
import { turfs } from '../db/schema';
import { creditNotes, invoices } from '../db/schema-invoices';
import { bookAndPay, bookingPage, cancelBooking } from '../testing/aftercare-kit';
import { createUser } from '../testing/factories';
import { GSTIN, getDocument, pdfText, putTaxDetails } from '../testing/invoice-kit';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const SLOT = { date: '2030-05-12', startTime: '6:00 PM', endTime: '7:00 PM', amount: '1000.00' };
const LATER = { ...SLOT, startTime: '8:00 PM', endTime: '9:00 PM' };

async function scene({ gst = true } = {}) {
  const s = await paymentScene(t.app, t.database.db);
  const ownerCookie = await cookieFor(t.app, s.owner);
  if (gst) expect((await putTaxDetails(t.app, ownerCookie, s.turf.id)).statusCode).toBe(200);
  const bookingId = await bookAndPay(t.app, s.cookie, { ...SLOT, turfId: s.turf.id });
  return { ...s, ownerCookie, bookingId };
}

describe("a venue's GST details", () => {
  it('are set by the turf’s owner or the admin, and read back', async () => {
    const s = await paymentScene(t.app, t.database.db);
    const owner = await cookieFor(t.app, s.owner);
    const saved = await putTaxDetails(t.app, owner, s.turf.id, {
      legalName: ' Sunrise Sports LLP ',
      gstin: '27aapfu0939f1zv',
      state: '27',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().taxDetails).toEqual({
      legalName: 'Sunrise Sports LLP',
      gstin: GSTIN,
      state: '27',
    });
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    expect((await putTaxDetails(t.app, admin, s.turf.id)).statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/owner/turfs/${s.turf.id}/tax-details`,
      headers: { cookie: owner },
    });
    expect(read.json().taxDetails.gstin).toBe(GSTIN);
  });

  it('refuse a bad GSTIN or a state that does not match, with a 400 that saves nothing', async () => {
    const s = await paymentScene(t.app, t.database.db);
    const owner = await cookieFor(t.app, s.owner);
    const cases = [
      [{ legalName: 'X LLP', gstin: '27AAPFU0939F1ZW', state: '27' }, GSTIN_CHECK_PROBLEM],
      [{ legalName: 'X LLP', gstin: GSTIN, state: '29' }, GSTIN_STATE_MISMATCH],
      [
        { legalName: 'X LLP', gstin: 'x'.repeat(31), state: '27' },
        'Enter a GSTIN of 15 characters.',
      ],
    ] as const;
    for (const [body, message] of cases) {
      const answer = await putTaxDetails(t.app, owner, s.turf.id, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, message });
    }
    expect((await putTaxDetails(t.app, owner, s.turf.id, { gstin: GSTIN })).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(turfs).where(eq(turfs.id, s.turf.id));
    expect([row!.gstin, row!.legalName, row!.gstState]).toEqual([null, null, null]);
  });

  it('are refused to players, other owners and visitors', async () => {
    const s = await paymentScene(t.app, t.database.db);
    const otherOwner = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    expect((await putTaxDetails(t.app, s.cookie, s.turf.id)).statusCode).toBe(403);
    expect((await putTaxDetails(t.app, otherOwner, s.turf.id)).statusCode).toBe(403);
    expect((await putTaxDetails(t.app, null, s.turf.id)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(turfs).where(eq(turfs.id, s.turf.id));
    expect(row!.gstin).toBeNull();
  });
});

describe("a booking's invoice", () => {
  it('is a tax invoice with CGST and SGST adding up to what was paid', async () => {
    const { cookie, bookingId } = await scene();
    const answer = await getDocument(t.app, cookie, `${bookingId}/invoice`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain('INV-30-31-000001.pdf');
    const text = await pdfText(answer.rawPayload);
    // ₹1,000 at 18% within Maharashtra: each half-rate tax is 1000 × 9/118 = 76.27, and the
    // taxable value takes the rest, 847.46.
    for (const line of [
      'Tax Invoice',
      'Invoice number: INV/30-31/000001',
      'Sunrise Sports LLP',
      `GSTIN: ${GSTIN}`,
      'Place of supply: Maharashtra (27)',
      '999652',
      'Taxable value Rs. 847.46',
      'CGST @ 9% Rs. 76.27',
      'SGST @ 9% Rs. 76.27',
      'Total (GST inclusive) Rs. 1,000.00',
    ])
      expect(text).toContain(line);
    const [row] = await t.database.db.select().from(invoices);
    expect(row!.taxablePaise + row!.cgstPaise + row!.sgstPaise + row!.igstPaise).toBe(100_000);
  });

  it('is a receipt without tax lines when the venue has no GSTIN', async () => {
    const { cookie, bookingId } = await scene({ gst: false });
    const text = await pdfText(
      (await getDocument(t.app, cookie, `${bookingId}/invoice`)).rawPayload,
    );
    expect(text).toContain('Receipt number: RCT/30-31/000001');
    expect(text).toContain('Amount paid Rs. 1,000.00');
    expect(text).not.toMatch(/CGST|SGST|IGST|GSTIN/);
  });

  it('numbers a venue’s payments 1, 2, … and the booking page names them', async () => {
    const { cookie, bookingId, turf } = await scene();
    const second = await bookAndPay(t.app, cookie, { ...LATER, turfId: turf.id });
    const numbers = (await t.database.db.select().from(invoices)).map((i) => i.number).sort();
    expect(numbers).toEqual(['INV/30-31/000001', 'INV/30-31/000002']);
    const page = (await bookingPage(t.app, cookie, second)).json().booking;
    expect(page.documents).toEqual({
      invoice: { number: 'INV/30-31/000002', kind: 'tax_invoice' },
      creditNotes: [],
      moveInvoices: [],
    });
    expect(
      (await bookingPage(t.app, cookie, bookingId)).json().booking.documents.invoice.number,
    ).toBe('INV/30-31/000001');
  });

  it('is for the player, the turf’s owner and the admin only', async () => {
    const { cookie, ownerCookie, bookingId } = await scene();
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    for (const who of [cookie, ownerCookie, admin])
      expect((await getDocument(t.app, who, `${bookingId}/invoice`)).statusCode).toBe(200);
    const stranger = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const otherOwner = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    expect((await getDocument(t.app, stranger, `${bookingId}/invoice`)).statusCode).toBe(404);
    expect((await getDocument(t.app, otherOwner, `${bookingId}/invoice`)).statusCode).toBe(403);
    expect((await getDocument(t.app, null, `${bookingId}/invoice`)).statusCode).toBe(401);
    expect((await getDocument(t.app, cookie, 'nope/invoice')).statusCode).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await getDocument(t.app, admin, `${missing}/invoice`)).statusCode).toBe(404);
  });
});

describe("a refund's credit note", () => {
  it('references the invoice and takes back the refund with its taxes', async () => {
    const { cookie, ownerCookie, bookingId } = await scene();
    expect((await cancelBooking(t.app, cookie, bookingId)).statusCode).toBe(200);
    const answer = await getDocument(t.app, cookie, `${bookingId}/credit-notes/1`);
    expect(answer.statusCode).toBe(200);
    const text = await pdfText(answer.rawPayload);
    for (const line of [
      'Credit Note',
      'Credit note number: CN/30-31/000001',
      'Against invoice: INV/30-31/000001',
      'CGST @ 9% Rs. 76.27',
      'Total refunded Rs. 1,000.00',
    ])
      expect(text).toContain(line);
    expect((await getDocument(t.app, ownerCookie, `${bookingId}/credit-notes/1`)).statusCode).toBe(
      200,
    );
    expect((await getDocument(t.app, cookie, `${bookingId}/credit-notes/2`)).statusCode).toBe(404);
    expect((await getDocument(t.app, cookie, `${bookingId}/credit-notes/0`)).statusCode).toBe(400);
    const stranger = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const otherOwner = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    const note = `${bookingId}/credit-notes/1`;
    expect((await getDocument(t.app, admin, note)).statusCode).toBe(200);
    expect((await getDocument(t.app, stranger, note)).statusCode).toBe(404);
    expect((await getDocument(t.app, otherOwner, note)).statusCode).toBe(403);
    expect((await getDocument(t.app, null, note)).statusCode).toBe(401);
    expect((await getDocument(t.app, stranger, `${bookingId}/credit-notes/1`)).statusCode).toBe(
      404,
    );
    const page = (await bookingPage(t.app, cookie, bookingId)).json().booking;
    expect(page.documents.creditNotes).toEqual([{ n: 1, number: 'CN/30-31/000001', amount: 1000 }]);
    expect(await t.database.db.select().from(creditNotes)).toHaveLength(1);
  });
});

describe("the owner's invoice register", () => {
  it('lists a month’s invoices and credit notes as negative rows that add up', async () => {
    const { cookie, ownerCookie, bookingId, turf } = await scene();
    await bookAndPay(t.app, cookie, { ...LATER, turfId: turf.id });
    await cancelBooking(t.app, cookie, bookingId);
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/owner/turfs/${turf.id}/invoice-register.csv?month=2030-05`,
      headers: { cookie: ownerCookie },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const rows = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Document,Number,Date,Against invoice,Buyer,Buyer email,Place of supply,SAC,GST rate %,Taxable value,CGST,SGST,IGST,Total',
    );
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatch(
      /^Tax invoice,INV\/30-31\/000001,2030-05-10,,.*,847\.46,76\.27,76\.27,0\.00,1000\.00$/,
    );
    expect(rows[3]).toMatch(
      /^Credit note,CN\/30-31\/000001,2030-05-10,INV\/30-31\/000001,.*,-847\.46,-76\.27,-76\.27,0\.00,-1000\.00$/,
    );
    const total = rows.slice(1).reduce((sum, row) => sum + Number(row.split(',').at(-1)), 0);
    expect(total).toBe(1000);
  });

  it('is refused to players and other owners, and a bad month is a 400', async () => {
    const { cookie, turf, ownerCookie } = await scene();
    const url = `/api/v1/owner/turfs/${turf.id}/invoice-register.csv`;
    const otherOwner = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    for (const who of [cookie, otherOwner])
      expect(
        (await t.app.inject({ method: 'GET', url, headers: { cookie: who } })).statusCode,
      ).toBe(403);
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { cookie: admin } })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const details = `/api/v1/owner/turfs/${turf.id}/tax-details`;
    for (const who of [cookie, otherOwner])
      expect(
        (await t.app.inject({ method: 'GET', url: details, headers: { cookie: who } })).statusCode,
      ).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${url}?month=2030-13`,
      headers: { cookie: ownerCookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose a month as YYYY-MM, such as 2026-04.');
  });
});
