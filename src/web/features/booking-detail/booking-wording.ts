import type {
  BookingDetail,
  BookingHistoryEntry,
  BookingPayer,
} from '../../../shared/api/booking-detail-contract';
import { HALF_REFUND_HOURS_BEFORE } from '../../../shared/cancellation-policy';
import { cancelledByText } from '../../../shared/cancellation-wording';
import { formatDate, formatPaise, formatVenueInstant } from '../../../shared/display-format';
import { rupeesToPaise } from '../../../shared/pricing';
import { formatRupeeAmount } from '../../utils/money';

export { formatVenueInstant };

// The booking page's sentences: its history, what a cancellation gives back, and the refund.
// Instants (the API's ISO `at`) are written in the venue's zone, as the times of play are.

/** 'Tue, 24 Nov 2026, 6:00 PM – 7:30 PM' */
export function slotText(slot: { date: string; startTime: string; endTime: string }): string {
  return `${formatDate(slot.date)}, ${slot.startTime} – ${slot.endTime}`;
}

export interface HistoryLine {
  key: string;
  kind: BookingHistoryEntry['kind'];
  text: string;
  when: string;
}

function historyText(entry: BookingHistoryEntry): string {
  const amount = entry.amount ?? 0;
  switch (entry.kind) {
    case 'paid':
      return `Paid ${formatRupeeAmount(amount)}`;
    case 'rescheduled': {
      const moved =
        entry.from && entry.to
          ? `Moved from ${slotText(entry.from)} to ${slotText(entry.to)}`
          : 'Moved to another time';
      // A move's difference (docs/decisions/053): paid, or given back.
      if (amount > 0) return `${moved} (paid ${formatRupeeAmount(amount)} more)`;
      if (amount < 0) return `${moved} (${formatRupeeAmount(-amount)} back)`;
      return moved;
    }
    case 'cancelled': {
      const who = cancelledByText(entry.by, entry.reason);
      if (entry.amount === null) return `${who} (rained out: credit, a free move or a refund)`;
      return amount > 0 ? `${who} (refund ${formatRupeeAmount(amount)})` : `${who} (no refund)`;
    }
    case 'refunded':
      return `Refunded ${formatRupeeAmount(amount)}`;
  }
}

/** The booking's history, oldest first, as the page lists it. */
export function historyLines(
  history: readonly BookingHistoryEntry[],
  timeZone: string,
): HistoryLine[] {
  return history.map((entry, index) => ({
    key: `${entry.kind}-${entry.at}-${index}`,
    kind: entry.kind,
    text: historyText(entry),
    when: formatVenueInstant(entry.at, timeZone),
  }));
}

/** What the cancel dialog promises, from the server's quote under the policy. */
export function cancelOutcomeText(
  cancel: BookingDetail['actions']['cancel'],
  /** The booking is open as a game (docs/decisions/045): the game ends with it. */
  game = false,
): string {
  const players = game
    ? ' Your game is cancelled with it: every player who joined gets their spot back in full.'
    : '';
  if (cancel.refundPercent > 0 && cancel.refundAmount > 0)
    return `You will get ${formatRupeeAmount(cancel.refundAmount)} back (${cancel.refundPercent}%).${players}`;
  return `No refund: it starts in less than ${HALF_REFUND_HOURS_BEFORE} hours.${players}`;
}

/**
 * How a booking was paid, as its charge says (docs/decisions/052): one way alone ("Card ending
 * 4242", "UPI, name@bank", "TurfBook credit"), or each way with what it paid. A booking with no
 * charge on record says only how credit shared it (decision 040), or nothing.
 */
export function paidWithText(
  booking: Pick<BookingDetail, 'amountCharged' | 'creditPaid' | 'charge'>,
  /** Say what each way paid even when there is one (a shared booking's own part). */
  withAmounts = false,
): string | null {
  const ways = booking.charge?.paidWith ?? [];
  if (ways.length === 1 && !withAmounts) return ways[0]!.method;
  if (ways.length > 0)
    return ways
      .map((way) => `${formatPaise(rupeesToPaise(way.amount) ?? 0)} ${way.method}`)
      .join(' + ');
  const creditPaise = rupeesToPaise(booking.creditPaid) ?? 0;
  const cardPaise = (rupeesToPaise(booking.amountCharged) ?? 0) - creditPaise;
  if (creditPaise <= 0) return null;
  if (cardPaise <= 0) return 'TurfBook credit';
  return `${formatPaise(creditPaise)} TurfBook credit + ${formatPaise(cardPaise)} card or UPI`;
}

