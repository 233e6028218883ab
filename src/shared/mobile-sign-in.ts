// Signing in with a mobile number and verifying one (docs/decisions/058): the life of a six-digit
// code sent by WhatsApp, and every sentence the routes answer, keyed by the code the web client
// reads. Pure: "now" is passed in.

export const SIGN_IN_CODE_LENGTH = 6;
/** A code is valid ten minutes from when it was sent. */
export const SIGN_IN_CODE_TTL_MS = 10 * 60_000;
/** Five tries at one code; the sixth is refused and the code is dead. */
export const SIGN_IN_CODE_TRIES = 5;

/** Each refusal (and the two successes) by the code the answer carries beside its message. */
export const MOBILE_SIGN_IN_MESSAGES = {
  sent: 'We sent a 6-digit code to this number on WhatsApp. It is valid for 10 minutes.',
  invalid_mobile: 'Enter a 10-digit Indian mobile number, like 98765 43210.',
  invalid_code: 'Enter the 6-digit code we sent you.',
  too_soon:
    'A code was sent to this number less than a minute ago. Please wait a minute before asking for another.',
  send_failed: 'We could not send the code on WhatsApp just now. Please try again in a minute.',
  code_missing: 'No code was sent to this number. Please ask for a code first.',
  code_wrong: 'That code is not right. Please check it and try again.',
  code_used: 'This code has already been used. Please ask for a new one.',
  code_expired: 'This code has expired. Please ask for a new one.',
  code_tries: 'Too many wrong tries. Please ask for a new code.',
  fullname_required: 'This number has no TurfBook account yet. Tell us your name to create one.',
  number_unverified:
    'An account already has this number but has not verified it. Log in with your email and password, then verify this number from your profile.',
  number_taken: 'Another account has already verified this number.',
  already_verified: 'Your mobile number is already verified.',
  no_mobile:
    'Your profile’s mobile number is not a 10-digit Indian mobile number, so it cannot be verified.',
  verification_sent:
    'We sent a 6-digit code to your number on WhatsApp. It is valid for 10 minutes.',
  verified: 'Your mobile number is verified. You can now sign in with it.',
} as const;
export type MobileSignInCode = keyof typeof MOBILE_SIGN_IN_MESSAGES;

/** Six digits, as typed (spaces allowed between them), or null. */
export function signInCodeOf(typed: string): string | null {
  const digits = typed.replace(/\s+/g, '');
  return new RegExp(`^[0-9]{${SIGN_IN_CODE_LENGTH}}$`).test(digits) ? digits : null;
}

export interface SentCode {
  tries: number;
  expiresAt: Date;
  usedAt: Date | null;
}

/**
 * Whether a code may still be tried at `now`, or why not. Used first: a used code stays used
 * after it would have expired.
 */
export function codeStanding(
  code: SentCode,
  now: Date,
): 'live' | 'code_used' | 'code_expired' | 'code_tries' {
  if (code.usedAt) return 'code_used';
  if (now.getTime() >= code.expiresAt.getTime()) return 'code_expired';
  if (code.tries >= SIGN_IN_CODE_TRIES) return 'code_tries';
  return 'live';
}

/**
 * The forms in which an account's mobile number (spec §5: 10 or 11 digits, a leading 0 allowed)
 * is this 10-digit number: what "an account holds this number" looks for.
 */
export function storedMobileForms(mobile: string): [string, string] {
  return [mobile, `0${mobile}`];
}
