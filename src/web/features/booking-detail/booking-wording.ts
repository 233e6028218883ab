import type { TFunction } from 'i18next';
import type {
  BookingDetail,
  BookingHistoryEntry,
  BookingPayer,
} from '../../../shared/api/booking-detail-contract';
import {
  HALF_REFUND_HOURS_BEFORE,
  RESCHEDULED_ALREADY,
  RESCHEDULE_TOO_LATE,
} from '../../../shared/cancellation-policy';
import { CREDIT_MESSAGES } from '../../../shared/credit';
import { formatPaise } from '../../../shared/display-format';
import { rupeesToPaise } from '../../../shared/pricing';
import { RAIN_OUT_MESSAGES } from '../../../shared/rain-out-choice';
import { cancelledByWords, paidWithWords } from '../../components/booking-words';
import type { useDates } from '../../i18n/use-language';
import { formatRupeeAmount } from '../../utils/money';

// The booking page's sentences: its history, what a cancellation gives back, and the refund, in
// the reader's language (docs/decisions/062). Instants (the API's ISO `at`) are written in the
// venue's zone, as the times of play are.

/** What the sentences are written with: the screen's `t` and its dates (useDates). */
export interface Words {
  t: TFunction;
  dates: ReturnType<typeof useDates>;
}

/** 'Tue, 24 Nov 2026, 6:00 PM – 7:30 PM' */
export function slotText(
  { t, dates }: Words,
  slot: { date: string; startTime: string; endTime: string },
): string {
  return t('booking-detail:slot', {
    date: dates.date(slot.date),
    start: slot.startTime,
    end: slot.endTime,
  });
}

export interface HistoryLine {
  key: string;
  kind: BookingHistoryEntry['kind'];
  text: string;
  when: string;
}

function historyText(words: Words, entry: BookingHistoryEntry): string {
  const { t } = words;
  const amount = entry.amount ?? 0;
  switch (entry.kind) {
    case 'paid':
      return t('booking-detail:history.paid', { amount: formatRupeeAmount(amount) });
    case 'rescheduled': {
      // A move's difference (docs/decisions/053): paid, or given back.
      const slots =
        entry.from && entry.to
          ? { from: slotText(words, entry.from), to: slotText(words, entry.to) }
          : null;
      const base = slots ? 'booking-detail:history.moved' : 'booking-detail:history.movedAway';
      if (amount > 0) return t(`${base}PaidMore`, { ...slots, amount: formatRupeeAmount(amount) });
      if (amount < 0) return t(`${base}Back`, { ...slots, amount: formatRupeeAmount(-amount) });
      return t(base, { ...slots });
    }
    case 'cancelled': {
      const who = cancelledByWords(t, entry.by, entry.reason);
      if (entry.amount === null) return t('booking-detail:history.cancelledRainOut', { who });
      return amount > 0
        ? t('booking-detail:history.cancelledRefund', { who, amount: formatRupeeAmount(amount) })
        : t('booking-detail:history.cancelledNoRefund', { who });
    }
    case 'refunded':
      return t('booking-detail:history.refunded', { amount: formatRupeeAmount(amount) });
  }
}

/** The booking's history, oldest first, as the page lists it. */
export function historyLines(
  words: Words,
  history: readonly BookingHistoryEntry[],
  timeZone: string,
): HistoryLine[] {
  return history.map((entry, index) => ({
    key: `${entry.kind}-${entry.at}-${index}`,
    kind: entry.kind,
    text: historyText(words, entry),
    when: words.dates.venueInstant(entry.at, timeZone),
  }));
}

/** What the cancel dialog promises, from the server's quote under the policy. */
export function cancelOutcomeText(
  t: TFunction,
  cancel: BookingDetail['actions']['cancel'],
  /** The booking is open as a game (docs/decisions/045): the game ends with it. */
  game = false,
): string {
  if (cancel.refundPercent > 0 && cancel.refundAmount > 0)
    return t(`booking-detail:cancelOutcome.${game ? 'refundGame' : 'refund'}`, {
      amount: formatRupeeAmount(cancel.refundAmount),
      percent: cancel.refundPercent,
    });
  return t(`booking-detail:cancelOutcome.${game ? 'noRefundGame' : 'noRefund'}`, {
    hours: HALF_REFUND_HOURS_BEFORE,
  });
}

/**
 * How a booking was paid, as its charge says (docs/decisions/052): one way alone ("Card ending
 * 4242", "UPI, name@bank", "TurfBook credit"), or each way with what it paid. A booking with no
 * charge on record says only how credit shared it (decision 040), or nothing.
 */
export function paidWithText(
  t: TFunction,
  booking: Pick<BookingDetail, 'amountCharged' | 'creditPaid' | 'charge'>,
  /** Say what each way paid even when there is one (a shared booking's own part). */
  withAmounts = false,
): string | null {
  const ways = booking.charge?.paidWith ?? [];
  if (ways.length === 1 && !withAmounts) return paidWithWords(t, ways[0]!.method);
  if (ways.length > 0)
    return ways
      .map((way) =>
        t('booking-detail:paidWith.part', {
          amount: formatPaise(rupeesToPaise(way.amount) ?? 0),
          method: paidWithWords(t, way.method),
        }),
      )
      .join(' + ');
  const creditPaise = rupeesToPaise(booking.creditPaid) ?? 0;
  const cardPaise = (rupeesToPaise(booking.amountCharged) ?? 0) - creditPaise;
  if (creditPaise <= 0) return null;
  if (cardPaise <= 0) return t('booking-detail:paidWith.credit');
  return t('booking-detail:paidWith.creditAndCard', {
    credit: formatPaise(creditPaise),
    card: formatPaise(cardPaise),
  });
}

