import type { Role } from './roles';

// Named permission rules. The server's guards enforce them; the web client uses the same
// functions only to hide what a person cannot do. What a person may do at a listing (its
// calendar, prices, numbers, ...) is shared/venue-team `can` (docs/decisions/066).

export interface Actor {
  id: string;
  role: Role;
}

/**
 * The turf's owner, or the admin. The server asks shared/venue-team `can` at every owner route
 * (docs/decisions/066); the web client's screens that have not yet asked `can` use this to hide
 * what only the turf's keepers see.
 */
export function canManageTurf(actor: Actor | null, turf: { owner: string }): boolean {
  if (!actor) return false;
  return actor.role === 'admin' || (actor.role === 'owner' && actor.id === turf.owner);
}

/** Customer names, emails, phones and payment ids of a turf's bookings (the web's owner table). */
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
