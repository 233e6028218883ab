import { z } from 'zod';
import { paiseToRupeesText, rupeesToPaise } from '../../../shared/pricing';
import {
  CHECKOUT_KEY,
  readStoredJson,
  saveCheckoutState,
  type KeyValueStore,
} from './payment-session';

// What /checkout needs (spec §4 "Payment flow"): the client secret, the amount and the details to
// finalize once the card is charged — a single booking, or a subscription flagged isSubscription.
// It arrives in navigation state and is kept in sessionStorage; both are untrusted, so checked.

const text = z.string().trim().min(1).max(200);
const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const singleBookingSchema = z.object({
  isSubscription: z.literal(false).optional(),
  turfId: text,
  turfName: text.optional(),
  userId: text,
  bookingDate: localDate,
  startTime: text,
  endTime: text,
});

const slotSchema = z.object({ date: text, startTime: text, endTime: text });

/** Spec §3 "Subscription create payload and checkout booking details". */
const subscriptionSchema = z.object({
  isSubscription: z.literal(true),
  turfId: text,
  turfName: text.optional(),
  userId: text,
  startDate: text,
  endDate: text,
  price: z.union([z.number(), z.string()]),
  selectedSlots: z.array(slotSchema).min(1).max(500),
  paymentDetails: z.object({ method: text, status: text }),
});

/** Any amount in rupees (number or text) becomes the 2-decimal text the button shows. */
const amountText = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const paise = rupeesToPaise(value);
  if (paise === null || paise <= 0) {
    ctx.addIssue({ code: 'custom', message: 'Invalid amount' });
    return z.NEVER;
  }
  return paiseToRupeesText(paise);
});

/**
 * A payment into a split (docs/decisions/044): the booker's own share (finished by create-booking,
 * as any Pay Now) or a share or the rest (finished on the split). Either way the player lands on
 * the split's page, which says who has paid: the booking is confirmed only by the last share.
 */
const splitPaymentSchema = z.object({
  splitId: text,
  /** The share link's secret, for a teammate; absent for the booker. */
  token: text.optional(),
  kind: z.enum(['booker-share', 'share', 'rest']),
});

/** A spot in an open game (docs/decisions/045): finished on the game, whose page says "You're in". */
const gamePaymentSchema = z.object({ gameId: text });

/** A move's difference (docs/decisions/053): finished on the booking, whose page shows it moved. */
const movePaymentSchema = z.object({ bookingId: text });

const checkoutStateSchema = z.object({
  clientSecret: text,
  /** What the card or UPI pays (the price less any credit). */
  amount: amountText,
  /** What TurfBook credit paid of the price, rupees (docs/decisions/040); absent when none. */
  creditUsed: z.string().optional(),
  paymentId: text.optional(),
  /** ISO instant until which the server holds the slot. */
  holdExpiresAt: z.string().optional(),
  bookingDetails: z.union([singleBookingSchema, subscriptionSchema]),
  split: splitPaymentSchema.optional(),
  game: gamePaymentSchema.optional(),
  move: movePaymentSchema.optional(),
});

export type SingleBookingDetails = z.infer<typeof singleBookingSchema>;
export type SubscriptionDetails = z.infer<typeof subscriptionSchema>;
export type SplitPayment = z.infer<typeof splitPaymentSchema>;
export type GamePayment = z.infer<typeof gamePaymentSchema>;
export type MovePayment = z.infer<typeof movePaymentSchema>;
export type CheckoutBookingDetails = SingleBookingDetails | SubscriptionDetails;
export type CheckoutState = z.output<typeof checkoutStateSchema>;
export type CheckoutStateInput = z.input<typeof checkoutStateSchema>;

/** The split's page, where a split payment's checkout ends (with the link's token, if any). */
export function splitPagePath(split: Pick<SplitPayment, 'splitId' | 'token'>): string {
  const query = split.token ? `?token=${encodeURIComponent(split.token)}` : '';
  return `/splits/${encodeURIComponent(split.splitId)}${query}`;
}

export function gamePagePath(game: GamePayment): string {
  return `/games/${encodeURIComponent(game.gameId)}`;
}

export function isSubscriptionDetails(
  details: CheckoutBookingDetails,
): details is SubscriptionDetails {
  return details.isSubscription === true;
}

export function parseCheckoutState(value: unknown): CheckoutState | null {
  const parsed = checkoutStateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The checkout in progress: from navigation state when it carries one (kept for reloads), else
 * from storage; null when neither holds a valid one.
 */
export function readCheckoutState(
  navigationState: unknown,
  store: KeyValueStore | null,
): CheckoutState | null {
  const passed = parseCheckoutState(navigationState);
  if (passed) {
    saveCheckoutState(store, passed);
    return passed;
  }
  return parseCheckoutState(readStoredJson(store, CHECKOUT_KEY));
}
