import { z } from 'zod';
import { DAY_CLOSE_MESSAGES, DAY_CLOSE_NOTE_MAX_LENGTH } from '../day-close';

// A venue's day closed at the desk (docs/decisions/066), under /api/v1/owner/turfs/:turfId:
// POST closes it (the owner, managers, the admin), GET reads it; the front desk reads its own
// takings only. Money is rupees as text with 2 decimals ('1200.00'; a shortfall '-100.00').

const localDate = z.iso.date({ error: 'Dates are written like 2030-05-10.' });
const rupeeText = z.string();

/** GET /api/v1/owner/turfs/:turfId/day-close?date=YYYY-MM-DD (default: today at the venue). */
export const dayCloseQuerySchema = z.object({ date: localDate.optional() });

/** POST /api/v1/owner/turfs/:turfId/day-close. */
export const dayCloseBodySchema = z.object({
  date: localDate,
  counted: z.object({
    /** Rupees as text ('1200', '1200.50'); read to the paisa by shared/day-close. */
    cash: z.string({ error: DAY_CLOSE_MESSAGES.countedInvalid }).max(40, {
      error: DAY_CLOSE_MESSAGES.countedInvalid,
    }),
  }),
  /** Why the cash differs; needed when it does. */
  note: z
    .string()
    .max(DAY_CLOSE_NOTE_MAX_LENGTH * 4, { error: DAY_CLOSE_MESSAGES.noteTooLong })
    .nullish(),
});
export type DayCloseBody = z.input<typeof dayCloseBodySchema>;

const methodSumsSchema = z.object({ cash: rupeeText, upi: rupeeText, card: rupeeText });

export const dayCloseAnswerSchema = z.object({
  success: z.literal(true),
  date: z.string(),
  /**
   * What the desk took that day by method (the close's own figures once it is closed); for the
   * front desk, what they took themselves.
   */
  expected: methodSumsSchema,
  /** Per person who took money (payments before teams: under the owner). */
  byStaff: z.array(
    z.object({
      userId: z.string(),
      fullname: z.string(),
      cash: rupeeText,
      upi: rupeeText,
      card: rupeeText,
    }),
  ),
  /** Null before the close (and for the front desk). */
  counted: z.object({ cash: rupeeText }).nullable(),
  /** Counted less expected cash: negative when short. Null before the close. */
  difference: rupeeText.nullable(),
  note: z.string().nullable(),
  closedBy: z.object({ fullname: z.string() }).nullable(),
  /** When it was closed (ISO). Null before the close. */
  closedAt: z.string().nullable(),
  /**
   * Payments of that day recorded after it was closed, apart from the closed figures; null
   * before the close.
   */
  takenAfterClose: methodSumsSchema.nullable(),
  /** 'venue': the whole venue's figures; 'own': the asking person's own takings only. */
  scope: z.enum(['venue', 'own']),
});
export type DayCloseAnswer = z.infer<typeof dayCloseAnswerSchema>;
