import { MAX_PAYMENT_PAISE, paiseToRupeesText, rupeesToPaise } from './pricing';

// Promo codes (docs/decisions/035): what a code may be, what it takes off a charge, and why one
// is refused. The owner's and admin's forms check each field with these rules as they type; the
// server checks the request again, and says the same words.

export const PROMO_CODE_MAX_LENGTH = 20;
export const PROMO_PERCENT_MIN = 1;
export const PROMO_PERCENT_MAX = 90;
/**
 * A card is never charged less than ₹1: a payment must be positive, and the card networks refuse
 * smaller charges. A fixed amount off stops there.
 */
export const MIN_CHARGE_PAISE = 100;
/** A cap larger than this is a typing slip. */
export const MAX_PROMO_USES = 1_000_000;

export const PROMO_MESSAGES = {
  codeMissing: 'Please give the code.',
  codeSpaces: 'A code cannot contain spaces.',
  codeTooLong: `A code can be at most ${PROMO_CODE_MAX_LENGTH} characters.`,
  codeCharacters: 'A code may use only letters, digits, - and _.',
  discountMissing: 'Give a percentage off or an amount off.',
  discountBoth: 'Give either a percentage off or an amount off, not both.',
  percentRange: `The percentage off must be a whole number from ${PROMO_PERCENT_MIN} to ${PROMO_PERCENT_MAX}.`,
  amountInvalid: 'Please give the amount off in rupees, like 100 or 99.50.',
  windowInvalid: 'Please give when the code starts and ends as dates and times.',
  windowOrder: 'The code must end after it starts.',
  maxUsesInvalid: 'The cap on total uses must be a whole number of at least 1.',
  perPlayerInvalid: 'The cap on uses per player must be a whole number of at least 1.',
  minAmountInvalid: 'Please give the minimum amount in rupees, like 500 or 0.',
  turfsMissing: 'Please choose at least one of your turfs.',
  duplicate: 'A promo code with this name already exists.',
  // What a player is told when a code does not apply.
  notFound: 'This promo code does not exist.',
  notYet: 'This promo code is not valid yet.',
  expired: 'This promo code has expired.',
  notHere: 'This promo code does not apply at this turf.',
  usedUp: 'This promo code has been used up.',
  usedByYou: 'You have already used this promo code as many times as it allows.',
  firstOnly: 'This promo code is for your first booking only.',
  nothingOff: 'This promo code takes nothing off this amount.',
  raceLost: 'This promo code was just used up by other players.',
  needsBooking: 'A promo code needs the booking or subscription it is for.',
  lapsed: 'This promo code was used up after your hold ended.',
} as const;

export function belowMinimumMessage(minAmountPaise: number) {
  return `This promo code needs an amount of at least ₹${paiseToRupeesText(minAmountPaise)}.`;
}

/** The code as stored and compared: trimmed, upper case. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Why a code's name cannot be used, or null. */
export function promoCodeNameProblem(code: string): string | null {
  const trimmed = code.trim();
  if (trimmed.length === 0) return PROMO_MESSAGES.codeMissing;
  if (/\s/.test(trimmed)) return PROMO_MESSAGES.codeSpaces;
  if (trimmed.length > PROMO_CODE_MAX_LENGTH) return PROMO_MESSAGES.codeTooLong;
  if (!/^[A-Za-z0-9_-]+$/.test(trimmed)) return PROMO_MESSAGES.codeCharacters;
  return null;
}

/** A new code as the forms and the API send it (money in rupees, moments as ISO text). */
export interface PromoCodeInput {
  code: string;
  percentOff?: number | string | null;
  amountOff?: number | string | null;
  validFrom: string;
  validTo: string;
  maxUses: number | string;
  maxUsesPerPlayer: number | string;
  minAmount?: number | string | null;
  firstBookingOnly?: boolean;
}

