import { z } from 'zod';
import { CURRENCY, SPORTS } from './catalog';
import { COURT_MESSAGES } from './courts';
import { MAX_PAYMENT_PAISE, paiseToRupeesText, rupeesToPaise } from './pricing';
import { END_OF_DAY, FIRST_SLOT, LAST_SLOT, SLOT_MINUTES, parseTimeLabel } from './slots';
import { isLocalDate, parseDateText, zonedNow, type LocalDate } from './time';

// What post-payment and create-booking accept (architecture §3): dates as 'YYYY-MM-DD', an ISO
// date-time (its date in the venue zone counts) or 'Mon, Jan 1, 2025'; times as the spec's labels.

/** A booking date in any accepted form → the venue-local date, or null. */
export function parseBookingDate(text: string, timeZone: string): LocalDate | null {
  const plain = parseDateText(text);
  if (plain) return plain;
  // Date.parse would roll Feb 30 over into March: check the calendar date first.
  if (/^\d{4}-\d{2}-\d{2}T/.test(text) && isLocalDate(text.slice(0, 10))) {
    const instant = new Date(text);
    if (Number.isNaN(instant.getTime())) return null;
    // 9999-12-31T23:00:00Z is already the year 10000 in Mumbai: no date a booking can name.
    const { date } = zonedNow(instant, timeZone);
    return isLocalDate(date) ? date : null;
  }
  return null;
}

const isStartTime = (m: number) => m >= FIRST_SLOT && m <= LAST_SLOT && m % SLOT_MINUTES === 0;
const isEndTime = (m: number) => isStartTime(m) || m === END_OF_DAY;

const timeText = (name: string, accept: (minutes: number) => boolean, example: string) =>
  z
    .string({ error: `${name} is required` })
    .max(20, `${name} is not a valid time`)
    .transform((label, ctx) => {
      const minutes = parseTimeLabel(label);
      if (minutes === null || !accept(minutes)) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be a half-hour time such as ${example}`,
        });
        return z.NEVER;
      }
      return minutes;
    });

export const startTimeField = timeText('Start time', isStartTime, '6:30 PM');
export const endTimeField = timeText('End time', (m) => isEndTime(m) && m > FIRST_SLOT, '8:00 PM');

export const amountField = z
  .union([z.number(), z.string()], { error: 'Amount is required' })
  .transform((value, ctx) => {
    const paise = rupeesToPaise(value);
    if (paise !== null && paise > MAX_PAYMENT_PAISE) {
      ctx.addIssue({
        code: 'custom',
        message: `Amount must be at most ₹${paiseToRupeesText(MAX_PAYMENT_PAISE)}, the most one card payment can carry`,
      });
      return z.NEVER;
    }
    if (paise === null || paise <= 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'Amount must be a positive number of rupees with at most 2 decimals',
      });
      return z.NEVER;
    }
    return paise;
  });

export const currencyField = z
  .string()
  .trim()
  .toLowerCase()
  .refine((currency) => currency === CURRENCY, `Currency must be '${CURRENCY}'`);

/**
 * What a player may pick beyond the spec's fields (docs/decisions/029): the sport (absent: the
 * turf's sports_type) and the court (absent: the server assigns one).
 */
export const courtChoiceFields = {
  sport: z.enum(SPORTS, { error: 'Sport must be cricket, football or badminton' }).optional(),
  courtId: z.uuid({ error: COURT_MESSAGES.invalidCourtId }).optional(),
};

export const bookingDetailsSchema = z.object({
  turfId: z.string({ error: 'Turf id is required' }).uuid({ error: 'Invalid turf id' }),
  bookingDate: z
    .string({ error: 'Booking date is required' })
    .max(40, 'Booking date is not a valid date'),
  startTime: startTimeField,
  endTime: endTimeField,
  ...courtChoiceFields,
});
export type BookingDetailsInput = z.input<typeof bookingDetailsSchema>;
