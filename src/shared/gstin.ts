import { isGstStateCode } from './gst-states';

// A GSTIN (Goods and Services Tax Identification Number) as the GST portal issues it to a regular
// taxpayer: state code (2 digits), the holder's PAN (5 letters, 4 digits, 1 letter), the entity
// number within that PAN and state (1-9, then A-Z), 'Z' by default, and a check character
// computed from the first 14 with the portal's mod-36 Luhn variant (decision 038).

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const GSTIN_FORMAT_PROBLEM =
  'Enter a GSTIN of 15 characters, like 27AAPFU0939F1ZV: state code, PAN, entity number, Z and a check character.';
export const GSTIN_CHECK_PROBLEM =
  'This GSTIN is not valid: its last character does not match the others. Please check it for typos.';
export const GSTIN_STATE_UNKNOWN =
  'The first two digits of this GSTIN are not an Indian state code.';
export const GSTIN_STATE_MISMATCH =
  "The first two digits of the GSTIN must be the state code of the venue's state.";

/** The check character for a GSTIN's first 14 characters (upper case, from CHARSET). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARSET.indexOf(first14[i]!);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN as typed, with spaces removed and upper-cased. */
export function normalizeGstin(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** Why `gstin` (already normalized) is not a valid GSTIN, or null when it is. */
export function gstinProblem(gstin: string): string | null {
  if (!FORMAT.test(gstin)) return GSTIN_FORMAT_PROBLEM;
  if (!isGstStateCode(gstin.slice(0, 2))) return GSTIN_STATE_UNKNOWN;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_CHECK_PROBLEM;
  return null;
}

/** Why a venue's GSTIN and state do not go together, or null. */
export function gstinStateProblem(gstin: string, stateCode: string): string | null {
  return gstin.slice(0, 2) === stateCode ? null : GSTIN_STATE_MISMATCH;
}
