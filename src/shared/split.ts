import { z } from 'zod';

// Split the cost (docs/decisions/044-split-payments.md): a booking's price divided into shares
// among its players, each paid on its own; the booking is confirmed once every share is paid.
// Pure rules used by the server (and mirrored by the booking summary).

export const MIN_SPLIT_PLAYERS = 2;
export const MAX_SPLIT_PLAYERS = 22;
/** A booker may have at most this many splits open (still collecting shares) at a time. */
export const MAX_OPEN_SPLITS = 2;
/** How long after the booking started its shares may be paid, at most. */
export const SPLIT_COLLECT_MS = 2 * 60 * 60_000;
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
  cancelSplit:
    'A split booking cannot be cancelled online yet: please contact TurfBook to cancel it.',
} as const;

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
 * When the shares are due: the earlier of two hours after the booking started and one hour
 * before play. Null when that leaves less than MIN_SPLIT_WINDOW_MS (the game is too soon).
 */
export function splitDeadline(startedAt: Date, playStartsAt: Date): Date | null {
  const deadline = Math.min(
    startedAt.getTime() + SPLIT_COLLECT_MS,
    playStartsAt.getTime() - SPLIT_BEFORE_PLAY_MS,
  );
  if (deadline - startedAt.getTime() < MIN_SPLIT_WINDOW_MS) return null;
  return new Date(deadline);
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
