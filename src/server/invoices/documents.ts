import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { paidParts } from '../../shared/paid-with';
import type { UserRow } from '../auth/users';
import { canAt } from '../auth/venue-access';
import type { DbOrTx } from '../db/database';
import { courts, turfs } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { creditNotes, invoices } from '../db/schema-invoices';
import { gamePlayers, games } from '../db/schema-games';
import { payments } from '../db/schema-money';
import { chargeLines } from '../db/schema-charges';
import { promoCodeUses, promoCodes } from '../db/schema-promos';
import { splitShares, splits } from '../db/schema-splits';
import { HttpError } from '../http/errors';
import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';

// Reading a booking's documents for whoever may see them: its player, and whoever may read the
// numbers of its turf (docs/decisions/066 `numbers`: its owner, the admin, its manager and
// accountant).

export const BOOKING_NOT_FOUND = ERROR_CATALOGUE.booking_not_found.en;
export const NO_INVOICE = ERROR_CATALOGUE.no_invoice.en;
export const NO_SPOT_INVOICE = ERROR_CATALOGUE.no_spot_invoice.en;
export const NO_CREDIT_NOTE = ERROR_CATALOGUE.no_credit_note.en;
export const NO_MOVE_INVOICE = ERROR_CATALOGUE.no_move_invoice.en;

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

export interface InvoiceLine {
  /** One player's spot in an open game on this booking (docs/decisions/045), not the booking. */
  spot?: boolean;
  /** The price difference of moving this booking to a dearer slot (docs/decisions/053). */
  move?: boolean;
  reference: string;
  day: string;
  startMinute: number;
  endMinute: number;
  courtName: string | null;
  amountPaise: number;
}

/**
 * The booking if `viewer` may see its documents. A player who may not is told it does not exist
 * (as on the booking page); an owner of another venue is refused, as are all for a missing one
 * but the admin, who learns it is missing.
 */
async function requireViewableBooking(db: DbOrTx, bookingId: string, viewer: UserRow) {
  const [found] = await db
    .select({ booking: bookings, ownerId: turfs.ownerId })
    .from(bookings)
    .innerJoin(turfs, eq(turfs.id, bookings.turfId))
    .where(eq(bookings.id, bookingId));
  const allowed =
    found &&
    (found.booking.userId === viewer.id ||
      (await canAt(db, viewer, 'numbers', { id: found.booking.turfId, ownerId: found.ownerId })));
  if (allowed) return found.booking;
  if (!found || viewer.role !== 'owner') throw new HttpError(404, 'booking_not_found');
  throw new HttpError(403, 'document_not_yours');
}

const lineColumns = {
  reference: bookings.reference,
  day: bookings.day,
  startMinute: bookings.startMinute,
  endMinute: bookings.endMinute,
  courtName: courts.name,
  amountPaise: bookings.amountPaise,
};

/**
 * The lines of an invoice: every booking its payment bought, in date order; for a move's paid
 * difference, the booking it moved at the difference; or, for a game's spot, the one spot: the
 * game's booking at the spot's price.
 */
export async function invoiceLines(db: DbOrTx, invoice: InvoiceRow): Promise<InvoiceLine[]> {
  const lines = await db
    .select(lineColumns)
    .from(bookings)
    .leftJoin(courts, eq(courts.id, bookings.courtId))
    // Never a hold it placed and gave up (a paid move's hold of the new slot, decision 053).
    .where(
      and(eq(bookings.paymentId, invoice.paymentIntentId), ne(bookings.paymentStatus, 'unpaid')),
    )
    .orderBy(asc(bookings.day), asc(bookings.startMinute), asc(bookings.id));
  if (lines.length > 0) return lines;
  const moved = await db
    .select(lineColumns)
    .from(payments)
    .innerJoin(chargeLines, eq(chargeLines.paymentId, payments.id))
    .innerJoin(bookings, eq(bookings.id, chargeLines.bookingId))
    .leftJoin(courts, eq(courts.id, bookings.courtId))
    .where(and(eq(payments.intentId, invoice.paymentIntentId), eq(chargeLines.purpose, 'move')));
  if (moved.length > 0)
    return moved.map((line) => ({ ...line, move: true, amountPaise: invoice.amountPaise }));
  const spots = await db
    .select(lineColumns)
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .innerJoin(bookings, eq(bookings.id, games.bookingId))
    .leftJoin(courts, eq(courts.id, bookings.courtId))
    .where(eq(gamePlayers.intentId, invoice.paymentIntentId));
  return spots.map((line) => ({ ...line, spot: true, amountPaise: invoice.amountPaise }));
}

/** The invoice of the player's kept spot in a game (issued when it settled), with its line. */
export async function spotInvoice(db: DbOrTx, gameId: string, player: UserRow) {
  const [kept] = await db
    .select({ invoice: invoices })
    .from(gamePlayers)
    .innerJoin(invoices, eq(invoices.paymentIntentId, gamePlayers.intentId))
    .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.playerId, player.id)));
  if (!kept) throw new HttpError(404, 'no_spot_invoice');
  return invoiceDocument(db, kept.invoice);
}

