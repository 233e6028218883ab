import { z } from 'zod';
import { VENUE_BOOKING_MESSAGES, VENUE_PAID_BY, VENUE_SOURCES } from '../venue-bookings';
import { priceRulesJsonSchema } from '../price-rules-form';
import { courtJsonSchema } from './turf-contract';
import { uuidField } from './common-contract';

// The owner's own phone and walk-in bookings (docs/decisions/032), under /api/v1/owner: only the
// turf's owner and the admin. Times are minutes since the venue's midnight, dates the venue's
// 'YYYY-MM-DD', money rupees (typed as text, read to the paisa by shared/venue-bookings).

const localDate = z.iso.date({ error: 'Dates are written like 2030-05-10.' });
const minute = z.number({ error: 'Times are minutes of the day.' }).int().min(0).max(1439);

export const INVALID_VENUE_BOOKING_ID = 'Invalid booking id';
export const venueBookingParamsSchema = z.object({
  bookingId: uuidField(INVALID_VENUE_BOOKING_ID),
});

/**
 * POST /api/v1/owner/turfs/:turfId/venue-bookings. The text fields' own rules (and messages)
 * are shared/venue-bookings checkVenueBooking's; the lengths here only keep huge bodies out.
 */
export const venueBookingBodySchema = z.object({
  /** A court of this listing; absent or null: the first free court, as for a player. */
  courtId: uuidField('Invalid court id').nullish(),
  date: localDate,
  start: minute,
  end: minute,
  /** How it came: a phone call, or a customer at the gate (the default). */
  source: z.enum(VENUE_SOURCES, { error: 'Say whether it came by phone or walk-in.' }).optional(),
  customerName: z.string({ error: VENUE_BOOKING_MESSAGES.nameMissing }).max(400, {
    error: VENUE_BOOKING_MESSAGES.nameTooLong,
  }),
  customerPhone: z.string({ error: VENUE_BOOKING_MESSAGES.phoneInvalid }).max(40, {
    error: VENUE_BOOKING_MESSAGES.phoneInvalid,
  }),
  /** Rupees as text ('1200', '1200.50', '0'); absent or blank: what the turf would charge. */
  price: z.string({ error: VENUE_BOOKING_MESSAGES.priceInvalid }).max(40).nullish(),
  /** 'cash', 'upi' (to the venue's QR), 'card' (at the desk) or 'unpaid'. */
  paidBy: z.string({ error: VENUE_BOOKING_MESSAGES.paidByInvalid }).max(20),
});

/** POST /api/v1/owner/venue-bookings/:bookingId/paid. */
export const venuePaidBodySchema = z.object({
  method: z.enum(['cash', 'upi', 'card'], { error: VENUE_BOOKING_MESSAGES.methodInvalid }),
});

/** GET /api/v1/owner/turfs/:turfId/venue-bookings?from=&to= (default: from 30 days back on). */
export const venueBookingsQuerySchema = z.object({
  from: localDate.optional(),
  to: localDate.optional(),
});

/** A phone or walk-in booking as its owner sees it (its customer is never shown to anyone else). */
export const venueBookingSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  turfId: z.string(),
  courtId: z.string(),
  courtName: z.string().nullable(),
  date: z.string(),
  start: z.number(),
  end: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  source: z.enum(VENUE_SOURCES),
  customerName: z.string(),
  customerPhone: z.string(),
  /** Rupees. */
  price: z.number(),
  paidBy: z.enum(VENUE_PAID_BY),
  paidAt: z.string().nullable(),
  /** Who took the payment at the desk; null while unpaid and for payments before teams. */
  paidByStaff: z.object({ _id: z.string(), fullname: z.string() }).nullable(),
  status: z.enum(['confirmed', 'cancelled']),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type VenueBookingJson = z.infer<typeof venueBookingSchema>;

export const venueBookingAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  booking: venueBookingSchema,
});
export type VenueBookingAnswer = z.infer<typeof venueBookingAnswerSchema>;

export const venueBookingsAnswerSchema = z.object({
  success: z.literal(true),
  /**
   * What the record dialog needs: the turf's price per hour (rupees), its price rules (the
   * dialog's default price, docs/decisions/034) and its courts in use.
   */
  turf: z.object({
    _id: z.string(),
    name: z.string(),
    price: z.number(),
    pricing: priceRulesJsonSchema,
    courts: z.array(courtJsonSchema),
  }),
  bookings: z.array(venueBookingSchema),
});
export type VenueBookingsAnswer = z.infer<typeof venueBookingsAnswerSchema>;

/** The owner's figures for money taken at the venue, apart from online payments (rupees). */
export const venueMoneySchema = z.object({
  /** Live phone and walk-in bookings paid at the venue (cash, UPI or card), all time. */
  paidAtVenue: z.number(),
  /** The same by how it was taken at the desk (docs/decisions/066). */
  paidAtVenueByMethod: z.object({ cash: z.number(), upi: z.number(), card: z.number() }),
  /** Live phone and walk-in bookings not paid yet, all time. */
  notYetPaid: z.number(),
  turfs: z.array(z.object({ turfId: z.string(), paidAtVenue: z.number(), notYetPaid: z.number() })),
});
export type VenueMoney = z.infer<typeof venueMoneySchema>;
