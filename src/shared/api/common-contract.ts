import { z } from 'zod';

// Shapes every part of the API shares (architecture §3).

/** Every error answer. */
export const errorSchema = z.object({ success: z.literal(false), message: z.string() });
export type ApiError = z.infer<typeof errorSchema>;

export const messageSchema = z.object({ success: z.literal(true), message: z.string() });

/** The session's user (spec §3): `_id`, also as `id`. */
export const sessionUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  fullname: z.string(),
  email: z.string(),
  mobilenumber: z.string(),
  role: z.enum(['user', 'owner', 'admin']),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** register and login answer the user; /me answers it without a message. */
export const userAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: sessionUserSchema,
});
export const meAnswerSchema = z.object({ success: z.literal(true), user: sessionUserSchema });

/** GET /api/v1/config: the only part of the configuration that reaches the browser. */
export const publicConfigSchema = z.object({
  currency: z.string(),
  venueTimeZone: z.string(),
  payment: z.object({
    provider: z.enum(['local', 'stripe']),
    publishableKey: z.string().nullable(),
  }),
  images: z.object({
    provider: z.enum(['local', 'cloudinary']),
    uploadUrl: z.string(),
    cloudName: z.string().nullable(),
    uploadPreset: z.string().nullable(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
