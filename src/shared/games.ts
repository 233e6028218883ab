import { z } from 'zod';
import { SPORTS } from './catalog';
import { refundForCancellation } from './cancellation-policy';
import { formatPaise, formatVenueInstant } from './display-format';

// Open games (docs/decisions/045): a paid booking opened to other players, each paying one spot.
// Pure rules used by the server (and mirrored by the games page).

export const GAME_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type GameLevel = (typeof GAME_LEVELS)[number];

export const MIN_GAME_SPOTS = 1;
export const MAX_GAME_SPOTS = 21;
export const DEFAULT_DEADLINE_HOURS = 2;
export const MIN_DEADLINE_HOURS = 1;
export const MAX_DEADLINE_HOURS = 48;
/** A game needs at least this long before its deadline, or it is not offered. */
export const MIN_GAME_WINDOW_MS = 15 * 60_000;
export const MAX_GAME_NOTE = 280;

export const GAME_MESSAGES = {
  spots: `Open between ${MIN_GAME_SPOTS} and ${MAX_GAME_SPOTS} spots.`,
  level: 'Choose a level: beginner, intermediate or advanced.',
  note: `Keep the note to ${MAX_GAME_NOTE} characters.`,
  deadline: `The deadline is between ${MIN_DEADLINE_HOURS} and ${MAX_DEADLINE_HOURS} hours before play.`,
  minReliability: 'A minimum reliability is a whole percent from 0 to 100.',
  notFound: 'Game not found.',
  bookingNotFound: 'Booking not found.',
  notConfirmed:
    'Only a paid, confirmed booking can be opened as a game (a split one once every share is paid).',
  alreadyOpen: 'This booking is already open as a game.',
  tooLate: 'This game starts too soon to find players: its deadline has passed.',
  tooCheap: 'This booking’s price is too small to share among so many spots.',
  sourceNotPossible:
    'This booking was paid partly with credit or split: what comes back to you goes to your TurfBook credit.',
  sport: 'This court does not host that sport.',
  onlyOrganizer: 'Only the organizer can do this.',
  ownGame: 'You are the organizer of this game.',
  alreadyIn: 'You have a spot in this game already.',
  full: 'This game is full.',
  notOpen: 'This game no longer takes players.',
  belowMinimum: 'The organizer asks for a higher reliability than your record shows.',
  notIn: 'You do not have a spot in this game.',
  leaveLate:
    'Leaving is free up to 24 hours before the start (the booking’s cancellation policy); after that your spot is kept.',
  settled: 'This game is settled: its players are final.',
  playerNotFound: 'Player not found in this game.',
  cancelBooking:
    'This booking is an open game with players: cancel the game first (its players are refunded), then the booking.',
  bookingCancelledCause: 'The organizer cancelled the booking, and the game with it.',
  venueCancelledCause: 'The venue called off the time of the game.',
  refundToChanged: 'Where your spot goes back if the game is called off is saved.',
  refundToTooLate: 'Your spot’s money has already gone back: where it went can no longer change.',
  removedCause: 'The organizer removed you from the game.',
  leftCause: 'You left the game.',
  cancelledCause: 'The game was cancelled.',
  notFullCause: 'The game did not fill by its deadline and was cancelled.',
} as const;

/**
 * The price of one spot: the booking's price shared equally among the organizer and the open
 * spots, rounded down to the paisa; the organizer's place takes the odd paise (organizerPart).
 */
export function spotPrice(pricePaise: number, spotsTotal: number): number {
  if (!Number.isInteger(spotsTotal) || spotsTotal < MIN_GAME_SPOTS || spotsTotal > MAX_GAME_SPOTS)
    throw new RangeError(GAME_MESSAGES.spots);
  if (!Number.isInteger(pricePaise) || pricePaise < spotsTotal + 1)
    throw new RangeError(GAME_MESSAGES.tooCheap);
  return Math.floor(pricePaise / (spotsTotal + 1));
}

