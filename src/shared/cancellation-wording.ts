// Who cancelled a booking and why, in the words the booking page, Your Bookings and the history
// use alike: a venue's rain-out must never read as if the player cancelled (decision 021).

export type Canceller = 'player' | 'owner' | 'system';

/**
 * 'Cancelled by you'; 'Cancelled by the venue: Rain'; 'Cancelled by TurfBook: this time slot
 * was booked by someone else before your payment completed'; 'Cancelled' when nobody is known.
 */
export function cancelledByText(by: Canceller | null, reason: string | null): string {
  const why = reason?.trim().replace(/\.$/, '') ?? '';
  const because = (who: string) => (why ? `Cancelled by ${who}: ${why}` : `Cancelled by ${who}`);
  switch (by) {
    case 'player':
      return 'Cancelled by you';
    case 'owner':
      return because('the venue');
    case 'system':
      return because('TurfBook');
    default:
      return 'Cancelled';
  }
}
