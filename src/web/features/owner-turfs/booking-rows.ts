import { format, isValid, parseISO } from 'date-fns';
import type { BookingJson, PaymentStatus } from '../../../shared/booking-types';
import { parseTimeLabel } from '../../../shared/slots';

// How a turf's booking is shown to its owner (spec §2 /turf-bookings/{turfId}).

export interface CustomerDisplay {
  name: string;
  email: string;
  phone: string;
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The customer with the spec's fallbacks; a bare id (no details) counts as unknown. */
export function customerOf(booking: Pick<BookingJson, 'userId'>): CustomerDisplay {
  const customer = typeof booking.userId === 'object' && booking.userId ? booking.userId : null;
  return {
    name: present(customer?.fullname) ? customer.fullname : 'Unknown User',
    email: present(customer?.email) ? customer.email : 'No email',
    phone: present(customer?.mobilenumber) ? customer.mobilenumber : 'No phone',
  };
}

/** 'dd MMM yyyy' of the booking's venue date (its ISO bookingDate when the date is missing). */
export function bookingDayLabel(booking: Pick<BookingJson, 'date' | 'bookingDate'>): string {
  const day = parseISO(booking.date || booking.bookingDate);
  return isValid(day) ? format(day, 'dd MMM yyyy') : 'Unknown date';
}

/** The first 10 characters of the payment id and an ellipsis (spec §9). */
export function shortPaymentId(paymentId: string | null | undefined): string {
  return present(paymentId) ? `${paymentId.slice(0, 10)}...` : 'No payment id';
}

const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  unpaid: 'Unpaid',
  refunded: 'Refunded',
};

export function paymentStatusLabel(status: string | null | undefined): string {
  if (!present(status)) return 'Unknown';
  return PAYMENT_LABELS[status as PaymentStatus] ?? status;
}

/** Latest day first; within a day, earliest start first. */
export function newestDayFirst<T extends Pick<BookingJson, 'date' | 'bookingDate' | 'startTime'>>(
  bookings: readonly T[],
): T[] {
  const day = (booking: T) => booking.date || booking.bookingDate || '';
  const start = (booking: T) => parseTimeLabel(booking.startTime) ?? 0;
  return [...bookings].sort((a, b) => day(b).localeCompare(day(a)) || start(a) - start(b));
}
