import { useState } from 'react';
import type { BookingDetail } from '../../../../shared/api/booking-detail-contract';
import { openGameSummary, type GameFormChoice } from '../../../../shared/games';
import { rupeesToPaise } from '../../../../shared/pricing';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';

// Before the organizer confirms (docs/decisions/045): what a spot costs, their own part if every
// spot fills and if none does, and when and how the joiners' money comes back, as the organizer
// fills the form. Every figure and sentence is shared/games.ts openGameSummary's, from the rules
// the server opens and settles by; the price is the booking answer's (what the game shares).

/** The "Open as a game" form's summary, read out as it changes (a polite status region). */
export function OpenGameSummary({
  booking,
  choice,
}: {
  booking: Pick<BookingDetail, 'amountCharged' | 'bookingDate'>;
  choice: GameFormChoice;
}) {
  const zone = useVenueTimeZone();
  // The page's "now", for the deadline; opening asks the server's clock again.
  const [now] = useState(() => new Date());
  const pricePaise = rupeesToPaise(booking.amountCharged);
  if (pricePaise === null) return null;
  const summary = openGameSummary(pricePaise, new Date(booking.bookingDate), now, zone, choice);
  return (
    <div
      role="status"
      aria-label="What the game costs"
      className="space-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200"
    >
      {summary.refusal !== null ? (
        <p className="text-amber-800">{summary.refusal}</p>
      ) : (
        <>
          <p className="text-base font-bold text-slate-900">{summary.spot}</p>
          <p>{summary.shared}</p>
          <p>{summary.part}</p>
          <p>{summary.returns}</p>
          <p>{summary.meanwhile}</p>
        </>
      )}
    </div>
  );
}
