import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { creditNotes, invoices } from '../db/schema-invoices';
import { giveCredit } from '../testing/credit-kit';
import { TEST_DAY, TEST_NOW, confirmCard } from '../testing/payment-kit';
import { gameCall, openGameCall, paidBooking, playersInDb } from '../testing/game-kit';
import { getDocument, pdfText, putTaxDetails } from '../testing/invoice-kit';
import { cookieFor } from '../testing/requests';
import { teammate } from '../testing/split-kit';
import { useTestApp } from '../testing/test-app';
import { sweepGames } from './game-changes';

// What the GST documents say of an open game (decisions 038 and 045): the organizer's booking is
// invoiced whole when paid; when the game settles, each kept spot is sold to its joiner (their own
// invoice, whatever paid it: card, credit or both) and comes off the organizer's invoice by a
// credit note once the return is made. A spot refunded before settling was never a sale: no
// document. So invoices less credit notes are what the venue kept: the booking's price.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

/** Past the game's deadline (4 PM IST on TEST_DAY for its 6 PM hour). */
const AFTER_DEADLINE = new Date(TEST_NOW.getTime() + 6.5 * 3_600_000);

async function gstGame(returnTo: 'source' | 'credit') {
  const scene = await paidBooking(t.app, t.database.db, TEST_DAY, 100_000, async (s) =>
    putTaxDetails(t.app, await cookieFor(t.app, s.owner), s.turf.id),
  );
  const opened = await openGameCall(t.app, scene.cookie, {
    bookingId: scene.booking.id,
    level: 'beginner',
    spotsTotal: 4,
    returnTo,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return { ...scene, gameId: opened.json().game._id as string };
}

async function join(gameId: string, creditPaise = 0) {
  const player = await teammate(t.app, t.database.db);
  if (creditPaise > 0) await giveCredit(t.database.db, player.user.id, creditPaise);
  const start = await t.app.inject({
    method: 'POST',
    url: `/api/v1/games/${gameId}/join`,
    headers: { cookie: player.cookie },
    payload: { useCredit: creditPaise > 0 },
  });
  expect(start.statusCode, start.body).toBe(200);
  if (!start.json().paidWithCredit) await confirmCard(t.app, start.json().clientSecret);
  return player;
}

const spotInvoiceOf = (cookie: string, gameId: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/games/${gameId}/invoice`, headers: { cookie } });

describe('an open game’s GST documents', () => {
  it('invoices each kept spot to its joiner and credits the organizer’s returns made to the card', async () => {
    const { gameId, booking, cookie, turf, owner } = await gstGame('source');
    const byCard = await join(gameId);
    const byCredit = await join(gameId, 20_000);
    const inPart = await join(gameId, 5_000);
    // The organizer removes one before settling: refunded, never sold.
    const removed = (await playersInDb(t.database.db, gameId)).find(
      (row) => row.playerId === inPart.user.id,
    )!;
    expect((await gameCall(t.app, cookie, gameId, `players/${removed.id}/remove`)).statusCode).toBe(
      200,
    );
    // Before settling: the organizer's invoice alone, nothing for the joiners yet.
    expect((await t.database.db.select().from(invoices)).map((row) => row.number)).toEqual([
      'INV/30-31/000001',
    ]);
    expect((await spotInvoiceOf(byCard.cookie, gameId)).statusCode).toBe(404);

    t.setNow(AFTER_DEADLINE);
    await sweepGames(t.context);
    const issued = await t.database.db.select().from(invoices);
    expect(issued.map((row) => [row.number, row.amountPaise, row.buyerId]).sort()).toEqual(
      [
        ['INV/30-31/000001', 100_000, booking.userId],
        ['INV/30-31/000002', 20_000, expect.any(String)],
        ['INV/30-31/000003', 20_000, expect.any(String)],
      ].sort(),
    );
    const notes = await t.database.db.select().from(creditNotes);
    expect(notes.map((note) => [note.number, note.amountPaise]).sort()).toEqual([
      ['CN/30-31/000001', 20_000],
      ['CN/30-31/000002', 20_000],
    ]);
    const organizerInvoice = issued.find((row) => row.number === 'INV/30-31/000001')!;
    for (const note of notes) {
      expect(note).toMatchObject({ invoiceId: organizerInvoice.id, bookingId: booking.id });
      expect(note.taxablePaise + note.cgstPaise + note.sgstPaise).toBe(note.amountPaise);
    }
    // What the venue kept: the booking's price, once.
    const total = (rows: { amountPaise: number }[]) =>
      rows.reduce((sum, row) => sum + row.amountPaise, 0);
    expect(total(issued) - total(notes)).toBe(100_000);
    // The owner's register: five rows whose Total column adds up to the booking's price.
    const register = await t.app.inject({
      url: `/api/v1/owner/turfs/${turf.id}/invoice-register.csv?month=2030-05`,
      headers: { cookie: await cookieFor(t.app, owner) },
    });
    const rows = register.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(rows).toHaveLength(5);
    const totals = rows.map((line) => Number(line.split(',').at(-1)));
    expect(totals.reduce((sum, value) => sum + Math.round(value * 100), 0)).toBe(100_000);
    // A second sweep issues nothing more.
    await sweepGames(t.context);
    expect(await t.database.db.select().from(creditNotes)).toHaveLength(2);
    expect(await t.database.db.select().from(invoices)).toHaveLength(3);

    // The joiner's own invoice, paid by card or wholly by credit alike: the spot's full price.
    for (const player of [byCard, byCredit]) {
      const answer = await spotInvoiceOf(player.cookie, gameId);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(answer.rawPayload);
      for (const line of [
        'Tax Invoice',
        'One spot in the open game on turf booking',
        booking.reference,
        player.user.fullname,
        'CGST @ 9% Rs. 15.25',
        'SGST @ 9% Rs. 15.25',
        'Total (GST inclusive) Rs. 200.00',
      ])
        expect(text).toContain(line);
    }
    expect((await spotInvoiceOf(inPart.cookie, gameId)).statusCode).toBe(404);
    // The game's page names it for the joiner.
    const seen = await t.app.inject({
      url: `/api/v1/games/${gameId}`,
      headers: { cookie: byCredit.cookie },
    });
    expect(seen.json().you).toMatchObject({
      creditUsed: '200.00',
      invoiceNumber: expect.stringMatching(/^INV\/30-31\/00000[23]$/),
    });

    // The organizer's credit notes, on their booking: each against their invoice.
    const page = await t.app.inject({
      url: `/api/v1/booking/${booking.id}`,
      headers: { cookie },
    });
    expect(page.json().booking.documents.creditNotes).toHaveLength(2);
    const note = await getDocument(t.app, cookie, `${booking.id}/credit-notes/1`);
    expect(note.statusCode).toBe(200);
    const text = await pdfText(note.rawPayload);
    for (const line of [
      'Credit Note',
      'Against invoice: INV/30-31/000001',
      'One spot taken by another player in the open game on Turf booking',
      'Total refunded Rs. 200.00',
    ])
      expect(text).toContain(line);
    // A joiner cannot read the organizer's documents.
    expect(
      (await getDocument(t.app, byCard.cookie, `${booking.id}/credit-notes/1`)).statusCode,
    ).toBe(404);
  });

  it('credits the organizer at settling when the returns go to their TurfBook credit', async () => {
    const { gameId, booking } = await gstGame('credit');
    await join(gameId);
    t.setNow(AFTER_DEADLINE);
    await sweepGames(t.context);
    const [note] = await t.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.bookingId, booking.id));
    expect(note).toMatchObject({ amountPaise: 20_000, issuedAt: AFTER_DEADLINE });
    expect(await t.database.db.select().from(invoices)).toHaveLength(2);
  });

  it('issues nothing for a cancelled game: every spot went back, the organizer paid the whole hour', async () => {
    const { gameId, cookie } = await gstGame('source');
    await join(gameId);
    await join(gameId, 20_000);
    expect((await gameCall(t.app, cookie, gameId, 'cancel')).statusCode).toBe(200);
    t.setNow(AFTER_DEADLINE);
    await sweepGames(t.context);
    expect(await t.database.db.select().from(invoices)).toHaveLength(1);
    expect(await t.database.db.select().from(creditNotes)).toHaveLength(0);
  });
});