/** What the organizer keeps of the price once `joined` players have paid their spots. */
export function organizerPart(pricePaise: number, spotsTotal: number, joined: number): number {
  if (!Number.isInteger(joined) || joined < 0 || joined > spotsTotal)
    throw new RangeError('joined players are between 0 and the spots');
  return pricePaise - joined * spotPrice(pricePaise, spotsTotal);
}

/** What goes back to the organizer when the game settles: one spot's price per joined player. */
export function organizerReturns(pricePaise: number, spotsTotal: number, joined: number): number[] {
  return Array.from({ length: joined }, () => spotPrice(pricePaise, spotsTotal));
}

/** What a game booking's cancellation gives back, to each of its payers (docs/decisions/045). */
export interface GameCancellationParts {
  /** What the organizer has in the booking now: its price, less what kept spots returned to them. */
  organizerPartPaise: number;
  /** What of it goes back to the organizer (the policy's share, or all of it). */
  organizerRefundPaise: number;
  /** Each joined player's spot, back in full. */
  spotRefundsPaise: number[];
  /** What the booking's refunded_paise becomes: its price given back, to anyone. */
  bookingRefundedPaise: number;
  /** What the booking keeps: its payers' money less what went back to them. */
  keptPaise: number;
}

/**
 * A game booking cancelled with its game: every joined player gets their spot back in full, and
 * the organizer their part under `policy` ('whole' for the venue's cancel or rain-out; else the
 * cancellation policy at `now`, as for any booking). The organizer's part is what they have in
 * the booking now: the price, less the returns of spots kept when the game settled (`settled`:
 * the joined spots were sold to their players, and their returns are made or due). Before
 * settling, spots' money sits with the game, not the booking. Null once play has started.
 */
export function gameCancellationParts(
  game: { pricePaise: number; settled: boolean; joinedSpotsPaise: readonly number[] },
  policy: 'whole' | { startsAt: Date; now: Date },
): GameCancellationParts | null {
  const { pricePaise, settled, joinedSpotsPaise } = game;
  const spots = joinedSpotsPaise.reduce((sum, spot) => sum + spot, 0);
  const returned = settled ? spots : 0;
  if (returned > pricePaise) throw new RangeError('kept spots cannot exceed the price');
  const organizerPartPaise = pricePaise - returned;
  const quote =
    policy === 'whole'
      ? { refundPaise: organizerPartPaise }
      : refundForCancellation(organizerPartPaise, policy.startsAt, policy.now);
  if (!quote) return null;
  const bookingRefundedPaise = quote.refundPaise + returned;
  return {
    organizerPartPaise,
    organizerRefundPaise: quote.refundPaise,
    spotRefundsPaise: [...joinedSpotsPaise],
    bookingRefundedPaise,
    keptPaise: pricePaise - bookingRefundedPaise,
  };
}

/** The game's deadline, `hoursBefore` play; null when less than MIN_GAME_WINDOW_MS is left. */
export function gameDeadline(playStartsAt: Date, hoursBefore: number, now: Date): Date | null {
  const deadline = new Date(playStartsAt.getTime() - hoursBefore * 3_600_000);
  if (deadline.getTime() - now.getTime() < MIN_GAME_WINDOW_MS) return null;
  return deadline;
}

/**
 * A game's status as its answers show it: an open game whose deadline has passed takes no one
 * more, so it reads as closed until the minute's sweep settles or cancels it.
 */
export function shownGameStatus<Status extends string>(
  status: Status,
  deadline: Date,
  now: Date,
): Status | 'closed' {
  return status === 'open' && deadline.getTime() <= now.getTime() ? 'closed' : status;
}

/** What opening a booking as a game reads of it (its booker asks: only they may). */
export interface GameableBooking {
  status: string;
  paymentStatus: string;
  /** Whether a payment paid it (a booking of the venue's own has none). */
  paidOnline: boolean;
  amountPaise: number;
  /** TurfBook credit that paid part of it. */
  creditPaise: number;
  /** Whether a split paid it (docs/decisions/044). */
  split: boolean;
  /** Whether it is open as a game already. */
  hasGame: boolean;
}

