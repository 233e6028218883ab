import { isGstStateCode } from './gst-states';
import { gstinProblem, gstinStateProblem, normalizeGstin } from './gstin';

// A venue's GST details as the owner gives them (docs/decisions/038): all three, or none (the
// venue is not registered, and its payments get receipts).

export const LEGAL_NAME_REQUIRED = 'Enter the legal name registered for this GSTIN.';
export const STATE_REQUIRED = 'Choose the state of the venue.';

export interface TaxDetailsInput {
  legalName: string;
  gstin: string;
  state: string;
}

export type TaxDetailsCheck =
  | { ok: true; details: { legalName: string; gstin: string; state: string } | null }
  | { ok: false; message: string };

/** The details to save (null: none), or the first problem with what was typed. */
export function checkTaxDetails(input: TaxDetailsInput): TaxDetailsCheck {
  const legalName = input.legalName.trim().replace(/\s+/g, ' ');
  const gstin = normalizeGstin(input.gstin);
  const state = input.state.trim();
  if (!legalName && !gstin && !state) return { ok: true, details: null };
  const gstinMessage = gstinProblem(gstin);
  if (gstinMessage) return { ok: false, message: gstinMessage };
  if (!legalName) return { ok: false, message: LEGAL_NAME_REQUIRED };
  if (!isGstStateCode(state)) return { ok: false, message: STATE_REQUIRED };
  const mismatch = gstinStateProblem(gstin, state);
  if (mismatch) return { ok: false, message: mismatch };
  return { ok: true, details: { legalName, gstin, state } };
}
