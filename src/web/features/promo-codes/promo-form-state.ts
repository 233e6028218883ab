import type { PromoCodeBody } from '../../../shared/api/promo-contract';
import { PROMO_MESSAGES, checkPromoCode } from '../../../shared/promo-codes';
import { addDays, isLocalDate, startOfLocalDate, type LocalDate } from '../../../shared/time';

// The promo code form's fields as typed, and the request they make (docs/decisions/035). Dates
// are the venue's: a code runs from the start of its first day to the end of its last, so an
// owner never deals in hours or zones. Pure, so it is tested without a browser.

export interface PromoFormFields {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  from: string;
  until: string;
  maxUses: string;
  maxUsesPerPlayer: string;
  minAmount: string;
  firstBookingOnly: boolean;
  turfIds: string[];
}

export function emptyPromoForm(today: LocalDate): PromoFormFields {
  return {
    code: '',
    kind: 'percent',
    value: '',
    from: today,
    until: addDays(today, 30),
    maxUses: '100',
    maxUsesPerPlayer: '1',
    minAmount: '0',
    firstBookingOnly: false,
    turfIds: [],
  };
}

/** The request, or the first problem in the form's order (the server's own words). */
export function promoRequestOf(
  fields: PromoFormFields,
  timeZone: string,
  needsTurfs: boolean,
): { body: PromoCodeBody; problem?: never } | { problem: string; body?: never } {
  if (!isLocalDate(fields.from) || !isLocalDate(fields.until))
    return { problem: PROMO_MESSAGES.windowInvalid };
  const body: PromoCodeBody = {
    code: fields.code,
    percentOff: fields.kind === 'percent' ? fields.value : null,
    amountOff: fields.kind === 'amount' ? fields.value : null,
    validFrom: startOfLocalDate(fields.from, timeZone).toISOString(),
    validTo: startOfLocalDate(addDays(fields.until, 1), timeZone).toISOString(),
    maxUses: fields.maxUses,
    maxUsesPerPlayer: fields.maxUsesPerPlayer,
    minAmount: fields.minAmount,
    firstBookingOnly: fields.firstBookingOnly,
    ...(needsTurfs ? { turfIds: fields.turfIds } : {}),
  };
  const checked = checkPromoCode(body);
  if (checked.problem !== undefined) return { problem: checked.problem };
  if (needsTurfs && fields.turfIds.length === 0) return { problem: PROMO_MESSAGES.turfsMissing };
  return { body };
}
