import { z } from 'zod';
import { courtChoiceFields, endTimeField, startTimeField } from '../booking-request';
import { priceRulesJsonSchema } from '../price-rules-form';
import { subscriptionDetailsSchema } from '../subscription-request';
import { isLocalDate } from '../time';

// Prices by the hour, the day and the offer (docs/decisions/034): what a hold made now would
// charge (GET /api/v1/turf/:turfId/price), and an owner's rules
// (GET and PUT /api/v1/owner/turfs/:turfId/pricing).

export const PRICE_QUERY_MESSAGES = {
  date: 'Date must be a date such as 2030-05-10',
} as const;

/**
 * GET /api/v1/turf/:turfId/price?date=2030-05-10&startTime=6:00 PM&endTime=8:00 PM[&courtId]
 * [&sport]: the sport decides which court a slot without one would be given (decision 039).
 */
export const priceQuerySchema = z.object({
  date: z
    .string({ error: 'Date is required' })
    .max(40, PRICE_QUERY_MESSAGES.date)
    .refine(isLocalDate, PRICE_QUERY_MESSAGES.date),
  startTime: startTimeField,
  endTime: endTimeField,
  ...courtChoiceFields,
  /** Taken off as Pay Now would take it (docs/decisions/035); it is not used up by asking. */
  promoCode: z.string().max(200).optional(),
});
export type PriceQuery = z.input<typeof priceQuerySchema>;

/** One stretch of one rate: "6:00 PM–8:00 PM, Peak, ₹1800.00/h, ₹3600.00". */
export const pricePartSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  /** The rule's price an hour, before any offer. */
  perHour: z.string(),
  amount: z.string(),
  label: z.enum(['Standard', 'Peak', 'Off-peak', 'Special day', 'Last-minute offer']),
});
export type PricePart = z.infer<typeof pricePartSchema>;

export const priceAnswerSchema = z.object({
  success: z.literal(true),
  /** What the card would be charged, rupees with 2 decimals. */
  amount: z.string(),
  parts: z.array(pricePartSchema),
  /** Taken off the parts' sum (a promo code's), rupees with 2 decimals. */
  discount: z.string(),
});
export type PriceAnswer = z.infer<typeof priceAnswerSchema>;

/**
 * POST /api/v1/turf/:turfId/subscription-price: what Pay Now would charge for these slots, the
 * subscription's 15% off the sum of each slot's own price (on the court it would be given).
 */
export const subscriptionPriceBodySchema = subscriptionDetailsSchema.omit({ turfId: true });
export type SubscriptionPriceBody = z.input<typeof subscriptionPriceBodySchema>;

export const subscriptionPriceAnswerSchema = z.object({
  success: z.literal(true),
  /** What the card would be charged, rupees with 2 decimals. */
  amount: z.string(),
  /** The slots' prices added up, before the 15%. */
  original: z.string(),
  discount: z.string(),
});
export type SubscriptionPriceAnswer = z.infer<typeof subscriptionPriceAnswerSchema>;

/** GET and PUT /api/v1/owner/turfs/:turfId/pricing answer the rules as saved. */
export const pricingAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  pricing: priceRulesJsonSchema,
});
export type PricingAnswer = z.infer<typeof pricingAnswerSchema>;

/**
 * GET, PUT and DELETE /api/v1/owner/turfs/:turfId/courts/:courtId/pricing (docs/decisions/039):
 * the court's prices, its own (`ownPrices`) or, when it follows the listing's, those.
 */
export const courtPricingAnswerSchema = pricingAnswerSchema.extend({ ownPrices: z.boolean() });
export type CourtPricingAnswer = z.infer<typeof courtPricingAnswerSchema>;
