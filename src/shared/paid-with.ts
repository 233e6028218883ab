import { z } from 'zod';

// How a charge's card or UPI part was paid, as the gateway reported it when it succeeded
// (docs/decisions/052): the booking page and its receipt say it in words, never with a
// gateway's id.

export const paidWithSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('card'), last4: z.string().regex(/^\d{4}$/) }),
  z.object({ kind: z.literal('upi'), vpa: z.string().min(3).max(300) }),
]);
export type PaidWith = z.infer<typeof paidWithSchema>;

/** Said when a gateway did not report how (a payment made before it was recorded). */
export const CARD_OR_UPI = 'Card or UPI';
export const PAID_WITH_CREDIT = 'TurfBook credit';

/** "Card ending 4242", "UPI, name@bank". */
export function paidWithLabel(paidWith: PaidWith | null): string {
  if (!paidWith) return CARD_OR_UPI;
  return paidWith.kind === 'card' ? `Card ending ${paidWith.last4}` : `UPI, ${paidWith.vpa}`;
}

/**
 * What one payment paid, by method, as its receipt and the booking page list it: its credit part,
 * then its card or UPI part; a part of nothing is left out.
 */
export function paidParts(payment: {
  creditPaise: number;
  amountPaise: number;
  paidWith: PaidWith | null;
}): { label: string; paise: number }[] {
  return [
    { label: PAID_WITH_CREDIT, paise: payment.creditPaise },
    { label: paidWithLabel(payment.paidWith), paise: payment.amountPaise },
  ].filter((part) => part.paise > 0);
}

/**
 * What a gateway reported, if it is something we can say: the last four digits of a card, or a
 * UPI ID; anything else (a wallet, a net-banking payment, nothing) is null.
 */
export function readPaidWith(reported: unknown): PaidWith | null {
  const parsed = paidWithSchema.safeParse(reported);
  return parsed.success ? parsed.data : null;
}
