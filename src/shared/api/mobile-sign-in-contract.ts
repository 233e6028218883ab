import { z } from 'zod';
import { signupLanguageField } from './account-language-contract';
import { MAX_FULLNAME_LENGTH } from '../auth-schemas';
import { indianMobile } from '../mobile-number';
import { MOBILE_SIGN_IN_MESSAGES as M, signInCodeOf } from '../mobile-sign-in';
import { errorSchema, messageSchema } from './common-contract';

// Signing in with a mobile number, and verifying one from the profile (docs/decisions/058).

const mobileField = z
  .string({ error: M.invalid_mobile })
  .max(20, M.invalid_mobile)
  .transform((typed, context) => {
    const mobile = indianMobile(typed);
    if (mobile) return mobile;
    context.addIssue({ code: 'custom', message: M.invalid_mobile });
    return z.NEVER;
  });

const codeField = z
  .string({ error: M.invalid_code })
  .max(20, M.invalid_code)
  .transform((typed, context) => {
    const code = signInCodeOf(typed);
    if (code) return code;
    context.addIssue({ code: 'custom', message: M.invalid_code });
    return z.NEVER;
  });

/** POST /api/v1/user/otp/request */
export const otpRequestBodySchema = z.object({ mobilenumber: mobileField });
export type OtpRequest = z.input<typeof otpRequestBodySchema>;

/** POST /api/v1/user/otp/verify: `fullname` only when the number has no account yet. */
export const otpVerifyBodySchema = z.object({
  mobilenumber: mobileField,
  /** A new player's language: the one they signed up in (docs/decisions/062). */
  language: signupLanguageField,
  code: codeField,
  fullname: z
    .string()
    .trim()
    .max(MAX_FULLNAME_LENGTH, `Full name must be at most ${MAX_FULLNAME_LENGTH} characters`)
    .optional()
    .transform((name) => (name ? name : undefined)),
  /**
   * A new player's explicit opt-in to TurfBook's messages on WhatsApp at this number, given
   * with their name (decision 058): they have no e-mail for them to go to otherwise.
   */
  whatsappOptIn: z.boolean().optional(),
});
export type OtpVerifyRequest = z.input<typeof otpVerifyBodySchema>;

/** POST /api/v1/user/mobile/verification/confirm */
export const mobileConfirmBodySchema = z.object({ code: codeField });
export type MobileConfirmRequest = z.input<typeof mobileConfirmBodySchema>;

/** A code was sent (or, for sign-in, answered so whether or not an account has the number). */
export const codeSentAnswerSchema = messageSchema;

/** GET /api/v1/user/mobile/verification: the profile's number and whether it signs in. */
export const mobileStatusAnswerSchema = z.object({
  success: z.literal(true),
  mobilenumber: z.string(),
  verified: z.boolean(),
});
export type MobileStatusAnswer = z.infer<typeof mobileStatusAnswerSchema>;

/** Every refusal of these routes names what went wrong by its code (MOBILE_SIGN_IN_MESSAGES). */
export const mobileErrorSchema = errorSchema;
