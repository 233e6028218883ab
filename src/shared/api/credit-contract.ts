import { z } from 'zod';
import { CREDIT_REASONS } from '../credit';

// GET /api/v1/user/credit (docs/decisions/040): the player's own TurfBook credit, rupees as
// 2-decimal text like the spec's amounts, and the ledger that explains it, newest first.

export const creditEntryJsonSchema = z.object({
  amount: z.string(),
  reason: z.enum(CREDIT_REASONS),
  bookingId: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditEntryJson = z.infer<typeof creditEntryJsonSchema>;

export const creditAnswerSchema = z.object({
  success: z.literal(true),
  balance: z.string(),
  entries: z.array(creditEntryJsonSchema),
});
export type CreditAnswer = z.infer<typeof creditAnswerSchema>;
