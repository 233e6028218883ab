import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';

// Shapes every part of the API shares (architecture §3).

/** An error's code: lower snake case, one of src/shared/errors/error-catalogue.ts. */
export const ERROR_CODE_PATTERN = /^[a-z][a-z0-9_]*$/;

/**
 * Every error answer (docs/decisions/063): its code (docs/errors.md lists them), the English
 * sentence, and the facts the sentence's placeholders name (texts and figures).
 */
export const errorSchema = z
  .object({
    success: z.literal(false),
    code: z.string().regex(ERROR_CODE_PATTERN),
    message: z.string(),
  })
  .catchall(z.union([z.string(), z.number()]));
export type ApiError = z.infer<typeof errorSchema>;

/** A change that answers only what happened (logout, rejectTurf). */
export const messageSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageAnswer = z.infer<typeof messageSchema>;

export const INVALID_TURF_ID = 'Invalid turf id';
export const INVALID_USER_ID = 'Invalid user id';

/** An id in a path or body: ids are UUIDs, and anything else is a 400 with `message`. */
export function uuidField(message: string) {
  return z.string().uuid({ error: message });
}

/** `/:turfId` of the turf, rating and booking calls. */
export const turfIdParamsSchema = z.object({ turfId: uuidField(INVALID_TURF_ID) });
/** `/:userId` of the owner's turfs and a player's bookings. */
export const userIdParamsSchema = z.object({ userId: uuidField(INVALID_USER_ID) });

/**
 * The session's user (spec §3): `_id`, also as `id`. `email` is null for a player who signed up
 * with a mobile number (docs/decisions/058).
 */
export const sessionUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  fullname: z.string(),
  email: z.string().nullable(),
  mobilenumber: z.string(),
  role: z.enum(['user', 'owner', 'admin']),
  /** The account's language (docs/decisions/062). */
  language: z.enum(LANGUAGES),
  /** The month the account was made, 'YYYY-MM' in India's calendar (docs/decisions/064). */
  memberSince: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/v1/config: the only part of the configuration that reaches the browser. */
export const publicConfigSchema = z.object({
  currency: z.string(),
  venueTimeZone: z.string(),
  payment: z.object({
    provider: z.enum(['local', 'stripe', 'razorpay']),
    /** Stripe's publishable key, or Razorpay's key id (both are meant for the browser). */
    publishableKey: z.string().nullable(),
    /** Razorpay only: where Razorpay Checkout (checkout.js) is loaded from. */
    checkoutUrl: z.string().optional(),
  }),
  images: z.object({
    provider: z.enum(['local', 'cloudinary']),
    uploadUrl: z.string(),
    cloudName: z.string().nullable(),
    uploadPreset: z.string().nullable(),
  }),
  /** The map's MapLibre style (docs/decisions/067): keyless, chosen by the deployment. */
  map: z.object({ styleUrl: z.string() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
