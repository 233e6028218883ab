import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { parseTimeLabel, timeLabel } from '../../../../shared/slots';
import { zonedNow } from '../../../../shared/time';
import { offerSummaryPath } from '../../../../shared/waitlist';
import { useConfigQuery } from '../../../lib/config-query';
import { useMyWaitlist } from '../../../queries/waitlist';
import { useDates } from '../../../i18n/use-language';

// A time the player waited for, freed and held for them on this turf (docs/decisions/033): the
// grid shows it Booked (an offer is a hold without a payment yet), so this says it is theirs.

export function OfferNotice({ turfId }: { turfId: string }) {
  const { t } = useTranslation('turf-detail');
  const dates = useDates();
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
              {t('offer.held', {
                date: dates.date(offer.date),
                start: offer.startTime,
                end: offer.endTime,
                until,
              })}
            </span>
            <Link
              to={path}
              className="font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
            >
              {t('offer.book')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
