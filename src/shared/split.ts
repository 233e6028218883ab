import { z } from 'zod';
import { splitInProportion } from './pricing';
import { addDays, localInstant, zonedNow } from './time';

// Split the cost (docs/decisions/044-split-payments.md): a booking's price divided into shares
// among its players, each paid on its own; the booking is confirmed once every share is paid.
// Pure rules used by the server (and mirrored by the booking summary).

export const MIN_SPLIT_PLAYERS = 2;
export const MAX_SPLIT_PLAYERS = 22;
/** A booker may have at most this many splits open (still collecting shares) at a time. */
export const MAX_OPEN_SPLITS = 2;
/** How much waking time the teammates get to pay their shares (when play is not sooner). */
export const SPLIT_WAKING_MS = 8 * 60 * 60_000;
/** Waking time is from 07:00 to 22:00 on the venue's wall clock (minutes since its midnight). */
export const WAKING_DAY_START_MINUTES = 7 * 60;
export const WAKING_DAY_END_MINUTES = 22 * 60;
/** Shares must be in at least this long before play. */
export const SPLIT_BEFORE_PLAY_MS = 60 * 60_000;
/** After the deadline, how long the booker has to pay what is left in one step. */
export const SPLIT_GRACE_MS = 15 * 60_000;
/** A split needs at least this long to collect its shares, or it is not offered. */
export const MIN_SPLIT_WINDOW_MS = 15 * 60_000;

/**
 * Why a split ended when its booker let the last chance to pay the rest pass: each share still
 * unpaid then counts against the booker's record (docs/decisions/043).
 */
export const SPLIT_TIME_UP = 'The time to pay the shares ran out.';

export const SPLIT_MESSAGES = {
  players: `Split between ${MIN_SPLIT_PLAYERS} and ${MAX_SPLIT_PLAYERS} players.`,
  tooManyOpen: `You already have ${MAX_OPEN_SPLITS} bookings waiting for their shares. Pay one in full or wait until they are settled.`,
  tooLate: 'This game starts too soon to split the cost. Please pay in full.',
  bookingOnly: 'Only a single booking can be split, not a subscription.',
  noPromo: 'A promo code cannot be used on a split booking.',
  noCreditForBooker:
    'Pay your own share by card or UPI; teammates may pay their shares with credit.',
  creditShort: 'Your TurfBook credit does not cover this share. Please pay by card or UPI.',
  notFound: 'Split not found.',
  ended: 'This split has ended: its time to collect the shares ran out.',
  collecting:
    'Your share is paid and the slot is held for your team. The booking is confirmed when every share is paid.',
  complete: 'Every share of this split is paid already: the booking is confirmed.',
  sharePaid: 'This share is paid already.',
  shareRemoved: 'This share was removed by the booker.',
  shareNotFound: 'Share not found.',
  bookerFirst: 'The booker pays their own share first.',
  notBookerShare: 'The booker’s own share cannot be removed.',
  lastUnpaid: 'This is the last unpaid share: pay it instead of removing it.',
  onlyBooker: 'Only the booker can do this.',
  nothingLeft: 'Nothing is left to pay on this split.',
  refundChoiceLocked: 'This share’s refund has been made already.',
  calledOff: 'The booker called off this split.',
  completedMeanwhile:
    'Every share of this split was paid meanwhile: the booking is confirmed. Cancel it from its page if you still want to; the cancellation policy applies.',
} as const;

/**
 * Why a split still collecting ended when the venue called its time off (a rain-out, or the
 * owner's cancel): the owner's reason, told to the booker and every payer, and to a late share.
 */
export function venueEndedSplit(reason: string): string {
  return `The venue called off this time (${reason}): every paid share goes back in full.`;
}

/** post-payment's `split` field. */
export const splitRequestSchema = z.object({
  players: z
    .number({ error: SPLIT_MESSAGES.players })
    .int(SPLIT_MESSAGES.players)
    .min(MIN_SPLIT_PLAYERS, SPLIT_MESSAGES.players)
    .max(MAX_SPLIT_PLAYERS, SPLIT_MESSAGES.players),
});
export type SplitRequest = z.infer<typeof splitRequestSchema>;

/**
 * The price in `players` shares exact to the paisa: each gets the floor of price ÷ players, and
 * the odd paise left over go one each to the first shares (the booker's, position 0, first).
 * So the shares add up to the price and differ by at most one paisa.
 */
