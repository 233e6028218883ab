import { beforeEach, describe, expect, it } from 'vitest';
import { timeLabel } from '../../shared/slots';
import { creditNotes, invoices } from '../db/schema-invoices';
import { refunds } from '../db/schema-money';
import { bookAndPay, bookingPage, cancelBooking } from '../testing/aftercare-kit';
import { putTaxDetails } from '../testing/invoice-kit';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// Credit notes follow refunds whoever causes them (decision 038): a venue's rain-out, run twice at
// once, gives each refunded booking exactly one, numbered without gaps; a refund the card network
// refuses stays due and has none until it is made.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const SUNDAY = '2030-05-12';
const REFUSING_CARD = { number: '4000 0000 0000 5126', expMonth: 12, expYear: 2031, cvc: '123' };

async function scene() {
  const s = await paymentScene(t.app, t.database.db);
  const ownerCookie = await cookieFor(t.app, s.owner);
  await putTaxDetails(t.app, ownerCookie, s.turf.id);
  return { ...s, ownerCookie };
}

const slot = (turfId: string, index: number) => ({
  turfId,
  date: SUNDAY,
  startTime: timeLabel(6 * 60 + index * 30),
  endTime: timeLabel(6 * 60 + index * 30 + 30),
  amount: '500.00',
});

describe('credit notes of refunds', () => {
  it('gives each booking of a rain-out run twice at once one credit note once its player chooses credit or a refund, CN 1 to 5', async () => {
    const { turf, cookie, ownerCookie } = await scene();
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await bookAndPay(t.app, cookie, slot(turf.id, i)));
    const rainOut = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/owner/turfs/${turf.id}/cancellations`,
        headers: { cookie: ownerCookie },
        payload: { date: SUNDAY, start: 6 * 60, end: 12 * 60, reason: 'Rain' },
      });
    const answers = await Promise.all([rainOut(), rainOut()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    // Each player chooses (decision 041), all at once: credit or a refund to the card.
    const chosen = await Promise.all(
      ids.map((id, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/booking/${id}/rain-out-choice`,
          headers: { cookie },
          payload: { choice: i % 2 ? 'credit' : 'refund' },
        }),
      ),
    );
    expect(chosen.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    const notes = await t.database.db.select().from(creditNotes);
    expect(notes.map((note) => note.number).sort()).toEqual(
      [1, 2, 3, 4, 5].map((n) => `CN/30-31/00000${n}`),
    );
    expect(new Set(notes.map((note) => note.bookingId))).toEqual(new Set(ids));
    const issued = await t.database.db.select().from(invoices);
    // What the venue kept: every invoice less its credit note, to the paisa and per tax.
    for (const part of ['amountPaise', 'taxablePaise', 'cgstPaise', 'sgstPaise'] as const) {
      const sum = (rows: { [k in typeof part]: number }[]) =>
        rows.reduce((total, row) => total + row[part], 0);
      expect(sum(issued) - sum(notes)).toBe(0);
    }
    const page = (await bookingPage(t.app, cookie, ids[0]!)).json().booking;
    expect(page.documents.creditNotes).toHaveLength(1);
  });

  it('issues none while the refund is still due', async () => {
    const { turf, cookie } = await scene();
    const id = await bookAndPay(t.app, cookie, slot(turf.id, 0), REFUSING_CARD);
    expect((await cancelBooking(t.app, cookie, id)).statusCode).toBe(200);
    const [refund] = await t.database.db.select().from(refunds);
    expect(refund!.status).toBe('due');
    expect(await t.database.db.select().from(creditNotes)).toEqual([]);
    const page = (await bookingPage(t.app, cookie, id)).json().booking;
    expect(page.documents).toMatchObject({ creditNotes: [] });
  });
});
