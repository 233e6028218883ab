// A player's record (docs/decisions/043): what they did with the bookings they made, and one
// reliability figure that open games show and an organizer may set a minimum on.

export interface PlayerRecordCounts {
  /** Confirmed bookings whose time has passed and that were not marked No-show. */
  played: number;
  /** Bookings the player cancelled less than 24 hours before the start. */
  lateCancellations: number;
  /** Bookings the venue marked No-show. */
  noShows: number;
  /** Shares of a split booking the player left unpaid at its deadline. */
  unpaidShares: number;
}

/** Under this many counted bookings a player is new: one miss must not brand anyone. */
export const NEW_PLAYER_BELOW = 3;
/** Cancelling closer than this to the start counts against the record (the full-refund line). */
export const LATE_CANCELLATION_HOURS = 24;

export type Reliability = { kind: 'new'; counted: number } | { kind: 'rated'; percent: number };

/** Everything that counts, for and against. */
export function countedBookings(record: PlayerRecordCounts): number {
  return record.played + record.lateCancellations + record.noShows + record.unpaidShares;
}

/**
 * The share of counted bookings the player played, as a whole percent rounded DOWN (so 100 means
 * never once let anyone down); a player with fewer than NEW_PLAYER_BELOW counted is 'new'.
 */
export function reliability(record: PlayerRecordCounts): Reliability {
  const counted = countedBookings(record);
  if (counted < NEW_PLAYER_BELOW) return { kind: 'new', counted };
  return { kind: 'rated', percent: Math.floor((record.played * 100) / counted) };
}

/** How the figure reads: 'New player' or '92% reliable'. */
export function reliabilityLabel(figure: Reliability): string {
  return figure.kind === 'new' ? 'New player' : `${figure.percent}% reliable`;
}

/**
 * Whether a player may join a game whose organizer asks for `minimumPercent`: a rated player at or
 * above it, and a new player (no record yet is not a bad record) unless the organizer refuses new
 * players.
 */
export function meetsReliabilityMinimum(
  figure: Reliability,
  minimumPercent: number,
  options: { newPlayersWelcome: boolean } = { newPlayersWelcome: true },
): boolean {
  if (figure.kind === 'new') return options.newPlayersWelcome;
  return figure.percent >= minimumPercent;
}

/** Whether a player's cancellation at `cancelledAt` of a booking starting at `start` is late. */
export function isLateCancellation(cancelledAt: Date, start: Date): boolean {
  return start.getTime() - cancelledAt.getTime() < LATE_CANCELLATION_HOURS * 3_600_000;
}