export function splitShares(pricePaise: number, players: number): number[] {
  if (!Number.isInteger(pricePaise) || pricePaise < players)
    throw new RangeError('a split needs at least one paisa per player');
  if (!Number.isInteger(players) || players < MIN_SPLIT_PLAYERS || players > MAX_SPLIT_PLAYERS)
    throw new RangeError(SPLIT_MESSAGES.players);
  const base = Math.floor(pricePaise / players);
  const odd = pricePaise - base * players;
  return Array.from({ length: players }, (_, position) => base + (position < odd ? 1 : 0));
}

/**
 * When the shares are due, for a split started (Pay Now) at `now` for a game at `playStartsAt`:
 * the earlier of
 * - the first moment by which the teammates have had SPLIT_WAKING_MS (8 hours) of waking time
 *   since `now`, waking time being every instant from 07:00 up to 22:00 on the wall clock of
 *   `timeZone` (the venue's), counted as time that really passes (a day whose clock changes
 *   inside that span has more or less of it); and
 * - SPLIT_BEFORE_PLAY_MS (one hour) before play.
 * So a split at 04:00 is due at 15:00 that day, one at 14:00 at 22:00 that day (never the next
 * morning), one at 21:00 at 14:00 the next day (an hour that evening, seven the next morning) and
 * one at 22:00 or later at 15:00 the next day. Days are stepped on the venue's calendar, never by
 * 24 hours. Null when the deadline is less than MIN_SPLIT_WINDOW_MS after `now` (the game is too
 * soon): as eight waking hours take at least eight hours, that is when play is less than an hour
 * and a quarter away.
 */
export function splitDeadline(now: Date, playStartsAt: Date, timeZone: string): Date | null {
  const deadline = Math.min(
    wakingTimeEnd(now, SPLIT_WAKING_MS, timeZone),
    playStartsAt.getTime() - SPLIT_BEFORE_PLAY_MS,
  );
  if (!(deadline - now.getTime() >= MIN_SPLIT_WINDOW_MS)) return null;
  return new Date(deadline);
}

/**
 * The first instant (milliseconds) by which `wakingMs` of waking time (07:00 to 22:00 in
 * `timeZone`) has passed since `now`; NaN when `now` is no instant. A span that ends at 22:00
 * ends there, not at 07:00 the next day.
 */
function wakingTimeEnd(now: Date, wakingMs: number, timeZone: string): number {
  const from = now.getTime();
  if (Number.isNaN(from)) return NaN;
  let left = wakingMs;
  let date = zonedNow(now, timeZone).date;
  // Eight waking hours end within two calendar days in any real zone; the bound only guards
  // against a zone whose clock never shows 07:00 to 22:00.
  for (let day = 0; day < 8; day += 1) {
    const opens = localInstant(date, WAKING_DAY_START_MINUTES, timeZone).getTime();
    const closes = localInstant(date, WAKING_DAY_END_MINUTES, timeZone).getTime();
    const start = Math.max(from, opens);
    if (closes > start) {
      if (closes - start >= left) return start + left;
      left -= closes - start;
    }
    date = addDays(date, 1);
  }
  return NaN;
}

/** The booker's last chance to pay the rest: the hold ends then. */
export function splitHoldEnd(deadline: Date): Date {
  return new Date(deadline.getTime() + SPLIT_GRACE_MS);
}

/**
 * What is left of the removed share goes to the other unpaid shares: their amounts together
 * with the removed one's, shared again among them exactly (the first ones take the odd paise).
 * Answers their new amounts, in their order; the total of all live shares is unchanged.
 */
export function spreadRemovedShare(removedPaise: number, unpaidPaise: readonly number[]): number[] {
  if (unpaidPaise.length === 0) throw new RangeError('the last unpaid share cannot be removed');
  const total = unpaidPaise.reduce((sum, amount) => sum + amount, removedPaise);
  const base = Math.floor(total / unpaidPaise.length);
  const odd = total - base * unpaidPaise.length;
  return unpaidPaise.map((_, index) => base + (index < odd ? 1 : 0));
}

/**
 * A shared booking's refund divided among its payers (docs/decisions/044): `refundPaise` in
 * proportion to what each payer's payment paid (`paidPaise`, in the payments' order), exact to
 * the paisa by the largest remainder (shared/pricing's one rule for proportions). The parts add
 * up to the refund, and none exceeds what its payer paid while the refund is at most the price.
 */
export function payersRefundParts(refundPaise: number, paidPaise: readonly number[]): number[] {
  return splitInProportion(refundPaise, paidPaise);
}
