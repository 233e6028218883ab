import type { TFunction } from 'i18next';
import { PAYOUT_ACCOUNT_MESSAGES } from '../../../shared/payout-account';

// The payout account's words that arrive in English (docs/decisions/062): shared/payout-account's
// checks (the server needs their English) and the server's reasons while an account is verified.
// Each known one has its key in the payouts namespace; anything else (a provider's own reason)
// shows as it came.

const PROBLEM_KEYS = new Map<string, string>(
  Object.entries(PAYOUT_ACCOUNT_MESSAGES).map(([key, message]) => [message, key]),
);

/** The server's English for an account it is verifying (server/payouts/payout-accounts.ts). */
const REASON_KEYS = new Map<string, string>([
  [
    'We are verifying these details with the payout provider; payouts wait until then.',
    'verifying',
  ],
  [
    'We could not reach the payout provider to verify these details; we will try again shortly.',
    'unreachable',
  ],
]);

export function accountProblemText(t: TFunction<'payouts'>, message: string): string {
  const key = PROBLEM_KEYS.get(message);
  return key ? t(`account.problems.${key}`) : message;
}

export function accountReasonText(t: TFunction<'payouts'>, reason: string): string {
  const key = REASON_KEYS.get(reason);
  return key ? t(`account.reasons.${key}`) : reason;
}
