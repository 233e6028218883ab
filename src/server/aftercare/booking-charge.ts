import { and, eq } from 'drizzle-orm';
import type { BookingCharge } from '../../shared/api/booking-detail-contract';
import { paidParts } from '../../shared/paid-with';
import { paiseToRupeesText, splitInProportion } from '../../shared/pricing';
import type { DbOrTx } from '../db/database';
import { chargeLines } from '../db/schema-charges';
import { payments } from '../db/schema-money';
import { promoCodeUses, promoCodes } from '../db/schema-promos';

// What the booker's charges say of a booking (docs/decisions/052), for its page and receipt: the
// list price, the promo code and what it took off, the credit used, and each way it was paid
// with what it paid ("Card ending 4242", "UPI, name@bank"). Its own charge (Pay Now's, or the
// booker's share of a split) and each move's difference paid since.

interface Row {
  id: string;
  paymentId: string;
  bookingId: string | null;
  amountPaise: number;
}

/** The part of a charge's lines that is this booking's: its own lines, or all (a split share). */
function partOf(lines: readonly Row[], bookingId: string) {
  const its = lines.filter((line) => line.bookingId === bookingId);
  return its.length > 0 ? its : lines;
}

export async function bookingCharge(
  db: DbOrTx,
  booking: { id: string; paymentId: string | null; amountPaise: number; creditPaise: number },
): Promise<BookingCharge | null> {
  if (!booking.paymentId) return null;
  const [own] = await db.select().from(payments).where(eq(payments.intentId, booking.paymentId));
  if (!own) return null;
  const [ownLines, moves, promo] = await Promise.all([
    db.select().from(chargeLines).where(eq(chargeLines.paymentId, own.id)),
    db
      .select({ payment: payments, amountPaise: chargeLines.amountPaise })
      .from(chargeLines)
      .innerJoin(payments, eq(payments.id, chargeLines.paymentId))
      .where(
        and(
          eq(chargeLines.bookingId, booking.id),
          eq(chargeLines.purpose, 'move'),
          eq(payments.status, 'finalized'),
        ),
      ),
    db
      .select({ code: promoCodes.code, discountPaise: promoCodeUses.discountPaise })
      .from(promoCodeUses)
      .innerJoin(promoCodes, eq(promoCodes.id, promoCodeUses.codeId))
      .where(eq(promoCodeUses.paymentIntentId, own.intentId)),
  ]);
  const mine = partOf(ownLines, booking.id);
  const minePaise = mine.reduce((sum, line) => sum + line.amountPaise, 0);
  // The code's discount, apportioned over the charge's lines as their prices were (exact).
  const discounts = promo[0]
    ? splitInProportion(
        promo[0].discountPaise,
        ownLines.map((line) => line.amountPaise),
      )
    : ownLines.map(() => 0);
  const discountPaise = ownLines.reduce(
    (sum, line, i) => sum + (mine.includes(line) ? discounts[i]! : 0),
    0,
  );
  // A subscription's credit is held per booking; a share's is the charge's own.
  const ownCredit = mine.length < ownLines.length ? booking.creditPaise : own.creditPaise;
  const parts = [
    ...paidParts({ ...own, creditPaise: ownCredit, amountPaise: minePaise - ownCredit }),
    ...moves.flatMap((move) => paidParts(move.payment)),
  ];
  const movesCredit = moves.reduce((sum, move) => sum + move.payment.creditPaise, 0);
  const movesPaise = moves.reduce((sum, move) => sum + move.amountPaise, 0);
  return {
    listPrice: paiseToRupeesText(minePaise + movesPaise + discountPaise),
    discount: paiseToRupeesText(discountPaise),
    promoCode: promo[0]?.code ?? null,
    creditUsed: paiseToRupeesText(ownCredit + movesCredit),
    paidWith: parts.map((part) => ({ method: part.label, amount: paiseToRupeesText(part.paise) })),
  };
}
