import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';

// PATCH /api/v1/user/me: the account's language (docs/decisions/062). The body is read loosely
// and the language checked by the route, so every wrong value ("mr-IN", "EN", "", 3, a missing
// field) gets the one answer and code.

export const LANGUAGE_UNKNOWN = 'Choose a language TurfBook speaks: en, hi or mr.';

export const accountPatchBodySchema = z.object({ language: z.unknown().optional() }).loose();

export const accountLanguageSchema = z.enum(LANGUAGES, { error: LANGUAGE_UNKNOWN });

/** Sign-up's optional language: the one the person signed up in (else English). */
export const signupLanguageField = accountLanguageSchema.optional();
