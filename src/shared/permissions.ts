import type { Role } from './roles';

// Named permission rules. The server's guards enforce them; the web client uses the same
// functions only to hide what a person cannot do.

export interface Actor {
  id: string;
  role: Role;
}

/**
 * Who manages a turf: its owner, and the admin. Managing is everything a turf's keeper does:
 * editing its listing, its calendar, blocks and opening hours, cancelling its bookings, seeing
 * its customers and numbers, and seeing it while it is not listed.
 */
export function canManageTurf(actor: Actor | null, turf: { owner: string }): boolean {
  if (!actor) return false;
  return actor.role === 'admin' || (actor.role === 'owner' && actor.id === turf.owner);
}

/** Customer names, emails, phones and payment ids of a turf's bookings: whoever manages it. */
export function canViewTurfBookingDetails(actor: Actor | null, turf: { owner: string }): boolean {
  return canManageTurf(actor, turf);
}

/** Said to a visitor who tries to book or subscribe before logging in. */
export const LOG_IN_TO_BOOK = 'Please log in to proceed with booking.';

/** Booking and subscribing are for players (role user); owners and admins browse only. */
export function canBook(actor: Actor | null): boolean {
  return !!actor && actor.role === 'user';
}

export function canRateTurfs(actor: Actor | null): boolean {
  return !!actor && actor.role === 'user';
}

/**
 * Waiting for a fully booked time and being offered it (docs/decisions/033): players only, as
 * booking, since an offer is a hold the player pays for.
 */
export function canJoinWaitlist(actor: Actor | null): boolean {
  return canBook(actor);
}

/**
 * Offering a promo code at a turf (docs/decisions/035): whoever manages it, so an owner for
 * their own turfs and the admin for any.
 */
export function canOfferPromoCodeAt(actor: Actor | null, turf: { owner: string }): boolean {
  return canManageTurf(actor, turf);
}

/**
 * Giving payout details and reading payouts and statements (docs/decisions/054): owners, for
 * their own venues' money. The admin sees every venue's payouts on their own pages.
 */
export function canReceivePayouts(actor: Actor | null): boolean {
  return !!actor && actor.role === 'owner';
}

/**
 * Every venue's payouts, each venue's commission and TurfBook's tax files (GSTR-8, 194-O): the
 * admin only (docs/decisions/054).
 */
export function canAdministerPayouts(actor: Actor | null): boolean {
  return !!actor && actor.role === 'admin';
}

/** Offering promo codes at every turf at once, present and future: the admin only. */
export function canOfferPromoCodesEverywhere(actor: Actor | null): boolean {
  return !!actor && actor.role === 'admin';
}

/** Seeing the promo code screens (an owner's own codes; the admin's, all of them). */
export function canManagePromoCodes(actor: Actor | null): boolean {
  return !!actor && (actor.role === 'owner' || actor.role === 'admin');
}

/** Trying a promo code on a booking or a subscription: whoever may book. */
export function canUsePromoCode(actor: Actor | null): boolean {
  return canBook(actor);
}

/**
 * A booking's page with its payers and what went back to each (docs/decisions/052), and its
 * invoice and credit notes (decision 038): its player, and whoever manages its turf (the owner
 * files them, the admin answers for them). Acting on it (cancel, move) stays its player's.
 */
export function canViewBooking(
  actor: Actor | null,
  booking: { player: string; turf: { owner: string } },
): boolean {
  if (!actor) return false;
  return actor.id === booking.player || canManageTurf(actor, booking.turf);
}

/**
 * Checking a player in and marking a no-show (docs/decisions/043): whoever manages the booking's
 * turf, the owner at the gate and the admin; never a player, never another owner.
 */
export function canMarkAttendance(actor: Actor | null, turf: { owner: string }): boolean {
  return canManageTurf(actor, turf);
}

/**
 * Seeing a split booking's shares (docs/decisions/044): its booker, whoever manages its turf, or
 * a player who holds its share link. Anyone else is told it does not exist.
 */
export function canSeeSplit(
  actor: Actor | null,
  split: { bookerId: string },
  turf: { owner: string },
  holdsLink: boolean,
): boolean {
  if (!actor) return false;
  if (actor.id === split.bookerId || canManageTurf(actor, turf)) return true;
  return actor.role === 'user' && holdsLink;
}

/** Paying a share of a split: a player with its link, or the booker (who may pay any share). */
export function canPayShare(
  actor: Actor | null,
  split: { bookerId: string },
  holdsLink: boolean,
): boolean {
  if (!actor || actor.role !== 'user') return false;
  return actor.id === split.bookerId || holdsLink;
}

/** Removing an unpaid share and paying the rest in one step: the booker only. */
export function canRunSplit(actor: Actor | null, split: { bookerId: string }): boolean {
  return !!actor && actor.id === split.bookerId;
}

/** Opening a booking as a game (docs/decisions/045): its booker, a player. */
export function canOpenGame(actor: Actor | null, booking: { userId: string }): boolean {
  return !!actor && actor.role === 'user' && actor.id === booking.userId;
}

/** Seeing a game's players, removing one, closing or cancelling it: its organizer only. */
export function canRunGame(actor: Actor | null, game: { organizerId: string }): boolean {
  return !!actor && actor.id === game.organizerId;
}

/** Joining a game: a player who is not its organizer. */
export function canJoinGame(actor: Actor | null, game: { organizerId: string }): boolean {
  return !!actor && actor.role === 'user' && actor.id !== game.organizerId;
}
