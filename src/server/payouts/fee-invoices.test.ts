import { beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_TURFBOOK_GSTIN } from '../config-payouts';
import { feeDocuments } from '../db/schema-fee-invoices';
import { payoutLines } from '../db/schema-payouts';
import { bookAndPay, cancelBooking } from '../testing/aftercare-kit';
import { createTurf, createUser } from '../testing/factories';
import { GSTIN, pdfText, putTaxDetails } from '../testing/invoice-kit';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { putPayoutAccount, sweepAt } from '../testing/payout-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const SLOT = { date: '2030-05-12', startTime: '6:00 PM', endTime: '7:00 PM', amount: '1000.00' };
/** 31 May 23:59 and 1 June 00:01 in Mumbai. */
const MAY_LAST_MINUTE = new Date('2030-05-31T18:29:00Z');
const JUNE = new Date('2030-05-31T18:31:00Z');

const runAt = (when: Date) => sweepAt(t, when);
const get = (cookie: string | null, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/owner${url}`, headers: cookie ? { cookie } : {} });
const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * A venue with a GSTIN whose May has two bookings sold and one of them cancelled after its fee was
 * figured, and a second venue of another owner with one booking.
 */
async function may() {
  const s = await paymentScene(t.app, t.database.db);
  const owner = await cookieFor(t.app, s.owner);
  expect((await putTaxDetails(t.app, owner, s.turf.id)).statusCode).toBe(200);
  await putPayoutAccount(t.app, owner);
  await bookAndPay(t.app, s.cookie, { ...SLOT, turfId: s.turf.id });
  const cancelled = await bookAndPay(t.app, s.cookie, {
    ...SLOT,
    date: '2030-05-11',
    turfId: s.turf.id,
  });
  await runAt(TEST_NOW);
  expect((await cancelBooking(t.app, s.cookie, cancelled)).statusCode).toBe(200);
  await runAt(new Date(TEST_NOW.getTime() + 60_000));
  const otherOwner = await createUser(t.database.db, 'owner');
  const otherTurf = await createTurf(t.database.db, otherOwner.id, { pricePaise: 100_000 });
  await bookAndPay(t.app, s.cookie, { ...SLOT, turfId: otherTurf.id });
  await runAt(new Date(TEST_NOW.getTime() + 120_000));
  return { ...s, owner, other: await cookieFor(t.app, otherOwner), otherTurf };
}

describe("TurfBook's fee invoices", () => {
  it('bill each venue its month of fees at the first run of the next month, with a credit note for fees reversed', async () => {
    const s = await may();
    await runAt(MAY_LAST_MINUTE);
    expect(await t.database.db.select().from(feeDocuments)).toEqual([]);
    await runAt(JUNE);
    await runAt(JUNE);
    const { documents } = (await get(s.owner, '/fee-invoices')).json();
    expect(documents).toHaveLength(2);
    const invoice = documents.find((one: { kind: string }) => one.kind === 'fee_invoice');
    const note = documents.find((one: { kind: string }) => one.kind === 'fee_credit_note');
    // The venue's two bookings raised fees; the cancellation lowered one. Issued in June 2030: FY 2030-31.
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^TBF\/30-31\/00000[12]$/),
      month: '2030-05',
      bookings: 2,
      turfId: s.turf.id,
    });
    expect(note).toMatchObject({ number: 'TBC/30-31/000001', month: '2030-05', bookings: 1 });
    const lines = (await t.database.db.select().from(payoutLines)).filter(
      (line) => line.turfId === s.turf.id,
    );
    const fee = lines.reduce((total, line) => total + line.feePaise, 0);
    const feeGst = lines.reduce((total, line) => total + line.feeGstPaise, 0);
    const paise = (text: string) => Math.round(Number(text) * 100);
    expect(paise(invoice.taxable) - paise(note.taxable)).toBe(fee);
    expect(paise(invoice.gst) - paise(note.gst)).toBe(feeGst);
    expect(paise(invoice.total)).toBe(paise(invoice.taxable) + paise(invoice.gst));
    // Both venues' invoices are numbered in TurfBook's one series: no gap, no repeat.
    const [other] = (await get(s.other, '/fee-invoices')).json().documents;
    expect([invoice.number, other.number].sort()).toEqual(['TBF/30-31/000001', 'TBF/30-31/000002']);
    expect(other).toMatchObject({
      kind: 'fee_invoice',
      total: expect.any(String),
    });
    expect(await t.database.db.select().from(feeDocuments)).toHaveLength(3);

    const pdf = await get(s.owner, `/fee-invoices/${invoice._id}.pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      'Tax Invoice',
      invoice.number,
      `GSTIN: ${SAMPLE_TURFBOOK_GSTIN}`,
      `GSTIN: ${GSTIN}`,
      'May 2030',
      'CGST @ 9%',
      'SGST @ 9%',
    ])
      expect(text).toContain(expected);
    expect(text).toContain(
      `Total Rs. ${Number(invoice.total).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    const noteText = await pdfText(
      (await get(s.owner, `/fee-invoices/${note._id}.pdf`)).rawPayload,
    );
    expect(noteText).toContain('Credit Note');
    expect(noteText).toContain(`Total credited Rs. ${rupees(paise(note.total))}`);
  });

  it('are their own owner’s only', async () => {
    const s = await may();
    await runAt(JUNE);
    const [document] = (await get(s.owner, '/fee-invoices')).json().documents;
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    const url = `/fee-invoices/${document._id}.pdf`;
    expect((await get(s.other, url)).statusCode).toBe(404);
    expect((await get(s.cookie, url)).statusCode).toBe(403);
    expect((await get(admin, url)).statusCode).toBe(403);
    expect((await get(null, url)).statusCode).toBe(401);
    expect((await get(s.owner, '/fee-invoices/nope.pdf')).statusCode).toBe(400);
    expect((await get(null, '/fee-invoices')).statusCode).toBe(401);
  });
});
