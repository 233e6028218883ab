import { MOBILE_NUMBER_PATTERN } from './auth-schemas';
import { priceOfRange, type PriceRules } from './price-rules';
import { paiseToRupeesText, rupeesToPaise } from './pricing';
import {
  END_OF_DAY,
  FIRST_SLOT,
  LAST_SLOT,
  SLOT_MINUTES,
  type LocalMoment,
  type TimeRange,
} from './slots';
import { addDays } from './time';

// The owner's own bookings, taken by phone or at the gate (docs/decisions/032): who the customer
// is, what it costs and how it was paid. The dialog checks each field with these rules as the
// owner types; the server checks the request again before the booking core writes anything.

export const VENUE_SOURCES = ['phone', 'walk_in'] as const;
export type VenueSource = (typeof VENUE_SOURCES)[number];

/**
 * How a venue booking was paid: cash, UPI to the venue's own QR or a card at the desk
 * (docs/decisions/066), or not yet.
 */
export const VENUE_PAID_BY = ['cash', 'upi', 'card', 'unpaid'] as const;
export type VenuePaidBy = (typeof VENUE_PAID_BY)[number];
export type VenuePaymentMethod = Exclude<VenuePaidBy, 'unpaid'>;

export const CUSTOMER_NAME_MAX_LENGTH = 60;
/** ₹1,00,000: no half-hour range at a Mumbai turf costs more; more is a typing slip. */
export const MAX_VENUE_PRICE_PAISE = 100_000_00;

export const VENUE_BOOKING_MESSAGES = {
  nameMissing: "Please give the customer's name.",
  nameTooLong: `The name can be at most ${CUSTOMER_NAME_MAX_LENGTH} characters.`,
  phoneInvalid: "Please give the customer's mobile number: 10 or 11 digits.",
  priceInvalid: 'Please give the price in rupees, like 1200 or 1200.50.',
  priceTooHigh: 'The price can be at most ₹1,00,000.',
  paidByInvalid:
    'Please say how it was paid: cash, UPI at the venue, card at the desk, or not yet paid.',
  methodInvalid: 'Please say how it was paid: cash, UPI at the venue or card at the desk.',
  notFound: 'Booking not found',
  alreadyPaid: 'This booking is already marked paid.',
  notLive: 'This booking has been cancelled.',
  started: 'This booking has already started; it can no longer be cancelled.',
} as const;

export const VENUE_SOURCE_LABELS: Record<VenueSource, string> = {
  phone: 'Phone',
  walk_in: 'Walk-in',
};

export const VENUE_PAYMENT_LABELS: Record<VenuePaidBy, string> = {
  cash: 'Cash',
  upi: 'UPI at venue',
  card: 'Card at desk',
  unpaid: 'Not yet paid',
};

/** The name as stored: trimmed, inner runs of white space made one. */
export function normalizeCustomerName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

export function customerNameProblem(name: string): string | null {
  const normalized = normalizeCustomerName(name);
  if (!normalized) return VENUE_BOOKING_MESSAGES.nameMissing;
  if (normalized.length > CUSTOMER_NAME_MAX_LENGTH) return VENUE_BOOKING_MESSAGES.nameTooLong;
  return null;
}

/**
 * The number as stored: spaces and dashes dropped, and India's +91 taken off, so '+91 98200
 * 12345' and '98200-12345' are one customer. Null when what is left breaks the project's
 * mobile number rule (the signup's: 10 or 11 digits).
 */
export function normalizeCustomerPhone(phone: string): string | null {
  const digits = phone.replace(/[\s-]/g, '').replace(/^\+91(?=\d{10}$)/, '');
  return MOBILE_NUMBER_PATTERN.test(digits) ? digits : null;
}

/** A price typed in rupees as paise: 0 up to ₹1,00,000, at most 2 decimals; or the problem. */
export function parseVenuePrice(text: string): { paise: number } | { problem: string } {
  const paise = rupeesToPaise(text.replace(/[,₹\s]/g, ''));
  if (paise === null) return { problem: VENUE_BOOKING_MESSAGES.priceInvalid };
  if (paise > MAX_VENUE_PRICE_PAISE) return { problem: VENUE_BOOKING_MESSAGES.priceTooHigh };
  return { paise };
}

/**
 * What the turf's rules charge for the range, offers aside (docs/decisions/034): the price the
 * dialog starts from, which the owner may change.
 */
export function defaultVenuePricePaise(range: TimeRange, rules: PriceRules): number {
  return priceOfRange(rules, range, null).totalPaise;
}

/** The default price as the dialog's text ('1200.00'). */
export function defaultVenuePriceText(range: TimeRange, rules: PriceRules): string {
  return paiseToRupeesText(defaultVenuePricePaise(range, rules));
}

/** What the owner typed, before it is checked. */
export interface VenueBookingInput {
  customerName: string;
  customerPhone: string;
  /** Rupees as text; absent or blank: what the turf would charge. */
  price?: string | null;
  paidBy: string;
}

export interface CheckedVenueBooking {
  customerName: string;
  customerPhone: string;
  /** Null: the turf's own price for the range, set by the server. */
  pricePaise: number | null;
  paidBy: VenuePaidBy;
}

/** The first problem with the customer, price and payment, or the checked values. */
export function checkVenueBooking(
  input: VenueBookingInput,
): { ok: CheckedVenueBooking } | { problem: string } {
  const nameProblem = customerNameProblem(input.customerName);
  if (nameProblem) return { problem: nameProblem };
  const customerPhone = normalizeCustomerPhone(input.customerPhone);
  if (!customerPhone) return { problem: VENUE_BOOKING_MESSAGES.phoneInvalid };
  let pricePaise: number | null = null;
  if (input.price != null && input.price.trim() !== '') {
    const price = parseVenuePrice(input.price);
    if ('problem' in price) return price;
    pricePaise = price.paise;
  }
  if (!(VENUE_PAID_BY as readonly string[]).includes(input.paidBy))
    return { problem: VENUE_BOOKING_MESSAGES.paidByInvalid };
  return {
    ok: {
      customerName: normalizeCustomerName(input.customerName),
      customerPhone,
      pricePaise,
      paidBy: input.paidBy as VenuePaidBy,
    },
  };
}

/**
 * Where "Record a booking" starts: an hour from the next half hour today (to 11:59 PM at the
 * latest), or 6:00 AM tomorrow once today has no half hour left; the owner changes it at will.
 */
export function suggestedVenueRange(now: LocalMoment): TimeRange {
  const next = Math.max(FIRST_SLOT, Math.ceil(now.minutes / SLOT_MINUTES) * SLOT_MINUTES);
  if (next > LAST_SLOT)
    return { date: addDays(now.date, 1), start: FIRST_SLOT, end: FIRST_SLOT + 60 };
  return { date: now.date, start: next, end: Math.min(next + 60, END_OF_DAY) };
}
