import { useState } from 'react';
import { promoCodeNameProblem } from '../../shared/promo-codes';
import { isApiRequestError } from '../lib/api-client';
import { usePromoPreview, type PromoPreview } from '../queries/promo-preview';

export const PROMO_PREVIEW_FAILED = 'We could not check this code. Please try again.';

export interface PromoCodeState {
  draft: string;
  setDraft: (text: string) => void;
  apply: () => void;
  remove: () => void;
  checking: boolean;
  /** The code that applies to this charge, or null. */
  applied: PromoPreview | null;
  problem: string | null;
}

/**
 * A player's promo code on a summary (docs/decisions/035): typed, applied (the server says what
 * it takes off this charge), removed. When the charge changes it is asked again, so the discount
 * shown is always the one Pay Now will charge.
 */
export function usePromoCode(turfId: string, chargePaise: number): PromoCodeState {
  const [draft, setDraft] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const preview = usePromoPreview(submitted, turfId, chargePaise);
  const serverProblem = preview.error
    ? isApiRequestError(preview.error) && preview.error.serverMessage
      ? preview.error.serverMessage
      : PROMO_PREVIEW_FAILED
    : null;
  return {
    draft,
    setDraft: (text) => {
      setDraft(text);
      setTyped(null);
    },
    apply: () => {
      const problem = promoCodeNameProblem(draft);
      setTyped(problem);
      setSubmitted(problem ? null : draft.trim().toUpperCase());
    },
    remove: () => {
      setSubmitted(null);
      setDraft('');
      setTyped(null);
    },
    checking: preview.isFetching,
    applied: submitted && preview.data && !preview.error ? preview.data : null,
    problem: typed ?? (submitted ? serverProblem : null),
  };
}
