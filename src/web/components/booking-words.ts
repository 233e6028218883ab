import type { TFunction } from 'i18next';
import type { StatusLabel } from '../../shared/booking-status';
import type { Canceller } from '../../shared/cancellation-wording';
import { CARD_OR_UPI, PAID_WITH_CREDIT } from '../../shared/paid-with';

// The words of a booking that several screens show (its status, who cancelled it, how it was
// paid), in the reader's language (docs/decisions/062). The rules stay in src/shared, whose
// English the server's mails keep; here only the words are mapped, from the booking-parts
// catalogue. `t` is any TFunction: the keys name their namespace.

const STATUS_KEYS: Record<string, string> = {
  Confirmed: 'confirmed',
  Pending: 'pending',
  Cancelled: 'cancelled',
  Expired: 'expired',
  Refunded: 'refunded',
  'Refund pending': 'refundPending',
};

/** bookingStatusLabel's label in the language; a status it has no word for stays as it came. */
export function statusLabelText(t: TFunction, status: StatusLabel): string {
  const key = STATUS_KEYS[status.label];
  return key ? t(`booking-parts:status.${key}`) : status.label;
}

/** cancelledByText's sentence in the language (shared/cancellation-wording.ts). */
export function cancelledByWords(t: TFunction, by: Canceller | null, reason: string | null) {
  const why = reason?.trim().replace(/\.$/, '') ?? '';
  switch (by) {
    case 'player':
      return t('booking-parts:cancelledBy.you');
    case 'owner':
      return why
        ? t('booking-parts:cancelledBy.venueBecause', { reason: why })
        : t('booking-parts:cancelledBy.venue');
    case 'system':
      return why
        ? t('booking-parts:cancelledBy.turfbookBecause', { reason: why })
        : t('booking-parts:cancelledBy.turfbook');
    default:
      return t('booking-parts:cancelledBy.unknown');
  }
}

/**
 * A paid-with label as the server wrote it (shared/paid-with.ts: "Card ending 4242", "UPI,
 * name@bank", "TurfBook credit", "Card or UPI") in the language; anything else stays as it came.
 */
export function paidWithWords(t: TFunction, method: string): string {
  if (method === PAID_WITH_CREDIT) return t('booking-parts:paidWith.credit');
  if (method === CARD_OR_UPI) return t('booking-parts:paidWith.cardOrUpi');
  const card = /^Card ending (\d{4})$/.exec(method);
  if (card) return t('booking-parts:paidWith.card', { last4: card[1] });
  const upi = /^UPI, (.+)$/.exec(method);
  if (upi) return t('booking-parts:paidWith.upi', { vpa: upi[1] });
  return method;
}

/** A sport's name in the language ('cricket' → 'क्रिकेट'); an unknown one stays as it came. */
export function sportWords(t: TFunction, sport: string): string {
  return ['cricket', 'football', 'badminton'].includes(sport)
    ? t(`booking-parts:sports.${sport}`)
    : sport;
}
