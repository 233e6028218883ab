import { Link } from 'react-router';
import { formatDate } from '../../../../shared/display-format';
import { parseTimeLabel, timeLabel } from '../../../../shared/slots';
import { zonedNow } from '../../../../shared/time';
import { offerSummaryPath } from '../../../../shared/waitlist';
import { useConfigQuery } from '../../../lib/config-query';
import { useMyWaitlist } from '../../../queries/waitlist';

// A time the player waited for, freed and held for them on this turf (docs/decisions/033): the
// grid shows it Booked (an offer is a hold without a payment yet), so this says it is theirs.

export function OfferNotice({ turfId }: { turfId: string }) {
  const zone = useConfigQuery().data?.venueTimeZone ?? 'Asia/Kolkata';
  const offers = (useMyWaitlist(true).data ?? []).filter(
    (entry) => entry.status === 'offered' && entry.turf._id === turfId,
  );
  if (offers.length === 0) return null;
  return (
    <ul className="space-y-2" data-testid="waitlist-offers">
      {offers.map((offer) => {
        const until = offer.offerExpiresAt
          ? timeLabel(zonedNow(new Date(offer.offerExpiresAt), zone).minutes)
          : '';
        const path = offerSummaryPath(turfId, {
          date: offer.date,
          start: parseTimeLabel(offer.startTime) ?? 0,
          end: parseTimeLabel(offer.endTime) ?? 0,
        });
        return (
          <li
            key={offer._id}
            className="flex flex-col gap-2 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-950 sm:flex-row sm:items-center sm:justify-between"
          >
            <span>
              The time you waited for, {formatDate(offer.date)}, {offer.startTime} – {offer.endTime}
              , is held for you until {until}.
            </span>
            <Link
              to={path}
              className="font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
            >
              Book it now
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
