import type { Role } from './roles';

// Named permission rules. The server's guards enforce them; the web client uses the same
// functions only to hide what a person cannot do.

export interface Actor {
  id: string;
  role: Role;
}

/** Customer names, emails, phones and payment ids of a turf's bookings: its owner and the admin. */
export function canViewTurfBookingDetails(actor: Actor | null, turf: { owner: string }): boolean {
  return !!actor && (actor.role === 'admin' || actor.id === turf.owner);
}

/** Booking and subscribing are for players (role user); owners and admins browse only. */
export function canBook(actor: Actor | null): boolean {
  return !!actor && actor.role === 'user';
}

export function canRateTurfs(actor: Actor | null): boolean {
  return !!actor && actor.role === 'user';
}
