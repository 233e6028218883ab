import { z } from 'zod';
import { loginSchema, signupSchema } from '../auth-schemas';
import { messageSchema, sessionUserSchema } from './common-contract';

// /api/v1/user/* (spec §7). The request bodies are the login and signup forms' own schemas, so
// the form, the route and the spec's messages cannot drift apart.

/** POST /api/v1/user/login (JSON). */
export const loginBodySchema = loginSchema;
export type LoginRequest = z.input<typeof loginBodySchema>;

/** POST /api/v1/user/register (multipart form, or JSON), the fields as typed. */
export const registerBodySchema = signupSchema;
export type RegisterRequest = z.input<typeof registerBodySchema>;

/** What login (200) and register (201) answer. */
export const userAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof userAnswerSchema>;
export type RegisterResponse = z.infer<typeof userAnswerSchema>;

/** GET /api/v1/user/me: the session's user, without a message. */
export const meAnswerSchema = z.object({ success: z.literal(true), user: sessionUserSchema });
export type MeResponse = z.infer<typeof meAnswerSchema>;

/** POST /api/v1/user/logout */
export const logoutAnswerSchema = messageSchema;
export type LogoutResponse = z.infer<typeof logoutAnswerSchema>;
