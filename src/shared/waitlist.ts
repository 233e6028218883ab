// The waitlist's words (docs/decisions/033): what the server answers and what the screens show,
// written once. Texts in quotes in the spec are exact UI strings; these are ours.

export const WAITLIST_MESSAGES = {
  joined: "You're on the waitlist: we'll e-mail you when this time frees.",
  freeNow: 'This time is free: book it now.',
  already: 'You are already on the waitlist for this time.',
  playersOnly: 'Only players can join a waitlist. Log in with a player account.',
  logIn: 'Please log in to join the waitlist.',
  notFound: 'You are not on this waitlist.',
  left: 'You have left the waitlist for this time.',
  noCourt: (sport: string) => `This turf has no court for ${sport}.`,
} as const;

/** The grid's action on a Booked selection, for a logged-in player. */
export const TELL_ME_WHEN_IT_FREES = 'Tell me when it frees';

/** How long an offer holds the time for the player (the same 10 minutes as Pay Now's hold). */
export const OFFER_MINUTES = 10;

/** An offer's range as the booking summary's address carries it. */
export interface OfferedRange {
  date: string;
  start: number;
  end: number;
}

/**
 * The booking summary of a range, by address: the offer mail's link (the summary otherwise
 * takes its range from the grid, in navigation state).
 */
export function offerSummaryPath(turfId: string, range: OfferedRange): string {
  const query = new URLSearchParams({
    date: range.date,
    start: String(range.start),
    end: String(range.end),
  });
  return `/turfs/${encodeURIComponent(turfId)}/booking?${query.toString()}`;
}

/** The range in a booking summary's address, or null when it names none (or a bad one). */
export function offeredRangeOf(search: string): OfferedRange | null {
  const query = new URLSearchParams(search);
  const date = query.get('date') ?? '';
  const start = Number(query.get('start'));
  const end = Number(query.get('end'));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  if (!Number.isInteger(start) || !Number.isInteger(end)) return null;
  if (start < 0 || end > 1439 || start >= end || query.get('start') === '') return null;
  return { date, start, end };
}
