import { z } from 'zod';
import { signupLanguageField } from './api/account-language-contract';
import { ROLES, SIGNUP_ROLES, type Role, type SignupRole } from './roles';

// The login and signup rules of spec §5 with their exact messages. The forms and the server
// validate with these same schemas; the server adds nothing but the length limits below.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_FULLNAME_LENGTH = 100;
/** Spec §5's mobile number: 10 or 11 digits (a leading 0 allowed). */
export const MOBILE_NUMBER_PATTERN = /^\d{10,11}$/;

function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

export const loginSchema = z.object({
  email: requiredText('Email is required')
    .max(MAX_EMAIL_LENGTH, 'Email is too long')
    .regex(EMAIL_PATTERN, 'Invalid email format')
    .transform((email) => email.toLowerCase()),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(4, 'Password must be at least 4 characters')
    .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
  role: z
    .string({ error: 'Role is required' })
    .min(1, 'Role is required')
    .refine((role): role is Role => (ROLES as readonly string[]).includes(role), {
      message: 'Role is required',
    }),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema> & { role: Role };

export const signupSchema = z.object({
  fullname: requiredText('Full name is required').max(
    MAX_FULLNAME_LENGTH,
    `Full name must be at most ${MAX_FULLNAME_LENGTH} characters`,
  ),
  email: requiredText('Email is required')
    .max(MAX_EMAIL_LENGTH, 'Email is too long')
    .regex(EMAIL_PATTERN, 'This is not a valid email format')
    .transform((email) => email.toLowerCase()),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(4, 'Password should not be less than 4 characters')
    .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
  mobilenumber: requiredText('Mobile number is required').regex(
    MOBILE_NUMBER_PATTERN,
    'Invalid mobile number',
  ),
  role: z
    .string({ error: 'Role Is Required' })
    .min(1, 'Role Is Required')
    .refine((role): role is SignupRole => (SIGNUP_ROLES as readonly string[]).includes(role), {
      message: 'Role Is Required',
    }),
  language: signupLanguageField,
});
export type SignupInput = z.input<typeof signupSchema>;

/** The first message of a failed parse: what the server answers and a toast can show. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