/** The invoice of a payment, if it has one. */
export async function invoiceOfPayment(db: DbOrTx, intentId: string) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.paymentIntentId, intentId));
  return invoice ?? null;
}

/** The invoice of a booking's payment with its lines, for `viewer`; 404 without one. */
export async function bookingInvoice(db: DbOrTx, bookingId: string, viewer: UserRow) {
  const booking = await requireViewableBooking(db, bookingId, viewer);
  const invoice = booking.paymentId ? await invoiceOfPayment(db, booking.paymentId) : null;
  if (!invoice) throw new HttpError(404, 'no_invoice');
  return invoiceDocument(db, invoice);
}

/** An invoice with what its PDF shows: its lines, and how it was paid. */
export async function invoiceDocument(db: DbOrTx, invoice: InvoiceRow) {
  const [lines, payment] = await Promise.all([
    invoiceLines(db, invoice),
    invoicePayment(db, invoice),
  ]);
  return { invoice, lines, payment };
}

/** The invoices of a booking's paid move differences, first move first (docs/decisions/053). */
export function moveInvoicesOfBooking(db: DbOrTx, bookingId: string) {
  return db
    .select({ invoice: invoices })
    .from(chargeLines)
    .innerJoin(payments, eq(payments.id, chargeLines.paymentId))
    .innerJoin(invoices, eq(invoices.paymentIntentId, payments.intentId))
    .where(and(eq(chargeLines.bookingId, bookingId), eq(chargeLines.purpose, 'move')))
    .orderBy(asc(invoices.issuedAt), asc(invoices.serial))
    .then((rows) => rows.map((row) => row.invoice));
}

/** The invoice of the booking's n-th paid move (1 for the first) with its lines, for `viewer`. */
export async function bookingMoveInvoice(
  db: DbOrTx,
  bookingId: string,
  n: number,
  viewer: UserRow,
) {
  const booking = await requireViewableBooking(db, bookingId, viewer);
  const invoice = (await moveInvoicesOfBooking(db, booking.id))[n - 1];
  if (!invoice) throw new HttpError(404, 'no_move_invoice');
  return invoiceDocument(db, invoice);
}

/** The credit notes of a booking, first refund first. */
export function creditNotesOfBooking(db: DbOrTx, bookingId: string) {
  return db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.bookingId, bookingId))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.serial));
}

/** The booking's n-th credit note (1 for its first refund) with its invoice, for `viewer`. */
export async function bookingCreditNote(db: DbOrTx, bookingId: string, n: number, viewer: UserRow) {
  const booking = await requireViewableBooking(db, bookingId, viewer);
  const note = (await creditNotesOfBooking(db, booking.id))[n - 1];
  if (!note) throw new HttpError(404, 'no_credit_note');
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, note.invoiceId));
  const [line] = await db
    .select(lineColumns)
    .from(bookings)
    .leftJoin(courts, eq(courts.id, bookings.courtId))
    .where(eq(bookings.id, booking.id));
  return { note, invoice: invoice!, line: line! };
}

/** How an invoice's amount was paid: the promo code it took off, and each method with its part. */
export interface InvoicePayment {
  discount: { code: string; paise: number } | null;
  paidWith: { label: string; paise: number }[];
}

/**
 * What the invoice's charges say (docs/decisions/052): its own payment's promo code, and what
 * each payment paid by credit and by card or UPI; a split's invoice (the whole price, to its
 * booker: decision 038) is paid by every share's payment, the booker's first.
 */
export async function invoicePayment(db: DbOrTx, invoice: InvoiceRow): Promise<InvoicePayment> {
  const intentId = invoice.paymentIntentId;
  const [split] = await db
    .select({ id: splits.id })
    .from(splits)
    .where(and(eq(splits.bookerIntentId, intentId), eq(splits.status, 'complete')));
  const shares = split
    ? await db
        .select({ intentId: splitShares.paidByIntentId })
        .from(splitShares)
        .where(and(eq(splitShares.splitId, split.id), eq(splitShares.status, 'paid')))
        .orderBy(asc(splitShares.position))
    : [];
  // In the order the shares stand, the booker's first; a pay-the-rest once for all it paid.
  const intentIds = [...new Set([intentId, ...shares.map((share) => share.intentId!)])];
  const [paid, promo] = await Promise.all([
    db.select().from(payments).where(inArray(payments.intentId, intentIds)),
    db
      .select({ code: promoCodes.code, paise: promoCodeUses.discountPaise })
      .from(promoCodeUses)
      .innerJoin(promoCodes, eq(promoCodes.id, promoCodeUses.codeId))
      .where(eq(promoCodeUses.paymentIntentId, intentId)),
  ]);
  const inOrder = intentIds.flatMap((id) => paid.filter((payment) => payment.intentId === id));
  return { discount: promo[0] ?? null, paidWith: inOrder.flatMap(paidParts) };
}
