import { z } from 'zod';
import {
  COURT_MESSAGES,
  MAX_COURTS,
  MAX_COURT_FORMAT,
  MIN_COURT_FORMAT,
  courtsInputProblem,
} from '../courts';

// A listing's courts as clients send them (docs/decisions/029, 030): with a new listing
// (postTurf's optional `courts`), and one at a time on a listing that exists
// (owner-courts-contract.ts). A court's `parts` name other courts of the listing.

export const courtName = z.string({ error: COURT_MESSAGES.name }).max(200, COURT_MESSAGES.name);
/** Sports as the add-turf form's sports_type takes them: any case, each once. */
export const courtSports = z
  .array(z.string({ error: COURT_MESSAGES.sports }).max(40, COURT_MESSAGES.sports), {
    error: COURT_MESSAGES.sports,
  })
  .max(10, COURT_MESSAGES.sports)
  .transform((sports) => [...new Set(sports.map((sport) => sport.trim().toLowerCase()))]);

/** Players a side (docs/decisions/067): a whole number 1–11, or null where none applies. */
export const courtFormat = z
  .number({ error: COURT_MESSAGES.format })
  .int({ error: COURT_MESSAGES.format })
  .min(MIN_COURT_FORMAT, { error: COURT_MESSAGES.format })
  .max(MAX_COURT_FORMAT, { error: COURT_MESSAGES.format })
  .nullable();

/**
 * One court: its name, the sports it hosts, (for a split pitch) the courts it is made of, and its
 * format.
 */
export const courtInputSchema = z.object({
  name: courtName,
  sports: courtSports,
  parts: z
    .array(z.string({ error: COURT_MESSAGES.unknownPart }).max(200, COURT_MESSAGES.unknownPart), {
      error: COURT_MESSAGES.unknownPart,
    })
    .max(MAX_COURTS, COURT_MESSAGES.unknownPart)
    .optional(),
  /** Absent or null: no format (the court's kind is then its plain courts, shared/court-kinds). */
  format: courtFormat.optional(),
});

/** postTurf's `courts`: the whole list must pass the one rule (shared/courts courtsInputProblem). */
export const newListingCourtsSchema = z
  .array(courtInputSchema, { error: COURT_MESSAGES.none })
  .max(MAX_COURTS, COURT_MESSAGES.tooMany)
  .superRefine((courts, ctx) => {
    const problem = courtsInputProblem(courts);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
