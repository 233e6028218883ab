import { z } from 'zod';
import { PROMO_MESSAGES } from '../promo-codes';
import { INVALID_TURF_ID, uuidField } from './common-contract';

// Promo codes (docs/decisions/035): an owner's under /api/v1/owner/promo-codes (their own turfs),
// the admin's under /api/v1/admin/promo-codes (every turf), and a player's preview. Money is
// rupees (a number or a text with 2 decimals), moments ISO date-times. The fields' own rules and
// messages are shared/promo-codes checkPromoCode's; the lengths here only keep huge bodies out.

const rupees = (message: string) =>
  z.union([z.number(), z.string().max(40)], { error: message }).nullish();

/** POST /api/v1/owner/promo-codes and /api/v1/admin/promo-codes. */
export const promoCodeBodySchema = z.object({
  code: z.string({ error: PROMO_MESSAGES.codeMissing }).max(200),
  percentOff: z.union([z.number(), z.string().max(40)]).nullish(),
  amountOff: rupees(PROMO_MESSAGES.amountInvalid),
  validFrom: z.string({ error: PROMO_MESSAGES.windowInvalid }).max(60),
  validTo: z.string({ error: PROMO_MESSAGES.windowInvalid }).max(60),
  maxUses: z.union([z.number(), z.string().max(40)], { error: PROMO_MESSAGES.maxUsesInvalid }),
  maxUsesPerPlayer: z.union([z.number(), z.string().max(40)], {
    error: PROMO_MESSAGES.perPlayerInvalid,
  }),
  minAmount: rupees(PROMO_MESSAGES.minAmountInvalid),
  firstBookingOnly: z.boolean().optional(),
  /** The owner's turfs it applies at; for the admin, absent or empty means every turf. */
  turfIds: z.array(uuidField(INVALID_TURF_ID)).max(500).optional(),
});
export type PromoCodeBody = z.input<typeof promoCodeBodySchema>;

/** A code with what it has done: uses that count now, paid uses, and the money given away. */
export const promoCodeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  percentOff: z.number().nullable(),
  /** Rupees. */
  amountOff: z.number().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  maxUses: z.number(),
  maxUsesPerPlayer: z.number(),
  /** Rupees. */
  minAmount: z.number(),
  firstBookingOnly: z.boolean(),
  /** Every turf (the admin's), else the turfs of `turfs`. */
  allTurfs: z.boolean(),
  turfs: z.array(z.object({ _id: z.string(), name: z.string() })),
  /** Uses that count against `maxUses` now: paid, and held by a checkout in progress. */
  uses: z.number(),
  /** Paid uses (kept when their booking is later cancelled). */
  paidUses: z.number(),
  /** Rupees the code took off paid charges. */
  givenAway: z.number(),
  createdAt: z.string(),
});
export type PromoCodeJson = z.infer<typeof promoCodeSchema>;

export const promoCodeAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  promoCode: promoCodeSchema,
});

export const promoCodesAnswerSchema = z.object({
  success: z.literal(true),
  promoCodes: z.array(promoCodeSchema),
});
export type PromoCodesAnswer = z.infer<typeof promoCodesAnswerSchema>;

/** GET /api/v1/promo-codes/:code/preview?turfId&amount */
export const promoPreviewParamsSchema = z.object({ code: z.string().max(200) });
export const promoPreviewQuerySchema = z.object({
  turfId: uuidField(INVALID_TURF_ID),
  /** The charge the player sees (after a subscription's 15%), rupees. */
  amount: z.string({ error: 'Please give the amount in rupees.' }).max(40),
});

export const promoPreviewAnswerSchema = z.object({
  success: z.literal(true),
  /** The code as stored (upper case). */
  code: z.string(),
  /** Rupees off, 2 decimals. */
  discount: z.string(),
  /** Rupees to pay, 2 decimals. */
  amount: z.string(),
});
export type PromoPreviewAnswer = z.infer<typeof promoPreviewAnswerSchema>;
