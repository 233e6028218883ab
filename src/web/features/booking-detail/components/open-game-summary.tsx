import { useState } from 'react';
import type { BookingDetail } from '../../../../shared/api/booking-detail-contract';
import { formatPaise } from '../../../../shared/display-format';
import {
  GAME_MESSAGES,
  MAX_DEADLINE_HOURS,
  MAX_GAME_SPOTS,
  MIN_DEADLINE_HOURS,
  MIN_GAME_SPOTS,
  gameDeadline,
  openGameSummary,
  organizerPart,
  spotPrice,
  type GameFormChoice,
} from '../../../../shared/games';
import { rupeesToPaise } from '../../../../shared/pricing';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';
import { useBookingWords } from '../use-booking-words';

// Before the organizer confirms (docs/decisions/045): what a spot costs, their own part if every
// spot fills and if none does, and when and how the joiners' money comes back, as the organizer
// fills the form. Every figure and sentence is shared/games.ts openGameSummary's, from the rules
// the server opens and settles by; the price is the booking answer's (what the game shares).
// Its words are the catalogue's (docs/decisions/062): the shared summary judges, and its figures
// come from the same rules (spotPrice, organizerPart, gameDeadline).

const REFUSALS: Record<string, string> = {
  [GAME_MESSAGES.spots]: 'spots',
  [GAME_MESSAGES.deadline]: 'deadline',
  [GAME_MESSAGES.tooLate]: 'tooLate',
  [GAME_MESSAGES.tooCheap]: 'tooCheap',
};

/** The "Open as a game" form's summary, read out as it changes (a polite status region). */
export function OpenGameSummary({
  booking,
  choice,
}: {
  booking: Pick<BookingDetail, 'amountCharged' | 'bookingDate'>;
  choice: GameFormChoice;
}) {
  const { t, dates } = useBookingWords();
  const zone = useVenueTimeZone();
  // The page's "now", for the deadline; opening asks the server's clock again.
  const [now] = useState(() => new Date());
  const pricePaise = rupeesToPaise(booking.amountCharged);
  if (pricePaise === null) return null;
  const playStartsAt = new Date(booking.bookingDate);
  const summary = openGameSummary(pricePaise, playStartsAt, now, zone, choice);
  const refusal =
    summary.refusal === null
      ? null
      : REFUSALS[summary.refusal]
        ? t(`openGame.refusals.${REFUSALS[summary.refusal]}`, {
            min: summary.refusal === GAME_MESSAGES.spots ? MIN_GAME_SPOTS : MIN_DEADLINE_HOURS,
            max: summary.refusal === GAME_MESSAGES.spots ? MAX_GAME_SPOTS : MAX_DEADLINE_HOURS,
          })
        : summary.refusal;
  const { spotsTotal, deadlineHoursBefore: hours, ifNotFull, returnTo } = choice;
  const deadline = refusal === null ? gameDeadline(playStartsAt, hours, now) : null;
  const figures =
    refusal === null && deadline
      ? {
          spot: formatPaise(spotPrice(pricePaise, spotsTotal)),
          whole: formatPaise(organizerPart(pricePaise, spotsTotal, 0)),
          full: formatPaise(organizerPart(pricePaise, spotsTotal, spotsTotal)),
          at: dates.venueInstant(deadline.toISOString(), zone),
        }
      : null;
  const returnsKey = `openGame.returns${ifNotFull === 'keep' ? 'Keep' : 'Cancel'}${
    returnTo === 'credit' ? 'Credit' : 'Source'
  }`;
  return (
    <div
      role="status"
      aria-label={t('openGame.summaryLabel')}
      className="space-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200"
    >
      {refusal !== null || !figures ? (
        <p className="text-amber-800">{refusal}</p>
      ) : (
        <>
          <p className="text-base font-bold text-slate-900">
            {t('openGame.spot', { amount: figures.spot })}
          </p>
          <p>{t('openGame.shared', { whole: figures.whole, players: spotsTotal })}</p>
          <p>
            {t(ifNotFull === 'keep' ? 'openGame.part' : 'openGame.partCancel', {
              full: figures.full,
              whole: figures.whole,
            })}
          </p>
          <p>{t(returnsKey, { at: figures.at, hours, spot: figures.spot })}</p>
          <p>{t('openGame.meanwhile')}</p>
        </>
      )}
    </div>
  );
}
