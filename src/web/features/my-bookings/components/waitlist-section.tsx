import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WaitlistEntry } from '../../../../shared/api/waitlist-contract';
import { parseTimeLabel, timeLabel } from '../../../../shared/slots';
import { zonedNow } from '../../../../shared/time';
import { offerSummaryPath } from '../../../../shared/waitlist';
import { ACTION_PRIMARY } from '../../../components/action-styles';
import { useDates } from '../../../i18n/use-language';
import { useConfigQuery } from '../../../lib/config-query';
import { useLeaveWaitlist, useMyWaitlist } from '../../../queries/waitlist';

// "Waiting for …": the player's live waitlist entries (docs/decisions/033), each with "Leave";
// an offer held for them links to its booking summary, as the offer mail does.

function offerLink(entry: WaitlistEntry): string {
  return offerSummaryPath(entry.turf._id, {
    date: entry.date,
    start: parseTimeLabel(entry.startTime) ?? 0,
    end: parseTimeLabel(entry.endTime) ?? 0,
  });
}

/** The offer's end by the venue's clock (the browser's zone may differ). */
function useUntilText(iso: string | null): string {
  const zone = useConfigQuery().data?.venueTimeZone ?? 'Asia/Kolkata';
  return iso ? timeLabel(zonedNow(new Date(iso), zone).minutes) : '';
}

function Entry({ entry }: { entry: WaitlistEntry }) {
  const { t } = useTranslation('my-bookings');
  const dates = useDates();
  const leave = useLeaveWaitlist();
  const until = useUntilText(entry.offerExpiresAt);
  const when = t('card.when', {
    date: dates.date(entry.date),
    start: entry.startTime,
    end: entry.endTime,
  });
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold text-slate-900">
          {t('waitlist.waitingFor', { turf: entry.turf.name, when })}
        </p>
        <p className="text-sm text-slate-600">
          {entry.status === 'offered'
            ? t('waitlist.heldUntil', { time: until })
            : entry.position === 1
              ? t('waitlist.next')
              : t('waitlist.ahead', { count: entry.position - 1 })}
        </p>
      </div>
      <div className="flex gap-3">
        {entry.status === 'offered' ? (
          <Link to={offerLink(entry)} className={ACTION_PRIMARY}>
            {t('waitlist.bookNow')}
          </Link>
        ) : null}
        <button
          type="button"
          onClick={() => leave.mutate(entry._id)}
          disabled={leave.isPending}
          aria-label={t('waitlist.leaveLabel', { turf: entry.turf.name, when })}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        >
          {t('waitlist.leave')}
        </button>
      </div>
    </li>
  );
}

export function WaitlistSection() {
  const { t } = useTranslation('my-bookings');
  const entries = useMyWaitlist(true).data ?? [];
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="waitlist-heading" className="mt-8">
      <h2
        id="waitlist-heading"
        className="flex items-baseline gap-2 text-lg font-bold text-slate-900"
      >
        {t('waitlist.heading')}
        <span className="text-sm font-medium text-slate-600">
          {t('count', { count: entries.length })}
        </span>
      </h2>
      <ul className="mt-4 space-y-4">
        {entries.map((entry) => (
          <Entry key={entry._id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}