/** Each way the charge was paid, with what it paid, for the receipt's lines. */
export function paidWithLines(t: TFunction, charge: BookingDetail['charge']) {
  return (charge?.paidWith ?? []).map((way) => ({
    key: way.method,
    label: paidWithWords(t, way.method),
    amount: formatPaise(rupeesToPaise(way.amount) ?? 0),
  }));
}

/** The code's discount as a line ("Discount (MONSOON10)", "−₹100.00"), or null without one. */
export function discountLine(
  t: TFunction,
  charge: BookingDetail['charge'],
): { label: string; amount: string; listPrice: string } | null {
  const discountPaise = rupeesToPaise(charge?.discount ?? '0') ?? 0;
  if (!charge || discountPaise <= 0) return null;
  return {
    label: charge.promoCode
      ? t('booking-detail:discountCode', { code: charge.promoCode })
      : t('booking-detail:discount'),
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
  { t, dates }: Words,
  refund: BookingDetail['refund'],
  timeZone: string,
  sharedBy = 1,
): string | null {
  if (!refund || refund.amount <= 0) return null;
  const amount = formatRupeeAmount(refund.amount);
  if (sharedBy > 1)
    return t(`booking-detail:refund.${refund.status === 'done' ? 'sharedDone' : 'sharedDue'}`, {
      amount,
    });
  // A part-credit booking's refund goes back to each source (docs/decisions/040).
  const toCredit = refund.parts.find((part) => part.destination === 'credit');
  const toCard = refund.parts.find((part) => part.destination === 'source');
  if (toCredit && toCard) {
    const card = t(
      `booking-detail:refund.${toCard.status === 'done' ? 'partCardDone' : 'partCardDue'}`,
      { amount: formatRupeeAmount(toCard.amount) },
    );
    const credit = t(
      `booking-detail:refund.${toCredit.status === 'done' ? 'partCreditDone' : 'partCreditDue'}`,
      { amount: formatRupeeAmount(toCredit.amount) },
    );
    return t('booking-detail:refund.parts', { amount, credit, card });
  }
  const on = refund.refundedAt ? dates.venueInstant(refund.refundedAt, timeZone) : null;
  if (refund.destination === 'credit') {
    if (refund.status !== 'done') return t('booking-detail:refund.creditDue', { amount });
    return on
      ? t('booking-detail:refund.creditDoneOn', { amount, when: on })
      : t('booking-detail:refund.creditDone', { amount });
  }
  if (refund.status === 'done')
    return on
      ? t('booking-detail:refund.cardDoneOn', { amount, when: on })
      : t('booking-detail:refund.cardDone', { amount });
  return t('booking-detail:refund.cardDue', { amount });
}

/** When the card was charged: the history's 'paid' moment, else the booking's creation. */
export function paidAt(booking: Pick<BookingDetail, 'history' | 'createdAt'>): string {
  return booking.history.find((entry) => entry.kind === 'paid')?.at ?? booking.createdAt;
}

/**
 * Each payer as the "Who paid" list says it: what they paid, and what went back to them ("₹500.00
 * back, ₹200.00 refund pending" while part of it is still on its way).
 */
export function payerLines(t: TFunction, payers: readonly BookingPayer[]) {
  return payers.map((payer, index) => {
    const paise = (amount: string) => rupeesToPaise(amount) ?? 0;
    const due = payer.returns
      .filter((back) => back.status === 'due')
      .reduce((sum, back) => sum + paise(back.amount), 0);
    const done = paise(payer.returned) - due;
    const returned =
      done > 0 && due > 0
        ? t('booking-detail:payers.backAndPending', {
            back: formatPaise(done),
            pending: formatPaise(due),
          })
        : done > 0
          ? t('booking-detail:payers.back', { amount: formatPaise(done) })
          : due > 0
            ? t('booking-detail:payers.pending', { amount: formatPaise(due) })
            : null;
    return {
      key: `${index}-${payer.fullname}`,
      name: payer.fullname,
      paid: t('booking-detail:payers.paid', { amount: formatPaise(paise(payer.paid)) }),
      returned,
    };
  });
}

/** The booking routes' answers the page shows, by their English words (src/server/aftercare). */
const ANSWER_KEYS: Record<string, string> = {
  'Booking cancelled.': 'cancelled',
  'Booking cancelled. Your refund is on its way.': 'cancelledRefund',
  [CREDIT_MESSAGES.cancelledToCredit]: 'cancelledToCredit',
  'Booking moved.': 'moved',
  [RAIN_OUT_MESSAGES.chosen.credit]: 'rainCredit',
  [RAIN_OUT_MESSAGES.chosen.refund]: 'rainRefund',
  [RAIN_OUT_MESSAGES.chosen.move]: 'rainMove',
};

/** A success answer's message in the language; one the catalogue does not know stays as it came. */
export function answerText(t: TFunction, message: string): string {
  const key = ANSWER_KEYS[message];
  return key ? t(`booking-detail:answers.${key}`) : message;
}

/** Why the page offers no cancel or move (the answer's actions), by the server's English words. */
const REASON_KEYS: Record<string, string> = {
  'This booking has already started or ended, so it can no longer be cancelled.': 'started',
  [RESCHEDULE_TOO_LATE]: 'tooLate',
  [RESCHEDULED_ALREADY]: 'movedOnce',
};

/** An action's reason in the language; one the catalogue does not know stays as it came. */
export function reasonText(t: TFunction, reason: string): string {
  const key = REASON_KEYS[reason];
  return key ? t(`booking-detail:reasons.${key}`) : reason;
}