/** Each way the charge was paid, with what it paid, for the receipt's lines. */
export function paidWithLines(charge: BookingDetail['charge']) {
  return (charge?.paidWith ?? []).map((way) => ({
    label: way.method,
    amount: formatPaise(rupeesToPaise(way.amount) ?? 0),
  }));
}

/** The code's discount as a line ("Discount (MONSOON10)", "−₹100.00"), or null without one. */
export function discountLine(
  charge: BookingDetail['charge'],
): { label: string; amount: string; listPrice: string } | null {
  const discountPaise = rupeesToPaise(charge?.discount ?? '0') ?? 0;
  if (!charge || discountPaise <= 0) return null;
  return {
    label: charge.promoCode ? `Discount (${charge.promoCode})` : 'Discount',
    amount: `−${formatPaise(discountPaise)}`,
    listPrice: formatPaise(rupeesToPaise(charge.listPrice) ?? 0),
  };
}

/**
 * The refund of a cancelled booking in one sentence, or null when there is none. A booking
 * several people paid for (`sharedBy` > 1) is refunded to each of them (docs/decisions/044,
 * 052): the sentence says so, and "Who paid" says each part, never one payer's as "your".
 */
export function refundText(
  refund: BookingDetail['refund'],
  timeZone: string,
  sharedBy = 1,
): string | null {
  if (!refund || refund.amount <= 0) return null;
  const amount = formatRupeeAmount(refund.amount);
  if (sharedBy > 1)
    return refund.status === 'done'
      ? `${amount} back to everyone who paid, each to where they chose.`
      : `${amount} on its way back to everyone who paid, each to where they chose.`;
  // A part-credit booking's refund goes back to each source (docs/decisions/040).
  const toCredit = refund.parts.find((part) => part.destination === 'credit');
  const toCard = refund.parts.find((part) => part.destination === 'source');
  if (toCredit && toCard) {
    const card = formatRupeeAmount(toCard.amount);
    const cardText =
      toCard.status === 'done'
        ? `${card} refunded to your card`
        : `${card} on its way to your card`;
    const creditText =
      toCredit.status === 'done'
        ? `${formatRupeeAmount(toCredit.amount)} went to your TurfBook credit`
        : `${formatRupeeAmount(toCredit.amount)} is on its way to your TurfBook credit`;
    return `${amount} back: ${creditText} and ${cardText}.`;
  }
  if (refund.destination === 'credit') {
    if (refund.status !== 'done') return `${amount} is on its way to your TurfBook credit.`;
    return refund.refundedAt
      ? `${amount} went to your TurfBook credit on ${formatVenueInstant(refund.refundedAt, timeZone)}.`
      : `${amount} went to your TurfBook credit.`;
  }
  if (refund.status === 'done')
    return refund.refundedAt
      ? `${amount} refunded to your card on ${formatVenueInstant(refund.refundedAt, timeZone)}.`
      : `${amount} refunded to your card.`;
  return `Refund pending: ${amount} is on its way back to your card.`;
}

/** When the card was charged: the history's 'paid' moment, else the booking's creation. */
export function paidAt(booking: Pick<BookingDetail, 'history' | 'createdAt'>): string {
  return booking.history.find((entry) => entry.kind === 'paid')?.at ?? booking.createdAt;
}

/**
 * Each payer as the "Who paid" list says it: what they paid, and what went back to them ("₹500.00
 * back, ₹200.00 pending" while part of it is still on its way).
 */
export function payerLines(payers: readonly BookingPayer[]) {
  return payers.map((payer, index) => {
    const paise = (amount: string) => rupeesToPaise(amount) ?? 0;
    const due = payer.returns
      .filter((back) => back.status === 'due')
      .reduce((sum, back) => sum + paise(back.amount), 0);
    const done = paise(payer.returned) - due;
    const parts = [
      ...(done > 0 ? [`${formatPaise(done)} back`] : []),
      ...(due > 0 ? [`${formatPaise(due)} refund pending`] : []),
    ];
    return {
      key: `${index}-${payer.fullname}`,
      name: payer.fullname,
      paid: `Paid ${formatPaise(paise(payer.paid))}`,
      returned: parts.length > 0 ? parts.join(', ') : null,
    };
  });
}
