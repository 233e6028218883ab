import { z } from 'zod';
import { parseRatePercent } from '../shared/gst';
import { isGstStateCode } from '../shared/gst-states';
import { gstinProblem, normalizeGstin } from '../shared/gstin';
import { DEFAULT_WITHHOLDING_RATES, type WithholdingRates } from '../shared/payout-figures';

// How venues are paid (docs/decisions/054), read from the environment with the rest of the
// configuration (config.ts). A change of a tax rate is a dated entry here, never a code change.

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Basis points, at most 20,000 a year apart: whole numbers from 0 to 10,000. */
const basisPoints = z.number().int().min(0).max(10_000);

const withholdingRatesSchema = z
  .array(
    z.object({
      from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      tcsBp: basisPoints,
      tdsBp: basisPoints,
      tdsWithoutPanBp: basisPoints,
      source: z.string().min(1),
    }),
  )
  .min(1);

/** The highest commission an admin may set, and the configured default's bound (percent). */
export const MAX_COMMISSION_PERCENT = 50;

export const payoutEnvShape = {
  /** TurfBook's commission on a venue's bookings unless the admin set the venue's own. */
  PAYOUT_COMMISSION_PERCENT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('10')
      .transform((text) => parseRatePercent(text) ?? -1)
      .refine(
        (rate) => rate >= 0 && rate <= MAX_COMMISSION_PERCENT * 100,
        `must be a percentage from 0 to ${MAX_COMMISSION_PERCENT} such as 10`,
      ),
  ),
  /** TurfBook's own GST state: TCS is CGST and SGST for venues in it, IGST for the rest. */
  TURFBOOK_GST_STATE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('27')
      .refine(isGstStateCode, 'must be a GST state code such as 27 (Maharashtra)'),
  ),
  /** Who issues the fee invoices to venues: TurfBook's legal name, GSTIN and address. */
  TURFBOOK_LEGAL_NAME: z.preprocess(emptyAsUndefined, z.string().max(200).default('TurfBook')),
  TURFBOOK_GSTIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform(normalizeGstin)
      .refine(
        (gstin) => gstinProblem(gstin) === null,
        'must be a valid GSTIN such as 27AAPFU0939F1ZV',
      )
      .optional(),
  ),
  TURFBOOK_ADDRESS: z.preprocess(
    emptyAsUndefined,
    z.string().max(300).default('Mumbai, Maharashtra'),
  ),
  /** How long after a booking's end its payout is held, for late cancellations and disputes. */
  PAYOUT_SETTLEMENT_DELAY_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(0, 'must be at least 0 (hours)')
      .default(24),
  ),
  /**
   * The withholding rates since each took effect, as JSON: [{ "from": "2024-10-01", "tcsBp": 50,
   * "tdsBp": 10, "tdsWithoutPanBp": 500, "source": "…" }]; the defaults name their law.
   */
  PAYOUT_WITHHOLDING_RATES: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((text, ctx): readonly WithholdingRates[] => {
        if (text === undefined) return DEFAULT_WITHHOLDING_RATES;
        try {
          const parsed = withholdingRatesSchema.safeParse(JSON.parse(text));
          if (parsed.success) return parsed.data;
        } catch {
          // Not JSON: said below.
        }
        ctx.addIssue({
          code: 'custom',
          message:
            'must be a JSON list of { from: "YYYY-MM-DD", tcsBp, tdsBp, tdsWithoutPanBp, source }',
        });
        return z.NEVER;
      }),
  ),
};

type PayoutEnv = z.output<z.ZodObject<typeof payoutEnvShape>>;

export interface PayoutConfig {
  /** Basis points of the price net of money back. */
  defaultCommissionBp: number;
  settlementDelayMs: number;
  withholdingRates: readonly WithholdingRates[];
  turfbookState: string;
  /**
   * The seller on TurfBook's fee invoices; `gstin` null in production until TURFBOOK_GSTIN is set
   * (fee invoices then wait), a sample one elsewhere so the offline defaults work.
   */
  turfbook: { legalName: string; gstin: string | null; address: string };
}

/** TurfBook's GSTIN outside production when none is configured: valid in form, never real. */
export const SAMPLE_TURFBOOK_GSTIN = '27AAACT1234C1ZX';

export function payoutConfigOf(env: PayoutEnv, production: boolean): PayoutConfig {
  return {
    defaultCommissionBp: env.PAYOUT_COMMISSION_PERCENT,
    settlementDelayMs: env.PAYOUT_SETTLEMENT_DELAY_HOURS * 3_600_000,
    withholdingRates: env.PAYOUT_WITHHOLDING_RATES,
    turfbookState: env.TURFBOOK_GST_STATE,
    turfbook: {
      legalName: env.TURFBOOK_LEGAL_NAME,
      gstin: env.TURFBOOK_GSTIN ?? (production ? null : SAMPLE_TURFBOOK_GSTIN),
      address: env.TURFBOOK_ADDRESS,
    },
  };
}