/** A checked new code: paise and instants. */
export interface PromoCodeTerms {
  code: string;
  percentOff: number | null;
  amountOffPaise: number | null;
  validFrom: Date;
  validTo: Date;
  maxUses: number;
  maxUsesPerPlayer: number;
  minAmountPaise: number;
  firstBookingOnly: boolean;
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function wholeNumber(value: number | string, min: number, max: number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d+$/.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
}

/** An ISO date-time with its offset (or Z); anything else is not a moment. */
function instant(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text.trim()))
    return null;
  const date = new Date(text.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Checks a new code field by field, in the form's order: its terms, or the first problem. */
export function checkPromoCode(
  input: PromoCodeInput,
): { terms: PromoCodeTerms; problem?: never } | { problem: string; terms?: never } {
  const nameProblem = promoCodeNameProblem(input.code ?? '');
  if (nameProblem) return { problem: nameProblem };
  const hasPercent = !blank(input.percentOff);
  const hasAmount = !blank(input.amountOff);
  if (hasPercent && hasAmount) return { problem: PROMO_MESSAGES.discountBoth };
  if (!hasPercent && !hasAmount) return { problem: PROMO_MESSAGES.discountMissing };
  const percentOff = hasPercent
    ? wholeNumber(input.percentOff!, PROMO_PERCENT_MIN, PROMO_PERCENT_MAX)
    : null;
  if (hasPercent && percentOff === null) return { problem: PROMO_MESSAGES.percentRange };
  const amountOffPaise = hasAmount ? rupeesToPaise(input.amountOff!) : null;
  if (hasAmount && (!amountOffPaise || amountOffPaise > MAX_PAYMENT_PAISE))
    return { problem: PROMO_MESSAGES.amountInvalid };
  const validFrom = instant(input.validFrom ?? '');
  const validTo = instant(input.validTo ?? '');
  if (!validFrom || !validTo) return { problem: PROMO_MESSAGES.windowInvalid };
  if (validTo.getTime() <= validFrom.getTime()) return { problem: PROMO_MESSAGES.windowOrder };
  const maxUses = wholeNumber(input.maxUses ?? '', 1, MAX_PROMO_USES);
  if (maxUses === null) return { problem: PROMO_MESSAGES.maxUsesInvalid };
  const maxUsesPerPlayer = wholeNumber(input.maxUsesPerPlayer ?? '', 1, MAX_PROMO_USES);
  if (maxUsesPerPlayer === null) return { problem: PROMO_MESSAGES.perPlayerInvalid };
  const minAmountPaise = blank(input.minAmount) ? 0 : rupeesToPaise(input.minAmount!);
  if (minAmountPaise === null || minAmountPaise > MAX_PAYMENT_PAISE)
    return { problem: PROMO_MESSAGES.minAmountInvalid };
  return {
    terms: {
      code: normalizePromoCode(input.code),
      percentOff,
      amountOffPaise,
      validFrom,
      validTo,
      maxUses,
      maxUsesPerPlayer,
      minAmountPaise,
      firstBookingOnly: input.firstBookingOnly === true,
    },
  };
}

/**
 * What a code takes off a charge of `chargePaise` (already less a subscription's 15%): a
 * percentage to the nearest paisa, or the fixed amount; never so much that the card would be
 * charged less than MIN_CHARGE_PAISE.
 */
export function promoDiscountPaise(
  code: { percentOff: number | null; amountOffPaise: number | null },
  chargePaise: number,
): number {
  const wanted =
    code.percentOff !== null
      ? Math.floor((chargePaise * code.percentOff + 50) / 100)
      : (code.amountOffPaise ?? 0);
  return Math.max(0, Math.min(wanted, chargePaise - MIN_CHARGE_PAISE));
}

/** What the server knows when a player asks to use a code. */
export interface PromoUseFacts {
  now: Date;
  chargePaise: number;
  appliesAtTurf: boolean;
  /** Uses that count against the caps now (decision 035), all players, and this player's. */
  liveUses: number;
  playerUses: number;
  /** The player has had a paid booking before (false when nobody is logged in). */
  playerHasBooked: boolean;
}

/** What decides whether a code applies: its terms but its name. */
export type PromoCodeRules = Omit<PromoCodeTerms, 'code'>;

/** Why this code cannot be used now, or the paise it takes off. One rule, checked in this order. */
export function promoOutcome(
  code: PromoCodeRules,
  facts: PromoUseFacts,
): { discountPaise: number; problem?: never } | { problem: string; discountPaise?: never } {
  const now = facts.now.getTime();
  if (now < code.validFrom.getTime()) return { problem: PROMO_MESSAGES.notYet };
  if (now >= code.validTo.getTime()) return { problem: PROMO_MESSAGES.expired };
  if (!facts.appliesAtTurf) return { problem: PROMO_MESSAGES.notHere };
  if (code.firstBookingOnly && facts.playerHasBooked) return { problem: PROMO_MESSAGES.firstOnly };
  if (facts.chargePaise < code.minAmountPaise)
    return { problem: belowMinimumMessage(code.minAmountPaise) };
  if (facts.liveUses >= code.maxUses) return { problem: PROMO_MESSAGES.usedUp };
  if (facts.playerUses >= code.maxUsesPerPlayer) return { problem: PROMO_MESSAGES.usedByYou };
  const discountPaise = promoDiscountPaise(code, facts.chargePaise);
  if (discountPaise <= 0) return { problem: PROMO_MESSAGES.nothingOff };
  return { discountPaise };
}