/** What the booker chooses when opening that the refusal depends on. */
export interface GameChoice {
  spotsTotal: number;
  deadlineHoursBefore: number;
}

/** The choice most likely to be allowed: the fewest spots and the nearest deadline. */
const EASIEST_CHOICE: GameChoice = {
  spotsTotal: MIN_GAME_SPOTS,
  deadlineHoursBefore: MIN_DEADLINE_HOURS,
};

/**
 * Why its booker cannot open this booking as a game, or null: it must be paid and confirmed, not
 * a game already, priced above its spots, and far enough from play for its deadline. Without a
 * choice it answers "whatever they choose" (the fewest spots, the nearest deadline): the booking
 * page offers the form only when that is null, and opening asks again with the booker's choice,
 * so the offer and the refusal are one rule.
 */
export function openGameRefusal(
  booking: GameableBooking,
  playStartsAt: Date,
  now: Date,
  choice: GameChoice = EASIEST_CHOICE,
): string | null {
  if (booking.hasGame) return GAME_MESSAGES.alreadyOpen;
  if (booking.status !== 'confirmed' || booking.paymentStatus !== 'paid' || !booking.paidOnline)
    return GAME_MESSAGES.notConfirmed;
  if (!gameDeadline(playStartsAt, choice.deadlineHoursBefore, now)) return GAME_MESSAGES.tooLate;
  if (booking.amountPaise < choice.spotsTotal + 1) return GAME_MESSAGES.tooCheap;
  return null;
}

/**
 * Where the organizer's returns may go: back to how they paid only when one card or UPI payment
 * paid the whole price (credit took part, or teammates paid shares: the card charged less than
 * what may come back), else TurfBook credit alone.
 */
export function gameReturnMethods(
  booking: Pick<GameableBooking, 'creditPaise' | 'split'>,
): ('source' | 'credit')[] {
  return booking.creditPaise > 0 || booking.split ? ['credit'] : ['source', 'credit'];
}

/** What the "Open as a game" form asks that its summary depends on. */
export interface GameFormChoice extends GameChoice {
  ifNotFull: 'keep' | 'cancel';
  returnTo: 'source' | 'credit';
}

/**
 * The form's summary before the organizer confirms: what a spot costs, their own part if every
 * spot fills and if none does, and when and how the joiners' money comes back; or, instead, why
 * the server would refuse this choice. The sentences state the server's rules: the price is
 * shared by spotPrice and organizerPart, and returns are made when the game settles at its
 * deadline (games/game-changes.ts endGame), for credit in that transaction, for the card or UPI
 * as a part refund of the booking's payment right after.
 */
export type OpenGameSummary =
  | { refusal: string }
  | {
      refusal: null;
      spot: string;
      shared: string;
      part: string;
      returns: string;
      meanwhile: string;
    };

