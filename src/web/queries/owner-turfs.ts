import type { OwnerTurfsAnswer } from '../../shared/api/owner-contract';

// GET /api/v1/turf/owner-turfs/:userId (spec §7): an owner's turfs, approved and pending, with the
// earnings the owner screen shows. Adding, approving or rejecting a turf invalidates this key.

export type { OwnerTurfsAnswer };
/** Rupees earned on a venue date ('YYYY-MM-DD'). */
export type DayAmount = OwnerTurfsAnswer['earningsByDay'][number];
export type DayHours = OwnerTurfsAnswer['bookedHoursByDay'][number];

export const ownerTurfsKeys = {
  all: ['owner-turfs'] as const,
  owner: (userId: string) => ['owner-turfs', userId] as const,
};

/** Thrown when the server answers 2xx without `success: true`; the screen shows its own text. */
export const OWNED_TURFS_FAILED = 'Failed to fetch owned turfs';
