import { format, isValid, parseISO } from 'date-fns';
import type { TFunction } from 'i18next';
import type { BookingJson, PaymentStatus } from '../../../shared/booking-types';
import { formatPaise } from '../../../shared/display-format';
import { formatDayMonthYearIn } from '../../../shared/i18n/dates';
import type { Language } from '../../../shared/i18n/languages';
import { rupeesToPaise } from '../../../shared/pricing';
import { parseTimeLabel } from '../../../shared/slots';

// How a turf's booking is shown to its owner (spec §2 /turf-bookings/{turfId}), in the owner's
// language: the functions take t of the owner-turfs catalogue (docs/decisions/062).

export interface CustomerDisplay {
  name: string;
  email: string;
  phone: string;
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The customer with the spec's fallbacks; a bare id (no details) counts as unknown. */
export function customerOf(t: TFunction, booking: Pick<BookingJson, 'userId'>): CustomerDisplay {
  const customer = typeof booking.userId === 'object' && booking.userId ? booking.userId : null;
  return {
    name: present(customer?.fullname) ? customer.fullname : t('rows.unknownUser'),
    email: present(customer?.email) ? customer.email : t('rows.noEmail'),
    phone: present(customer?.mobilenumber) ? customer.mobilenumber : t('rows.noPhone'),
  };
}

/**
 * The booking's venue date (its ISO bookingDate when the date is missing): the spec's
 * 'dd MMM yyyy' in English, the language's one way in Hindi and Marathi ('05 Jan 2025' /
 * '5 जाने 2025').
 */
export function bookingDayLabel(
  t: TFunction,
  language: Language,
  booking: Pick<BookingJson, 'date' | 'bookingDate'>,
): string {
  const day = parseISO(booking.date || booking.bookingDate);
  if (!isValid(day)) return t('rows.unknownDate');
  return language === 'en'
    ? format(day, 'dd MMM yyyy')
    : formatDayMonthYearIn(language, format(day, 'yyyy-MM-dd'));
}

/** The first 10 characters of the payment id and an ellipsis (spec §9). */
export function shortPaymentId(t: TFunction, paymentId: string | null | undefined): string {
  return present(paymentId) ? `${paymentId.slice(0, 10)}...` : t('rows.noPaymentId');
}

const PAYMENT_STATUSES: readonly PaymentStatus[] = ['paid', 'unpaid', 'refunded'];

export function paymentStatusLabel(t: TFunction, status: string | null | undefined): string {
  if (!present(status)) return t('rows.unknown');
  return PAYMENT_STATUSES.includes(status as PaymentStatus) ? t(`rows.payment.${status}`) : status;
}

/** Rupees from the API as paise; anything that is not an amount counts as none. */
function paiseOf(rupees: number | null | undefined): number {
  return typeof rupees === 'number' ? (rupeesToPaise(rupees) ?? 0) : 0;
}

type OwnerRowFields = Pick<
  BookingJson,
  'status' | 'paymentStatus' | 'amountPaid' | 'amountCharged' | 'refundedAmount'
>;

export interface OwnerRowStatus {
  /** 'Confirmed' or 'Cancelled' (anything else as the server names it). */
  label: string;
  cancelled: boolean;
  /** A cancelled booking's refund: 'Refunded ₹750.00' once given back, 'Refund pending' while due. */
  refund: { text: string; done: boolean } | null;
}

/**
 * What became of the booking. A cancellation's refund is due while the payment
 * still reads 'paid' and given back once it reads 'refunded'; a late one refunds nothing.
 */
export function ownerRowStatus(t: TFunction, booking: OwnerRowFields): OwnerRowStatus {
  if (booking.status !== 'cancelled') {
    const label = booking.status === 'confirmed' ? t('rows.confirmed') : booking.status;
    return { label, cancelled: false, refund: null };
  }
  const refunded = paiseOf(booking.refundedAmount);
  let refund: OwnerRowStatus['refund'] = null;
  if (booking.paymentStatus === 'refunded')
    refund = { text: t('rows.refunded', { amount: formatPaise(refunded) }), done: true };
  else if (booking.paymentStatus === 'paid' && refunded > 0)
    refund = { text: t('rows.refundPending'), done: false };
  return { label: t('rows.cancelled'), cancelled: true, refund };
}

export interface OwnerRowAmount {
  /** What the venue keeps: the charge less any refund (the API's amountPaid). */
  kept: string;
  /** How the kept amount came about, when a refund took part of it: '₹1,500.00 charged, ₹750.00 refunded'. */
  note: string | null;
}

export function ownerRowAmount(t: TFunction, booking: OwnerRowFields): OwnerRowAmount {
  const kept = formatPaise(paiseOf(booking.amountPaid));
  const refunded = paiseOf(booking.refundedAmount);
  if (refunded === 0) return { kept, note: null };
  const values = {
    charged: formatPaise(paiseOf(booking.amountCharged)),
    refunded: formatPaise(refunded),
  };
  return {
    kept,
    note:
      booking.paymentStatus === 'refunded'
        ? t('rows.noteRefunded', values)
        : t('rows.noteToRefund', values),
  };
}

/** Latest day first; within a day, earliest start first. */
export function newestDayFirst<T extends Pick<BookingJson, 'date' | 'bookingDate' | 'startTime'>>(
  bookings: readonly T[],
): T[] {
  const day = (booking: T) => booking.date || booking.bookingDate || '';
  const start = (booking: T) => parseTimeLabel(booking.startTime) ?? 0;
  return [...bookings].sort((a, b) => day(b).localeCompare(day(a)) || start(a) - start(b));
}
