import { z } from 'zod';
import { INVALID_TURF_ID, uuidField } from './common-contract';

// A venue's GST details and its documents (docs/decisions/038). The rules and their messages are
// in shared/gstin and shared/tax-details; the schemas here only bound the sizes.

export const taxDetailsSchema = z.object({
  /** The registered legal name (as on the GST certificate); empty with the rest clears them. */
  legalName: z.string().max(200, 'The legal name can be at most 200 characters.'),
  gstin: z.string().max(30, 'Enter a GSTIN of 15 characters.'),
  /** The GST state code, '27' for Maharashtra. */
  state: z.string().max(4, 'Choose the state of the venue.'),
});
export type TaxDetails = z.infer<typeof taxDetailsSchema>;

export const taxDetailsAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  taxDetails: z.object({
    legalName: z.string().nullable(),
    gstin: z.string().nullable(),
    state: z.string().nullable(),
  }),
});
export type TaxDetailsAnswer = z.infer<typeof taxDetailsAnswerSchema>;

export const taxTurfParamsSchema = z.object({ turfId: uuidField(INVALID_TURF_ID) });

/** The month of an invoice register, 'YYYY-MM'. */
export const invoiceRegisterQuerySchema = z.object({ month: z.string().max(20).optional() });

/** What the booking page says of a booking's documents. */
export const bookingDocumentsSchema = z.object({
  invoice: z.object({ number: z.string(), kind: z.enum(['tax_invoice', 'receipt']) }).nullable(),
  creditNotes: z.array(z.object({ n: z.number(), number: z.string(), amount: z.number() })),
  /** The invoice of each paid move to a dearer slot, first first (docs/decisions/053). */
  moveInvoices: z.array(
    z.object({
      n: z.number(),
      number: z.string(),
      kind: z.enum(['tax_invoice', 'receipt']),
      amount: z.number(),
    }),
  ),
});
export type BookingDocuments = z.infer<typeof bookingDocumentsSchema>;