export function openGameSummary(
  pricePaise: number,
  playStartsAt: Date,
  now: Date,
  timeZone: string,
  choice: GameFormChoice,
): OpenGameSummary {
  const { spotsTotal, deadlineHoursBefore: hours, ifNotFull, returnTo } = choice;
  if (!Number.isInteger(spotsTotal) || spotsTotal < MIN_GAME_SPOTS || spotsTotal > MAX_GAME_SPOTS)
    return { refusal: GAME_MESSAGES.spots };
  if (!Number.isInteger(hours) || hours < MIN_DEADLINE_HOURS || hours > MAX_DEADLINE_HOURS)
    return { refusal: GAME_MESSAGES.deadline };
  // In openGameRefusal's order: too late before too cheap.
  const deadline = gameDeadline(playStartsAt, hours, now);
  if (!deadline) return { refusal: GAME_MESSAGES.tooLate };
  if (!Number.isInteger(pricePaise) || pricePaise < spotsTotal + 1)
    return { refusal: GAME_MESSAGES.tooCheap };
  const spot = formatPaise(spotPrice(pricePaise, spotsTotal));
  const whole = formatPaise(organizerPart(pricePaise, spotsTotal, 0));
  const full = formatPaise(organizerPart(pricePaise, spotsTotal, spotsTotal));
  const players = spotsTotal === 1 ? '1 player' : `${spotsTotal} players`;
  const at = formatVenueInstant(deadline.toISOString(), timeZone);
  const when = `at the deadline, ${at} (${hours} ${hours === 1 ? 'hour' : 'hours'} before play)`;
  const how =
    returnTo === 'credit'
      ? 'added to your TurfBook credit'
      : 'refunded to the card or UPI you paid with (banks usually take 5 to 7 working days to show it)';
  const part = `Your part: ${full} if every spot fills, ${whole} (the whole price) if no one joins.`;
  return {
    refusal: null,
    spot: `${spot} a spot`,
    shared: `The booking’s ${whole} shared equally among you and ${players}.`,
    part:
      ifNotFull === 'keep'
        ? part
        : `${part} If it is not full by the deadline, the game is cancelled and every player refunded: you pay the whole price.`,
    returns:
      ifNotFull === 'keep'
        ? `What players pay comes back to you ${when}, not as each spot is paid: ${spot} for each player still in, ${how}.`
        : `What players pay comes back to you ${when}, not as each spot is paid, if every spot is taken: ${spot} for each player, ${how}.`,
    meanwhile: 'Until then, a player who leaves or is removed gets their spot back in full.',
  };
}

/** Whether a player may still leave with a full refund (the booking's cancellation policy). */
export function mayLeaveFree(playStartsAt: Date, now: Date): boolean {
  return refundForCancellation(1, playStartsAt, now)?.percent === 100;
}

/**
 * Why a player with a spot cannot leave now, or null: only before the game settles, and only
 * while leaving is free (a part refund would leave money between the booking and the player).
 */
export function leaveRefusal(
  gameStatus: 'open' | 'closed' | 'settled' | 'cancelled',
  playStartsAt: Date,
  now: Date,
): string | null {
  if (gameStatus !== 'open' && gameStatus !== 'closed') return GAME_MESSAGES.settled;
  if (!mayLeaveFree(playStartsAt, now)) return GAME_MESSAGES.leaveLate;
  return null;
}

export const openGameBodySchema = z.object({
  bookingId: z.uuid({ error: GAME_MESSAGES.bookingNotFound }),
  level: z.enum(GAME_LEVELS, { error: GAME_MESSAGES.level }),
  spotsTotal: z
    .number({ error: GAME_MESSAGES.spots })
    .int(GAME_MESSAGES.spots)
    .min(MIN_GAME_SPOTS, GAME_MESSAGES.spots)
    .max(MAX_GAME_SPOTS, GAME_MESSAGES.spots),
  note: z.string().trim().max(MAX_GAME_NOTE, GAME_MESSAGES.note).default(''),
  /** Extra: one of the court's sports (default: its first). */
  sport: z.enum(SPORTS).optional(),
  /** Extra: where the organizer's returns go: back to how they paid, or TurfBook credit. */
  returnTo: z.enum(['source', 'credit']).default('source'),
  /** Extra: the lowest reliability percent a rated player needs to join (new players welcome). */
  minReliability: z
    .number({ error: GAME_MESSAGES.minReliability })
    .int(GAME_MESSAGES.minReliability)
    .min(0, GAME_MESSAGES.minReliability)
    .max(100, GAME_MESSAGES.minReliability)
    .nullable()
    .default(null),
  /** Extra: how many hours before play the game must be full. */
  deadlineHoursBefore: z
    .number({ error: GAME_MESSAGES.deadline })
    .int(GAME_MESSAGES.deadline)
    .min(MIN_DEADLINE_HOURS, GAME_MESSAGES.deadline)
    .max(MAX_DEADLINE_HOURS, GAME_MESSAGES.deadline)
    .default(DEFAULT_DEADLINE_HOURS),
  /** Extra: at the deadline a game not full is kept (organizer pays the empty spots) or cancelled. */
  ifNotFull: z.enum(['keep', 'cancel']).default('keep'),
});
export type OpenGameBody = z.infer<typeof openGameBodySchema>;
