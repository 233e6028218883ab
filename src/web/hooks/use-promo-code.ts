import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROMO_CODE_MAX_LENGTH,
  PROMO_MESSAGES,
  promoCodeNameProblem,
} from '../../shared/promo-codes';
import { useErrorText } from '../i18n/error-text';
import { usePromoPreview, type PromoPreview } from '../queries/promo-preview';

/** A code's own form's problems (shared, English for the server) by their checkout keys. */
const NAME_PROBLEM_KEYS: Record<string, string> = {
  [PROMO_MESSAGES.codeMissing]: 'promo.codeMissing',
  [PROMO_MESSAGES.codeSpaces]: 'promo.codeSpaces',
  [PROMO_MESSAGES.codeTooLong]: 'promo.codeTooLong',
  [PROMO_MESSAGES.codeCharacters]: 'promo.codeCharacters',
};

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
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const serverProblem = preview.error ? errorText(preview.error, t('promo.checkFailed')) : null;
  const typedProblem = typed
    ? t(NAME_PROBLEM_KEYS[typed] ?? 'promo.codeMissing', { max: PROMO_CODE_MAX_LENGTH })
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
    problem: typedProblem ?? (submitted ? serverProblem : null),
  };
}
