import type { TFunction } from 'i18next';
import {
  COURT_PRICES_CLEARED,
  MAX_PRICE_BANDS,
  MAX_SPECIAL_DAYS,
  PRICE_RULE_MESSAGES,
  PRICES_SAVED,
  PRICES_UNCHANGED,
} from '../../../shared/price-rules-form';
import { INVALID_PRICES } from './pricing-draft';

// The pricing screen's words for what shared/price-rules-form says in English (the server needs
// its English): each known message has its key in the owner-pricing namespace, and a message
// without one shows as it came (docs/decisions/062).

const KEYS = new Map<string, string>([
  ...Object.entries(PRICE_RULE_MESSAGES).map(
    ([key, message]) => [message, `rules.${key}`] as const,
  ),
  [INVALID_PRICES, 'rules.invalid'],
  [PRICES_SAVED, 'answers.saved'],
  [PRICES_UNCHANGED, 'answers.unchanged'],
  [COURT_PRICES_CLEARED, 'answers.courtCleared'],
]);

const LIMITS: Record<string, number> = {
  'rules.tooManyBands': MAX_PRICE_BANDS,
  'rules.tooManySpecialDays': MAX_SPECIAL_DAYS,
};

/** A rule's problem or the server's answer about prices, in the screen's language. */
export function pricingText(t: TFunction<'owner-pricing'>, message: string): string {
  const key = KEYS.get(message);
  return key ? t(key, { max: LIMITS[key] }) : message;
}
