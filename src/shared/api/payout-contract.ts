import { z } from 'zod';
import { BUSINESS_TYPES, PAYOUT_ACCOUNT_STATUSES } from '../payout-account';
import { isLocalDate } from '../time';

// A venue business's payout account (docs/decisions/054). The rules and their messages are in
// shared/payout-account; the schemas here only bound the sizes, so a wrong PAN, IFSC or account
// number gets the message that names it.

export const payoutAccountBodySchema = z.object({
  legalName: z.string().max(300, 'The legal name can be at most 200 characters.'),
  businessType: z.enum(BUSINESS_TYPES, {
    error: `Choose the business type: ${BUSINESS_TYPES.join(', ')}.`,
  }),
  pan: z.string().max(30, 'Enter a PAN of 10 characters.').nullable(),
  contactName: z.string().max(200, 'The contact name can be at most 100 characters.'),
  email: z.string().max(300, 'The email can be at most 200 characters.'),
  phone: z.string().max(30, 'Enter a 10-digit Indian mobile number for payouts.'),
  bank: z.object({
    accountNumber: z.string().max(40, 'Enter the bank account number: 9 to 18 digits.'),
    ifsc: z.string().max(30, "Enter the branch's IFSC of 11 characters."),
  }),
});
export type PayoutAccountBody = z.infer<typeof payoutAccountBodySchema>;

export const payoutAccountSchema = z.object({
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  legalName: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  pan: z.string().nullable(),
  /** Only the last four digits of the account number are ever shown. */
  bank: z.object({ last4: z.string(), ifsc: z.string() }),
  /** Why it is not active (pending or rejected), as the owner reads it; null when active. */
  reason: z.string().nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const payoutAccountAnswerSchema = z.object({
  success: z.literal(true),
  account: payoutAccountSchema.nullable(),
});
export type PayoutAccountAnswer = z.infer<typeof payoutAccountAnswerSchema>;

export const COMMISSION_PROBLEM =
  'Enter the commission as a percentage from 0 to 50 with at most two decimals, such as 7.5.';

/** A venue's commission as the admin sets it: a percentage, checked by the route (0–50). */
export const commissionBodySchema = z.object({
  percent: z.number({ error: COMMISSION_PROBLEM }),
});

export const commissionAnswerSchema = z.object({
  success: z.literal(true),
  percent: z.number(),
});

export const PAYOUT_QUERY_MESSAGES = {
  date: 'Enter dates as YYYY-MM-DD, like 2026-12-01.',
  order: 'The "from" date must be on or before the "to" date.',
} as const;

/** By play date, both ends included; either may be left out. */
export const payoutsQuerySchema = z
  .object({
    from: z.string().refine(isLocalDate, PAYOUT_QUERY_MESSAGES.date).optional(),
    to: z.string().refine(isLocalDate, PAYOUT_QUERY_MESSAGES.date).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: PAYOUT_QUERY_MESSAGES.order,
  });

export const PAYOUT_STATUSES = ['on_hold', 'released', 'paid', 'reversed', 'failed'] as const;

/** One booking's payout: rupees as text with two decimals (docs/decisions/054). */
export const payoutSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  turfId: z.string(),
  playedOn: z.string(),
  gross: z.string(),
  returned: z.string(),
  fee: z.string(),
  feeGst: z.string(),
  tcs: z.string(),
  tds: z.string(),
  net: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  releaseAt: z.string(),
  transferId: z.string().nullable(),
  reason: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutsAnswerSchema = z.object({
  success: z.literal(true),
  /** Released and not yet paid, less anything carried to recover. */
  balance: z.string(),
  /** The nets still on hold. */
  onHold: z.string(),
  /** Why nothing can be released (no active payout account); null otherwise. */
  message: z.string().nullable(),
  payouts: z.array(payoutSchema),
});
export type PayoutsAnswer = z.infer<typeof payoutsAnswerSchema>;

/** A venue's weekly statement (play dates Monday to Sunday): rupees as text with two decimals. */
export const statementSchema = z.object({
  _id: z.string(),
  turfId: z.string(),
  from: z.string(),
  to: z.string(),
  opening: z.string(),
  gross: z.string(),
  returned: z.string(),
  fee: z.string(),
  feeGst: z.string(),
  tcs: z.string(),
  tds: z.string(),
  /** What the week added to the balance: gross less money back, fee, GST on fee, TCS and TDS. */
  net: z.string(),
  /** What was paid out in the week; the PDF and CSV list each transfer. */
  transfers: z.string(),
  closing: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;

export const statementsAnswerSchema = z.object({
  success: z.literal(true),
  statements: z.array(statementSchema),
});
export type StatementsAnswer = z.infer<typeof statementsAnswerSchema>;

export const ADMIN_PAYOUT_QUERY_MESSAGES = {
  date: 'Choose a date as YYYY-MM-DD, like 2026-12-01.',
  month: 'Choose a month as YYYY-MM, such as 2026-11.',
} as const;

/** The platform's day (venue time); today when left out. */
export const adminPayoutsQuerySchema = z.object({
  // Within the years a venue time zone's calendar is read in (a far date has no day to total).
  date: z
    .string()
    .refine(
      (text) => isLocalDate(text) && text >= '2000-01-01' && text <= '2999-12-31',
      ADMIN_PAYOUT_QUERY_MESSAGES.date,
    )
    .optional(),
});

export const taxFileQuerySchema = z.object({
  month: z
    .string({ error: ADMIN_PAYOUT_QUERY_MESSAGES.month })
    .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, ADMIN_PAYOUT_QUERY_MESSAGES.month),
});

export const adminPayoutsAnswerSchema = z.object({
  success: z.literal(true),
  date: z.string(),
  /** The day's money across every venue, from the payout ledger and the transfers processed. */
  totals: z.object({
    collected: z.string(),
    returned: z.string(),
    fee: z.string(),
    feeGst: z.string(),
    tcs: z.string(),
    tds: z.string(),
    paidOut: z.string(),
  }),
  venues: z.array(
    z.object({
      turfId: z.string(),
      name: z.string(),
      onHold: z.string(),
      balance: z.string(),
      /** The nets of its payouts whose transfer failed, to act on ("0.00" when none). */
      failed: z.string(),
      /** Why the last transfer failed, as the bank said it; null when none failed. */
      reason: z.string().nullable(),
    }),
  ),
});
export type AdminPayoutsAnswer = z.infer<typeof adminPayoutsAnswerSchema>;

export const FEE_DOCUMENT_KINDS = ['fee_invoice', 'fee_credit_note'] as const;

/** TurfBook's monthly tax invoice for its fees to a venue, or the credit note of fees reversed. */
export const feeDocumentSchema = z.object({
  _id: z.string(),
  kind: z.enum(FEE_DOCUMENT_KINDS),
  number: z.string(),
  turfId: z.string(),
  /** YYYY-MM: the month whose fees it bills. */
  month: z.string(),
  issuedAt: z.string(),
  bookings: z.number(),
  taxable: z.string(),
  gst: z.string(),
  total: z.string(),
});
export type FeeDocument = z.infer<typeof feeDocumentSchema>;

export const feeDocumentsAnswerSchema = z.object({
  success: z.literal(true),
  documents: z.array(feeDocumentSchema),
});

/** Every owner's payout account as the admin sees it: the account number by its last four digits. */
export const adminPayoutAccountsAnswerSchema = z.object({
  success: z.literal(true),
  accounts: z.array(
    payoutAccountSchema.extend({ ownerId: z.string(), ownerName: z.string(), email: z.string() }),
  ),
});
