import { z } from 'zod';
import { COURT_CHANGE_MESSAGES } from '../court-changes';
import { COURT_MESSAGES } from '../courts';
import { INVALID_TURF_ID, uuidField } from './common-contract';
import { courtFormat, courtInputSchema, courtName, courtSports } from './court-contract';
import { courtJsonSchema } from './turf-contract';

// An owner's courts on a listing that exists, under /api/v1/owner/turfs/:turfId/courts
// (docs/decisions/030): add one, rename one or change its sports, retire one.

/** `/:turfId/courts/:courtId` */
export const courtParamsSchema = z.object({
  turfId: uuidField(INVALID_TURF_ID),
  courtId: uuidField(COURT_MESSAGES.invalidCourtId),
});

/** POST /api/v1/owner/turfs/:turfId/courts: one more court. */
export const addCourtBodySchema = courtInputSchema;
export type AddCourtBody = z.input<typeof addCourtBodySchema>;

/**
 * PATCH /api/v1/owner/turfs/:turfId/courts/:courtId: a new name, new sports, a new format (null:
 * none), or some of them.
 */
export const changeCourtBodySchema = z
  .object({
    name: courtName.optional(),
    sports: courtSports.optional(),
    format: courtFormat.optional(),
  })
  .refine(
    (body) => body.name !== undefined || body.sports !== undefined || body.format !== undefined,
    { message: COURT_CHANGE_MESSAGES.nothingToChange },
  );
export type ChangeCourtBody = z.input<typeof changeCourtBodySchema>;

/** Every court change answers the listing's courts in use after it, in the owner's order. */
export const courtsChangedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  courts: z.array(courtJsonSchema),
});
export type CourtsChangedAnswer = z.infer<typeof courtsChangedAnswerSchema>;
